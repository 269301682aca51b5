package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.ConditionNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.PlayerRef;

/**
 * What another player controls, as an intervening "if" clause says it (603.4):
 * <pre>
 * condition := ("that player" | "defending player") "controls" count noun | "your opponents control" count noun
 *            | "an opponent controls" count noun                                  (one opponent's permanents, 102.3)
 *            | "it's" ["not"] "that player's turn"                                                        (102.1)
 * </pre>
 */
final class PlayerControlsConditionGrammar {

    private PlayerControlsConditionGrammar() {
    }

    /** The condition at the cursor, or null with the cursor unchanged. */
    static ConditionNode condition(Cursor c) {
        if (c.accept("it's that player's turn")) return new ConditionNode.ThatPlayersTurn(true); // 102.1: the trigger's player
        if (c.accept("it's not that player's turn")) return new ConditionNode.ThatPlayersTurn(false);
        int m = c.mark();
        try {
            PlayerRef who;
            if (c.accept("your opponents control")) {
                who = new PlayerRef.EachOpponent();
            } else if (c.accept("an opponent controls")) {
                who = new PlayerRef.That("an opponent"); // 102.3: some one opponent (PlayerControlsLowering)
            } else {
                String that = c.acceptAny("that player controls", "defending player controls");
                if (that == null) return null;
                who = new PlayerRef.That(that.substring(0, that.length() - " controls".length()));
            }
            ConditionNode.Count n = ConditionGrammar.count(c);
            Noun noun = NounGrammar.noun(c);
            if (noun.controller() != null || noun.zone() != null || !c.at(",")) {
                c.reset(m);
                return null;
            }
            return new ConditionNode.PlayerControls(who, n, noun);
        } catch (ParseFailure f) {
            c.reset(m);
            return null;
        }
    }
}
