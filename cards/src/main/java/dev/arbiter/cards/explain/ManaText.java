package dev.arbiter.cards.explain;

import dev.arbiter.engine.mana.ManaPool;
import dev.arbiter.engine.mana.ManaType;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/** Mana an effect adds (106): "{G}", "{W} or {U}", "one mana of any color", "three mana of any one color". */
final class ManaText {

    private ManaText() {
    }

    /** The words after "Add". */
    static String alternatives(List<ManaPool> alternatives) {
        int each = sameAmountOfEachColor(alternatives);
        if (each == 1) {
            return "one mana of any color";
        }
        if (each > 1) {
            return Words.number(each) + " mana of any one color";
        }
        return Words.list(alternatives.stream().map(ManaText::pool).toList(), "or");
    }

    /** "{R}{G}{W}": the pool's mana, colours in oracle order, then colorless. */
    static String pool(ManaPool p) {
        int mask = 0;
        for (ManaType t : ManaType.values()) {
            if (t.color() != null && p.amount(t) > 0) {
                mask |= t.color().bit();
            }
        }
        StringBuilder sb = new StringBuilder();
        for (dev.arbiter.engine.characteristic.Color c : Words.ordered(mask)) {
            ManaType t = ManaType.of(c);
            sb.append(t.symbol().repeat(p.amount(t)));
        }
        sb.append(ManaType.C.symbol().repeat(p.amount(ManaType.C)));
        return sb.toString();
    }

    /** N when the alternatives are exactly N mana of each one of the five colours, else 0. */
    private static int sameAmountOfEachColor(List<ManaPool> alternatives) {
        if (alternatives.size() != 5) {
            return 0;
        }
        Set<ManaType> seen = EnumSet.noneOf(ManaType.class);
        int n = -1;
        for (ManaPool p : alternatives) {
            ManaType only = null;
            for (ManaType t : ManaType.values()) {
                if (p.amount(t) > 0) {
                    if (only != null || t == ManaType.C) {
                        return 0;
                    }
                    only = t;
                }
            }
            if (only == null || (n >= 0 && p.amount(only) != n)) {
                return 0;
            }
            n = p.amount(only);
            seen.add(only);
        }
        return seen.size() == 5 ? n : 0;
    }
}
