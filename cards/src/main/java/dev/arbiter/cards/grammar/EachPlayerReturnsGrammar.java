package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;

import java.util.ArrayList;
import java.util.List;

/**
 * Each player returning the cards of their own graveyard (101.4, 110.2):
 * <pre>
 * each-returns := "each player returns all" plural-card-noun "from their graveyard to the battlefield"
 * </pre>
 * read as "return all [cards] from all graveyards to the battlefield under their owners' control": every player's
 * cards enter at once, each under the control of the player who returned it, its owner.
 */
final class EachPlayerReturnsGrammar {

    private static final List<Token> RETURN_ALL = List.copyOf(Tokenizer.tokens("return all"));
    private static final List<Token> FROM_ALL = List.copyOf(Tokenizer.tokens(
            "from all graveyards to the battlefield under their owners' control"));

    private EachPlayerReturnsGrammar() {
    }

    /** The clause at the cursor, or null with the cursor unchanged. */
    static EffectNode clause(Cursor c) {
        int m = c.mark();
        if (!c.accept("each player returns all")) return null;
        int start = c.mark();
        while (!c.atEnd() && !c.at("from their graveyard to the battlefield")) c.next();
        if (c.atEnd()) {
            c.reset(m);
            return null;
        }
        List<Token> moved = new ArrayList<>(RETURN_ALL);
        moved.addAll(c.tokens(start, c.mark()));
        moved.addAll(FROM_ALL);
        c.accept("from their graveyard to the battlefield");
        Cursor sub = new Cursor(moved);
        EffectNode n = ReturnAllGrammar.verb(sub);
        if (n instanceof EffectNode.ReturnAllCards r && !r.underYourControl() && !r.put() && sub.atEnd()) return n;
        c.reset(m);
        return null;
    }
}
