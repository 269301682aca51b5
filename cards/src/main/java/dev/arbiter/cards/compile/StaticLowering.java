package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.StaticGrammar;
import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.StaticNode;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import java.util.List;
import java.util.Optional;

/** Lowers the static lines the grammar reads ({@link StaticGrammar}) into static abilities. */
final class StaticLowering {

    private StaticLowering() {
    }

    /** The abilities of {@code text}, or empty when the grammar does not read it. */
    static Optional<List<Ability>> compile(String text) {
        StaticNode node;
        try {
            node = StaticGrammar.parse(text);
        } catch (ParseFailure f) {
            return Optional.empty();
        }
        StaticEffect effect;
        if (node instanceof StaticNode.EntersTapped) {
            effect = new StaticEffect.EntersTapped();
        } else {
            StaticNode.EntersWithCounters w = (StaticNode.EntersWithCounters) node;
            if (!(w.amount() instanceof AmountNode.Fixed f)) return Optional.empty();
            try {
                effect = new StaticEffect.EntersWithCounters(CounterKinds.check(w.kind()), Amount.of(f.value()));
            } catch (NotSupported e) {
                return Optional.empty();
            }
        }
        return Optional.of(List.of(new StaticAbility(effect, text.strip())));
    }
}
