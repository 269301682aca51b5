package dev.arbiter.engine.mana;

import dev.arbiter.engine.characteristic.Color;

/** The six types of mana (106.1b): the five colours and colorless. */
public enum ManaType {
    W, U, B, R, G, C;

    /** values() once: that method copies the array on every call. */
    private static final ManaType[] TYPES = values();
    private static final Color[] COLORS = Color.values();

    public static ManaType of(Color color) {
        return TYPES[color.ordinal()];
    }

    public static ManaType ofLetter(char c) {
        return valueOf(String.valueOf(Character.toUpperCase(c)));
    }

    /** The colour of this mana, or null for colorless. */
    public Color color() {
        return this == C ? null : COLORS[ordinal()];
    }

    public String symbol() {
        return "{" + name() + "}";
    }
}
