package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.LayerBody;
import dev.arbiter.cards.grammar.ast.LayerSubject;
import java.util.List;
import java.util.function.Function;

/**
 * The predicates of a static layer effect, the body without its final "." (613.1d-f, 613.4b-c, 702.3b), each after
 * the subject (the words before the first verb from which the rest reads to the end), read into {@link LayerBody}
 * nodes (the subject a {@link LayerSubject}, P/T numbers, granted abilities a {@code Granted} list; verbs as printed):
 * <pre>
 * quoted     := subject HAS QUOTED                                  (one quoted ability, the whole rest)
 * noDefender := subject ["and"] "can attack as though it didn't have defender"
 * losesAll   := subject [GETS PT "and"] LOSES "all abilities" ["and" HAS words]
 * loses      := subject LOSES WORD
 * isnt       := subject ("isn't" | "aren't") ("a" | "an") ("artifact" | "creature" | "enchantment" | "land")
 * getsPer    := subject GETS PT "for each" words
 * getsLoses  := subject GETS PT "and" LOSES words
 * getsHas    := subject GETS PT "and" HAS words
 * getsBlocks := subject GETS PT "and" ("blocks" | "block" | "attacks" | "attack") "each combat if able"
 * gets       := subject GETS PT
 * base       := subject HAS "base power and toughness" N "/" N ["and" HAS words]
 * has        := subject HAS words
 * GETS := "gets" | "get"     HAS := "has" | "have"     LOSES := "loses" | "lose"     PT := signed numbers ("+1/-1")
 * </pre>
 */
public final class LayerEffectGrammar {

    private LayerEffectGrammar() {
    }

    /**
     * A reading: {@code subject} as printed and {@code about}, what its tokens name ({@link LayerSubjectGrammar}), the
     * verbs as printed ({@code verb}, {@code second}: null when absent), the P/T halves ("+1", "-2") or base numbers,
     * and the words after the last verb ({@code rest}, null when absent).
     */
    record Predicate(String subject, LayerSubject about, String verb, String power, String toughness, String second,
            String rest) {

        /** The reading with its subject: the text before the verb and what its tokens name. */
        Predicate withSubject(String s, List<Token> tokens) {
            return new Predicate(s, LayerSubjectGrammar.read(tokens), verb, power, toughness, second, rest);
        }
    }

    /** The subject and the reading at the first token from which {@code read} reads the rest, or null. */
    private static Predicate first(String body, int from, Function<Cursor, Predicate> read) {
        Cursor c = Cursor.of(body);
        int n = Spans.size(c);
        for (int k = from; k < n; k++) {
            c.reset(k);
            Token at = c.peek();
            if (at.start() < 1 || body.charAt(at.start() - 1) != ' ') continue;
            Predicate p = c.attempt(read);
            if (p != null) return p.withSubject(body.substring(0, at.start() - 1), c.tokens(0, k));
        }
        return null;
    }

    /** The printed text of the token consumed by {@code acceptAny} of {@code words}, or null. */
    private static String verb(Cursor c, String... words) {
        Token t = c.peek();
        if (t == null || t.kind() != Token.Kind.WORD || c.acceptAny(words) == null) return null;
        return t.text();
    }

    /** A signed P/T change ("+1/-1"), consumed: its halves; or null. */
    private static String[] signedPt(Cursor c) {
        Token t = c.peek();
        if (t == null || t.kind() != Token.Kind.PT) return null;
        String[] halves = halves(t.text(), true);
        if (halves != null) c.next();
        return halves;
    }

    /** A P/T of plain numbers ("0/2"), consumed: its halves; or null. */
    private static String[] basePt(Cursor c) {
        Token t = c.peek();
        if (t == null || t.kind() != Token.Kind.PT) return null;
        String[] halves = halves(t.text(), false);
        if (halves != null) c.next();
        return halves;
    }

    private static String[] halves(String pt, boolean signed) {
        int slash = pt.indexOf('/');
        if (slash < 0) return null;
        String p = pt.substring(0, slash);
        String t = pt.substring(slash + 1);
        return number(p, signed) && number(t, signed) ? new String[] {p, t} : null;
    }

    private static boolean number(String s, boolean signed) {
        int from = signed ? 1 : 0;
        if (s.length() <= from || signed && "+-−".indexOf(s.charAt(0)) < 0) return false;
        for (int i = from; i < s.length(); i++) if (s.charAt(i) < '0' || s.charAt(i) > '9') return false;
        return true;
    }

    /** The rest of the body from the cursor's token (at least one character, after a single space), consumed; or null. */
    private static String rest(String body, Cursor c) {
        Token t = c.peek();
        if (t == null || body.charAt(t.start() - 1) != ' ') return null;
        while (!c.atEnd()) c.next();
        return body.substring(t.start());
    }

    private static Predicate quotedReading(String body) {
        if (body.indexOf('"') < 0) return null;
        Predicate found = first(body, 1, c -> {
            String v = verb(c, "has", "have");
            Token q = c.peek();
            if (v == null || q == null || q.kind() != Token.Kind.QUOTED) return null;
            String text = body.substring(q.start());
            if (body.charAt(q.start() - 1) != ' ' || text.length() < 3 || text.charAt(0) != '"'
                    || text.charAt(text.length() - 1) != '"' || text.substring(1, text.length() - 1).indexOf('"') >= 0) return null;
            return new Predicate(null, null, v, null, null, null, text);
        });
        return found != null && found.subject().indexOf('"') < 0 ? found : null;
    }

    private static Predicate noDefenderReading(String body) {
        String tail = " can attack as though it didn't have defender";
        if (body.length() <= tail.length() || !body.regionMatches(true, body.length() - tail.length(), tail, 0, tail.length())) {
            return null;
        }
        String head = body.substring(0, body.length() - tail.length());
        if (head.isEmpty()) return null;
        boolean and = head.length() > 4 && head.regionMatches(true, head.length() - 4, " and", 0, 4);
        String subject = and ? head.substring(0, head.length() - 4) : head;
        Cursor c = Cursor.of(body); // the subject's own tokens: those that end within it
        int k = 0;
        while (c.peek(k) != null && c.peek(k).start() + c.peek(k).text().length() <= subject.length()) k++;
        LayerSubject about = k == 0 ? new LayerSubject.Group(null) : LayerSubjectGrammar.read(c.tokens(0, k));
        return new Predicate(subject, about, and ? "and" : null, null, null, null, null);
    }

    private static Predicate losesAllReading(String body) {
        return first(body, 1, c -> {
            String gets = null;
            String[] pt = null;
            int m = c.mark();
            String g = verb(c, "gets", "get");
            if (g != null) {
                pt = signedPt(c);
                if (pt != null && c.accept("and")) gets = g;
                else {
                    pt = null;
                    c.reset(m);
                }
            }
            String loses = verb(c, "loses", "lose");
            if (loses == null || !c.accept("all abilities")) return null;
            if (c.atEnd()) return new Predicate(null, null, gets, pt == null ? null : pt[0], pt == null ? null : pt[1], loses, null);
            if (!c.accept("and")) return null;
            Token has = c.peek();
            if (verb(c, "has", "have") == null || rest(body, c) == null) return null;
            return new Predicate(null, null, gets, pt == null ? null : pt[0], pt == null ? null : pt[1], loses,
                    body.substring(has.start()));
        });
    }

    private static Predicate losesReading(String body) {
        return last(body, 2, c -> {
            String v = verb(c, "loses", "lose");
            Token w = c.peek();
            if (v == null || w == null || w.kind() != Token.Kind.WORD || !TokenShapes.letters(w.text())) return null;
            c.next();
            return c.atEnd() ? new Predicate(null, null, v, null, null, null, w.text()) : null;
        });
    }

    private static Predicate isntReading(String body) {
        return last(body, 3, c -> {
            String v = verb(c, "isn't", "aren't");
            if (v == null || c.acceptAny("a", "an") == null) return null;
            Token type = c.peek();
            if (c.acceptAny("artifact", "creature", "enchantment", "land") == null || !c.atEnd()) return null;
            return new Predicate(null, null, v, null, null, null, type.text());
        });
    }

    /** The reading of the last {@code size} tokens after a subject, or null. */
    private static Predicate last(String body, int size, Function<Cursor, Predicate> read) {
        Cursor c = Cursor.of(body);
        int n = Spans.size(c);
        if (n - size < 1) return null;
        c.reset(n - size);
        Token at = c.peek();
        if (body.charAt(at.start() - 1) != ' ') return null;
        Predicate p = c.attempt(read);
        return p == null ? null : p.withSubject(body.substring(0, at.start() - 1), c.tokens(0, n - size));
    }

    private static Predicate getsPerReading(String body) {
        return first(body, 1, c -> {
            String v = verb(c, "gets", "get");
            String[] pt = v == null ? null : signedPt(c);
            if (pt == null) return null;
            Token f = c.peek();
            if (!c.accept("for each") || c.atEnd()) return null;
            return new Predicate(null, null, v, pt[0], pt[1], null, body.substring(f.start()));
        });
    }

    /** GETS PT "and" then {@code verbs} and the rest, read by {@code then}. */
    private static Predicate getsAnd(String body, String[] verbs, Function<String, Boolean> restOk, boolean toEnd) {
        return first(body, 1, c -> {
            String v = verb(c, "gets", "get");
            String[] pt = v == null ? null : signedPt(c);
            if (pt == null || !c.accept("and")) return null;
            String second = verb(c, verbs);
            if (second == null) return null;
            String rest = toEnd ? rest(body, c) : "";
            if (rest == null || !restOk.apply(rest)) return null;
            return new Predicate(null, null, v, pt[0], pt[1], second, rest);
        });
    }

    private static Predicate getsLosesReading(String body) {
        return getsAnd(body, new String[] {"loses", "lose"}, LayerEffectGrammar::wordsAndSpaces, true);
    }

    private static Predicate getsHasReading(String body) {
        return getsAnd(body, new String[] {"has", "have"}, r -> true, true);
    }

    private static Predicate getsBlocksReading(String body) {
        return first(body, 1, c -> {
            String v = verb(c, "gets", "get");
            String[] pt = v == null ? null : signedPt(c);
            if (pt == null || !c.accept("and")) return null;
            String second = verb(c, "blocks", "block", "attacks", "attack");
            if (second == null || !c.accept("each combat if able") || !c.atEnd()) return null;
            return new Predicate(null, null, v, pt[0], pt[1], second, null);
        });
    }

    private static Predicate getsReading(String body) {
        return last(body, 2, c -> {
            String v = verb(c, "gets", "get");
            String[] pt = v == null ? null : signedPt(c);
            return pt == null || !c.atEnd() ? null : new Predicate(null, null, v, pt[0], pt[1], null, null);
        });
    }

    private static Predicate baseReading(String body) {
        return first(body, 1, c -> {
            String v = verb(c, "has", "have");
            if (v == null || !c.accept("base power and toughness")) return null;
            String[] pt = basePt(c);
            if (pt == null) return null;
            if (c.atEnd()) return new Predicate(null, null, v, pt[0], pt[1], null, null);
            if (!c.accept("and")) return null;
            String second = verb(c, "has", "have");
            String rest = second == null ? null : rest(body, c);
            return rest == null ? null : new Predicate(null, null, v, pt[0], pt[1], second, rest);
        });
    }

    private static Predicate hasReading(String body) {
        return first(body, 1, c -> {
            String v = verb(c, "has", "have");
            String rest = v == null ? null : rest(body, c);
            return rest == null ? null : new Predicate(null, null, v, null, null, null, rest);
        });
    }

    public static LayerBody.Quoted quoted(String body) {
        Predicate m = quotedReading(body);
        return m == null ? null : new LayerBody.Quoted(m.about(), m.verb(), GrantedListGrammar.read(m.rest()));
    }

    public static LayerBody.NoDefender noDefender(String body) {
        Predicate m = noDefenderReading(body);
        return m == null ? null : new LayerBody.NoDefender(m.subject(), m.verb() != null, m.about());
    }

    public static LayerBody.LosesAll losesAll(String body) {
        Predicate m = losesAllReading(body);
        return m == null ? null : new LayerBody.LosesAll(m.about(), m.subject(), m.verb(),
                m.verb() == null ? null : pt(m), m.second(), m.rest());
    }

    public static LayerBody.Loses loses(String body) {
        Predicate m = losesReading(body);
        return m == null ? null : new LayerBody.Loses(m.about(), m.verb(), m.rest());
    }

    public static LayerBody.Isnt isnt(String body) {
        Predicate m = isntReading(body);
        return m == null ? null : new LayerBody.Isnt(m.about(), m.verb(), m.rest());
    }

    public static LayerBody.GetsPer getsPer(String body) {
        Predicate m = getsPerReading(body);
        return m == null ? null : new LayerBody.GetsPer(m.about(), m.verb(), pt(m), m.rest());
    }

    public static LayerBody.GetsLoses getsLoses(String body) {
        Predicate m = getsLosesReading(body);
        return m == null ? null : new LayerBody.GetsLoses(m.about(), m.verb(), pt(m), m.second(), m.rest());
    }

    public static LayerBody.GetsHas getsHas(String body) {
        Predicate m = getsHasReading(body);
        return m == null ? null : new LayerBody.GetsHas(m.about(), m.verb(), pt(m), m.second(), GrantedListGrammar.read(m.rest()));
    }

    public static LayerBody.GetsMust getsBlocks(String body) {
        Predicate m = getsBlocksReading(body);
        return m == null ? null : new LayerBody.GetsMust(m.about(), m.verb(), pt(m), m.second());
    }

    public static LayerBody.Gets gets(String body) {
        Predicate m = getsReading(body);
        return m == null ? null : new LayerBody.Gets(m.about(), m.verb(), pt(m));
    }

    public static LayerBody.Base base(String body) {
        Predicate m = baseReading(body);
        return m == null ? null : new LayerBody.Base(m.about(), m.verb(), pt(m), m.second(),
                m.rest() == null ? null : GrantedListGrammar.read(m.rest()));
    }

    public static LayerBody.Has has(String body) {
        Predicate m = hasReading(body);
        return m == null ? null : new LayerBody.Has(m.about(), m.verb(), GrantedListGrammar.read(m.rest()));
    }

    /** The reading's P/T halves as numbers ("+1" 1, "-2" and "−2" -2). */
    private static LayerBody.Pt pt(Predicate m) {
        return new LayerBody.Pt(number(m.power()), number(m.toughness()));
    }

    private static int number(String n) {
        return Integer.parseInt(n.replace('−', '-').replace("+", ""));
    }

    private static boolean wordsAndSpaces(String s) {
        return !s.isEmpty() && s.chars().allMatch(ch -> ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z'
                || ch >= '0' && ch <= '9' || ch == '_' || ch == ' ');
    }
}
