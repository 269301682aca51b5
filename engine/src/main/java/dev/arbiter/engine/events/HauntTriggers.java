package dev.arbiter.engine.events;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Haunt;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;

import java.util.List;

/**
 * Haunt (702.55): the haunt trigger of a permanent put into a graveyard from the battlefield or of a spell put into a
 * graveyard as it resolves (702.55a), and the "When the creature it haunts dies" abilities of the exiled cards that
 * haunt a creature that died (702.55b-c).
 */
public final class HauntTriggers {
    /** 702.55a: "exile it haunting target creature". */
    static final TriggeredAbility HAUNT = new TriggeredAbility(new Trigger.Dies(),
            List.of(TargetSpec.one(new TargetFilter.Permanent(ObjectFilter.creatures()), "target creature")),
            new Haunt.ExileHaunting(), "Haunt");

    private HauntTriggers() {
    }

    /** 702.55a: permanent {@code before} was just put into a graveyard from the battlefield as {@code after}. */
    static void died(Ctx ctx, GameObject before, GameObject after, Characteristics asItLastExisted) {
        for (Ability a : asItLastExisted.abilities()) if (a instanceof Haunt) Triggers.add(ctx, before, HAUNT, -1, after.id());
        if (!asItLastExisted.isCreature()) return;
        for (ContinuousEffect e : ctx.s.effects()) { // 702.55c: the cards that haunt it trigger from exile
            if (!(e.modification() instanceof Modification.Haunting h) || h.creature() != before.id()
                    || h.creatureZoneChanges() != before.zoneChanges() || e.affected().isEmpty()) continue;
            Target.Object card = e.affected().get(0);
            GameObject o = ctx.s.object(card.id());
            if (o.zone() != Zone.EXILE || o.zoneChanges() != card.zoneChanges()) continue;
            for (Ability a : o.card().baseCharacteristics().abilities()) {
                if (a instanceof TriggeredAbility t && t.trigger() instanceof Haunt.HauntedDies) Triggers.add(ctx, o, t, -1, -1);
            }
        }
    }

    /** 702.55a: a spell with haunt, {@code card}, was just put into its owner's graveyard as it resolved. */
    public static void spellResolvedToGraveyard(Ctx ctx, int card, Characteristics spell) {
        GameObject o = ctx.s.object(card);
        if (o.zone() != Zone.GRAVEYARD) return;
        for (Ability a : spell.abilities()) if (a instanceof Haunt) Triggers.add(ctx, o, HAUNT, -1, o.id());
    }
}
