package dev.arbiter.cards.grammar;

import java.util.ArrayList;
import java.util.List;

/**
 * What a static ability grants (613.1f): keywords and quoted abilities in one list,
 * 'flying and "{T}: This creature deals 1 damage to any target."':
 * <pre>
 * list  := (QUOTED | run)*
 * run   := [joiner] keywords [joiner]          (the words between quoted abilities, cut as written)
 * joiner:= "," | "and" | "," "and"
 * </pre>
 */
public final class GrantedListGrammar {

    /** One item: a quoted ability ({@code quoted}) or a run of keywords, as written. */
    public record Item(String text, boolean quoted) {
    }

    private GrantedListGrammar() {
    }

    /** The items of {@code text} in order (runs that are only joiners left out). */
    public static List<Item> items(String text) {
        Cursor c = Cursor.of(text);
        List<Token> tokens = new ArrayList<>();
        while (!c.atEnd()) tokens.add(c.next());
        List<Item> out = new ArrayList<>();
        int i = 0;
        while (i < tokens.size()) {
            Token t = tokens.get(i);
            if (t.kind() == Token.Kind.QUOTED) {
                if (!t.text().isEmpty()) out.add(new Item(rawQuoted(text, t), true));
                i++;
                continue;
            }
            int j = i;
            while (j < tokens.size() && tokens.get(j).kind() != Token.Kind.QUOTED) j++;
            int from = i;
            int to = j;
            for (int k = 0; k < 2; k++) { // ", and", "and": joiners before and after the run
                if (from < to && tokens.get(from).is(",")) from++;
                if (from < to && tokens.get(from).is("and")) from++;
                if (to > from && tokens.get(to - 1).is("and")) to--;
                if (to > from && tokens.get(to - 1).is(",")) to--;
            }
            if (from < to) out.add(new Item(text.substring(tokens.get(from).start(), end(text, tokens.get(to - 1))).strip(), false));
            i = j;
        }
        return out;
    }

    /** The text inside a quoted token's marks, as written. */
    private static String rawQuoted(String text, Token t) {
        return text.substring(t.start() + 1, close(text, t.start() + 1));
    }

    private static int close(String text, int from) {
        for (int j = from; j < text.length(); j++) {
            if (text.charAt(j) == '"' || text.charAt(j) == '”') return j;
        }
        return text.length();
    }

    /** The offset just after token {@code t} as written. */
    private static int end(String text, Token t) {
        return switch (t.kind()) {
            case SYMBOL -> Math.min(text.length(), text.indexOf('}', t.start()) < 0 ? text.length() : text.indexOf('}', t.start()) + 1);
            case QUOTED -> Math.min(text.length(), close(text, t.start() + 1) + 1);
            default -> t.start() + t.text().length();
        };
    }
}
