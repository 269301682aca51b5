package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.Granted;
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
 * {@link #read} gives the typed list ({@link Granted}): a text without quoted abilities is one run of keywords, as
 * printed; in a quoted ability each "this" KIND (whole words) is the object that has it, "~" (113.1a).
 */
public final class GrantedListGrammar {

    /** One item: a quoted ability ({@code quoted}) or a run of keywords, as written. */
    public record Item(String text, boolean quoted) {
    }

    /** What "this ..." names in a granted ability: the object that has it (113.1a). */
    private static final List<String> KINDS = List.of("creature", "land", "artifact", "enchantment", "permanent");

    private GrantedListGrammar() {
    }

    /** The granted list {@code text} is: its runs of keywords and quoted abilities in order. */
    public static Granted read(String text) {
        if (text.indexOf('"') < 0) return new Granted(text, List.of(new Granted.Keywords(text)));
        List<Granted.Item> out = new ArrayList<>();
        for (Item item : items(text.strip())) {
            out.add(item.quoted() ? quoted(item.text()) : new Granted.Keywords(item.text()));
        }
        return new Granted(text, out);
    }

    /** One quoted ability as the line of the object that gets it: "this creature" / "This land" read as "~". */
    public static Granted.Quoted quoted(String text) {
        String kind = "creature";
        StringBuilder self = new StringBuilder();
        int done = 0;
        for (int i = 0; i < text.length(); i++) { // "this creature" / "This land": the word pair, whole words, is "~"
            String k = thisKind(text, i);
            if (k == null) continue;
            if (done == 0 && self.length() == 0) kind = k;
            self.append(text, done, i).append('~');
            done = i + "this ".length() + k.length();
            i = done - 1;
        }
        String line = self.append(text.substring(done)).toString().strip();
        if (!line.endsWith(".") && !line.endsWith(")")) {
            line += "."; // older wording puts the ability's final period outside the quotes
        }
        return new Granted.Quoted(text, kind, line);
    }

    /** The kind after "this"/"This" at {@code i}, both whole words ("this creature"), or null. */
    private static String thisKind(String text, int i) {
        if (!text.startsWith("this ", i) && !text.startsWith("This ", i)) return null;
        if (i > 0 && word(text.charAt(i - 1))) return null;
        for (String k : KINDS) {
            int end = i + "this ".length() + k.length();
            if (text.startsWith(k, i + "this ".length()) && (end == text.length() || !word(text.charAt(end)))) return k;
        }
        return null;
    }

    private static boolean word(char c) {
        return Character.isLetterOrDigit(c) || c == '_';
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
