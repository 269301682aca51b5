package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.ReplacementNode;

import java.util.ArrayList;
import java.util.List;

/**
 * Entering replacements and uncounterable spells:
 * <pre>
 * line    := self "enters" ["the battlefield"] "tapped unless you control" controls "."
 *          | self "enters" ["the battlefield"] "tapped with" count KIND "counter(s) on it" "."
 *          | ("this spell" | "~") "can't be countered" "."
 *          | noun "can't be countered" "."                 (a noun of spells: "Creature spells", "Green spells you control")
 * controls := ("a" | "an") noun ("or" ("a" | "an") noun)*
 *          | N "or" ("more" | "fewer") ["other"] noun
 * </pre>
 */
public final class ReplacementGrammar {

    private ReplacementGrammar() {
    }

    /** The line {@code text} as a replacement node, or throws {@link ParseFailure}. */
    public static ReplacementNode parse(String text) {
        Cursor c = Cursor.of(text);
        ReplacementNode node;
        if (c.accept("this spell can't be countered") || c.accept("~ can't be countered")) {
            node = new ReplacementNode.CantBeCountered(null);
        } else if (c.acceptAny("~", "this creature", "this land", "this artifact", "this enchantment", "this permanent") != null) {
            c.expect("enters");
            c.accept("the battlefield");
            c.expect("tapped");
            if (c.accept("with")) {
                AmountNode n = ReferenceGrammar.count(c);
                if (n == null) throw c.fail("a number");
                Token kind = c.next();
                if (kind.kind() != Token.Kind.PT && kind.kind() != Token.Kind.WORD) throw c.fail("a kind of counter");
                if (c.acceptAny("counters", "counter") == null) throw c.fail("\"counters\"");
                c.expect("on it");
                node = new ReplacementNode.EntersTappedWithCounters(
                        kind.kind() == Token.Kind.PT ? kind.text() : kind.lower(), n);
            } else {
                c.expect("unless you control");
                node = controls(c);
            }
        } else {
            Noun spells = NounGrammar.noun(c);
            if (!spells.hasHead("spell") || !spells.plural()) throw c.fail("spells");
            c.expect("can't be countered");
            node = new ReplacementNode.CantBeCountered(spells);
        }
        c.expect(".");
        if (!c.atEnd()) throw c.fail("the end of the line");
        return node;
    }

    private static ReplacementNode controls(Cursor c) {
        int m = c.mark();
        AmountNode n = ReferenceGrammar.count(c);
        if (n instanceof AmountNode.Fixed f && !c.at("or") && f.value() == 1) {
            // "a Swamp or a Mountain", "an Island"
            c.reset(m);
            List<Noun> any = new ArrayList<>();
            do {
                if (c.acceptAny("a", "an") == null) throw c.fail("\"a\"");
                any.add(NounGrammar.noun(c));
            } while (c.accept("or"));
            return new ReplacementNode.EntersTappedUnless(any, null, 1, true);
        }
        if (!(n instanceof AmountNode.Fixed f)) throw c.fail("a number");
        boolean more;
        if (c.accept("or more")) more = true;
        else if (c.accept("or fewer")) more = false;
        else throw c.fail("\"or more\" or \"or fewer\"");
        c.accept("other");
        Noun counted = NounGrammar.noun(c);
        if (!counted.plural()) throw c.fail("a plural noun");
        return new ReplacementNode.EntersTappedUnless(List.of(), counted, f.value(), more);
    }
}
