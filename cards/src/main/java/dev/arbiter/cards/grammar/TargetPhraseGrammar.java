package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.PhraseNodes.AnyTarget;
import dev.arbiter.cards.grammar.ast.PhraseNodes.Description;
import dev.arbiter.cards.grammar.ast.PhraseNodes.Several;
import dev.arbiter.cards.grammar.ast.PhraseNodes.Target;
import dev.arbiter.cards.grammar.ast.PhraseNodes.TargetPhrase;
import dev.arbiter.cards.grammar.ast.PhraseNodes.Word;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Target phrases (115.1) as the older readers hand them on:
 * <pre>
 * target      := "any target" | "target" DESC
 * several     := ["up to"] COUNT "target" DESC          (COUNT: a, an, one .. twenty, x, a number of 1-3 digits)
 * description := word+ [CONTROLLER]                     (a word: the tokens written together, a comma after it kept apart)
 * CONTROLLER  := "you control" | "an opponent controls" | "you don't control" | "your opponents control"
 * </pre>
 */
public final class TargetPhraseGrammar {

    private static final Set<String> COUNTS = Set.of("a", "an", "one", "two", "three", "four", "five", "six", "seven",
            "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
            "eighteen", "nineteen", "twenty", "x");
    private static final String[][] CONTROLLERS = {{"you", "control"}, {"an", "opponent", "controls"},
        {"you", "don't", "control"}, {"your", "opponents", "control"}};
    /** Descriptions naming players with permanents (or the defending player's permanents): no one filter for them. */
    private static final String[] MIXED = {"creature or player", "player or planeswalker", "creature or planeswalker",
        "creature , player , or planeswalker"};

    /** What a description names besides permanents. */
    public enum Kind { PLAYER, OPPONENT, MIXED, NAMES_A_PLAYER, OTHER }

    private TargetPhraseGrammar() {
    }

    /** "any target" or "target DESC" (the whole phrase), or null. */
    public static TargetPhrase target(String phrase) {
        String p = phrase.strip();
        Cursor c = Cursor.of(p);
        if (c.accept("any target") && c.atEnd()) return new AnyTarget();
        c.reset(0);
        String desc = afterTarget(c, p);
        return desc == null ? null : new Target(desc.strip());
    }

    /** "[up to] COUNT target DESC" (the whole phrase), or null. */
    public static Several several(String phrase) {
        String p = phrase.strip();
        Cursor c = Cursor.of(p);
        boolean upTo = c.accept("up to");
        Token count = c.peek();
        if (count == null || !(count.kind() == Token.Kind.WORD && COUNTS.contains(count.lower())
                || count.kind() == Token.Kind.NUMBER && count.text().length() <= 3)) return null;
        c.next();
        String desc = afterTarget(c, p);
        return desc == null ? null : new Several(upTo, count.text(), desc);
    }

    /** The text after "target " at the cursor (a space after it and something more), or null. */
    private static String afterTarget(Cursor c, String p) {
        Token t = c.peek();
        if (t == null || !c.accept("target")) return null;
        int space = t.start() + "target".length();
        if (space + 1 >= p.length() || p.charAt(space) != ' ') return null; // something follows: the phrase is stripped
        return p.substring(space + 1);
    }

    /** What a description names: "player", "opponent", players beside permanents, a word with "player" in it, or else. */
    public static Kind kind(String desc) {
        Cursor c = Cursor.of(desc);
        if (whole(c, "player")) return Kind.PLAYER;
        if (whole(c, "opponent")) return Kind.OPPONENT;
        for (String m : MIXED) {
            if (whole(c, m)) return Kind.MIXED;
        }
        int n = Spans.size(c);
        boolean player = false;
        for (int i = 0; i < n; i++) {
            Token t = c.peek(i);
            player |= t.lower().contains("player");
            if (i > 0 && desc.charAt(t.start() - 1) == ' ') {
                c.reset(i);
                if (whole(c, "defending player controls")) return Kind.MIXED;
                c.reset(0);
            }
        }
        return player ? Kind.NAMES_A_PLAYER : Kind.OTHER;
    }

    /** Whether {@code phrase} is the rest of the cursor's tokens; the cursor goes back to where it was. */
    private static boolean whole(Cursor c, String phrase) {
        int m = c.mark();
        boolean all = c.accept(phrase) && c.atEnd();
        c.reset(m);
        return all;
    }

    /** The words of {@code text}: the tokens written together make one word, a comma after it kept apart. */
    public static List<Word> words(String text) {
        Cursor c = Cursor.of(text);
        int n = Spans.size(c);
        List<Word> out = new ArrayList<>();
        int i = 0;
        while (i < n) {
            int j = i + 1;
            while (j < n && !Character.isWhitespace(text.charAt(c.peek(j).start() - 1))) j++;
            int end = j < n ? c.peek(j).start() : text.length();
            String raw = text.substring(c.peek(i).start(), end).strip();
            Token last = c.peek(j - 1);
            boolean comma = last.kind() == Token.Kind.PUNCT && last.text().equals(",");
            out.add(new Word(comma ? raw.substring(0, raw.length() - 1) : raw, comma));
            i = j;
        }
        return out;
    }

    /** A description's words and its controller (the last words, after at least one other), as printed. */
    public static Description description(List<Word> words) {
        for (String[] ws : CONTROLLERS) {
            int from = words.size() - ws.length;
            if (from < 1) continue;
            boolean match = true;
            for (int k = 0; k < ws.length && match; k++) {
                Word w = words.get(from + k);
                match = !w.commaAfter() && w.text().equalsIgnoreCase(ws[k]);
            }
            if (match) {
                StringBuilder printed = new StringBuilder();
                for (int k = from; k < words.size(); k++) printed.append(k > from ? " " : "").append(words.get(k).text());
                return new Description(List.copyOf(words.subList(0, from)), printed.toString());
            }
        }
        return new Description(words, null);
    }
}
