package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.cards.grammar.ast.PermanentNodes.CopyExcept;
import dev.arbiter.cards.grammar.ast.PlayerRef;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Tokens that are copies of permanents (111.2, 707.2) and the copy's exceptions (707.9b):
 * <pre>
 * copy      := "create a token that's a copy of" object [[","] "except" exception (join exception)*]   (your command)
 * exception := ("it's" | "it is") ["a" | "an"] [PT] colour* Subtype* ["artifact" | "enchantment" | "creature"]
 *                  ["in addition to its other types"]       (a card type only in addition)
 *            | "it has no mana cost" | "it has" keyword (join keyword)*
 *            | ("it" | "the token") "isn't legendary" ["if" ... "is legendary"]
 * join      := "," | "and" | ", and"
 * </pre>
 * Null with the cursor unchanged when the text is not this.
 */
public final class TokenCopyGrammar {

    private static final Set<String> COLOURS = Set.of("white", "blue", "black", "red", "green");
    private static final Set<String> TYPES = Set.of("artifact", "enchantment", "creature");

    private TokenCopyGrammar() {
    }

    static EffectNode verb(Cursor c, PlayerRef who, boolean third) {
        boolean you = !third && who instanceof PlayerRef.You;
        if (!you && !(third && !(who instanceof PlayerRef.You))) return null;
        int m = c.mark();
        EffectNode many = copies(c, you, who);
        if (many != null) return many;
        if (!c.accept(you ? "create a token that's a copy of" : "creates a token that's a copy of")) return null; // 111.2
        try {
            ObjectRef original = ReferenceGrammar.object(c);
            if (c.acceptAny(", except", "except") == null) return new EffectNode.CreateTokenCopy(original, CopyExcept.NONE, who);
            return new EffectNode.CreateTokenCopy(original, exceptions(c), who);
        } catch (ParseFailure f) {
            c.reset(m);
            throw f;
        }
    }

    /**
     * "create N tokens that are copies of [object] [, except they're ... [, and they have ...]]" (111.2, 707.2, 707.9b): N a
     * number or X (the line's "where X is"); null with the cursor unchanged when the text is not this.
     */
    private static EffectNode copies(Cursor c, boolean you, PlayerRef who) {
        int m = c.mark();
        if (!c.accept(you ? "create" : "creates")) return null;
        dev.arbiter.cards.grammar.ast.AmountNode n = ReferenceGrammar.count(c);
        if (n == null || n instanceof dev.arbiter.cards.grammar.ast.AmountNode.Fixed f && f.value() < 2
                || !c.accept("tokens that are copies of")) {
            c.reset(m);
            return null;
        }
        try {
            ObjectRef original = ReferenceGrammar.object(c);
            CopyExcept except = c.acceptAny(", except", "except") == null ? CopyExcept.NONE : exceptions(c, true);
            return new dev.arbiter.cards.grammar.ast.PermanentNodes.CreateTokenCopies(n,
                    new EffectNode.CreateTokenCopy(original, except, who));
        } catch (ParseFailure f) {
            c.reset(m);
            throw f;
        }
    }

    /** The exceptions after "except" (707.9b). */
    static CopyExcept exceptions(Cursor c) {
        return exceptions(c, false);
    }

    /** The exceptions after "except" (707.9b); {@code plural}: said of several tokens ("they're 3/3 Dragon creatures"). */
    static CopyExcept exceptions(Cursor c, boolean plural) {
        Integer[] pt = {null, null};
        List<String> colours = new ArrayList<>();
        List<String> types = new ArrayList<>();
        List<String> subtypes = new ArrayList<>();
        List<String> keywords = new ArrayList<>();
        List<String> quoted = new ArrayList<>();
        boolean replacing = false; // subtypes instead of its creature types (205.3d)
        boolean noManaCost = false;
        boolean notLegendary = false;
        do {
            if ((plural ? c.acceptAny("they're", "they are") : c.acceptAny("it's", "it is")) != null) {
                List<String> subs = new ArrayList<>();
                List<String> tys = new ArrayList<>();
                c.acceptAny("a", "an");
                boolean any = false;
                Token t = c.peek();
                if (t != null && t.kind() == Token.Kind.PT && TokenShapes.fixedPt(t.text())) {
                    c.next();
                    String[] v = t.text().split("/");
                    pt[0] = Integer.parseInt(v[0]);
                    pt[1] = Integer.parseInt(v[1]);
                    any = true;
                }
                while (c.peek() != null && COLOURS.contains(c.peek().lower())) {
                    colours.add(c.next().lower());
                    any = true;
                }
                while (NounGrammar.isSubtype(c.peek())) subs.add(c.next().text());
                while (c.peek() != null && TYPES.contains(c.peek().lower())) tys.add(c.next().lower());
                while (plural && c.peek() != null && TYPES.contains(singular(c.peek().lower()))) tys.add(singular(c.next().lower()));
                boolean inAddition = c.accept(plural ? "in addition to their other types" : "in addition to its other types");
                if (!tys.isEmpty() && !inAddition) throw c.fail("\"in addition to its other types\" after a card type");
                if (!any && subs.isEmpty() && tys.isEmpty()) throw c.fail("what the copy is (707.9b)");
                if (!subs.isEmpty() && !inAddition) replacing = true;
                subtypes.addAll(subs);
                types.addAll(tys);
            } else if (c.accept("it has no mana cost")) {
                noManaCost = true;
            } else if (plural ? c.acceptAny("they have", "have") != null : (c.accept("it has") || c.accept("has"))) { // "except it's 1/4 and has "..."": the same "it"
                do {
                    Token q = c.peek();
                    if (q != null && q.kind() == Token.Kind.QUOTED) { // 707.9b, 113.1a: "it has haste and "At the ...""
                        quoted.add(c.next().text());
                        continue;
                    }
                    String k = NounGrammar.keyword(c);
                    if (k == null) throw c.fail("a keyword the copy has");
                    keywords.add(k);
                } while (keywordFollows(c));
            } else if (!plural && c.acceptAny("it isn't legendary", "the token isn't legendary") != null) {
                notLegendary = true;
                legendaryCondition(c);
            } else {
                throw c.fail("a copy exception (707.9b)");
            }
        } while (plural ? pluralExceptionFollows(c) : exceptionFollows(c));
        if (replacing && subtypes.size() != subtypes.stream().distinct().count()) throw c.fail("one creature type each");
        return new CopyExcept(pt[0], pt[1], colours, types, subtypes, !replacing, noManaCost, notLegendary, keywords, quoted);
    }

    /** A join and another keyword of "it has": consumes the join; else the cursor is unchanged. */
    private static boolean keywordFollows(Cursor c) {
        int m = c.mark();
        if (c.acceptAny(", and", ",", "and") == null) return false;
        int k = c.mark();
        boolean another = c.peek() != null && c.peek().kind() == Token.Kind.QUOTED || NounGrammar.keyword(c) != null;
        c.reset(another ? k : m);
        return another;
    }

    /** A join and another exception: consumes the join; else the cursor is unchanged. */
    private static boolean exceptionFollows(Cursor c) {
        int m = c.mark();
        if (c.acceptAny(", and", ",", "and") == null) return false;
        if (c.at("it's") || c.at("it is") || c.at("it has") || c.at("it isn't legendary") || c.at("the token isn't legendary")
                || c.at("has") && !c.at("has this ability")) {
            return true;
        }
        c.reset(m);
        return false;
    }

    /** A join and another exception said of several tokens: consumes the join; else the cursor is unchanged. */
    private static boolean pluralExceptionFollows(Cursor c) {
        int m = c.mark();
        if (c.acceptAny(", and", ",", "and") == null) return false;
        if (c.at("they're") || c.at("they are") || c.at("they have")) return true;
        c.reset(m);
        return false;
    }

    /** "creatures" read as "creature" (a card type said of several tokens). */
    private static String singular(String w) {
        return w.endsWith("s") ? w.substring(0, w.length() - 1) : w;
    }

    /** "... isn't legendary if [it / equipped creature / that Dragon] is legendary": the same as without it. */
    private static void legendaryCondition(Cursor c) {
        int m = c.mark();
        if (!c.accept("if")) return;
        for (int i = 0; i < 4 && !c.atEnd(); i++) {
            if (c.accept("is legendary")) return;
            Token t = c.next();
            if (t.kind() == Token.Kind.PUNCT) break;
        }
        c.reset(m);
    }
}
