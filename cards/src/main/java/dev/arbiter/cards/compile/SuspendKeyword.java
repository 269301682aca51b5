package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Suspend;
import dev.arbiter.engine.mana.ManaCost;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;

/**
 * "Suspend N—[cost]" (702.62a): the keyword line of a card with suspend, a mana cost without X ("Suspend X—{X}{W}{W}"
 * is left unsupported: its X sets the time counters, 107.3).
 */
final class SuspendKeyword {
    private static final GuardedPattern SUSPEND = GuardedPattern.compile("suspend (\\d+)\u2014((?:\\{[^}x]+\\})+)");

    private SuspendKeyword() {
    }

    /** The suspend ability of keyword {@code item}, or null when it is not one. */
    static List<Ability> items(String item) {
        String i = item.strip();
        Matcher m = SUSPEND.matcher(i.toLowerCase(Locale.ROOT));
        if (!m.matches()) return null;
        ManaCost cost;
        try {
            cost = ManaCost.parse(m.group(2).toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            return null;
        }
        int n = Integer.parseInt(m.group(1));
        if (n <= 0) return null;
        return List.of(new Suspend(n, cost, "Suspend " + n + "\u2014" + cost));
    }
}
