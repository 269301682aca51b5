package dev.arbiter.cards.pool;

import java.util.Locale;

/** Card-name lookup keys: letter case, curly apostrophes and runs of spaces do not matter (as in CardTextPool). */
final class CardKeys {

    private CardKeys() {
    }

    static String key(String name) {
        String s = name.strip();
        StringBuilder sb = new StringBuilder(s.length());
        boolean space = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isWhitespace(c)) {
                space = true;
                continue;
            }
            if (space) sb.append(' ');
            space = false;
            sb.append(c == '\u2019' ? '\'' : c);
        }
        return sb.toString().toLowerCase(Locale.ROOT);
    }
}
