package dev.arbiter.engine.turn;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.effects.Amounts;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.PendingTrigger;

/**
 * 601.2c via 603.3d: a triggered ability whose number of targets is an X defined by a count ("return up to X target
 * creature cards ..., where X is the number of times ~ was kicked") has that X counted as it is put on the stack, when
 * its targets are chosen; the number is kept as the ability's X (its amount), which its effect reads as it resolves.
 */
final class TriggerXOnStack {
    private TriggerXOnStack() {
    }

    /** {@code t} with its amount the count of {@code xf} now (never below 0, 107.1b). */
    static PendingTrigger fix(GameState s, PendingTrigger t, Effect.XFixedOnStack xf) {
        int x = Math.max(0, Amounts.value(s, xf.x(), t.source(), t.controller(), t.amount(), t.thatPlayer()));
        return new PendingTrigger(t.source(), t.controller(), t.ability(), t.thatPlayer(), t.thatObject(),
                t.sourceZoneChanges(), x, t.boundTargets());
    }
}
