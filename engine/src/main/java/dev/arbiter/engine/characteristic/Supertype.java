package dev.arbiter.engine.characteristic;

/** Supertypes (205.4a). A set of supertypes is a bit mask of ordinals. */
public enum Supertype {
    BASIC, LEGENDARY, ONGOING, SNOW, WORLD;

    public int bit() {
        return 1 << ordinal();
    }

    public static Supertype ofWord(String word) {
        return valueOf(word.trim().toUpperCase(java.util.Locale.ROOT));
    }

    public String word() {
        String n = name().toLowerCase(java.util.Locale.ROOT);
        return Character.toUpperCase(n.charAt(0)) + n.substring(1);
    }
}
