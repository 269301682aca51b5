package dev.arbiter.engine.layers;

import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.TurnHistory;

/**
 * Conditions on what has happened this turn (603.4: "if a creature died this turn", "if you attacked
 * this turn", "if you gained life this turn", "if an opponent lost life this turn"), read from the
 * turn's {@link TurnHistory}.
 */
final class ThisTurnConditions {
    private ThisTurnConditions() {
    }

    static boolean holds(GameState s, int controller, Condition.ThisTurn c) {
        TurnHistory h = s.turn().history();
        if (c.event() == Condition.ThisTurn.Event.CREATURE_DIED) { // 700.4
            if (c.who() == Relation.ANY) return h.creaturesDied() >= c.atLeast();
            int n = 0; // "died under your control": its controller as it left the battlefield (603.10a)
            for (TurnHistory.Died d : h.died()) if (s.relates(c.who(), controller, d.before().controller())) n++;
            return n >= c.atLeast();
        }
        for (int p = 0; p < s.playerCount(); p++) {
            if (!s.relates(c.who(), controller, p)) continue;
            int n = switch (c.event()) {
                case ATTACKED -> p == s.turn().active() && !s.turn().attacked().isEmpty() ? 1 : 0; // 508.1: only the active player attacks
                case GAINED_LIFE -> h.lifeGained(p); // 119.3
                case LOST_LIFE -> h.lifeLost(p);
                case LANDS_PLAYED -> s.player(p).landsPlayed(); // 305.2
                case PERMANENT_LEFT -> h.permanentsLeft(p); // 603.6c
                case DEALT_DAMAGE -> h.damageTaken(p); // 120.3a
                case CARDS_DRAWN -> h.cardsDrawn(p); // 121.1
                case SPELLS_CAST -> h.spellsCast(p); // 601.2i
                case DISCARDED -> s.turn().notes().discarded(p); // 701.8
                case CREATURE_DIED -> 0;
            };
            if (n >= c.atLeast()) return true;
        }
        return false;
    }
}
