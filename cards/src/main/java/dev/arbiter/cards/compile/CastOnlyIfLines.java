package dev.arbiter.cards.compile;

import dev.arbiter.cards.text.Regex;
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
 * line := "Cast this spell only if" condition ("and" condition)* "."
 *       | "Cast this spell only during the declare attackers step and only if you've been attacked this step."
 * condition := "a creature is attacking you" | an alternative cost's condition about the caster (118.9:
 *              "you control a snow land", "an opponent controls ...", counts of this turn)
 * </pre>
 * "You've been attacked this step", in the declare attackers step, is read as a creature attacking the caster (508.1).
 */
final class CastOnlyIfLines {
    private static final String IF = "cast this spell only if ";
    private static final String ATTACKED = "cast this spell only during the declare attackers step and only if you've been "
            + "attacked this step.";

    private CastOnlyIfLines() {
    }

    /** The static abilities of such a line, or empty when {@code text} is not one. */
    static Optional<List<Ability>> compile(String text) {
        String t = text.strip();
        String lower = t.toLowerCase(java.util.Locale.ROOT);
        if (lower.equals(ATTACKED)) { // 601.3, 508.1: in the declare attackers step, a creature attacking the caster
            return Optional.of(List.of(
                    new StaticAbility(new StaticEffect.CastOnlyDuring(Relation.ANY, Step.DECLARE_ATTACKERS, Step.DECLARE_ATTACKERS), t),
                    new StaticAbility(new StaticEffect.CastOnlyIf(List.of(attackingYou())), t)));
        }
        if (!lower.startsWith(IF) || !lower.endsWith(".")) return Optional.empty();
        List<Condition> conditions = new ArrayList<>();
        for (String part : Regex.split(t.substring(IF.length(), t.length() - 1), " and ")) {
            String p = part.strip();
            conditions.add(p.equalsIgnoreCase("a creature is attacking you") ? attackingYou() : AlternativeCostLines.condition(p));
        }
        return Optional.of(List.of(new StaticAbility(new StaticEffect.CastOnlyIf(conditions), t)));
    }

    /** 508.1, 506.3: at least one creature is attacking the caster. */
    private static Condition attackingYou() {
        return new Condition.PermanentCount(new ObjectFilter(CardType.CREATURE.bit(), 0, Relation.ANY, null, 0, 0, false, true),
                1, Integer.MAX_VALUE);
    }
}
