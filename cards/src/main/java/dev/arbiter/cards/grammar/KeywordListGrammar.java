package dev.arbiter.cards.grammar;

import java.util.ArrayList;
import java.util.List;

/**
 * Lists of keywords and the keywords read word by word (702):
 * <pre>
 * line       := item ((","|";") item)*                       (a keyword line)
 * list       := item ([","] "and" item | "," item)*          (in a sentence: "flying, first strike, and vigilance";
 *                                                              never before "from", so protection's list stays whole)
 * protection := "protection from" quality (([","] "and from" | ", from") quality)*   (702.16a)
 * landwalk   := ("snow" | "legendary" | "nonbasic")* (BASIC-TYPE | "land") "walk"  (702.14a, one word)
 * </pre>
 * Items are cut from the written text (a cost keeps its braces), stripped.
 */
public final class KeywordListGrammar {

    private static final String[] WALKS = {"plainswalk", "islandwalk", "swampwalk", "mountainwalk", "forestwalk", "landwalk"};

    private KeywordListGrammar() {
    }

    /** The items of a keyword line, split at its commas and semicolons, each stripped; empty items at the end dropped. */
    public static String[] items(String line) {
        List<String> out = new ArrayList<>();
        int from = 0;
        for (int i = 0; i <= line.length(); i++) {
            if (i == line.length() || line.charAt(i) == ',' || line.charAt(i) == ';') {
                out.add(line.substring(from, i).strip());
                from = i + 1;
            }
        }
        if (out.size() == 1) return new String[] {line}; // no separator: the line as it is
        int n = out.size();
        while (n > 0 && out.get(n - 1).isEmpty()) n--;
        return out.subList(0, n).toArray(new String[0]);
    }

    /** The items of a keyword list in a sentence ("trample and lifelink", "flying, first strike, and vigilance"). */
    public static List<String> list(String text) {
        Cursor c = Cursor.of(text);
        List<String> out = new ArrayList<>();
        int from = 0; // character offset of the item's start
        while (!c.atEnd()) {
            int m = c.mark();
            Token at = c.peek();
            boolean cut = false;
            if (c.accept(",")) { // ", " or ", and ", never before "from" / "and from"
                cut = spaceAfter(text, at) && !c.at("from") && !c.at("and from");
                if (cut && c.at("and")) {
                    Token and = c.next();
                    cut = spaceAfter(text, and);
                }
            } else if (c.accept("and")) { // " and ", never before "from"
                cut = at.start() > 0 && text.charAt(at.start() - 1) == ' ' && spaceAfter(text, at) && !c.at("from");
            }
            if (cut && !c.atEnd()) {
                out.add(text.substring(from, at.start()).strip());
                from = c.peek().start();
            } else {
                c.reset(m);
                c.next();
            }
        }
        out.add(text.substring(from).strip());
        return out;
    }

    /** Whether a space follows the word or comma {@code t} (its text is as written). */
    private static boolean spaceAfter(String text, Token t) {
        int end = t.start() + t.text().length();
        return end < text.length() && text.charAt(end) == ' ';
    }

    /** The qualities of "protection from A [and from B ...]" as written, or null when {@code item} is not protection. */
    public static List<String> protection(String item) {
        Cursor c = Cursor.of(item);
        if (!c.accept("protection from") || c.atEnd()) return null;
        List<String> out = new ArrayList<>();
        int from = c.peek().start();
        while (!c.atEnd()) {
            int m = c.mark();
            Token at = c.peek();
            boolean cut = c.accept(", and from") || c.accept("and from") || c.accept(", from");
            if (cut && !c.atEnd()) {
                out.add(item.substring(from, at.start()).strip());
                from = c.peek().start();
            } else {
                c.reset(m);
                c.next();
            }
        }
        out.add(item.substring(from).strip());
        return out;
    }

    /**
     * A landwalk keyword, one word ("islandwalk", "nonbasic landwalk", "snow swampwalk"): {qualifiers joined by
     * spaces, type in lower case ("island", "land")}, or null.
     */
    public static String[] landwalk(String item) {
        Cursor c = Cursor.of(item);
        StringBuilder qualifiers = new StringBuilder();
        String q;
        while ((q = c.acceptAny("snow", "legendary", "nonbasic")) != null) qualifiers.append(q).append(' ');
        Token t = c.peek();
        if (t == null || t.kind() != Token.Kind.WORD) return null;
        String w = t.lower();
        for (String walk : WALKS) {
            if (w.equals(walk)) {
                c.next();
                return c.atEnd() ? new String[] {qualifiers.toString(), walk.substring(0, walk.length() - 4)} : null;
            }
        }
        return null;
    }

    /** The keywords the engine has no vocabulary for, followed by anything (",", "{2}", "—"). */
    private static final String[] WITH_ANYTHING = {"bands with other", "cumulative upkeep", "echo", "equip", "enchant",
        "fortify", "flashback", "level up", "cycling", "kicker", "madness", "morph", "affinity for", "protection from"};

    /**
     * Whether {@code item} is a keyword the engine has no vocabulary for (banding, phasing, "equip [cost]" ...), read
     * to say a line is unsupported rather than not a keyword line.
     */
    public static boolean unsupported(String item) {
        Cursor c = Cursor.of(item.strip());
        if (c.acceptAny("banding", "phasing", "horsemanship", "storm", "convoke", "undying", "exalted") != null) {
            return c.atEnd();
        }
        if (c.acceptAny("rampage", "bushido", "dredge", "vanishing", "fading") != null) {
            Token n = c.peek();
            return n != null && n.kind() == Token.Kind.NUMBER && c.peek(1) == null;
        }
        for (String k : WITH_ANYTHING) {
            int m = c.mark();
            if (c.accept(k)) {
                Token last = c.tokens(c.mark() - 1, c.mark()).get(0);
                Token next = c.peek();
                // "equip {2}": a space, then something
                return next != null && next.start() > last.start() + last.text().length();
            }
            c.reset(m);
        }
        return false;
    }
}
