package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.PendingTrigger;
import dev.arbiter.engine.state.StackItem;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;
import io.vavr.collection.Vector;

/**
 * "~ deals damage equal to its power", "you gain life equal to ~'s toughness" (208.1, 202.3): the
 * source's power, toughness or mana value, read as the effect happens; a source that left the
 * battlefield is read as it last existed there (608.2h). A permanent that leaves while one of its
 * abilities is on the stack or waiting to be put there (a "dies" trigger included) is remembered: a
 * non-layer {@link Modification.LastKnownStats} naming the object it was, until the turn ends.
 */
public final class LastKnownStats {
    private LastKnownStats() {
    }

    /**
     * The layered power, toughness and mana value of permanent {@code id} just before it moves, when an
     * ability of it may read them afterwards (one on the stack or waiting, or a triggered ability that
     * may trigger on its leaving); else null.
     */
    static int[] before(Ctx ctx, int id) {
        GameObject o = ctx.s.object(id);
        if (o.zone() != Zone.BATTLEFIELD || !mayRead(ctx, o)) return null;
        Characteristics ch = Layers.of(SimultaneousMoves.asBefore(ctx, id), id); // 704.3: just before the event
        return new int[] {ch.power(), ch.toughness(), ch.manaCost() == null ? 0 : ch.manaCost().manaValue()};
    }

    private static boolean mayRead(Ctx ctx, GameObject o) {
        if (LastKnownCounters.abilityPendingOf(ctx, o.id())) return true;
        for (Ability a : o.card().baseCharacteristics().abilities()) if (a instanceof TriggeredAbility) return true;
        return false;
    }

    /** Remembers the stats {@code before} had as it left the battlefield, if an ability of it may still read them. */
    static void left(Ctx ctx, GameObject before, int[] stats) {
        if (stats == null || !LastKnownCounters.abilityPendingOf(ctx, before.id()) || !readsOwnStats(before)) return;
        ctx.s = ContinuousEffect.add(ctx.s, before.id(), before.controller(),
                new Modification.LastKnownStats(stats[0], stats[1], stats[2]), Vector.of(before.ref()), Duration.UNTIL_END_OF_TURN);
    }

    /**
     * The source's stat as it is on the battlefield, the same object the ability came from (400.7), or
     * as it last existed there (608.2h); 0 when neither is known. A negative power or toughness counts
     * as 0 for an amount (107.1b).
     */
    static int value(Ctx ctx, Amount.StatOf.Stat stat, Resolution r) {
        GameObject o = ctx.s.object(r.source());
        int zc = r.sourceZoneChanges() >= 0 ? r.sourceZoneChanges() : o.zoneChanges();
        if (o.zone() == Zone.BATTLEFIELD && o.zoneChanges() == zc) {
            Characteristics ch = Layers.of(ctx.s, o.id());
            return pick(stat, ch.power(), ch.toughness(), ch.manaCost() == null ? 0 : ch.manaCost().manaValue());
        }
        // the object the ability came from; a trigger of its leaving may name the object it became
        int was = o.zoneChanges() == zc && o.zone() != Zone.BATTLEFIELD ? zc - 1 : zc;
        Target.Object ref = new Target.Object(o.id(), was);
        Modification.LastKnownStats known = null;
        for (ContinuousEffect e : ctx.s.effects()) {
            if (e.modification() instanceof Modification.LastKnownStats k && e.affected().contains(ref)) known = k;
        }
        return known == null ? 0 : pick(stat, known.power(), known.toughness(), known.manaValue());
    }

    /** One stat of three (107.1b: a negative power or toughness counts as 0 for an amount). */
    static int pick(Amount.StatOf.Stat stat, int power, int toughness, int manaValue) {
        return switch (stat) {
            case POWER -> Math.max(0, power);
            case TOUGHNESS -> Math.max(0, toughness);
            case MANA_VALUE -> manaValue;
        };
    }

    /** Whether one of the object's abilities reads its own power, toughness or mana value (only then is it kept). */
    private static boolean readsOwnStats(GameObject o) {
        for (Ability a : o.card().baseCharacteristics().abilities()) {
            if (dev.arbiter.engine.util.RecordTrees.contains(a, x -> x instanceof Amount.StatOf st && st.subject() instanceof dev.arbiter.engine.ability.Subject.Self)) return true;
            if (dev.arbiter.engine.util.RecordTrees.contains(a, x -> x instanceof dev.arbiter.engine.ability.FilterQualities q
                    && (q.chosen() & (dev.arbiter.engine.ability.FilterQualities.POWER_BELOW_SOURCE_POWER
                    | dev.arbiter.engine.ability.FilterQualities.POWER_ABOVE_SOURCE_POWER)) != 0)) return true; // 608.2h
        }
        return false;
    }
}
