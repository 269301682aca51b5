package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Who;

/** The words of {@link Amount.CountedThisTurn} after its noun: "you've cast this turn" (601.2i, 121.1). */
final class ThisTurnCountText {

    private ThisTurnCountText() {
    }

    static String did(Amount.CountedThisTurn a) {
        String who = a.who() instanceof Who.You ? "you've" : a.who() instanceof Who.ThatPlayer ? "that player has"
                : a.who() instanceof Who.EachOpponent ? "your opponents have" : "they've";
        return who + (a.spells() ? " cast" : " drawn") + " this turn";
    }
}
