package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Who;

/** The player of "the life [player] lost this turn" (119.3), as words. */
final class LifeLostText {
    private LifeLostText() {
    }

    static String who(Who who) {
        if (who instanceof Who.You) return "you";
        if (who instanceof Who.EachOpponent) return "your opponents";
        if (who instanceof Who.ThatPlayer) return "that player";
        return "the player";
    }
}
