package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EntryReplacementNode;
import dev.arbiter.cards.grammar.ast.Noun;

/**
 * Replacements of entering and of token creation (614.1a, 614.1c, 614.12):
 * <pre>
 * line    := counters | escapes | unpaid | plus
 * escapes := "~ escapes with" N KIND ("counter" | "counters") "on it" ["."]
 * counters:= "~ enters" ["the battlefield"] "with" N PT ("counter" | "counters") "on it"
 *            ["for each creature card in your graveyard"] "."
 * unpaid  := "If ~ would enter the battlefield," ["you may"] ("sacrifice" | "discard") ("a" | "an" | N) noun
 *            "instead." "If you do, put ~ onto the battlefield." "If you don't, put it into its owner's graveyard."
 * plus    := "If you would create one or more" SUBTYPE "tokens, instead create those tokens plus"
 *            ("an additional" | N "additional") SUBTYPE ("token" | "tokens") "."
 * </pre>
 */
public final class EntryReplacementGrammar {

    private EntryReplacementGrammar() {
    }

    /** The reading of the whole of {@code text}, or null. */
    public static EntryReplacementNode read(String text) {
        String t = text.strip();
        Cursor c = Cursor.of(t);
        EntryReplacementNode node = c.attempt(x -> line(x, t));
        return node != null && c.atEnd() ? node : null;
    }

    private static EntryReplacementNode line(Cursor c, String text) {
        if (c.accept("~ enters")) return counters(c);
        if (c.accept("~ escapes with")) return escapes(c);
        if (c.accept("if ~ would enter the battlefield ,")) return unpaid(c, text);
        if (c.accept("if you would create one or more")) return plus(c);
        return null;
    }

    private static EntryReplacementNode counters(Cursor c) {
        c.accept("the battlefield");
        c.expect("with");
        Integer n = fixed(c);
        Token pt = c.peek();
        if (n == null || n < 1 || pt == null || !signedPt(pt)) return null;
        c.next();
        if (c.acceptAny("counters", "counter") == null) return null;
        c.expect("on it");
        boolean each = c.accept("for each creature card in your graveyard");
        c.expect(".");
        return new EntryReplacementNode.EntersWithCounters(n, pt.text(), each);
    }

    private static EntryReplacementNode escapes(Cursor c) {
        Integer n = fixed(c);
        Token kind = c.peek();
        if (n == null || n < 1 || kind == null || kind.kind() != Token.Kind.WORD && kind.kind() != Token.Kind.PT) return null;
        c.next();
        if (c.acceptAny("counters", "counter") == null) return null;
        c.expect("on it");
        c.accept(".");
        return new EntryReplacementNode.EscapesWith(n, kind.lower());
    }

    /** "+1/+1", "-1/-1": signed whole numbers on both sides. */
    private static boolean signedPt(Token t) {
        if (t.kind() != Token.Kind.PT) return false;
        String[] parts = t.text().split("/", -1);
        return parts.length == 2 && signed(parts[0]) && signed(parts[1]);
    }

    private static boolean signed(String s) {
        if (s.length() < 2 || s.charAt(0) != '+' && s.charAt(0) != '-') return false;
        for (int i = 1; i < s.length(); i++) {
            if (!Character.isDigit(s.charAt(i))) return false;
        }
        return true;
    }

    private static EntryReplacementNode unpaid(Cursor c, String text) {
        boolean may = c.accept("you may");
        String verb = c.acceptAny("sacrifice", "discard");
        if (verb == null) return null;
        int from = c.mark();
        int count = 1;
        if (c.acceptAny("a", "an") == null) {
            AmountNode n = ReferenceGrammar.count(c);
            if (!(n instanceof AmountNode.Fixed f) || f.value() < 2) return null;
            count = f.value();
        }
        Noun noun = NounGrammar.noun(c);
        int to = c.mark();
        c.expect("instead .");
        c.expect("if you do , put ~ onto the battlefield .");
        c.expect("if you don't , put it into its owner's graveyard .");
        String what = text.substring(c.tokens(from, to).get(0).start(), c.tokens(to, to + 1).get(0).start()).strip();
        return new EntryReplacementNode.EnterUnlessPaid(may, verb.equals("discard"), count, noun, what);
    }

    private static EntryReplacementNode plus(Cursor c) {
        String subtype = subtype(c);
        c.expect("tokens , instead create those tokens plus");
        int plus;
        if (c.accept("an additional")) {
            plus = 1;
        } else {
            Integer n = fixed(c);
            if (n == null) return null;
            plus = n;
            c.expect("additional");
        }
        String again = subtype(c);
        if (plus < 1 || subtype == null || !subtype.equals(again)) return null;
        if (!c.accept(plus == 1 ? "token" : "tokens")) return null;
        c.expect(".");
        return new EntryReplacementNode.TokensPlus(subtype, plus);
    }

    /** A capitalised word of letters only ("Treasure"), as written. */
    private static String subtype(Cursor c) {
        Token t = c.peek();
        if (t == null || !t.capitalised() || t.text().length() < 2) return null;
        for (int i = 0; i < t.text().length(); i++) {
            char ch = t.text().charAt(i);
            if (!(ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z')) return null;
        }
        c.next();
        return t.text();
    }

    /** A fixed count ("a", "two", "3"), or null (nothing consumed for "X"). */
    private static Integer fixed(Cursor c) {
        int m = c.mark();
        AmountNode n = ReferenceGrammar.count(c);
        if (n instanceof AmountNode.Fixed f) return f.value();
        c.reset(m);
        return null;
    }
}
