package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.PlayerRef;

/**
 * "Return all" phrases that say whose objects by owner or by graveyard:
 * <pre>
 * return-all := "return all" plural-noun player ("owns" | "own") "to" ("their" | "your" | "its owner's") "hand"
 *             | "return all" plural-card-noun "from" zone "to the battlefield"
 *             | "return to the battlefield all" plural-card-noun "in" zone
 *               ["under their owners' control" | "under your control"]
 * </pre>
 * The verb comes after "you" (a command); the cursor is left where it was when the phrase does not come next.
 */
public final class ReturnAllGrammar {

    private ReturnAllGrammar() {
    }

    /** The phrase at the cursor, or null (cursor unchanged). */
    static EffectNode verb(Cursor c) {
        return c.attempt(ReturnAllGrammar::read);
    }

    private static EffectNode read(Cursor c) {
        boolean put = c.accept("put all"); // "put all ... cards from ... onto the battlefield" (110.2)
        boolean front = !put && c.accept("return to the battlefield all"); // the destination before the cards (110.2)
        if (!put && !front && !c.accept("return all")) return null;
        Noun noun = NounGrammar.noun(c);
        if (!noun.plural()) return null;
        if (noun.hasHead("card")) {
            if (noun.zone() == null || !front && !c.accept(put ? "onto the battlefield" : "to the battlefield")) return null;
            boolean yours = c.accept("under your control");
            boolean owners = !yours && c.acceptAny("under their owners' control", "under their owner's control") != null;
            // 110.2: without words, cards from other players' graveyards would still enter under their owners' control
            if (!yours && !owners && !"your graveyard".equals(noun.zone())) return null;
            return new EffectNode.ReturnAllCards(noun, yours, put);
        }
        if (put || front) return null;
        PlayerRef owner;
        if ("you own".equals(noun.controller())) {
            owner = new PlayerRef.You();
            if (!c.accept("to your hand")) return null;
        } else {
            if (noun.controller() != null) return null;
            owner = ReferenceGrammar.player(c);
            if (owner instanceof PlayerRef.You || !c.accept("owns")) return null;
            if (c.acceptAny("to their hand", "to their owner's hand", "to their owners' hands", "to its owner's hand") == null) {
                return null;
            }
        }
        return new EffectNode.ReturnAllOwned(noun, owner);
    }
}
