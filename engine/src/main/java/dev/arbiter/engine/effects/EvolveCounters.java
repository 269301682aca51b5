package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.events.EvolveTrigger;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;

/**
 * Evolve resolving (702.100a, 603.4): the comparison is made again; the entering creature as it now
 * is, or, once it has left the battlefield, as it was when it entered (its last known power and
 * toughness, 608.2h); a permanent that is no longer a creature is never greater (702.100c). The
 * evolving creature gets a +1/+1 counter only while it is still the same object on the battlefield.
 */
final class EvolveCounters {
    private EvolveCounters() {
    }

    static boolean resolve(Ctx ctx, Effect.Evolve e, Resolution r) {
        GameObject self = ctx.s.object(r.source());
        if (self.zone() != Zone.BATTLEFIELD
                || (r.sourceZoneChanges() >= 0 && self.zoneChanges() != r.sourceZoneChanges())) return true;
        Characteristics mine = Layers.of(ctx.s, self.id());
        if (!mine.isCreature()) return true;
        int power = e.power();
        int toughness = e.toughness();
        GameObject in = r.thatObject() >= 0 ? ctx.s.object(r.thatObject()) : null;
        if (in != null && in.zone() == Zone.BATTLEFIELD) {
            Characteristics ch = Layers.of(ctx.s, in.id());
            if (!ch.isCreature()) return true; // 702.100c
            power = ch.power();
            toughness = ch.toughness();
        }
        if (!EvolveTrigger.greater(power, toughness, mine)) {
            ctx.log("%s doesn't evolve: its condition no longer holds (603.4)", self.name());
            return true;
        }
        Counters.put(ctx, self.id(), "+1/+1", 1);
        ctx.log("%s evolves", self.name());
        return true;
    }
}
