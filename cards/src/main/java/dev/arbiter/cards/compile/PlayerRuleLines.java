package dev.arbiter.cards.compile;

import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Static lines that change what can happen to permanents: "[group] can't have -1/-1 counters put on them." (101.2,
 * "can't" beats "can") and "[group] lose [keyword] [and can't have or gain [keyword]]." (layer 6, 613.1f). What players
 * can't do and the replacements of a player's or the source's event are the grammar's ({@link PlayerRuleLowering}).
 */
final class PlayerRuleLines {

    private static final int F = Pattern.CASE_INSENSITIVE;
    private static final GuardedPattern NO_MINUS_COUNTERS = GuardedPattern.compile(
            "(.+?) can't have -1/-1 counters put on (?:them|it)\\.", F);
    /** 122.6: "~ can't have counters put on it.", "Creatures your opponents control can't have +1/+1 counters put on them." */
    private static final GuardedPattern NO_COUNTERS = GuardedPattern.compile(
            "(.+?) can't have (\\+1/\\+1 )?counters put on (them|it)\\.", F);
    private static final GuardedPattern GROUP_LOSES = GuardedPattern.compile("(.+?) lose ([a-z ]+?)( and can't have or gain \\2)?\\.", F);

    private PlayerRuleLines() {
    }

    /** The abilities of one such line, or empty when it is not one. */
    static Optional<List<Ability>> compile(String text, CardText card) {
        String t = text.strip();
        Optional<List<Ability>> lifeOrDamage = LifeAndDamageRuleLines.compile(t); // 119.7, 615.12
        if (lifeOrDamage.isEmpty()) lifeOrDamage = LifeGainReplacementLines.compile(t); // 614.1a, 119.7
        if (lifeOrDamage.isPresent()) return lifeOrDamage;
        Matcher m = NO_MINUS_COUNTERS.matcher(t);
        if (m.matches()) {
            ObjectFilter group = ObjectPhrases.group(m.group(1));
            return group == null ? Optional.empty()
                    : one(new StaticEffect.CantHaveMinusCounters(new Affected.All(group)), t);
        }
        m = NO_COUNTERS.matcher(t);
        if (m.matches()) {
            boolean self = m.group(1).equals("~");
            if (self != m.group(3).equals("it")) return Optional.empty();
            ObjectFilter group = self ? null : ObjectPhrases.group(m.group(1));
            if (!self && group == null) return Optional.empty();
            return one(new StaticEffect.CantHaveCounters(self ? new Affected.Self() : new Affected.All(group),
                    m.group(2) == null ? null : "+1/+1"), t);
        }
        m = GROUP_LOSES.matcher(t);
        if (m.matches()) {
            ObjectFilter group = ObjectPhrases.group(m.group(1));
            Keyword k = Keyword.ofText(m.group(2));
            return group == null || k == null ? Optional.empty()
                    : one(new StaticEffect.LoseKeyword(new Affected.All(group), k, m.group(3) != null), t); // 613.1f
        }
        return Optional.empty();
    }

    private static Optional<List<Ability>> one(StaticEffect e, String text) {
        return Optional.of(List.of(new StaticAbility(e, text)));
    }
}
