package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.StaticNode;

/**
 * Static and replacement lines:
 * <pre>
 * static := self "enters" ["the battlefield"] "tapped" "."
 *         | self "enters" ["the battlefield"] "with" count KIND "counter(s)" "on it" "."
 * self   := "~" | "this creature" | "this land" | "this artifact" | "this enchantment" | "this permanent"
 * </pre>
 */
public final class StaticGrammar {

    private StaticGrammar() {
    }

    /** The static ability {@code text} states, or throws {@link ParseFailure}. */
    public static StaticNode parse(String text) {
        Cursor c = Cursor.of(text);
        ReferenceGrammar.selfEnters(c);
        StaticNode node;
        if (c.accept("tapped")) {
            node = new StaticNode.EntersTapped();
        } else if (c.accept("with")) {
            EnteringCounters n = enteringCounters(c);
            node = new StaticNode.EntersWithCounters(n.kind(), n.amount());
        } else {
            throw c.fail("\"tapped\" or \"with\"");
        }
        c.expect(".");
        if (!c.atEnd()) throw c.fail("the end of the line");
        return node;
    }

    /** "N [kind] counter(s) on it" after "enters ... with" (614.1c): the kind ("+1/+1", "charge") and how many. */
    record EnteringCounters(String kind, AmountNode amount) {
    }

    static EnteringCounters enteringCounters(Cursor c) {
        AmountNode n = ReferenceGrammar.count(c);
        if (n == null) throw c.fail("a number");
        c.accept("additional"); // 614.1c: "three additional time counters": on top of those it enters with otherwise
        Token kind = c.next();
        if (kind.kind() != Token.Kind.PT && kind.kind() != Token.Kind.WORD) throw c.fail("a kind of counter");
        if (c.acceptAny("counters", "counter") == null) throw c.fail("\"counters\"");
        c.expect("on it");
        return new EnteringCounters(kind.kind() == Token.Kind.PT ? kind.text() : kind.lower(), n);
    }
}
