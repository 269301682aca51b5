package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.StaticEffect;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.BiFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Static "[subject] gets +X/+Y, where X is [count][, and Y is [count]]" (613.4c, 107.1, 107.3): each letter a count of
 * permanents ("the number of Forests you control"), or half of one rounded down or up (107.1a), counted anew as the
 * layer applies; one {@link StaticEffect.ModifyPowerToughnessPerCount} per defined letter.
 */
final class StaticWhereXLines {

    private static final GuardedPattern GETS_WHERE = GuardedPattern.compile(
            "(.+?) (gets|get) ([+-])(X|\\d+)/([+-])(X|Y|\\d+), where X is (.+?)(?:,? and Y is (.+))?", Pattern.CASE_INSENSITIVE);

    private StaticWhereXLines() {
    }

    /** The effects of {@code body} (without its final "."), or null when it isn't this shape or a count isn't known. */
    static List<StaticEffect> effects(String body, Condition condition, BiFunction<String, String, Affected> affected) {
        Matcher m = GETS_WHERE.matcher(body);
        if (!m.matches()) return null;
        String p = m.group(4);
        String t = m.group(6);
        boolean hasY = m.group(8) != null;
        if (t.equals("Y") != hasY || p.equals("Y")) return null;
        Amount x = count(m.group(7));
        Amount y = hasY ? count(m.group(8)) : null;
        if (x == null || hasY && y == null) return null;
        Affected a = affected.apply(m.group(1), m.group(2));
        if (a == null) return null;
        int ps = m.group(3).equals("-") ? -1 : 1;
        int ts = m.group(5).equals("-") ? -1 : 1;
        List<StaticEffect> out = new ArrayList<>();
        if (p.equals("X") && t.equals("X")) {
            out.add(new StaticEffect.ModifyPowerToughnessPerCount(a, ps, ts, x, condition));
            return out;
        }
        if (p.equals("X")) out.add(new StaticEffect.ModifyPowerToughnessPerCount(a, ps, 0, x, condition));
        else if (Integer.parseInt(p) != 0) return null; // a fixed change beside a count: not written this way
        if (t.equals("X")) out.add(new StaticEffect.ModifyPowerToughnessPerCount(a, 0, ts, x, condition));
        else if (t.equals("Y")) out.add(new StaticEffect.ModifyPowerToughnessPerCount(a, 0, ts, y, condition));
        else if (Integer.parseInt(t) != 0) return null;
        return out.isEmpty() ? null : out;
    }

    /** "the number of [permanents]" or "half the number of [permanents], rounded down / up" (107.1a), or null. */
    private static Amount count(String text) {
        String s = text.strip();
        String lower = s.toLowerCase(Locale.ROOT);
        if (lower.startsWith("half ") && (lower.endsWith(", rounded down") || lower.endsWith(", rounded up"))) {
            boolean up = lower.endsWith(", rounded up");
            Amount of = StaticConditions.numberOf(s.substring(5, s.lastIndexOf(',')));
            return of == null ? null : new Amount.Half(of, up);
        }
        Amount permanents = StaticConditions.numberOf(s);
        if (permanents != null) return permanents;
        Amount graveyards = StaticCardCounts.inAllGraveyards(s); // 404: "creature cards in all graveyards"
        return graveyards != null ? graveyards : StaticGameAmounts.of(s); // 119.1, 119.3, 402: "your life total"
    }
}
