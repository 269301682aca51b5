package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.GroupRuleGrammar;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.ast.StaticLineNodes.CantHaveCounters;
import dev.arbiter.cards.grammar.ast.StaticLineNodes.LoseKeyword;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import java.util.List;
import java.util.Optional;

/**
 * Static lines that change what can happen to permanents: "[group] can't have -1/-1 counters put on them." (101.2,
 * "can't" beats "can") and "[group] lose [keyword] [and can't have or gain [keyword]]." (layer 6, 613.1f). What players
 * can't do and the replacements of a player's or the source's event are the grammar's ({@link PlayerRuleLowering}).
 */
final class PlayerRuleLines {

    private PlayerRuleLines() {
    }

    /** The abilities of one such line, or empty when it is not one. */
    static Optional<List<Ability>> compile(String text, CardText card) {
        String t = text.strip();
        Optional<List<Ability>> lifeOrDamage = LifeAndDamageRuleLines.compile(t); // 119.7, 615.12
        if (lifeOrDamage.isEmpty()) lifeOrDamage = LifeGainReplacementLines.compile(t); // 614.1a, 119.7
        if (lifeOrDamage.isPresent()) return lifeOrDamage;
        String lower = t.toLowerCase(java.util.Locale.ROOT);
        CantHaveCounters n = lower.contains(" counters put on ") ? counters(t) : null;
        if (n != null) {
            if ("-1/-1".equals(n.kind())) {
                ObjectFilter group = StaticSubjectLowering.groupOf(n.subject());
                return group == null ? Optional.empty()
                        : one(new StaticEffect.CantHaveMinusCounters(new Affected.All(group)), t);
            }
            boolean self = n.subject().self();
            if (self != n.pronoun().equalsIgnoreCase("it")) return Optional.empty();
            ObjectFilter group = self ? null : StaticSubjectLowering.groupOf(n.subject());
            if (!self && group == null) return Optional.empty();
            return one(new StaticEffect.CantHaveCounters(self ? new Affected.Self() : new Affected.All(group),
                    n.kind()), t);
        }
        LoseKeyword lose = lower.contains(" lose ") ? loses(t) : null;
        if (lose != null) {
            ObjectFilter group = StaticSubjectLowering.groupOf(lose.subject());
            Keyword k = Keyword.ofText(lose.keyword());
            return group == null || k == null ? Optional.empty()
                    : one(new StaticEffect.LoseKeyword(new Affected.All(group), k, lose.cantHaveOrGain()), t); // 613.1f
        }
        return Optional.empty();
    }

    private static CantHaveCounters counters(String t) {
        try {
            return GroupRuleGrammar.counters(t);
        } catch (ParseFailure f) {
            return null;
        }
    }

    private static LoseKeyword loses(String t) {
        try {
            return GroupRuleGrammar.loses(t);
        } catch (ParseFailure f) {
            return null;
        }
    }

    private static Optional<List<Ability>> one(StaticEffect e, String text) {
        return Optional.of(List.of(new StaticAbility(e, text)));
    }
}
