package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.LayerSubject;
import dev.arbiter.cards.grammar.GetsWhereGrammar;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.ast.StaticLineNodes.GetsWhere;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.StaticEffect;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.BiFunction;

/**
 * Lowers {@link GetsWhereGrammar}: static "[subject] gets +X/+Y, where X is [count][, and Y is [count]]" (613.4c, 107.1, 107.3): each letter a count of
 * permanents ("the number of Forests you control"), or half of one rounded down or up (107.1a), counted anew as the
 * layer applies; one {@link StaticEffect.ModifyPowerToughnessPerCount} per defined letter.
 */
final class StaticWhereXLines {

    private StaticWhereXLines() {
    }

    /** The effects of {@code body} (without its final "."), or null when it isn't this shape or a count isn't known. */
    static List<StaticEffect> effects(String body, Condition condition, BiFunction<LayerSubject, String, Affected> affected) {
        if (!body.toLowerCase(Locale.ROOT).contains(" where ")) return null;
        GetsWhere node;
        try {
            node = GetsWhereGrammar.parse(body);
        } catch (ParseFailure f) {
            return null;
        }
        String p = node.power();
        String t = node.toughness();
        boolean hasY = node.y() != null;
        if (t.equals("Y") != hasY || p.equals("Y")) return null;
        Amount x = count(node.x());
        Amount y = hasY ? count(node.y()) : null;
        if (x == null || hasY && y == null) return null;
        Affected a = affected.apply(node.subject(), node.verb());
        if (a == null) return null;
        int ps = node.powerSign();
        int ts = node.toughnessSign();
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
