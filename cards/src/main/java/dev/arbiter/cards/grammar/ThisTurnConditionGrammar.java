package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.ConditionNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;

/**
 * Conditions on what happened this turn, as intervening "if" clauses write them (603.4):
 * <pre>
 * this-turn := ("a creature" | "no creatures") "died this turn" | "~ dealt damage to" ("an opponent" | "a player") "this turn" | "a creature died under your control this turn" | "it wasn't the first land you played this turn"
 *            | entered-this-turn (EnteredThisTurnGrammar: "you had another creature enter the battlefield under your control this turn")
 *            | "you attacked with creatures with total power" number "or greater this combat"   (508.1: pack tactics)
 *            | player ("didn't" | "did not") ("lose life" | "gain life" | "attack" | "cast a spell") "this turn"
 *            | player ("attacked" | ("drew" | "drawn") ("a card" | number "or more cards") | "gained" [number "or more"] "life" | "lost" [number "or more"] "life" | ("was" | "has been") "dealt damage") "this turn"
 * player    := "you" | "you've" | "an opponent" | "a player" | "that player"   (the player the trigger named)
 * </pre>
 */
final class ThisTurnConditionGrammar {

    /** The event of "~ dealt damage to [an opponent | a player] this turn" (120.3). */
    static final String SELF_DEALT_DAMAGE = "~ dealt damage";

    private ThisTurnConditionGrammar() {
    }

    /** The condition at the cursor, or null with the cursor where it was. */
    static ConditionNode condition(Cursor c) {
        return c.attempt(ThisTurnConditionGrammar::parse);
    }

    private static ConditionNode parse(Cursor c) {
        if (c.accept("a creature died this turn")) return new ConditionNode.ThisTurn("died", null, 1); // 700.4
        if (c.accept("~ dealt damage to an opponent this turn")) { // 120.3: by the source itself
            return new ConditionNode.ThisTurn(SELF_DEALT_DAMAGE, new PlayerRef.EachOpponent(), 1);
        }
        if (c.accept("~ dealt damage to a player this turn")) return new ConditionNode.ThisTurn(SELF_DEALT_DAMAGE, new PlayerRef.EachPlayer(), 1);
        if (c.accept("a creature died under your control this turn")) { // 700.4: one you controlled as it died
            return new ConditionNode.ThisTurn("died", new PlayerRef.You(), 1);
        }
        if (c.accept("no creatures died this turn")) { // 700.4: none did
            return new ConditionNode.Not(new ConditionNode.ThisTurn("died", null, 1));
        }
        if (c.accept("it wasn't the first land you played this turn")) { // 305.2: the land just played is the second or later
            return new ConditionNode.ThisTurn("lands played", new PlayerRef.You(), 2);
        }
        if (c.accept("a permanent you controlled left the battlefield this turn")) { // 603.6c: revolt
            return new ConditionNode.ThisTurn("permanent left", new PlayerRef.You(), 1);
        }
        ConditionNode entered = EnteredThisTurnGrammar.condition(c); // 400.7: "you had a creature enter ... this turn"
        if (entered != null) return entered;
        PlayerRef who = c.accept("you've") || c.accept("you") ? new PlayerRef.You()
                : c.accept("an opponent") ? new PlayerRef.EachOpponent()
                : c.accept("a player") ? new PlayerRef.EachPlayer()
                : c.accept("that player") ? new PlayerRef.That("that player") : null; // 603.4: the player the trigger named
        if (who == null) return null;
        ConditionNode n;
        if (who instanceof PlayerRef.You && c.accept("cast")) { // 601.2i: "you've cast a noncreature spell this turn"
            int atLeast = 1;
            if (c.acceptAny("a", "an") == null) {
                AmountNode a = ReferenceGrammar.count(c);
                if (!(a instanceof AmountNode.Fixed f) || !c.accept("or more")) return null;
                atLeast = f.value();
            }
            dev.arbiter.cards.grammar.ast.Noun spell;
            try {
                spell = NounGrammar.noun(c);
            } catch (ParseFailure f) {
                return null;
            }
            if (!spell.hasHead("spell") && !spell.hasHead("spells") || spell.plural() != (atLeast > 1)) return null;
            return c.accept("this turn") ? new ConditionNode.SpellsCastThisTurn(spell, atLeast) : null;
        }
        if (c.acceptAny("didn't", "did not") != null) { // "you didn't lose life this turn": it did not happen (603.4)
            String verb = c.acceptAny("lose life", "gain life", "attack", "cast a spell");
            if (verb == null || !c.accept("this turn")) return null;
            return new ConditionNode.Not(new ConditionNode.ThisTurn(verb.equals("lose life") ? "lost life"
                    : verb.equals("gain life") ? "gained life" : verb.equals("cast a spell") ? "cast" : "attacked", who, 1)); // 601.2i
        }
        if (who instanceof PlayerRef.You && c.accept("attacked with creatures with total power")) { // 508.1: pack tactics
            AmountNode a = ReferenceGrammar.count(c);
            if (!(a instanceof AmountNode.Fixed f) || !c.accept("or greater this combat")) return null;
            return new ConditionNode.AttackedWithTotalPower(f.value());
        }
        if (c.accept("attacked")) {
            n = new ConditionNode.ThisTurn("attacked", who, 1); // 508.1
        } else if (c.accept("gained")) {
            int atLeast = 1;
            if (!c.at("life")) {
                AmountNode a = ReferenceGrammar.count(c);
                if (!(a instanceof AmountNode.Fixed f) || !c.accept("or more")) return null;
                atLeast = f.value();
            }
            c.expect("life");
            n = new ConditionNode.ThisTurn("gained life", who, atLeast); // 119.3
        } else if (!(who instanceof PlayerRef.You) && (c.accept("was dealt damage") || c.accept("has been dealt damage"))) {
            n = new ConditionNode.ThisTurn("dealt damage", who, 1); // 120.3a
        } else if (c.acceptAny("drew", "drawn", "has drawn") != null) { // 121.1: "you've drawn two or more cards this turn"
            int atLeast = 1;
            if (!c.accept("a card")) {
                AmountNode a = ReferenceGrammar.count(c);
                if (!(a instanceof AmountNode.Fixed f) || !c.accept("or more cards")) return null;
                atLeast = f.value();
            }
            n = new ConditionNode.ThisTurn("drew", who, atLeast);
        } else if (c.accept("lost life")) {
            n = new ConditionNode.ThisTurn("lost life", who, 1); // 119.3
        } else if (c.accept("lost")) { // "a player lost 4 or more life this turn" (119.3: the amount lost)
            AmountNode a = ReferenceGrammar.count(c);
            if (!(a instanceof AmountNode.Fixed f) || !c.accept("or more life")) return null;
            n = new ConditionNode.ThisTurn("lost life", who, f.value());
        } else {
            return null;
        }
        return c.accept("this turn") ? n : null;
    }
}
