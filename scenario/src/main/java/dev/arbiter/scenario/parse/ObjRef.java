package dev.arbiter.scenario.parse;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A reference to an object or player as written: {@code Grizzly Bears}, {@code Grizzly Bears#2}
 * (the second one listed in setup), a label from {@code (as LABEL)}, or a player's name. The
 * runner decides what it refers to.
 *
 * @param name  the text without the {@code #N} suffix
 * @param index N of {@code #N}, or 0 when there is none
 * @param raw   the text as written (trimmed)
 */
public record ObjRef(String name, int index, String raw) {
    private static final Pattern INDEXED = Pattern.compile("^(.*?)\\s*#(\\d{1,9})$");

    /** Splits {@code NAME#N} (N at least 1); anything else is a plain name with index 0. */
    public static ObjRef of(String raw) {
        String text = raw.trim();
        Matcher m = INDEXED.matcher(text);
        if (m.matches() && !m.group(1).isEmpty()) {
            int index = Integer.parseInt(m.group(2));
            if (index > 0) {
                return new ObjRef(m.group(1), index, text);
            }
        }
        return new ObjRef(text, 0, text);
    }

    /** True when written with {@code #N}. */
    public boolean indexed() {
        return index > 0;
    }
}
