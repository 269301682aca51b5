package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.PlayerRef;

/**
 * Keeping some permanents and sacrificing the others (701.17a):
 * <pre>
 * keep := ("choose" | "chooses") COUNT noun ("you control" | "they control") (", then" | "and" | "then")
 *         ("sacrifice" | "sacrifices") "the rest"
 * </pre>
 * "Each player chooses three permanents they control, then sacrifices the rest."
 * <pre>
 * all  := ("sacrifice" | "sacrifices") "all" noun ("you control" | "they control") ["except for" COUNT]
 * </pre>
 * "Each player sacrifices all lands they control except for three." (keep = 3), "Sacrifice all lands you control." (0)
 */
final class KeepChosenGrammar {

    private KeepChosenGrammar() {
    }

    /** The keep-and-sacrifice node, or null with the cursor unchanged. */
    static EffectNode verb(Cursor c, PlayerRef who, boolean third) {
        EffectNode all = all(c, who, third);
        if (all != null) return all;
        int m = c.mark();
        if (!c.accept(third ? "chooses" : "choose")) return null;
        AmountNode k = ReferenceGrammar.count(c);
        if (!(k instanceof AmountNode.Fixed f) || f.value() < 1) {
            c.reset(m);
            return null;
        }
        Noun n = NounGrammar.nounOrReset(c, m);
        if (n == null) return null;
        String own = third ? "they control" : "you control";
        boolean controlled = own.equals(n.controller());
        if (!controlled && n.controller() == null && c.accept(own)) controlled = true;
        if (!controlled || n.zone() != null || c.acceptAny(", then", "and", "then") == null
                || !c.accept(third ? "sacrifices the rest" : "sacrifice the rest")) {
            c.reset(m);
            return null;
        }
        Noun kept = new Noun(n.adjectives(), n.heads(), n.subtypeModifiers(), null, n.with(), n.plural(), null);
        return new EffectNode.SacrificeAllButChosen(who, kept, f.value());
    }

    /**
     * 701.17a: "sacrifice(s) all [noun] (you | they) control [except for N]" — every one of them that matches, at once (all
     * but N of the player's choice with "except for N"); null with the cursor unchanged otherwise.
     */
    private static EffectNode all(Cursor c, PlayerRef who, boolean third) {
        int m = c.mark();
        if (!c.accept(third ? "sacrifices all" : "sacrifice all")) return null;
        if (c.at("other") || c.at("but")) { // "all other permanents", "all but that many": not read here
            c.reset(m);
            return null;
        }
        Noun n = NounGrammar.nounOrReset(c, m);
        if (n == null) return null;
        String own = third ? "they control" : "you control";
        java.util.List<String> adjectives = new java.util.ArrayList<>(n.adjectives());
        if (n.controller() == null && c.accept(own)) { // "they control" is no noun's own: "that are ..." after it
            AdjectiveGrammar.thatsAdjectives(c, true, adjectives);
        } else if (!own.equals(n.controller())) {
            c.reset(m);
            return null;
        }
        if (!n.plural() || n.zone() != null) {
            c.reset(m);
            return null;
        }
        int keep = 0;
        if (c.accept("except for")) {
            AmountNode k = ReferenceGrammar.count(c);
            if (!(k instanceof AmountNode.Fixed f) || f.value() < 1) {
                c.reset(m);
                return null;
            }
            keep = f.value();
        }
        Noun kept = new Noun(adjectives, n.heads(), n.subtypeModifiers(), null, n.with(), n.plural(), null);
        return new EffectNode.SacrificeAllButChosen(who, kept, keep);
    }
}
