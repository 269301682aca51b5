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
 */
final class KeepChosenGrammar {

    private KeepChosenGrammar() {
    }

    /** The keep-and-sacrifice node, or null with the cursor unchanged. */
    static EffectNode verb(Cursor c, PlayerRef who, boolean third) {
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
}
