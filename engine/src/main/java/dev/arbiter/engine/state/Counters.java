package dev.arbiter.engine.state;

import io.vavr.collection.TreeMap;

/** Counters on an object or player (122), by kind ("+1/+1", "-1/-1", "charge", "poison"...). */
public record Counters(TreeMap<String, Integer> byKind) {
    public static final Counters NONE = new Counters(TreeMap.empty());

    public int get(String kind) {
        if (byKind.isEmpty()) return 0; // most objects have none: no tree walk and no Option (asked per permanent per check)
        return byKind.get(kind).getOrElse(0);
    }

    /** Adds n (n may be negative); a count that reaches 0 is removed. Never below zero. */
    public Counters plus(String kind, int n) {
        int now = get(kind) + n;
        if (now < 0) throw new IllegalArgumentException("negative counters of kind " + kind);
        return new Counters(now == 0 ? byKind.remove(kind) : byKind.put(kind, now));
    }

    /** The number of counters of all kinds together. */
    public int total() {
        int n = 0;
        for (int v : byKind.values()) n += v;
        return n;
    }

    public boolean isEmpty() {
        return byKind.isEmpty();
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        byKind.forEach((k, v) -> sb.append(sb.length() == 0 ? "" : ", ").append(v).append(' ').append(k));
        return sb.toString();
    }
}
