package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.Noun;

/**
 * Entering as a copy (707.9, 614.1c):
 * <pre>
 * copy-line := "you may have ~ enter the battlefield as a copy of" ("any" noun ["on the battlefield"] | "a" noun)
 *              [", except it's" ("a" | "an") TYPE "in addition to its other types" | ", except it has" abilities
 *               | ", except it enters with" ("X" | "an" | N) "additional" KIND ("counter" | "counters") "on it"] "."
 * </pre>
 * where {@code abilities} are keywords and quoted abilities as written (707.9b).
 */
public final class CopyGrammar {

    private CopyGrammar() {
    }

    /**
     * What a copy line says: the permanents it may copy, the card type its exception adds (null: none) and the
     * abilities it adds as written (null: none).
     */
    public record EntersAsCopy(Noun noun, String extraType, dev.arbiter.cards.grammar.ast.Granted extraAbilities, String counterKind, String counterCount,
                               boolean keepsColor) {
        public EntersAsCopy(Noun noun, String extraType, dev.arbiter.cards.grammar.ast.Granted extraAbilities, String counterKind, String counterCount) {
            this(noun, extraType, extraAbilities, counterKind, counterCount, false);
        }

        public EntersAsCopy(Noun noun, String extraType, dev.arbiter.cards.grammar.ast.Granted extraAbilities) {
            this(noun, extraType, extraAbilities, null, null);
        }
    }

    /** Parses {@code text} as a copy line, or throws {@link ParseFailure}. */
    public static EntersAsCopy parse(String text) {
        Cursor c = Cursor.of(text);
        c.expect("you may have ~ enter the battlefield as a copy of");
        if (c.acceptAny("any", "a", "an") == null) throw c.fail("\"any\"");
        Noun noun = NounGrammar.noun(c);
        c.accept("on the battlefield");
        String extra = null;
        boolean keepsColor = c.at(", except it doesn't copy that creature's color and it has"); // 707.9b
        if (keepsColor || c.at(", except it has")) { // 707.9b: "except it has haste and dethrone", "except it has "{X}: ...""
            c.expect(keepsColor ? ", except it doesn't copy that creature's color and it has" : ", except it has");
            Token first = c.peek();
            if (first == null) throw c.fail("the abilities it has");
            String abilities = text.substring(first.start()).strip();
            if (abilities.endsWith(".")) abilities = abilities.substring(0, abilities.length() - 1).strip();
            return new EntersAsCopy(noun, null, GrantedListGrammar.read(abilities), null, null, keepsColor);
        }
        if (c.accept(", except it enters with")) { // 614.1c: "except it enters with X additional +1/+1 counters on it"
            Token n = c.next();
            if (n == null || !(n.is("x") || n.is("an") || n.kind() == Token.Kind.NUMBER)) throw c.fail("how many counters");
            c.expect("additional");
            Token kind = c.next();
            if (kind == null || kind.kind() != Token.Kind.PT && kind.kind() != Token.Kind.WORD) throw c.fail("a counter kind");
            if (c.acceptAny("counters", "counter") == null) throw c.fail("\"counters\"");
            c.expect("on it");
            c.expect(".");
            if (!c.atEnd()) throw c.fail("the end of the line");
            return new EntersAsCopy(noun, null, null, kind.text(), n.is("an") ? "1" : n.text());
        }
        if (c.accept(", except it's")) {
            if (c.acceptAny("a", "an") == null) throw c.fail("\"a\" or \"an\"");
            Token t = c.next();
            if (t.kind() != Token.Kind.WORD) throw c.fail("a card type");
            extra = t.lower();
            c.expect("in addition to its other types");
        }
        c.expect(".");
        if (!c.atEnd()) throw c.fail("the end of the line");
        return new EntersAsCopy(noun, extra, null);
    }
}
