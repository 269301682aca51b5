package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.PhraseNodes.Description;
import dev.arbiter.cards.grammar.ast.PhraseNodes.Word;
import dev.arbiter.cards.grammar.ast.ReferentNodes.SeveralDesc;
import dev.arbiter.cards.grammar.ast.ReferentNodes.TargetDesc;
import dev.arbiter.cards.grammar.ast.ReferentNodes.TargetKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Target phrases (115.1), read once from tokens into {@link TargetDesc} / {@link SeveralDesc} nodes (their words, what
 * they name) that compile/TargetPhrases lowers:
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

    private TargetPhraseGrammar() {
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
    /** Plural card types of "N target [type]s" and their singular (601.2c). */
    private static final java.util.Map<String, String> PLURALS = java.util.Map.of("creatures", "creature", "artifacts",
            "artifact", "enchantments", "enchantment", "lands", "land", "planeswalkers", "planeswalker", "permanents",
            "permanent");

    /**
     * "any target" or "target DESC" as the cursor's tokens to their end, read once into a typed description;
     * {@code source} is the text the tokens are in. Null when it is not such a phrase.
     */
    public static TargetDesc targetDesc(Cursor c, String source) {
        int m = c.mark();
        String printed = span(c, source);
        if (c.accept("any target") && c.atEnd()) return new TargetDesc(printed, true, null, List.of(), TargetKind.OTHER);
        c.reset(m);
        Token t = c.peek();
        if (t == null || !c.accept("target") || c.atEnd() || source.charAt(t.start() + "target".length()) != ' ') return null;
        String desc = span(c, source);
        List<Word> words = words(c, source);
        return new TargetDesc(printed, false, desc, words, kind(words));
    }

    /**
     * "any target" or "target DESC" as the tokens of {@code text} that start from character {@code from} to before
     * {@code to} (a span a character scan found, cut at spaces), read once; null when it is not such a phrase.
     */
    public static TargetDesc targetDescIn(String text, int from, int to) {
        Cursor all = Cursor.of(text);
        List<Token> in = new ArrayList<>();
        while (!all.atEnd()) {
            Token t = all.next();
            if (t.start() >= from && t.start() < to) in.add(t);
        }
        return targetDesc(new Cursor(in), text);
    }

    /** "[up to] COUNT target DESC" as the cursor's tokens to their end, read once; null when it is not such a phrase. */
    public static SeveralDesc severalDesc(Cursor c, String source) {
        String printed = span(c, source);
        boolean upTo = c.accept("up to");
        Token count = c.peek();
        if (count == null || !(count.kind() == Token.Kind.WORD && COUNTS.contains(count.lower())
                || count.kind() == Token.Kind.NUMBER && count.text().length() <= 3)) return null;
        c.next();
        Token t = c.peek();
        if (t == null || !c.accept("target") || c.atEnd() || source.charAt(t.start() + "target".length()) != ' ') return null;
        String desc = span(c, source);
        List<Word> singular = new ArrayList<>();
        StringBuilder text = new StringBuilder();
        boolean plural = false;
        for (Word word : words(c, source)) {
            String s = word.commaAfter() ? null : PLURALS.get(word.text().toLowerCase(java.util.Locale.ROOT));
            plural |= s != null;
            Word w = s != null ? new Word(s, false) : word;
            singular.add(w);
            text.append(text.length() == 0 ? "" : " ").append(w.text()).append(w.commaAfter() ? "," : "");
        }
        return new SeveralDesc(printed, upTo, count.text(), desc, singular, plural, text.toString(), kind(singular));
    }

    /** The source text of the cursor's tokens from its position to their end. */
    private static String span(Cursor c, String source) {
        int n = Spans.size(c);
        if (n == 0) return "";
        Token last = c.peek(n - 1);
        return source.substring(c.peek().start(), last.start() + last.text().length());
    }

    /** The words of the cursor's tokens to their end (the tokens written together make one word, a comma after it kept apart), the cursor left at the end. */
    private static List<Word> words(Cursor c, String source) {
        List<Token> ts = new ArrayList<>();
        while (!c.atEnd()) ts.add(c.next());
        List<Word> out = new ArrayList<>();
        int n = ts.size();
        int i = 0;
        while (i < n) {
            int j = i + 1;
            while (j < n && !Character.isWhitespace(source.charAt(ts.get(j).start() - 1))) j++;
            Token last = ts.get(j - 1);
            String raw = source.substring(ts.get(i).start(), last.start() + last.text().length()).strip();
            boolean comma = last.kind() == Token.Kind.PUNCT && last.text().equals(",");
            out.add(new Word(comma ? raw.substring(0, raw.length() - 1) : raw, comma));
            i = j;
        }
        return out;
    }

    /** What a description's words name (115.1: players, opponents, players beside permanents, a word with "player" in it, or else). */
    static TargetKind kind(List<Word> words) {
        if (are(words, 0, "player")) return TargetKind.PLAYER;
        if (are(words, 0, "opponent")) return TargetKind.OPPONENT;
        if (are(words, 0, "creature", "or", "player") || are(words, 0, "player", "or", "planeswalker")
                || are(words, 0, "creature", "or", "planeswalker") || are(words, 0, "creature,", "player,", "or", "planeswalker")) {
            return TargetKind.MIXED;
        }
        boolean player = false;
        for (int i = 0; i < words.size(); i++) {
            player |= words.get(i).text().toLowerCase(java.util.Locale.ROOT).contains("player");
            if (i > 0 && are(words, i, "defending", "player", "controls")) return TargetKind.MIXED;
        }
        return player ? TargetKind.NAMES_A_PLAYER : TargetKind.OTHER;
    }

    /** Whether the words from {@code from} are exactly {@code expected} (a trailing "," in one: a comma after it). */
    private static boolean are(List<Word> words, int from, String... expected) {
        if (words.size() - from != expected.length) return false;
        for (int k = 0; k < expected.length; k++) {
            Word w = words.get(from + k);
            String e = expected[k];
            boolean comma = e.endsWith(",");
            if (comma != w.commaAfter() || !w.text().equalsIgnoreCase(comma ? e.substring(0, e.length() - 1) : e)) return false;
        }
        return true;
    }
}
