package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.AlternativeCost;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Relation;

import java.util.ArrayList;
import java.util.List;

/**
 * Alternative costs (118.9) written back: "[If CONDITION and CONDITION, ]you may COST rather than pay this
 * spell's mana cost." or "... you may cast this spell without paying its mana cost."
 */
final class AlternativeCostText {

    private AlternativeCostText() {
    }

    static String render(AlternativeCost a, Scope s) {
        List<String> conditions = new ArrayList<>();
        for (Condition c : a.conditions()) conditions.add(condition(c, s));
        String head = conditions.isEmpty() ? "You may " : "If " + String.join(" and ", conditions) + ", you may ";
        if (a.keyword() != null) head = Words.capitalize(a.keyword()) + " (" + a.cost().text() + "): " + head.toLowerCase(java.util.Locale.ROOT); // 702.74a
        if (a.cost().mana().isEmpty() && a.cost().parts().isEmpty()) {
            return head + "cast this spell without paying its mana cost.";
        }
        List<String> parts = new ArrayList<>();
        if (!a.cost().mana().isEmpty()) parts.add("pay " + a.cost().mana());
        for (var p : a.cost().parts()) parts.add(Words.decapitalize(CostText.PARTS.apply(p, s)));
        return head + String.join(" and ", parts) + " rather than pay this spell's mana cost.";
    }

    /** "an opponent controls an Island"; the others as static and intervening-if conditions are written. */
    private static String condition(Condition c, Scope s) {
        if (c instanceof Condition.PermanentCount pc && pc.filter().controller() == Relation.OPPONENT
                && pc.min() == 1 && pc.max() == Integer.MAX_VALUE) {
            return "an opponent controls " + ObjectText.counted(pc.filter().controlledBy(Relation.ANY), 1);
        }
        return StaticText.CONDITIONS.apply(c, s);
    }
}
