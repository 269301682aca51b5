package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.CombatGrammar;
import dev.arbiter.cards.grammar.ConditionGrammar;
import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.ast.CombatRuleNode;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A combat restriction of the source that holds only while a condition does (611.3b, 508.1c, 509.1b):
 * <pre>
 * line      := "~" rule ("as long as" | "if" | "unless") condition "."
 *            | "as long as" condition "," "~" rule "."
 * rule      := "can't attack or block" | "can't attack" | "can't block" | "can't be blocked"
 *            | a static predicate of {@link CombatGrammar}
 * </pre>
 * The condition is one the intervening-"if" grammar reads ("you have seven or more cards in hand", "a creature
 * died this turn"), else one of "as long as" ({@link StaticConditions}); "unless" holds while it doesn't. The rule
 * is granted to the source in layer 6 while the condition holds, so it is judged as attackers or blockers are
 * declared (508.1c, 509.1b).
 */
final class ConditionalCombatLines {

    private ConditionalCombatLines() {
    }

    /** The static ability of such a line, or empty when {@code text} is not one. */
    static Optional<List<Ability>> compile(String text) {
        String t = text.strip();
        if (!t.endsWith(".") || !(t.startsWith("~ ") || t.regionMatches(true, 0, "as long as ", 0, 11))) return Optional.empty();
        Cursor c = Cursor.of(t.substring(0, t.length() - 1));
        try {
            if (c.accept("as long as")) {
                int from = c.mark();
                while (!c.atEnd() && !c.at(",")) c.next();
                if (c.atEnd()) return Optional.empty();
                Condition condition = condition(c.textFrom(from));
                c.expect(",");
                if (condition == null || c.acceptAny("~") == null) return Optional.empty();
                List<StaticEffect> rules = rules(c);
                if (rules == null || !c.atEnd()) return Optional.empty();
                return Optional.of(granted(rules, condition, t));
            }
            if (c.acceptAny("~") == null) return Optional.empty();
            List<StaticEffect> rules = rules(c);
            if (rules == null) return Optional.empty();
            String word = c.acceptAny("as long as", "if", "unless");
            if (word == null) return Optional.empty();
            if (word.equals("as long as") && rules.equals(List.of(new StaticEffect.CantBeBlocked()))
                    && c.accept("defending player controls")) { // 509.1b: judged for the player it attacks
                if (c.acceptAny("a", "an") == null) return Optional.empty();
                NounLowering.Lowered l = NounLowering.lower(dev.arbiter.cards.grammar.NounGrammar.noun(c));
                if (!c.atEnd() || l.kind() != NounLowering.Kind.PERMANENT || l.filter().controller() != dev.arbiter.engine.ability.Relation.ANY) {
                    return Optional.empty();
                }
                String rest = t.substring(t.indexOf("can't be blocked"), t.length() - 1);
                return Optional.of(List.of(new StaticAbility(new StaticEffect.CantBeBlockedWhileDefenderControls(l.filter(), rest), t)));
            }
            Condition condition = condition(c.rest());
            if (condition == null) return Optional.empty();
            Condition judged = StaticConditions.judgedInLayers(word.equals("unless") ? new Condition.Not(condition) : condition);
            return judged == null ? Optional.empty() : Optional.of(granted(rules, judged, t));
        } catch (ParseFailure f) {
            return Optional.empty();
        }
    }

    /** 611.3b: the rules given to the source while {@code condition} holds. */
    private static List<Ability> granted(List<StaticEffect> rules, Condition condition, String text) {
        List<Ability> own = new ArrayList<>();
        for (StaticEffect e : rules) own.add(new StaticAbility(e, text));
        return List.of(new StaticAbility(new StaticEffect.GrantAbilities(new Affected.Self(), own, condition), text));
    }

    /** The rules at the cursor, or null (cursor unchanged) when none is there. */
    private static List<StaticEffect> rules(Cursor c) {
        int m = c.mark();
        if (c.accept("can't attack or block") && !c.at("alone")) {
            return List.of(new StaticEffect.CantAttack(), new StaticEffect.CantBlock());
        }
        c.reset(m);
        if (c.accept("can't be blocked") && (c.at("as long as") || c.at("if") || c.at("unless") || c.atEnd())) {
            return List.of(new StaticEffect.CantBeBlocked());
        }
        c.reset(m);
        if (c.accept("can't attack") && (c.at("as long as") || c.at("if") || c.at("unless") || c.atEnd())) {
            return List.of(new StaticEffect.CantAttack());
        }
        c.reset(m);
        if (c.accept("can't block") && (c.at("as long as") || c.at("if") || c.at("unless") || c.atEnd())) {
            return List.of(new StaticEffect.CantBlock());
        }
        c.reset(m);
        CombatRuleNode rule = CombatGrammar.predicate(c, false);
        if (rule == null) return null;
        if (rule.kind() == CombatRuleNode.Kind.CANT_ATTACK_UNLESS_YOU_CONTROL || rule.kind() == CombatRuleNode.Kind.CANT_BLOCK_UNLESS_YOU_CONTROL
                || rule.kind() == CombatRuleNode.Kind.CANT_ATTACK_OR_BLOCK_UNLESS_YOU_CONTROL
                || rule.kind() == CombatRuleNode.Kind.CANT_ATTACK_UNLESS_DEFENDER_CONTROLS
                || rule.kind() == CombatRuleNode.Kind.CANT_ATTACK_UNLESS_YOU_CONTROL_MORE
                || rule.kind() == CombatRuleNode.Kind.CANT_BLOCK_UNLESS_YOU_CONTROL_MORE
                || rule.kind() == CombatRuleNode.Kind.CANT_ATTACK_IF_DEFENDER_CONTROLS
                || rule.kind() == CombatRuleNode.Kind.CANT_BE_BLOCKED_WHILE_DEFENDER_CONTROLS
                || rule.kind() == CombatRuleNode.Kind.CANT_ATTACK_UNLESS_DEFENDER_POISONED) {
            c.reset(m); // a condition of its own already: not joined to another
            return null;
        }
        return CombatLowering.rules(rule);
    }

    /**
     * The condition {@code text} states: the intervening-"if" grammar's, else an "as long as" one; null when
     * neither reads it whole.
     */
    private static Condition condition(String text) {
        // the line's subject is "~": "~ can't be blocked as long as it's attacking alone" (506.5)
        if (text.strip().equalsIgnoreCase("it's attacking alone")) text = "~ is attacking alone";
        Cursor c = Cursor.of(text.strip());
        try {
            // "it" is the line's subject, the source: "~ can't be blocked as long as it's enchanted" (611.3b)
            Condition cond = ConditionLowering.lower(StatusConditions.itIsSource(ConditionGrammar.condition(c), null), false);
            if (c.atEnd()) return StaticConditions.judgedInLayers(cond);
        } catch (ParseFailure f) {
            // not one of the intervening-"if" conditions: try those of "as long as"
        }
        Condition cond = StaticConditions.condition(text);
        if (cond instanceof Condition.SourceAttacking) return null; // "as long as it's attacking": nothing to block then
        return cond;
    }
}
