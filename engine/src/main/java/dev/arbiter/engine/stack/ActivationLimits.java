package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Modification;
import io.vavr.collection.Vector;

/**
 * "Activate only once each turn" / "no more than twice each turn" (602.5b): how often an object's
 * ability was activated this turn, kept as an effect that ends with the turn (514.2). The count
 * follows the object, whoever controls it (602.5b); a new object (400.7) starts again.
 */
public final class ActivationLimits {
    private ActivationLimits() {
    }

    /** Whether {@code a} of {@code o} may not be activated again this turn. */
    public static boolean reached(GameState s, GameObject o, ActivatedAbility a) {
        if (a.perTurn() <= 0) return false;
        var ref = o.ref();
        int n = 0;
        for (ContinuousEffect e : s.effects()) {
            if (e.modification() instanceof Modification.ActivatedThisTurn t && t.ability().equals(a)
                    && e.affected().contains(ref)) {
                n++;
            }
        }
        return n >= a.perTurn();
    }

    /** Remembers one activation of a limited ability. */
    static void record(Ctx ctx, GameObject o, ActivatedAbility a) {
        if (a.perTurn() <= 0 && !dev.arbiter.engine.effects.ActivationCounts.asksCount(a.effect())) return;
        remember(ctx, o, a);
    }

    /** Remembers that {@code a} of {@code o} was activated this turn (also for 606.3, loyalty abilities). */
    static void remember(Ctx ctx, GameObject o, ActivatedAbility a) {
        ctx.s = ContinuousEffect.add(ctx.s, o.id(), o.controller(), new Modification.ActivatedThisTurn(a),
                Vector.of(o.ref()), Duration.UNTIL_END_OF_TURN);
    }
}
