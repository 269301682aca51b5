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
        String combination = combination(alternatives);
        if (combination != null) return combination;
        return Words.list(alternatives.stream().map(ManaText::pool).toList(), "or");
    }

    /**
     * "three mana in any combination of {R} and/or {G}", "two mana in any combination of colors", "two mana of different
     * colors" (106.1a) when the alternatives are exactly every such way, else null.
     */
    private static String combination(List<ManaPool> alternatives) {
        if (alternatives.size() < 3) return null;
        int n = alternatives.get(0).total();
        Set<ManaType> types = EnumSet.noneOf(ManaType.class);
        Set<ManaPool> distinct = new java.util.HashSet<>(alternatives);
        boolean repeats = false;
        for (ManaPool p : alternatives) {
            if (p.total() != n) return null;
            for (ManaType t : ManaType.values()) {
                if (p.amount(t) > 0) types.add(t);
                if (p.amount(t) > 1) repeats = true;
            }
        }
        if (n < 2 || types.contains(ManaType.C) || distinct.size() != alternatives.size()
                || distinct.size() != ways(types.size(), n, !repeats)) {
            return null;
        }
        if (!repeats) return types.size() == 5 ? Words.number(n) + " mana of different colors" : null;
        if (types.size() == 5) return Words.number(n) + " mana in any combination of colors";
        List<String> symbols = new java.util.ArrayList<>();
        for (dev.arbiter.engine.characteristic.Color c : Words.ordered(types.stream().mapToInt(t -> t.color().bit()).sum())) {
            symbols.add(ManaType.of(c).symbol());
        }
        return Words.number(n) + " mana in any combination of " + (symbols.size() == 2 ? symbols.get(0) + " and/or " + symbols.get(1)
                : String.join(", ", symbols.subList(0, symbols.size() - 1)) + ", and/or " + symbols.get(symbols.size() - 1));
    }

    /** How many multisets (or sets, {@code distinct}) of {@code n} from {@code k} kinds there are. */
    private static long ways(int k, int n, boolean distinct) {
        int top = distinct ? k : k + n - 1;
        if (n > top) return 0;
        long r = 1;
        for (int i = 1; i <= n; i++) r = r * (top - n + i) / i;
        return r;
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
