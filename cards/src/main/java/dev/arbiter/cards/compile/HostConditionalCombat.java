package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ConditionGrammar;
import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A combat restriction an Aura or Equipment gives the permanent it is attached to, only while a condition on that
 * permanent holds (303.4, 301.5, 611.3b, 508.1c, 509.1b):
 * <pre>
 * rest      := rule ("if" | "as long as" | "unless") condition
 * rule      := a static predicate of the combat grammar ("can't block", "can't be blocked", ...)
 * condition := ("it's" | "it is" | "its" ...) an "is" condition of the creature ("it's black", "its power is 3 or less")
 * </pre>
 * The rule is judged as attackers or blockers are declared, for the creature as it then is (a {@link
 * StaticEffect.CombatRuleWhile}); any other condition leaves the line unread.
 */
final class HostConditionalCombat {

    private static final String[] WORDS = {" if ", " as long as ", " unless "};

    private HostConditionalCombat() {
    }

    /** The abilities the host gets for "Enchanted creature {@code rest}.", or empty. */
    static Optional<List<Ability>> compile(String line, String rest) {
        String lower = rest.toLowerCase(Locale.ROOT);
        int at = -1;
        String word = null;
        for (String w : WORDS) {
            int i = lower.indexOf(w);
            if (i > 0 && (at < 0 || i < at)) {
                at = i;
                word = w.strip();
            }
        }
        if (at < 0) return Optional.empty();
        String rule = rest.substring(0, at);
        Condition condition = condition(rest.substring(at + word.length() + 2));
        if (condition == null) return Optional.empty();
        if (word.equals("unless")) condition = new Condition.Not(condition);
        Optional<List<Ability>> rules;
        try {
            rules = CombatLowering.statics("~ " + rule + ".", true);
        } catch (NotSupported e) {
            return Optional.empty();
        }
        if (rules.isEmpty()) return Optional.empty();
        List<Ability> out = new ArrayList<>();
        for (Ability a : rules.get()) {
            if (!(a instanceof StaticAbility st) || st.effect() instanceof StaticEffect.GrantAbilities
                    || st.effect() instanceof StaticEffect.CombatRuleWhile) return Optional.empty();
            out.add(new StaticAbility(new StaticEffect.CombatRuleWhile(st.effect(), condition, rest), line));
        }
        return Optional.of(out);
    }

    /** "it's black" / "its power is 3 or less" said of the creature itself, or null. */
    private static Condition condition(String text) {
        String t = text.strip();
        String lower = t.toLowerCase(Locale.ROOT);
        if (lower.startsWith("it's ")) t = "~ is " + t.substring(5);
        else if (lower.startsWith("it is ")) t = "~ is " + t.substring(6);
        else if (lower.startsWith("its ")) t = "~'s " + t.substring(4);
        else return null;
        Cursor c = Cursor.of(t);
        try {
            Condition cond = ConditionLowering.lower(ConditionGrammar.condition(c), false);
            if (!c.atEnd()) return null;
            return cond instanceof Condition.ObjectIs is && !is.host() ? cond : null;
        } catch (ParseFailure | NotSupported e) {
            return null;
        }
    }
}
