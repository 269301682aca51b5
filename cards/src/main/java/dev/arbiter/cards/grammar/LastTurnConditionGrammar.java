package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.ConditionNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.PlayerRef;

/**
 * Conditions on what happened during the turn before this one, and on the cards discarded this turn, as intervening
 * "if" clauses write them (603.4; 701.8):
 * <pre>
 * turn-history := player "cast" ("a" | "an" | number "or more") spell-noun turn
 *               | player ("lost life" | "gained life" | "attacked" | "lost" number "or more life") "last turn"
 *               | "you had" ("a" | "an" | "another" | number "or more") noun "enter the battlefield under your control last turn"
 *               | player ("discarded" | "has discarded") ("a card" | number "or more cards") turn
 *               | opponent-entered (OpponentEnteredGrammar: "an opponent had an artifact enter the battlefield under their control this turn")
 * turn         := "this turn" | "last turn"
 * player       := "you" | "you've" | "an opponent" | "a player"
 * </pre>
 * "last turn" wraps the condition as it would read "this turn" in {@link ConditionNode.LastTurn}.
 */
final class LastTurnConditionGrammar {
    private static final String LAST_TURN = "last turn";
    private static final String ENTER = "enter the battlefield under your control last turn";

    private LastTurnConditionGrammar() {
    }

    /** The condition at the cursor, or null with the cursor where it was. */
    static ConditionNode condition(Cursor c) {
        return c.attempt(LastTurnConditionGrammar::parse);
    }

    private static ConditionNode parse(Cursor c) {
        ConditionNode opponents = OpponentEnteredGrammar.condition(c); // "an opponent had a creature enter ... this turn"
        if (opponents != null) return opponents;
        if (c.accept("you had")) return entered(c);
        PlayerRef who = c.accept("you've") || c.accept("you") ? new PlayerRef.You()
                : c.accept("an opponent") ? new PlayerRef.EachOpponent()
                : c.accept("a player") ? new PlayerRef.EachPlayer() : null;
        if (who == null) return null;
        if (c.accept("cast")) return cast(c, who);
        if (c.accept("discarded") || c.accept("has discarded")) { // 701.8
            int atLeast = c.accept("a card") ? 1 : orMore(c, "cards");
            if (atLeast < 1) return null;
            return turn(c, new ConditionNode.ThisTurn("discarded", who, atLeast));
        }
        String event = c.accept("lost life") ? "lost life" : c.accept("gained life") ? "gained life"
                : c.accept("attacked") ? "attacked" : null;
        int atLeast = 1;
        if (event == null && c.accept("lost")) { // 119.3: "lost 4 or more life"
            atLeast = orMore(c, "life");
            if (atLeast < 1) return null;
            event = "lost life";
        }
        if (event == null || !c.accept(LAST_TURN)) return null;
        return new ConditionNode.LastTurn(new ConditionNode.ThisTurn(event, who, atLeast));
    }

    /** "cast two or more spells last turn" (601.2i): spells of a kind, or any spells counted per player. */
    private static ConditionNode cast(Cursor c, PlayerRef who) {
        int atLeast = c.acceptAny("a", "an") != null ? 1 : orMore(c, null);
        if (atLeast < 1) return null;
        Noun spell;
        try {
            spell = NounGrammar.noun(c);
        } catch (ParseFailure f) {
            return null;
        }
        if (!spell.hasHead("spell") && !spell.hasHead("spells") || spell.plural() != (atLeast > 1)) return null;
        boolean plain = spell.heads().size() == 1 && spell.adjectives().isEmpty() && spell.subtypeModifiers().isEmpty()
                && spell.with().isEmpty() && spell.controller() == null && spell.zone() == null;
        if (plain) return turn(c, new ConditionNode.ThisTurn("cast", who, atLeast)); // any spells, counted per player
        if (!(who instanceof PlayerRef.You)) return null; // a spell of a kind: only yours
        return turn(c, new ConditionNode.SpellsCastThisTurn(spell, atLeast));
    }

    /** "you had another creature enter the battlefield under your control last turn" (400.7). */
    private static ConditionNode entered(Cursor c) {
        int atLeast = 1;
        boolean other = false;
        if (c.accept("another")) other = true;
        else if (c.acceptAny("a", "an") == null) atLeast = orMore(c, null);
        if (atLeast < 1) return null;
        Noun noun;
        try {
            noun = NounGrammar.noun(c);
        } catch (ParseFailure f) {
            return null;
        }
        if (noun.plural() != (atLeast > 1) || !c.accept(ENTER)) return null;
        return new ConditionNode.LastTurn(new ConditionNode.EnteredUnderYourControlThisTurn(noun, atLeast, other));
    }

    /** "this turn" keeps {@code n}; "last turn" wraps it; anything else: null. */
    private static ConditionNode turn(Cursor c, ConditionNode n) {
        if (c.accept("this turn")) return n;
        return c.accept(LAST_TURN) ? new ConditionNode.LastTurn(n) : null;
    }

    /** number "or more" [then {@code what}], the number; 0 when not there. */
    private static int orMore(Cursor c, String what) {
        AmountNode a = ReferenceGrammar.count(c);
        if (!(a instanceof AmountNode.Fixed f) || f.value() < 1 || !c.accept("or more")) return 0;
        return what == null || c.accept(what) ? f.value() : 0;
    }
}
