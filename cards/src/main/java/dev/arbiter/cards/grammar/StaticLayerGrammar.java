package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.LayerSubject;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.StaticLineNodes.Conditioned;
import java.util.Set;

/**
 * The frames of a static layer line around its effects (611.3a-b, 613), each kept as printed for the effect readers:
 * <pre>
 * also      := subject "also" ("get" | "gets" | "have" | "has") rest                    read as  subject verb rest
 * onlyOne   := "as long as you control exactly one" TYPE ", that" TYPE ("gets" | "has") rest
 * lure      := "all" ("creatures" [words]) "able to block" object "do so ."             (509.1c)
 * itInstead := subject VERB words ". if it's" ("a" | "an") words ", it" VERB words "instead ."   (608.2c)
 * otherwise := subject VERB words "as long as" words ". otherwise , it" VERB words "."   (611.3b)
 * status    := "as long as ~ is" ("untapped" | "attacking") "," body
 * attacking := body "as long as it's attacking"
 * trailing  := body "as long as" condition                                                (the last "as long as")
 * VERB      := "gets" | "has"           TYPE := "creature" | "artifact" | "enchantment" | "land" | "planeswalker"
 * </pre>
 */
public final class StaticLayerGrammar {

    private static final Set<String> TYPES = Set.of("creature", "artifact", "enchantment", "land", "planeswalker");

    private StaticLayerGrammar() {
    }

    /** "X also gets ..." as "X gets ...", or null (the words "also" and the verb in lower case). */
    public static String withoutAlso(String t) {
        Cursor c = Cursor.of(t);
        int n = Spans.size(c);
        for (int k = 1; k + 1 < n; k++) {
            Token also = c.peek(k);
            Token verb = c.peek(k + 1);
            if (!also.text().equals("also") || !Set.of("get", "gets", "have", "has").contains(verb.text())) continue;
            int verbEnd = verb.start() + verb.text().length();
            if (also.start() < 2 || t.charAt(also.start() - 1) != ' ' || verb.start() != also.start() + 5
                    || verbEnd + 1 >= t.length() || t.charAt(verbEnd) != ' ') continue;
            return t.substring(0, also.start() - 1) + " " + t.substring(verb.start());
        }
        return null;
    }

    /** "As long as you control exactly one creature, that creature gets ...": the type (lower case) and the predicates. */
    public record OnlyOne(String type, String predicates) {
    }

    public static OnlyOne onlyOne(String t) {
        Cursor c = Cursor.of(t);
        if (!c.accept("as long as you control exactly one")) return null;
        Token type = c.peek();
        if (type == null || !TYPES.contains(type.lower())) return null;
        c.next();
        if (!c.accept(", that")) return null;
        Token again = c.peek();
        if (again == null || !again.is(type.lower())) return null;
        c.next();
        Token verb = c.peek();
        if (verb == null || c.acceptAny("gets", "has") == null) return null;
        int verbEnd = verb.start() + verb.text().length();
        if (verbEnd + 1 >= t.length() || t.charAt(verbEnd) != ' ' || t.indexOf('"', verb.start()) >= 0) return null;
        return new OnlyOne(type.lower(), t.substring(verb.start()));
    }

    /** The predicates with a singular subject's verbs made plural ("gets" → "get", "has" → "have"), as printed otherwise. */
    public static String pluralVerbs(String predicates) {
        StringBuilder b = new StringBuilder();
        int i = 0;
        while (i < predicates.length()) {
            int verbAt = -1;
            if (i == 0) verbAt = verbAt(predicates, 0);
            for (String sep : new String[] {", and ", ", ", " and "}) {
                if (verbAt < 0 && predicates.startsWith(sep, i)) {
                    verbAt = verbAt(predicates, i + sep.length());
                    if (verbAt >= 0) {
                        b.append(sep);
                        i += sep.length();
                    }
                }
            }
            if (verbAt < 0) {
                b.append(predicates.charAt(i++));
                continue;
            }
            boolean gets = predicates.startsWith("gets", i);
            b.append(gets ? "get" : "have");
            i += gets ? 4 : 3;
        }
        return b.toString();
    }

    /** {@code at} when "gets" or "has" (lower case) is the whole word there, else -1. */
    private static int verbAt(String s, int at) {
        for (String v : new String[] {"gets", "has"}) {
            int end = at + v.length();
            if (s.startsWith(v, at) && (end == s.length() || !wordChar(s.charAt(end)))) return at;
        }
        return -1;
    }

    private static boolean wordChar(char ch) {
        return ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z' || ch >= '0' && ch <= '9' || ch == '_';
    }

    /**
     * "All creatures [with flying] able to block ~ do so.": {@code anyCreature} for "creatures" alone, else the blockers'
     * noun ({@code blockers}: null when its words are not one plural noun), and the object, each read from its tokens.
     */
    public record Lure(boolean anyCreature, Noun blockers, LayerSubject object) {
    }

    public static Lure lure(String t) {
        Cursor c = Cursor.of(t);
        int n = Spans.size(c);
        if (!c.accept("all")) return null;
        int from = c.mark();
        if (!c.accept("creatures")) return null;
        if (n < 4 || !c.peek(n - 3 - c.mark()).is("do") || !t.toLowerCase(java.util.Locale.ROOT).endsWith(" do so.")) return null;
        for (int k = c.mark(); k < n - 3; k++) {
            c.reset(k);
            if (c.peek().is(".")) return null;
            if (!c.accept("able to block")) continue;
            int object = c.mark();
            if (object >= n - 3) return null;
            c.reset(k);
            boolean any = k == from + 1;
            Noun blockers = any ? null : pluralNoun(c.tokens(from, k));
            return new Lure(any, blockers, LayerSubjectGrammar.read(c.tokens(object, n - 3)));
        }
        return null;
    }

    /** "[subject] gets X. If it's a Y, it gets Z instead.": the parts as printed. */
    public record ItInstead(String subject, String verb, String effect, String kind, String verb2, String effect2) {
    }

    public static ItInstead itInstead(String t) {
        Cursor c = Cursor.of(t);
        int n = Spans.size(c);
        if (n < 8 || !c.peek(n - 2).is("instead") || !c.peek(n - 1).is(".")) return null;
        for (int k = 1; k < n; k++) {
            c.reset(k);
            Token verb = c.peek();
            if (c.acceptAny("gets", "has") == null) continue;
            int from = c.mark();
            if (!plainUntil(c, ".", false)) continue;
            String effect = Spans.source(t, c, from);
            if (!c.accept(". if it's")) continue;
            int kindFrom = c.mark();
            if (c.acceptAny("a", "an") == null || !plainUntil(c, ",", true)) continue;
            String kind = Spans.source(t, c, kindFrom);
            if (!c.accept(", it")) continue;
            Token verb2 = c.peek();
            if (c.acceptAny("gets", "has") == null) continue;
            int from2 = c.mark();
            if (from2 >= n - 2) continue;
            boolean plain = true;
            for (int i = from2; i < n - 2; i++) plain &= !c.peek(i - from2).is(".") && c.peek(i - from2).kind() != Token.Kind.QUOTED;
            if (!plain) continue;
            c.reset(n - 2);
            String effect2 = Spans.source(t, c, from2);
            c.reset(k);
            return new ItInstead(Spans.source(t, c, 0), verb.text(), effect, kind, verb2.text(), effect2);
        }
        return null;
    }

    /** The plural noun the {@code tokens} (all of them) are, or null. */
    private static Noun pluralNoun(java.util.List<Token> tokens) {
        Cursor c = new Cursor(tokens);
        Noun n = c.attempt(NounGrammar::noun);
        return n != null && c.atEnd() && n.plural() ? n : null;
    }

    /** One or more tokens up to {@code stop} (not ".", no quoted text; not "," either when {@code noComma}). */
    private static boolean plainUntil(Cursor c, String stop, boolean noComma) {
        int from = c.mark();
        while (c.peek() != null && !c.peek().is(stop)) {
            Token t = c.peek();
            if (t.is(".") || t.kind() == Token.Kind.QUOTED || noComma && t.is(",")) return false;
            c.next();
        }
        return c.peek() != null && c.mark() > from;
    }

    /** "[first sentence, with 'as long as'] . Otherwise, it [verb rest] .": the first sentence, its subject, the second. */
    public record Otherwise(String first, String subject, String second) {
    }

    public static Otherwise otherwise(String t) {
        Cursor c = Cursor.of(t);
        int n = Spans.size(c);
        if (!t.endsWith(".")) return null;
        for (int d = n - 2; d >= 1; d--) { // the last ". Otherwise, it" the second sentence reads after
            c.reset(d);
            if (!c.accept(". otherwise , it")) continue;
            Token verb = c.peek();
            if (c.acceptAny("gets", "has") == null || c.mark() >= n - 1) continue;
            String second = t.substring(verb.start(), t.length() - 1);
            c.reset(d);
            String first = Spans.source(t, c, 0);
            String subject = subjectBefore(t, d);
            if (subject == null) return null;
            return new Otherwise(first, subject, second);
        }
        return null;
    }

    /** The words before the first "gets" / "has" of the first {@code end} tokens followed by words and "as long as". */
    private static String subjectBefore(String t, int end) {
        Cursor c = Cursor.of(t);
        for (int k = 1; k < end; k++) {
            c.reset(k);
            if (c.acceptAny("gets", "has") == null) continue;
            for (int a = k + 2; a < end - 3; a++) {
                c.reset(a);
                if (c.accept("as long as") && c.mark() < end) {
                    c.reset(k);
                    return Spans.source(t, c, 0);
                }
            }
        }
        return null;
    }

    /** "gets an additional +1/+1" as "gets +1/+1" (613.4c: one more modification), else {@code body} as it is. */
    public static String withoutAdditional(String body) {
        Cursor c = Cursor.of(body);
        int n = Spans.size(c);
        StringBuilder b = null;
        int copied = 0;
        for (int k = 0; k + 2 < n; k++) {
            Token verb = c.peek(k);
            if (!(verb.is("gets") || verb.is("get")) || !c.peek(k + 1).is("an") || !c.peek(k + 2).is("additional")) continue;
            int verbEnd = verb.start() + verb.text().length();
            Token add = c.peek(k + 2);
            int after = add.start() + add.text().length();
            if (!body.regionMatches(true, verbEnd, " an additional ", 0, 15) || after + 2 >= body.length() + 1
                    || after + 2 > body.length() - 1) continue;
            char sign = body.charAt(after + 1);
            if ((sign != '+' && sign != '-' && sign != '−') || !Character.isDigit(body.charAt(after + 2))
                    || body.charAt(after + 2) > '9') continue;
            if (b == null) b = new StringBuilder();
            b.append(body, copied, verbEnd).append(' ');
            copied = after + 1;
            k += 2;
        }
        return b == null ? body : b.append(body.substring(copied)).toString();
    }

    /** "As long as ~ is untapped / attacking, [body]": the status and the body, or null. */
    public static Conditioned sourceStatus(String body) {
        Cursor c = Cursor.of(body);
        if (!c.accept("as long as ~ is")) return null;
        Token s = c.peek();
        if (c.acceptAny("untapped", "attacking") == null) return null;
        Token comma = c.peek();
        if (comma == null || !comma.is(",") || comma.start() + 2 >= body.length() + 0 || body.charAt(comma.start() + 1) != ' ')
            return null;
        return new Conditioned(s.text(), body.substring(comma.start() + 2));
    }

    /** "[body] as long as it's attacking": the body, or null. */
    public static String whileAttacking(String body) {
        String tail = " as long as it's attacking";
        if (body.length() <= tail.length() || !body.regionMatches(true, body.length() - tail.length(), tail, 0, tail.length())) {
            return null;
        }
        return body.substring(0, body.length() - tail.length());
    }

    /** "[body] as long as [condition]" at the last "as long as" (any case): the condition and the body (as {@code rest}). */
    public static Conditioned trailing(String body) {
        String lower = body.toLowerCase(java.util.Locale.ROOT);
        String as = " as long as ";
        if (lower.length() != body.length()) return null;
        for (int at = lower.lastIndexOf(as); at >= 0; at = at == 0 ? -1 : lower.lastIndexOf(as, at - 1)) {
            if (at >= 1 && at + as.length() < body.length()) {
                return new Conditioned(body.substring(at + as.length()), body.substring(0, at));
            }
        }
        return null;
    }
}
