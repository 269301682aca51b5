package dev.arbiter.engine.layers;

import dev.arbiter.engine.state.GameObject;
import io.vavr.Tuple2;

/**
 * Power/toughness counters (122.1a): each +X/+Y counter on a permanent adds X to its power and Y to its toughness in
 * layer 7c (613.4c) — +1/+1 and -1/-1 as well as the older kinds (+1/+2, +0/+1, -0/-1, -2/-2, ...).
 */
final class PtCounters {

    private PtCounters() {
    }

    /** The {power, toughness} change of all the P/T counters on {@code o}; {0, 0} without any. */
    static int[] of(GameObject o) {
        int p = 0;
        int t = 0;
        if (o.counters().isEmpty()) return new int[] {0, 0};
        for (Tuple2<String, Integer> e : o.counters().byKind()) {
            String kind = e._1;
            int slash = kind.indexOf('/');
            if (slash < 0) continue;
            int dp = signed(kind, 0, slash);
            int dt = signed(kind, slash + 1, kind.length());
            if (dp == Integer.MIN_VALUE || dt == Integer.MIN_VALUE) continue;
            p += dp * e._2;
            t += dt * e._2;
        }
        return new int[] {p, t};
    }

    /** "+N" or "-N" between {@code from} and {@code to}, else MIN_VALUE. */
    private static int signed(String s, int from, int to) {
        if (to - from < 2) return Integer.MIN_VALUE;
        char sign = s.charAt(from);
        if (sign != '+' && sign != '-') return Integer.MIN_VALUE;
        int n = 0;
        for (int i = from + 1; i < to; i++) {
            char ch = s.charAt(i);
            if (ch < '0' || ch > '9') return Integer.MIN_VALUE;
            n = n * 10 + (ch - '0');
        }
        return sign == '-' ? -n : n;
    }
}
