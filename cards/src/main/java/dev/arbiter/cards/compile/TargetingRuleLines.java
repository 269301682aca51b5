package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.NounGrammar;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;

import java.util.List;
import java.util.Optional;

/**
 * What can't target a permanent (115.4, 101.2), read by the grammar:
 * <pre>
 * line := "~ can't be the target of" noun "."      where the noun names spells ("blue or black spells")
 * </pre>
 */
final class TargetingRuleLines {

    private TargetingRuleLines() {
    }

    static Optional<List<Ability>> compile(String text) {
        Cursor c = Cursor.of(text.strip());
        if (!c.accept("~ can't be the target of")) return Optional.empty();
        try {
            NounLowering.Lowered l = NounLowering.lower(NounGrammar.noun(c));
            if (l.kind() != NounLowering.Kind.SPELL || !c.accept(".") || !c.atEnd()) return Optional.empty();
            return Optional.of(List.of(new StaticAbility(new StaticEffect.CantBeTargetOfSpells(l.filter()), text.strip())));
        } catch (ParseFailure f) {
            return Optional.empty();
        }
    }
}
