package dev.arbiter.engine.events;

import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Modification;
import io.vavr.collection.Vector;

/**
 * "This ability triggers only once each turn" (603.2): such an ability (its intervening condition holds
 * {@link Condition.OnlyOnceEachTurn}) triggers only if the turn's record ({@link Modification.TriggeredThisTurn} on its
 * source, ending in the cleanup step) doesn't show it triggered already; when it triggers, the record is made.
 */
final class OnceEachTurn {
    private OnceEachTurn() {
    }

    /** True when {@code t} may trigger now (recording that it did when it is limited); false when it triggered this turn. */
    static boolean first(Ctx ctx, GameObject source, TriggeredAbility t) {
        if (!asked(t.interveningIf())) return true;
        var ref = source.ref();
        for (ContinuousEffect e : ctx.s.effects()) {
            if (e.modification() instanceof Modification.TriggeredThisTurn r && r.ability().equals(t) && e.affected().contains(ref)) {
                return false;
            }
        }
        ctx.s = ContinuousEffect.add(ctx.s, source.id(), source.controller(), new Modification.TriggeredThisTurn(t),
                Vector.of(ref), Duration.UNTIL_END_OF_TURN);
        return true;
    }

    private static boolean asked(Condition c) {
        if (c instanceof Condition.OnlyOnceEachTurn) return true;
        return c instanceof Condition.Both b && (asked(b.first()) || asked(b.second()));
    }
}
