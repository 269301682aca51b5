package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Modification;

/**
 * "If this ability has been activated N or more times this turn" (602.2, 608.2c): the activations of an ability are
 * remembered for the turn ({@link Modification.ActivatedThisTurn}, kept by the stack package as it activates one whose
 * effect asks, and for "activate only N times each turn", 602.5b) on the object as it is (400.7: a new object starts again).
 */
public final class ActivationCounts {
    private ActivationCounts() {
    }

    /** Whether {@code e} asks how often its ability was activated this turn. */
    public static boolean asksCount(Effect e) {
        if (e instanceof Effect.IfActivatedTimes) return true;
        if (e instanceof Effect.Sequence s) {
            for (Effect part : s.effects()) if (asksCount(part)) return true;
        }
        return false;
    }

    /** How many times this turn the ability of {@code source} whose effect holds {@code asking} was activated. */
    static int count(GameState s, int source, Effect.IfActivatedTimes asking) {
        if (source < 0) return 0;
        var ref = s.object(source).ref();
        int n = 0;
        for (ContinuousEffect e : s.effects()) {
            if (e.modification() instanceof Modification.ActivatedThisTurn t && e.affected().contains(ref)
                    && holds(t.ability().effect(), asking)) {
                n++;
            }
        }
        return n;
    }

    private static boolean holds(Effect e, Effect.IfActivatedTimes asking) {
        if (e.equals(asking)) return true;
        if (e instanceof Effect.Sequence s) {
            for (Effect part : s.effects()) if (holds(part, asking)) return true;
        }
        return false;
    }
}
