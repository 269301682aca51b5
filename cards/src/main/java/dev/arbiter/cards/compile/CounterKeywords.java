package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Keywords that put +1/+1 counters on their permanent: bloodthirst N (702.54a, an entering replacement) and renown N
 * (702.112a, a triggered ability with an intervening "if"). Each instance works separately (702.54c, 702.112c).
 */
final class CounterKeywords {

    private static final Pattern NUMBERED = Pattern.compile("(bloodthirst|renown) (\\d+)", Pattern.CASE_INSENSITIVE);

    private CounterKeywords() {
    }

    /** The ability of keyword {@code item}, or null when it is none of these. */
    static List<Ability> of(String item) {
        Matcher m = NUMBERED.matcher(item.strip());
        if (!m.matches()) return null;
        int n = Integer.parseInt(m.group(2));
        String word = m.group(1).toLowerCase(Locale.ROOT);
        String text = Character.toUpperCase(word.charAt(0)) + word.substring(1) + " " + n;
        if (word.equals("bloodthirst")) {
            // 702.54a: "If an opponent was dealt damage this turn, this permanent enters with N +1/+1 counters on it."
            Condition dealt = new Condition.ThisTurn(Condition.ThisTurn.Event.DEALT_DAMAGE, Relation.OPPONENT, 1);
            return List.of(new StaticAbility(new StaticEffect.EntersWithCountersIf("+1/+1", Amount.of(n), dealt), text));
        }
        // 702.112a: "When this creature deals combat damage to a player, if it isn't renowned, put N +1/+1 counters
        // on it and it becomes renowned."
        return List.of(new TriggeredAbility(new Trigger.DealsDamageToPlayer(true, false),
                new Condition.SourceDesignated("renowned", false), List.of(), new Effect.Renown(Amount.of(n)), text));
    }
}
