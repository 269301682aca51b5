package dev.arbiter.engine.events;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Madness;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;
import io.vavr.collection.Vector;

import java.util.List;

/**
 * Madness (702.35a): a card with madness that would be discarded is exiled instead (a
 * {@link Modification.MadnessExiled} record names the exiled object, so the move still counts as a
 * discard, 701.8a), and then "When this card is exiled this way" its owner may cast it for the
 * madness cost (resolved by the stack package).
 */
public final class MadnessTrigger {
    private MadnessTrigger() {
    }

    /** The madness ability of card {@code id} if it is in a hand, about to be discarded; else null. */
    public static Madness discarded(GameState s, int id) {
        GameObject o = s.object(id);
        if (o.zone() != Zone.HAND) return null;
        for (Ability a : o.card().baseCharacteristics().abilities()) if (a instanceof Madness m) return m;
        return null;
    }

    /** The state with card {@code id}, about to move from its hand to exile, marked as exiled by madness. */
    public static GameState mark(GameState s, int id) {
        GameObject o = s.object(id);
        return ContinuousEffect.add(s, id, o.owner(), new Modification.MadnessExiled(),
                Vector.of(new Target.Object(id, o.zoneChanges() + 1)), Duration.INDEFINITE); // 400.7: the exiled object
    }

    /** Whether {@code exiled} (just moved from a hand to exile) was exiled by its madness ability (a discard). */
    static boolean exiledThisWay(GameState s, GameObject exiled) {
        if (exiled.zone() != Zone.EXILE) return false;
        for (ContinuousEffect e : s.effects()) {
            if (e.source() == exiled.id() && e.modification() instanceof Modification.MadnessExiled
                    && e.affected().get(0).zoneChanges() == exiled.zoneChanges()) {
                return true;
            }
        }
        return false;
    }

    /** 702.35a: "When this card is exiled this way, ..." triggers for its owner. */
    static void check(Ctx ctx, GameEvent.ZoneChange z) {
        if (z.from() != Zone.HAND || z.to() != Zone.EXILE || !exiledThisWay(ctx.s, z.after())) return;
        for (Ability a : z.after().card().baseCharacteristics().abilities()) {
            if (a instanceof Madness m) {
                TriggeredAbility t = new TriggeredAbility(new Trigger.ExiledWithMadness(), List.of(),
                        new Effect.CastWithMadness(m.cost()), "Madness " + m.cost());
                Triggers.add(ctx, z.after(), t, z.after().owner(), z.after().id());
                return;
            }
        }
    }
}
