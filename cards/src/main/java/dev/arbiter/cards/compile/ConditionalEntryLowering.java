package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ConditionalEntryGrammar;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.ConditionNode;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import java.util.List;
import java.util.Optional;

/**
 * Lowers "~ enters the battlefield with N KIND counters on it if CONDITION." (614.1c) into
 * {@link StaticEffect.EntersWithCountersIf}. The condition is judged as the permanent enters, so only
 * conditions that mean the same then are taken: what happened this turn (700.4, 508.1, 119.3) and
 * whether it was cast (from its owner's hand, 601.2). A count of permanents would see the entering
 * permanent itself, and "if it was kicked" has its own linked replacement (702.33e): those stay
 * unsupported.
 */
final class ConditionalEntryLowering {

    private ConditionalEntryLowering() {
    }

    /** The ability of {@code text}, or empty when it is not such a line. */
    static Optional<List<Ability>> compile(String text, dev.arbiter.cards.text.CardText card) {
        String t = text.strip();
        if (!t.contains(" enters ") || !t.contains(" with ")) return Optional.empty();
        ConditionalEntryGrammar.Entry e;
        try {
            e = ConditionalEntryGrammar.parse(t);
        } catch (ParseFailure f) {
            return Optional.empty();
        }
        if (e.condition() == null) return Optional.of(List.of(new StaticAbility(CountedEntry.lower(e, card), t)));
        if (!(e.amount() instanceof AmountNode.Fixed n) || n.value() < 1) {
            throw new NotSupported("enters-the-battlefield replacement (a variable number of counters with a condition)");
        }
        if (!(e.condition() instanceof ConditionNode.ThisTurn || e.condition() instanceof ConditionNode.Cast
                || e.condition() instanceof ConditionNode.RevealedAsCast // 601.2b: a record of the casting
                || e.condition() instanceof ConditionNode.ManaSpent)) { // 601.2h: adamant, the mana spent as it was cast
            throw new NotSupported("enters-the-battlefield replacement (a condition judged as it enters)");
        }
        var condition = ConditionLowering.lower(e.condition(), false);
        StaticEffect effect = new StaticEffect.EntersWithCountersIf(CounterKinds.check(e.kind()), Amount.of(n.value()), condition);
        return Optional.of(List.of(new StaticAbility(effect, t)));
    }
}
