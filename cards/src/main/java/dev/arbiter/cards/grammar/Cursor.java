package dev.arbiter.cards.grammar;

import java.util.List;

/**
 * A position in a token list, with backtracking ({@link #mark} / {@link #reset}). Phrases are
 * matched word by word, case-insensitively ("enters the battlefield"); {@code ~} matches the
 * self-reference and punctuation matches itself. The furthest failure is kept, so a line the
 * grammar does not cover is reported at the token where the best reading stopped.
 */
public final class Cursor {

    /** Phrases split into lower-case words once: the grammar asks for the same few hundred phrases all the time. */
    private static final java.util.concurrent.ConcurrentHashMap<String, String[]> WORDS =
            new java.util.concurrent.ConcurrentHashMap<>();

    private final List<Token> tokens;
    /** Each token as {@link Token#is} compares it: the lower-case text of words, punctuation and numbers, "~", else null. */
    private final String[] keys;
    /** Each key's first character ({@code 0} for no key or an empty one), for {@link #firstLetterDiffers}. */
    private final char[] firsts;
    /** Each key's second character, {@code ' '} for a key of one character ({@code 0}: no key), for the same test. */
    private final char[] seconds;
    private int pos;
    /** What "choose a color / creature type" made during this effect named ("color", "type"), or null (608.2d). */
    private String chosen;
    private ParseFailure furthest;
    private int furthestPos = -1;

    public Cursor(List<Token> tokens) {
        this(List.copyOf(tokens), null, null, null);
    }

    private Cursor(List<Token> tokens, String[] keys, char[] firsts, char[] seconds) {
        this.tokens = tokens;
        this.keys = keys != null ? keys : keys(tokens);
        this.firsts = firsts != null ? firsts : firsts(this.keys);
        this.seconds = seconds != null ? seconds : seconds(this.keys);
    }

    private static char[] seconds(String[] keys) {
        char[] seconds = new char[keys.length];
        for (int i = 0; i < seconds.length; i++) {
            String k = keys[i];
            seconds[i] = k == null || k.isEmpty() ? 0 : k.length() == 1 ? ' ' : k.charAt(1);
        }
        return seconds;
    }

    private static char[] firsts(String[] keys) {
        char[] firsts = new char[keys.length];
        for (int i = 0; i < firsts.length; i++) {
            firsts[i] = keys[i] == null || keys[i].isEmpty() ? 0 : keys[i].charAt(0);
        }
        return firsts;
    }

    private static String[] keys(List<Token> tokens) {
        String[] keys = new String[tokens.size()];
        for (int i = 0; i < keys.length; i++) {
            Token t = tokens.get(i);
            keys[i] = switch (t.kind()) {
                case WORD, PUNCT, NUMBER -> t.lower();
                case SELF -> "~";
                default -> null;
            };
        }
        return keys;
    }

    /** How many recent texts each thread keeps tokenized. */
    private static final int RECENT = 8;

    /**
     * The last {@value #RECENT} texts tokenized on this thread, with their tokens, keys and first letters, most recent
     * first: a line is read by several grammars in turn, and some of them read a part of it between two that read the
     * whole line.
     */
    private static final ThreadLocal<Object[][]> LAST = ThreadLocal.withInitial(() -> new Object[RECENT][]);

    /** A cursor over the tokens of {@code text}. */
    @SuppressWarnings("unchecked")
    public static Cursor of(String text) {
        Object[][] last = LAST.get();
        for (int i = 0; i < RECENT; i++) {
            Object[] e = last[i];
            if (e == null) break;
            if (text.equals(e[0])) { // none of the three ever changes
                if (i > 0) {
                    System.arraycopy(last, 0, last, 1, i);
                    last[0] = e;
                }
                return new Cursor((List<Token>) e[1], (String[]) e[2], (char[]) e[3], (char[]) e[4]);
            }
        }
        List<Token> tokens = List.copyOf(Tokenizer.tokens(text));
        Cursor c = new Cursor(tokens, null, null, null);
        System.arraycopy(last, 0, last, 1, RECENT - 1);
        last[0] = new Object[] {text, tokens, c.keys, c.firsts, c.seconds};
        return c;
    }

    /** What {@code read} finds at the cursor, or null with the cursor where it was (nothing found, or a parse failure). */
    public <T> T attempt(java.util.function.Function<Cursor, T> read) {
        int m = mark();
        try {
            T found = read.apply(this);
            if (found == null) reset(m);
            return found;
        } catch (ParseFailure f) {
            reset(m);
            return null;
        }
    }

    /** What a choice made earlier in this effect lets "that color" / "that type" name, or null (608.2d). */
    public String chosen() {
        return chosen;
    }

    /** From here on, "of that color" / "of that type" name the choice just made ("color", "type"). */
    public void chosen(String kind) {
        chosen = kind;
    }

    public int mark() {
        return pos;
    }

    public void reset(int mark) {
        pos = mark;
    }

    public boolean atEnd() {
        return pos >= tokens.size();
    }

    /** The token at the position, or null at the end. */
    public Token peek() {
        return peek(0);
    }

    /** The token {@code ahead} places on, or null. */
    public Token peek(int ahead) {
        int i = pos + ahead;
        return i < tokens.size() ? tokens.get(i) : null;
    }

    public Token next() {
        if (atEnd()) throw fail("more text");
        return tokens.get(pos++);
    }

    /**
     * The next token as {@link #at} compares it (a word, punctuation or number in lower case, "~"), or null at the end
     * and before a symbol, a P/T or quoted text: what {@link ClauseDispatch} indexes a clause's readers on.
     */
    String key() {
        return pos < keys.length ? keys[pos] : null;
    }

    /** The position of the furthest failure so far (-1: none), for {@link ClauseDispatch}'s check. */
    int furthestPos() {
        return furthestPos;
    }

    /** Puts back a furthest failure read with {@link #furthest()} and {@link #furthestPos()} (ClauseDispatch's check). */
    void restoreFurthest(ParseFailure f, int at) {
        furthest = f;
        furthestPos = at;
    }

    /** Whether the words of {@code phrase} come next (without consuming them), compared as {@link Token#is} does. */
    public boolean at(String phrase) {
        return !firstLetterDiffers(phrase) && at(words(phrase));
    }

    /**
     * Whether the phrase's first two letters (ASCII, lower-cased as {@link #words} does; a space after a one-letter
     * first word) are not the next token's: most phrases asked for are not there, and two characters say so without
     * looking the phrase's words up ("that" against "the" as well as "target" against "the").
     */
    private boolean firstLetterDiffers(String phrase) {
        if (phrase.isEmpty() || pos >= keys.length) return false;
        char c = phrase.charAt(0);
        if (c >= 'A' && c <= 'Z') c = (char) (c + ('a' - 'A'));
        else if (c >= 128) return false;
        char first = firsts[pos];
        if (first == 0) return keys[pos] == null; // a symbol, quoted text or P/T: no phrase's word
        if (first != c) return true;
        char d = phrase.length() > 1 ? phrase.charAt(1) : ' '; // ' ': the first word has one letter, as must the key
        if (d >= 'A' && d <= 'Z') d = (char) (d + ('a' - 'A'));
        else if (d >= 128) return false;
        return seconds[pos] != d;
    }

    private boolean at(String[] words) {
        if (pos + words.length > keys.length) return false;
        for (int k = 0; k < words.length; k++) {
            if (!words[k].equals(keys[pos + k])) return false;
        }
        return true;
    }

    private static String[] words(String phrase) {
        String[] words = WORDS.get(phrase);
        return words != null ? words
                : WORDS.computeIfAbsent(phrase, p -> p.toLowerCase(java.util.Locale.ROOT).split(" "));
    }

    /** Consumes {@code phrase} if it comes next. */
    public boolean accept(String phrase) {
        if (firstLetterDiffers(phrase)) return false;
        String[] words = words(phrase);
        if (!at(words)) return false;
        pos += words.length;
        return true;
    }

    /** Consumes the first of {@code phrases} that comes next and returns it, or null. */
    public String acceptAny(String... phrases) {
        for (String p : phrases) {
            if (accept(p)) return p;
        }
        return null;
    }

    /** Consumes {@code phrase} or fails. */
    public void expect(String phrase) {
        if (!accept(phrase)) throw fail("\"" + phrase + "\"");
    }

    /** A failure at the current token, remembered if it is the furthest so far. */
    public ParseFailure fail(String expected) {
        ParseFailure f = new ParseFailure(peek(), expected);
        if (pos > furthestPos) {
            furthestPos = pos;
            furthest = f;
        }
        return f;
    }

    /** The failure furthest into the line (the best reading's stopping point), or null. */
    public ParseFailure furthest() {
        return furthest;
    }

    /** The tokens from {@code from} to the position, joined by single spaces (commas kept tight). */
    public String textFrom(int from) {
        StringBuilder b = new StringBuilder();
        for (int i = from; i < pos; i++) {
            Token t = tokens.get(i);
            if (i > from && !(t.kind() == Token.Kind.PUNCT && t.text().equals(","))) b.append(' ');
            b.append(t);
        }
        return b.toString();
    }

    /** The tokens from {@code from} (inclusive) to {@code to} (exclusive). */
    public List<Token> tokens(int from, int to) {
        return tokens.subList(from, to);
    }

    /** The remaining text, for messages. */
    public String rest() {
        StringBuilder b = new StringBuilder();
        for (int i = pos; i < tokens.size(); i++) b.append(i > pos ? " " : "").append(tokens.get(i));
        return b.toString();
    }
}
