package dev.arbiter.engine.events;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.layers.PartKinds;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;

/**
 * The triggers of {@link dev.arbiter.engine.ability.ObjectHistoryTriggers}: a host turned face up (708.8) and "~ attacks
 * for the first time each turn" (508.3a, 603.2).
 */
final class ObjectHistoryEvents {
    private ObjectHistoryEvents() {
    }

    static void emit(Ctx ctx, GameEvent event) {
        if (event instanceof GameEvent.TurnedFaceUp f) { // 708.8: an Aura or Equipment on the permanent turned face up
            if (!PartKinds.mayHave(ctx.s, Trigger.HostTurnedFaceUp.class)) return;
            for (int id : Layers.triggerSources(ctx.s)) {
                GameObject o = ctx.s.object(id);
                if (o.attachedTo() != f.permanent()) continue;
                add(ctx, ctx.s, o, Trigger.HostTurnedFaceUp.class, ctx.s.object(f.permanent()).controller(), f.permanent());
            }
        } else if (event instanceof GameEvent.AttackersDeclared a) {
            if (!PartKinds.mayHave(ctx.s, Trigger.AttacksFirstTimeEachTurn.class)) return;
            for (int attacker : a.attackers()) {
                GameObject o = ctx.s.object(attacker);
                if (o.zone() != Zone.BATTLEFIELD || timesAttacked(ctx.s, o.ref()) != 1) continue; // 508.1: this declaration is its first
                add(ctx, ctx.s, o, Trigger.AttacksFirstTimeEachTurn.class, Triggers.defendingPlayer(ctx.s, attacker), -1);
            }
        }
    }

    /** How many times {@code ref} was declared as an attacker this turn (508.1, the turn's record). */
    private static int timesAttacked(GameState s, Target.Object ref) {
        int n = 0;
        for (Target.Object t : s.turn().attacked()) if (t.equals(ref)) n++;
        return n;
    }

    private static void add(Ctx ctx, GameState s, GameObject source, Class<? extends Trigger> kind, int thatPlayer, int thatObject) {
        for (Ability ab : Layers.of(s, source.id()).abilities()) {
            if (ab instanceof TriggeredAbility t && kind.isInstance(t.trigger())) Triggers.add(ctx, source, t, thatPlayer, thatObject);
        }
    }
}
