package dev.arbiter.engine.characteristic;

/** Card types (205.2a). A set of types is a bit mask of ordinals. */
public enum CardType {
    ARTIFACT, BATTLE, CREATURE, ENCHANTMENT, INSTANT, LAND, PLANESWALKER, SORCERY, KINDRED,
    /** 309.1: seen only on dungeon cards, which begin outside the game (309.2). */
    DUNGEON;

    public int bit() {
        return 1 << ordinal();
    }

    /** Permanent types (110.4): artifact, battle, creature, enchantment, land, planeswalker. */
    public static final int PERMANENT_MASK = ARTIFACT.bit() | BATTLE.bit() | CREATURE.bit() | ENCHANTMENT.bit()
            | LAND.bit() | PLANESWALKER.bit();

    public static CardType ofWord(String word) {
        String w = word.trim().toUpperCase(java.util.Locale.ROOT);
        if (w.equals("TRIBAL")) return KINDRED;
        return valueOf(w);
    }

    public String word() {
        String n = name().toLowerCase(java.util.Locale.ROOT);
        return Character.toUpperCase(n.charAt(0)) + n.substring(1);
    }
}
