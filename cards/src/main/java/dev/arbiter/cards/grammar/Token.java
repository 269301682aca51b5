package dev.arbiter.cards.grammar;

import java.util.Locale;

/**
 * One token of oracle text: a word (letters with apostrophes and hyphens, "can't", "non-Wall"), a
 * number, a mana or tap symbol ({@code {2}}, {@code {T}}), a power/toughness pair ({@code +1/+1}),
 * the self-reference {@code ~}, a quoted ability, or punctuation. {@code start} is the character
 * offset in the line, for error messages.
 */
public record Token(Kind kind, String text, int start) {

    /** Token kinds. */
    public enum Kind { WORD, NUMBER, SYMBOL, PT, SELF, QUOTED, PUNCT }

    /** The text in lower case (words compare case-insensitively; subtypes keep their capital in {@link #text}). */
    public String lower() {
        return text.toLowerCase(Locale.ROOT);
    }

    /** Whether this is the word or punctuation {@code s} (case-insensitive). */
    public boolean is(String s) {
        return switch (kind) {
            case WORD, PUNCT, NUMBER -> text.equalsIgnoreCase(s);
            case SELF -> s.equals("~");
            default -> false;
        };
    }

    /** Whether this word starts with a capital letter (subtypes are written so: "Goblin", "Equipment"). */
    public boolean capitalised() {
        return kind == Kind.WORD && !text.isEmpty() && Character.isUpperCase(text.charAt(0));
    }

    /**
     * The numbers of a power/toughness token written with fixed numbers ("+2/-1", "3/3"): {power, toughness}; null for
     * any other token or a variable one ("+X/+0", a star).
     */
    public int[] fixedPt() {
        if (kind != Kind.PT) return null;
        String[] parts = text.split("/");
        if (parts.length != 2) return null;
        try {
            return new int[] {Integer.parseInt(parts[0].replace("+", "")), Integer.parseInt(parts[1].replace("+", ""))};
        } catch (NumberFormatException e) {
            return null;
        }
    }

    @Override
    public String toString() {
        return kind == Kind.QUOTED ? "\"" + text + "\"" : text;
    }
}
