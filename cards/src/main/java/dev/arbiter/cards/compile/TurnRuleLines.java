package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.NounGrammar;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;

import java.util.List;
import java.util.Optional;

/**
 * Statics that change the turn's bookkeeping, read by the grammar:
 * <pre>
 * line := ("players" "don't" | "you" "don't") "lose unspent mana as steps and phases end" "."   (500.4)
 *       | "untap all" noun "during each other player's untap step" "."                          (502.3)
 * </pre>
 * where the noun names permanents you control ("permanents you control", "creatures you control").
 */
final class TurnRuleLines {

    private TurnRuleLines() {
    }

    static Optional<List<Ability>> compile(String text) {
        Cursor c = Cursor.of(text.strip());
        StaticEffect e = null;
        if (c.accept("players don't lose unspent mana as steps and phases end")) {
            e = new StaticEffect.KeepUnspentMana(Relation.ANY);
        } else if (c.accept("you don't lose unspent mana as steps and phases end")) {
            e = new StaticEffect.KeepUnspentMana(Relation.YOU);
        } else if (c.accept("untap all")) {
            try {
                NounLowering.Lowered l = NounLowering.lower(NounGrammar.noun(c));
                if (l.kind() != NounLowering.Kind.PERMANENT || l.filter().controller() != Relation.YOU) return Optional.empty();
                if (!c.accept("during each other player's untap step")) return Optional.empty();
                ObjectFilter f = l.filter();
                e = new StaticEffect.UntapDuringOthersUntapSteps(f);
            } catch (ParseFailure f) {
                return Optional.empty();
            }
        }
        if (e == null || !c.accept(".") || !c.atEnd()) return Optional.empty();
        return Optional.of(List.of(new StaticAbility(e, text.strip())));
    }
}
