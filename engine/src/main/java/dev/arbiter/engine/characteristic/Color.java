package dev.arbiter.engine.characteristic;

/** The five colours (105.1), each with its mana letter. A set of colours is a bit mask of ordinals. */
public enum Color {
    WHITE('W'), BLUE('U'), BLACK('B'), RED('R'), GREEN('G');

    private final char letter;

    Color(char letter) {
        this.letter = letter;
    }

    public char letter() {
        return letter;
    }

    public int bit() {
        return 1 << ordinal();
    }

    public static Color ofLetter(char c) {
        for (Color color : values()) if (color.letter == Character.toUpperCase(c)) return color;
        throw new IllegalArgumentException("not a colour letter: " + c);
    }

    public static Color ofName(String name) {
        for (Color color : values()) if (color.name().equalsIgnoreCase(name.trim())) return color;
        throw new IllegalArgumentException("not a colour: " + name);
    }

    public String lowerName() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /** The colours in a mask, as words ("white and blue"). */
    public static String describe(int mask) {
        if (mask == 0) return "colorless";
        StringBuilder sb = new StringBuilder();
        for (Color c : values()) {
            if ((mask & c.bit()) != 0) {
                if (sb.length() > 0) sb.append(" and ");
                sb.append(c.lowerName());
            }
        }
        return sb.toString();
    }
}
