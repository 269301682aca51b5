package dev.arbiter.cards.compile;

import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * "As long as" static abilities (611.3b) whose body is a combat requirement or restriction (509.1b-c), alone or after a
 * layered part:
 * <pre>
 * line := [ability-word "—"] "As long as" condition "," "all creatures able to block ~ do so" "."
 *       | [ability-word "—"] "As long as" condition "," subject head ["," ] "and" rule "."
 * rule := "all creatures able to block it do so" | a rule {@link CombatLowering} reads of "~" ("can't be blocked")
 * </pre>
 * The head is read as the line "As long as condition, subject head." ({@link StaticLayerLines}); its effects must all
 * be of one object (the source or the permanent it is attached to) under one condition, and the rule is granted to
 * that object under the same condition (613.1f). A Lure alone is granted to the source under a condition
 * {@link StaticConditions} reads. Anything else leaves the line to the other readers.
 */
final class AsLongAsCombatLines {

    private static final String LURE_SELF = "all creatures able to block ~ do so";
    private static final String LURE_IT = "all creatures able to block it do so";

    private AsLongAsCombatLines() {
    }

    /** The static abilities of such a line, or empty when {@code text} is not one. */
    static Optional<List<Ability>> compile(String text, CardText card) {
        String t = text.strip();
        if (!t.regionMatches(true, 0, "As long as ", 0, 11) || !t.endsWith(".")) return Optional.empty();
        int comma = t.indexOf(", ");
        if (comma < 0) return Optional.empty();
        String conditionText = t.substring(11, comma);
        String body = t.substring(comma + 2, t.length() - 1);
        if (body.equalsIgnoreCase(LURE_SELF)) { // 509.1c: a requirement on each creature able to block the source
            Condition condition = StaticConditions.condition(conditionText);
            if (condition == null) return Optional.empty();
            return Optional.of(List.of(granted(new Affected.Self(), lure(), condition, t)));
        }
        int and = body.toLowerCase(Locale.ROOT).lastIndexOf(" and ");
        if (and < 0) return Optional.empty();
        String head = body.substring(0, and);
        if (head.endsWith(",")) head = head.substring(0, head.length() - 1);
        List<Ability> rules = rules(body.substring(and + 5));
        if (rules == null) return Optional.empty();
        Optional<List<Ability>> layered;
        try {
            layered = StaticLayerLines.compile("As long as " + conditionText + ", " + head + ".", card);
        } catch (NotSupported e) {
            return Optional.empty();
        }
        if (layered.isEmpty() || layered.get().isEmpty()) return Optional.empty();
        Affected affected = null;
        Condition condition = null;
        for (Ability a : layered.get()) { // one object, one condition (611.3b)
            if (!(a instanceof StaticAbility st)) return Optional.empty();
            Affected af = LayerEffectLines.affectedOf(st.effect());
            Condition c = conditionOf(st.effect());
            if (af == null || c == null || c instanceof Condition.Always) return Optional.empty();
            if (affected != null && (!affected.equals(af) || !condition.equals(c))) return Optional.empty();
            affected = af;
            condition = c;
        }
        if (!(affected instanceof Affected.Self) && !(affected instanceof Affected.Host)) return Optional.empty();
        List<Ability> out = new ArrayList<>(layered.get());
        out.add(granted(affected, rules, condition, t));
        return Optional.of(out);
    }

    /** The combat rule {@code rule} gives the object it is said of, or null when it is none of those read here. */
    private static List<Ability> rules(String rule) {
        if (rule.equalsIgnoreCase(LURE_IT)) return lure();
        Optional<List<Ability>> rules;
        try {
            rules = CombatLowering.statics("~ " + rule + ".", true);
        } catch (NotSupported e) {
            return null;
        }
        if (rules.isEmpty() || rules.get().isEmpty()) return null;
        for (Ability a : rules.get()) {
            if (!(a instanceof StaticAbility st) || st.effect() instanceof StaticEffect.GrantAbilities
                    || st.effect() instanceof StaticEffect.CombatRuleWhile) return null;
        }
        return rules.get();
    }

    /** 509.1c: "All creatures able to block it do so." said of the object that has it. */
    private static List<Ability> lure() {
        return List.of(new StaticAbility(new StaticEffect.AllAbleToBlockDoSo(new Affected.Self()), "All creatures able to block ~ do so."));
    }

    /** 611.3b, 613.1f: {@code rules} granted to {@code affected} while {@code condition} holds. */
    private static Ability granted(Affected affected, List<Ability> rules, Condition condition, String text) {
        return new StaticAbility(new StaticEffect.GrantAbilities(affected, rules, condition), text);
    }

    private static Condition conditionOf(StaticEffect e) {
        if (e instanceof StaticEffect.ModifyPowerToughness m) return m.condition();
        if (e instanceof StaticEffect.GrantAbilities g) return g.condition();
        return null;
    }
}
