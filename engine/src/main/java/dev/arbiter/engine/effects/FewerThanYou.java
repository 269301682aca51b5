package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameState;

/** "for each opponent who controls fewer creatures than you" (102.1, 107.1): counted on the battlefield as it is now. */
final class FewerThanYou {

    private FewerThanYou() {
    }

    static int count(GameState s, int source, int controller, ObjectFilter filter) {
        int yours = controlled(s, source, filter, controller);
        int n = 0;
        for (int p = 0; p < s.playerCount(); p++) {
            if (p != controller && s.areOpponents(controller, p) && s.player(p).inGame()
                    && controlled(s, source, filter, p) < yours) {
                n++;
            }
        }
        return n;
    }

    private static int controlled(GameState s, int source, ObjectFilter filter, int player) {
        int n = 0;
        for (int id : s.battlefield()) {
            if (s.object(id).controller() == player && Affecting.matches(s, source, filter, s.object(id), Layers.of(s, id))) n++;
        }
        return n;
    }
}
