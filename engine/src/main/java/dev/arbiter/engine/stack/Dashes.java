package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.AlternativeCost;
import dev.arbiter.engine.ability.Dash;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.KeywordAbility;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.timing.Step;
import io.vavr.collection.Vector;

/**
 * Dash (702.109a) and blitz (702.152a): the spell cast for that alternative cost is remembered (a non-layer
 * {@link Modification.DashPaid} on the spell); the permanent it becomes, the next object of the same card (400.7), has
 * haste and the blitz ability while it stays on the battlefield, and a delayed triggered ability bound to it (603.7a,
 * 603.7c), controlled by the spell's controller (603.7d), returns or sacrifices it at the beginning of the next end step.
 */
final class Dashes {
    private Dashes() {
    }

    /** The dash or blitz ability of {@code ch} whose alternative cost {@code alt} is (601.2b), or null. */
    static Dash of(Characteristics ch, AlternativeCost alt) {
        if (alt == null) return null;
        for (Ability a : ch.abilities()) if (a instanceof Dash d && d.alternative().equals(alt)) return d;
        return null;
    }

    /** 601.2b: spell {@code card} on the stack is cast for the cost of {@code dash}. */
    static void note(Ctx ctx, int card, Dash dash) {
        GameObject spell = ctx.s.object(card);
        ctx.s = ContinuousEffect.add(ctx.s, card, spell.controller(), new Modification.DashPaid(dash),
                Vector.of(spell.ref()), Duration.UNTIL_END_OF_TURN);
    }

    /** The dash of spell {@code card} (still on the stack) whose cost was paid, or null. */
    static Dash paid(Ctx ctx, int card) {
        GameObject o = ctx.s.object(card);
        for (ContinuousEffect e : ctx.s.effects()) {
            if (e.source() == card && e.modification() instanceof Modification.DashPaid p && !e.affected().isEmpty()
                    && e.affected().get(0).zoneChanges() == o.zoneChanges()) {
                return p.dash();
            }
        }
        return null;
    }

    /** The spell {@code card} cast for {@code dash}'s cost has just resolved: the permanent it became, if it did. */
    static void entered(Ctx ctx, int card, int zoneChangesOnStack, int controller, Dash dash) {
        GameObject now = ctx.s.object(card);
        if (now.zone() != Zone.BATTLEFIELD || now.zoneChanges() != zoneChangesOnStack + 1) return; // 400.7
        var ref = Vector.of(now.ref());
        ctx.s = ContinuousEffect.add(ctx.s, card, controller, new Modification.AddAbility(new KeywordAbility(Keyword.HASTE)),
                ref, Duration.INDEFINITE); // 702.10
        for (Ability grant : dash.grants()) {
            ctx.s = ContinuousEffect.add(ctx.s, card, controller, new Modification.AddAbility(grant), ref, Duration.INDEFINITE);
        }
        ctx.s = ContinuousEffect.add(ctx.s, card, controller, new Modification.DelayedTrigger(Step.END, dash.atNextEndStep(),
                dash.keyword() + ": at the beginning of the next end step."), ref, Duration.INDEFINITE); // 603.7a, 603.7c
        if (ctx.logging()) ctx.log("%s: its %s cost was paid", now.name(), dash.keyword().toLowerCase(java.util.Locale.ROOT));
    }
}
