package dev.arbiter.cards.compile;

import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.timing.Step;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A card's own condition on when it may be cast (601.3, 113.6):
 * <pre>
 * line      := "Cast this spell only if" condition ("and" condition)* "."
 *            | "Cast this spell only during" window "and only if" condition ("and" condition)* "."
 * window    := as ChoiceGrammar's "Cast this spell only during ..." reads it
 * condition := "a creature is attacking you" | "you've been attacked this step" (in the declare attackers step only)
 *            | "you've cast another" spell-noun "this turn" (before this spell is cast: any such spell so far)
 *            | an alternative cost's condition about the caster (118.9: "you control a snow land", counts of this turn)
 * </pre>
 * "You've been attacked this step" stays true when every attacker has been removed from combat since (506.4).
 */
final class CastOnlyIfLines {
    private static final String IF = "cast this spell only if ";
    private static final String DURING = "cast this spell only during ";
    private static final String AND_IF = " and only if ";

    private CastOnlyIfLines() {
    }

    /** The static abilities of such a line, or empty when {@code text} is not one. */
    static Optional<List<Ability>> compile(String text, CardText card) {
        String t = text.strip();
        String lower = t.toLowerCase(java.util.Locale.ROOT);
        if (!lower.endsWith(".")) return Optional.empty();
        List<Ability> out = new ArrayList<>();
        String conditions;
        boolean attackersStep = false;
        if (lower.startsWith(IF)) {
            conditions = t.substring(IF.length(), t.length() - 1);
        } else if (lower.startsWith(DURING) && lower.contains(AND_IF)) {
            int k = lower.indexOf(AND_IF);
            Optional<List<Ability>> window = ChoiceLowering.compile(t.substring(0, k) + ".", card); // 601.3: the steps
            if (window.isEmpty() || window.get().size() != 1
                    || !(window.get().get(0) instanceof StaticAbility st && st.effect() instanceof StaticEffect.CastOnlyDuring d)) {
                return Optional.empty();
            }
            attackersStep = d.first() == Step.DECLARE_ATTACKERS && d.last() == Step.DECLARE_ATTACKERS;
            out.add(new StaticAbility(d, t));
            conditions = t.substring(k + AND_IF.length(), t.length() - 1);
        } else {
            return Optional.empty();
        }
        List<Condition> list = new ArrayList<>();
        for (String part : dev.arbiter.cards.grammar.AndSegments.of(conditions)) {
            String p = part.strip();
            if (p.equalsIgnoreCase("a creature is attacking you")) {
                list.add(attackingYou());
            } else if (p.equalsIgnoreCase("you've been attacked this step")) {
                // 508.1b, 506.4: attackers were declared at you this combat, even if all were removed from combat since;
                // "this step" needs the window of the declare attackers step, where this combat's attackers were declared
                if (!attackersStep) throw new NotSupported("\"you've been attacked this step\" outside the declare attackers step");
                list.add(new Condition.AttackedThisCombat());
            } else if (p.regionMatches(true, 0, "you've cast another ", 0, 20)) {
                // 601.3: judged before this spell is cast, so "another spell" is any spell cast so far this turn (601.2i)
                list.add(spellsCast("you've cast a " + p.substring(20)));
            } else {
                list.add(AlternativeCostLines.condition(p));
            }
        }
        out.add(new StaticAbility(new StaticEffect.CastOnlyIf(list), t));
        return Optional.of(out);
    }

    /** "you've cast a [green] spell this turn" (601.2i), or throws. */
    private static Condition spellsCast(String text) {
        dev.arbiter.cards.grammar.Cursor c = dev.arbiter.cards.grammar.Cursor.of(text);
        try {
            dev.arbiter.cards.grammar.ast.ConditionNode n = dev.arbiter.cards.grammar.ConditionGrammar.condition(c);
            if (c.atEnd() && n instanceof dev.arbiter.cards.grammar.ast.ConditionNode.SpellsCastThisTurn) {
                return ConditionLowering.lower(n, false);
            }
        } catch (dev.arbiter.cards.grammar.ParseFailure f) {
            // below
        }
        throw new NotSupported("cast restriction condition \"" + text + "\"");
    }

    /** 508.1, 506.3: at least one creature is attacking the caster. */
    private static Condition attackingYou() {
        return new Condition.PermanentCount(new ObjectFilter(CardType.CREATURE.bit(), 0, Relation.ANY, null, 0, 0, false, true),
                1, Integer.MAX_VALUE);
    }
}
