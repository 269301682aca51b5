package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;

import java.util.ArrayList;
import java.util.List;

/**
 * Keeping as many as the player who has the fewest (701.17a, 701.8a), read as whole sentences:
 * <pre>
 * balance := "each player chooses a number of" noun ["they control"] "equal to the number of" noun
 *            "controlled by the player who controls the fewest , then sacrifices the rest"
 *            ["." ("players" | "each player") step ("and" step)* "the same way"]
 * step    := ("discard" | "discards") "cards" | ("sacrifice" | "sacrifices") noun
 * </pre>
 * Both nouns are the same plural noun, with no controller or zone of their own. The last period is left to the caller.
 */
final class BalanceGrammar {
    private BalanceGrammar() {
    }

    /** The sentences at the cursor, or null (cursor unchanged). */
    static EffectNode sentences(Cursor c) {
        if (!c.at("each player chooses a number of")) return null;
        int m = c.mark();
        try {
            c.expect("each player chooses a number of");
            Noun noun = kept(c);
            if ("they control".equals(noun.controller())) noun = withoutController(noun);
            else c.expect("they control");
            c.expect("equal to the number of");
            Noun again = kept(c);
            if (!same(noun, again)) throw c.fail("the same noun");
            c.expect("controlled by the player who controls the fewest , then sacrifices the rest");
            List<Noun> out = new ArrayList<>();
            out.add(noun);
            int end = c.mark();
            if (c.accept(".") && c.acceptAny("players", "each player") != null) { // "Players discard cards ... the same way."
                do {
                    if (c.acceptAny("discard cards", "discards cards") != null) {
                        out.add(null); // 701.8a: cards in hand
                    } else if (c.acceptAny("sacrifice", "sacrifices") != null) {
                        out.add(kept(c));
                    } else {
                        throw c.fail("\"discard cards\" or \"sacrifice\"");
                    }
                } while (c.accept("and"));
                c.expect("the same way");
            } else {
                c.reset(end);
            }
            return new EffectNode.KeepAsManyAsFewest(out);
        } catch (ParseFailure f) {
            c.reset(m);
            return null;
        }
    }

    /** A plural noun of permanents with no zone ("lands", "creatures", "permanents"). */
    private static Noun kept(Cursor c) {
        Noun n = NounGrammar.noun(c);
        if (!n.plural() || n.zone() != null) throw c.fail("a plural noun");
        if (n.controller() != null && !"they control".equals(n.controller())) throw c.fail("a noun without a controller");
        return n;
    }

    private static Noun withoutController(Noun n) {
        return new Noun(n.adjectives(), n.heads(), n.subtypeModifiers(), null, n.with(), n.plural(), null);
    }

    private static boolean same(Noun a, Noun b) {
        return a.heads().equals(b.heads()) && a.adjectives().equals(b.adjectives()) && b.controller() == null
                && a.subtypeModifiers().equals(b.subtypeModifiers()) && a.with().equals(b.with());
    }
}
