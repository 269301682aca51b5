package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.NounGrammar;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import java.util.List;
import java.util.Optional;

/**
 * Casting prohibitions (601.3), read by the grammar:
 * <pre>
 * line := ("You" | "Your opponents" | "Players") "can't cast" noun ["or activate abilities of" noun] ["during your turn"] "."
 *       | noun "can't be cast."
 * </pre>
 * where the noun names spells ("creature spells", "noncreature spells", "spells").
 */
final class CastRestrictionLines {

    private CastRestrictionLines() {
    }

    private static final String PASSIVE = " can't be cast.";

    /** 601.3: "[noun spells] can't be cast.": no player may cast them; empty when the noun is not plural spells. */
    private static Optional<List<Ability>> passive(String t) {
        Cursor c = Cursor.of(t.substring(0, t.length() - PASSIVE.length()));
        Noun noun;
        try {
            noun = NounGrammar.noun(c);
        } catch (ParseFailure f) {
            return Optional.empty();
        }
        if (!c.atEnd() || !noun.plural() || noun.zone() != null || noun.controller() != null) return Optional.empty();
        NounLowering.Lowered l = NounLowering.lower(noun);
        if (l.kind() != NounLowering.Kind.SPELL) return Optional.empty();
        return Optional.of(List.of(new StaticAbility(new StaticEffect.CantCast(l.filter(), Relation.ANY), t)));
    }

    /** The static ability of such a line, or empty when {@code text} is not one. */
    static Optional<List<Ability>> compile(String text) {
        String t = text.strip();
        if (t.endsWith(PASSIVE)) return passive(t); // the other forms start with the player and end "."
        Cursor c = Cursor.of(t);
        Relation who;
        if (c.accept("you can't cast")) {
            who = Relation.YOU;
        } else if (c.accept("your opponents can't cast")) {
            who = Relation.OPPONENT;
        } else if (c.accept("players can't cast")) {
            who = Relation.ANY;
        } else {
            return Optional.empty();
        }
        Noun noun;
        try {
            noun = NounGrammar.noun(c);
        } catch (ParseFailure f) {
            return Optional.empty();
        }
        Noun sources = null;
        if (c.accept("or activate abilities of")) { // 602.5: "can't cast spells or activate abilities of artifacts, ..."
            try {
                sources = NounGrammar.noun(c);
            } catch (ParseFailure f) {
                return Optional.empty();
            }
        }
        boolean yourTurn = c.accept("during your turn"); // 102.1: only while the source's controller is the active player
        boolean combat = !yourTurn && sources == null && c.accept("during combat"); // 506.1: in the combat phase
        if (!c.accept(".") || !c.atEnd() || !noun.plural() || noun.zone() != null || noun.controller() != null) {
            return Optional.empty();
        }
        NounLowering.Lowered l = NounLowering.lower(noun);
        if (l.kind() != NounLowering.Kind.SPELL) return Optional.empty();
        StaticAbility rule = new StaticAbility(new StaticEffect.CantCast(l.filter(), who, combat
                ? new dev.arbiter.engine.ability.Condition.DuringCombat() : new dev.arbiter.engine.ability.Condition.Always()), t);
        if (sources != null) {
            NounLowering.Lowered of = NounLowering.lower(sources);
            if (of.kind() != NounLowering.Kind.PERMANENT || !sources.plural() || sources.controller() != null) {
                throw new NotSupported("activating abilities of \"" + sources + "\"");
            }
            StaticAbility ban = new StaticAbility(new StaticEffect.PlayersCantActivate(of.filter(), who), t);
            if (!yourTurn) return Optional.of(List.of(rule, ban));
            return Optional.of(List.of(new StaticAbility(new StaticEffect.GrantAbilities(new dev.arbiter.engine.ability.Affected.Self(),
                    List.of(rule, ban), new dev.arbiter.engine.ability.Condition.YourTurn(true)), t)));
        }
        if (!yourTurn) return Optional.of(List.of(rule));
        // 611.3b: the prohibition is given to the source while it is its controller's turn
        return Optional.of(List.of(new StaticAbility(new StaticEffect.GrantAbilities(new dev.arbiter.engine.ability.Affected.Self(),
                List.of(rule), new dev.arbiter.engine.ability.Condition.YourTurn(true)), t)));
    }
}
