package dev.arbiter.engine.events;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.layers.PartKinds;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Zone;

/**
 * The triggers of {@link dev.arbiter.engine.ability.AttachmentTriggers}: becoming attached (701.3a-b), becoming
 * unattached, which looks back in time (701.3d, 603.10c), and a host leaving the battlefield seen from what was
 * attached to it (603.6c, 603.10a).
 */
final class AttachmentEvents {
    private AttachmentEvents() {
    }

    static void emit(Ctx ctx, GameEvent event) {
        if (event instanceof GameEvent.Attached a) {
            attached(ctx, a);
        } else if (event instanceof GameEvent.Unattached u) {
            if (!PartKinds.mayHave(ctx.s, Trigger.BecomesUnattached.class)) return;
            GameObject now = ctx.s.object(u.attachment().id());
            if (now.zone() != Zone.BATTLEFIELD) return;
            add(ctx, ctx.s, now, Trigger.BecomesUnattached.class, ctx.s.object(u.host()).controller(), u.host());
        } else if (event instanceof GameEvent.ZoneChange z && z.from() == Zone.BATTLEFIELD && z.after() != null) {
            left(ctx, z);
        }
    }

    private static void attached(Ctx ctx, GameEvent.Attached a) {
        if (!PartKinds.mayHave(ctx.s, Trigger.BecomesAttached.class)) return;
        GameObject attachment = ctx.s.object(a.attachment());
        GameObject host = ctx.s.object(a.host());
        Characteristics ac = Layers.of(ctx.s, a.attachment());
        Characteristics hc = Layers.of(ctx.s, a.host());
        for (int id : Layers.triggerSources(ctx.s)) {
            GameObject o = ctx.s.object(id);
            for (Ability ab : Layers.of(ctx.s, id).abilities()) {
                if (!(ab instanceof TriggeredAbility t) || !(t.trigger() instanceof Trigger.BecomesAttached b)) continue;
                boolean attachmentMatches = b.attachment() == null ? id == a.attachment()
                        : Affecting.matches(ctx.s, id, b.attachment(), attachment, ac);
                boolean hostMatches = b.host() == null ? id == a.host() : Affecting.matches(ctx.s, id, b.host(), host, hc);
                if (attachmentMatches && hostMatches) Triggers.add(ctx, o, t, host.controller(), a.host());
            }
        }
    }

    /** 701.3d: what left was attached, or had things attached to it (603.10a, 603.10c: as they were just before). */
    private static void left(Ctx ctx, GameEvent.ZoneChange z) {
        GameState was = Triggers.lookBack(ctx);
        if (z.before().attachedTo() >= 0 && PartKinds.mayHave(was, Trigger.BecomesUnattached.class)) {
            for (Ability ab : z.asItLastExisted().abilities()) { // ~ itself left while attached
                if (ab instanceof TriggeredAbility t && t.trigger() instanceof Trigger.BecomesUnattached) {
                    Triggers.add(ctx, z.before(), t, was.object(z.before().attachedTo()).controller(), z.before().attachedTo());
                }
            }
        }
        if (z.attached().isEmpty()) return;
        boolean unattached = PartKinds.mayHave(was, Trigger.BecomesUnattached.class);
        boolean hostLeaves = PartKinds.mayHave(was, Trigger.HostLeaves.class);
        if (!unattached && !hostLeaves) return;
        for (int id : z.attached()) {
            GameObject o = was.object(id);
            if (o.zone() != Zone.BATTLEFIELD) continue;
            // an attachment that left at the same time became unattached as it left: its own event says so
            boolean stays = ctx.s.object(id).zone() == Zone.BATTLEFIELD && ctx.s.object(id).zoneChanges() == o.zoneChanges();
            for (Ability ab : Layers.of(was, id).abilities()) {
                if (!(ab instanceof TriggeredAbility t)) continue;
                if (t.trigger() instanceof Trigger.BecomesUnattached && stays
                        || t.trigger() instanceof Trigger.HostLeaves h && (!h.toGraveyard() || z.to() == Zone.GRAVEYARD)) {
                    Triggers.add(ctx, o, t, z.before().controller(), z.after().id());
                }
            }
        }
    }

    private static void add(Ctx ctx, GameState s, GameObject source, Class<? extends Trigger> kind, int thatPlayer, int thatObject) {
        for (Ability ab : Layers.of(s, source.id()).abilities()) {
            if (ab instanceof TriggeredAbility t && kind.isInstance(t.trigger())) Triggers.add(ctx, source, t, thatPlayer, thatObject);
        }
    }
}
