package dev.arbiter.engine.events;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.Soulbond;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Pairs;

import java.util.List;

/**
 * Soulbond's two triggered abilities (702.95a), with their intervening "if" checked as the creature enters (603.4; again
 * as they resolve, effects.SoulbondPairing): you control both creatures and both are unpaired.
 */
public final class SoulbondTriggers {
    /** "When this creature enters, ... you may pair this creature with another unpaired creature you control ..." */
    public static final TriggeredAbility ENTERS = new TriggeredAbility(new Trigger.EntersBattlefield(), List.of(),
            new Soulbond.Pair(), "When this creature enters, if you control both this creature and another creature and"
            + " both are unpaired, you may pair this creature with another unpaired creature you control.");
    /** "Whenever another creature you control enters, ... you may pair that creature with this creature ..." */
    public static final TriggeredAbility OTHER_ENTERS = new TriggeredAbility(new Trigger.PermanentEnters(
            ObjectFilter.creatures().controlledBy(Relation.YOU).otherThanSource(), false), List.of(), new Soulbond.Pair(),
            "Whenever another creature you control enters, if you control both that creature and this one and both are"
            + " unpaired, you may pair that creature with this creature.");

    private SoulbondTriggers() {
    }

    /** Permanent {@code entered} just entered the battlefield. */
    static void check(Ctx ctx, int entered) {
        if (!dev.arbiter.engine.layers.PartKinds.mayHave(ctx.s, Soulbond.class)) return; // most games: no soulbond
        GameObject in = ctx.s.object(entered);
        Characteristics inCh = Layers.of(ctx.s, entered);
        if (!inCh.isCreature() || Pairs.partner(ctx.s, entered) >= 0) return;
        boolean otherUnpaired = false;
        for (int id : ctx.s.battlefield()) {
            if (id == entered) continue;
            GameObject o = ctx.s.object(id);
            if (o.controller() != in.controller() || Pairs.partner(ctx.s, id) >= 0) continue;
            Characteristics ch = Layers.of(ctx.s, id);
            if (!ch.isCreature()) continue;
            otherUnpaired = true;
            for (Ability a : ch.abilities()) if (a instanceof Soulbond) Triggers.add(ctx, o, OTHER_ENTERS, -1, entered);
        }
        if (!otherUnpaired) return;
        for (Ability a : inCh.abilities()) if (a instanceof Soulbond) Triggers.add(ctx, in, ENTERS, -1, -1);
    }
}
