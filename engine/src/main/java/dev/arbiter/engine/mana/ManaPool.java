package dev.arbiter.engine.mana;

/** A player's mana pool (106.4): an amount of each type of mana. Empties between steps (500.4). */
public record ManaPool(int w, int u, int b, int r, int g, int c) {
    public static final ManaPool EMPTY = new ManaPool(0, 0, 0, 0, 0, 0);

    public ManaPool {
        if (w < 0 || u < 0 || b < 0 || r < 0 || g < 0 || c < 0) {
            throw new IllegalArgumentException("negative mana in pool");
        }
    }

    public int amount(ManaType type) {
        return switch (type) {
            case W -> w;
            case U -> u;
            case B -> b;
            case R -> r;
            case G -> g;
            case C -> c;
        };
    }

    public ManaPool plus(ManaType type, int n) {
        if (n == 0) return this; // the same value
        return switch (type) {
            case W -> new ManaPool(w + n, u, b, r, g, c);
            case U -> new ManaPool(w, u + n, b, r, g, c);
            case B -> new ManaPool(w, u, b + n, r, g, c);
            case R -> new ManaPool(w, u, b, r + n, g, c);
            case G -> new ManaPool(w, u, b, r, g + n, c);
            case C -> new ManaPool(w, u, b, r, g, c + n);
        };
    }

    public ManaPool minus(ManaType type, int n) {
        return plus(type, -n);
    }

    public ManaPool plus(ManaPool o) {
        return new ManaPool(w + o.w, u + o.u, b + o.b, r + o.r, g + o.g, c + o.c);
    }

    /** This pool less {@code o}, type by type (the same value as {@link #minus(ManaType, int)} for each type). */
    public ManaPool minus(ManaPool o) {
        if (o.isEmpty()) return this;
        return new ManaPool(w - o.w, u - o.u, b - o.b, r - o.r, g - o.g, c - o.c);
    }

    public int total() {
        return w + u + b + r + g + c;
    }

    public boolean isEmpty() {
        return total() == 0;
    }

    /** Parses "{R}{R}{G}" (only W U B R G C symbols). */
    public static ManaPool parse(String text) {
        ManaPool pool = EMPTY;
        for (ManaSymbol s : ManaCost.parse(text).symbols()) {
            if (s instanceof ManaSymbol.Colored col) pool = pool.plus(ManaType.of(col.color()), 1);
            else if (s instanceof ManaSymbol.Colorless) pool = pool.plus(ManaType.C, 1);
            else if (s instanceof ManaSymbol.Generic gen) pool = pool.plus(ManaType.C, gen.amount());
            else throw new IllegalArgumentException("not mana for a pool: " + s.text());
        }
        return pool;
    }

    @Override
    public String toString() {
        if (isEmpty()) return "empty";
        StringBuilder sb = new StringBuilder();
        for (ManaType t : ManaType.values()) sb.append(t.symbol().repeat(amount(t)));
        return sb.toString();
    }
}
