package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * A card put onto the battlefield attached to an object the effect names ({@link Effect.EnterAttached}): "you may put an
 * Aura card from your hand onto the battlefield attached to ~", "return ~ from your graveyard to the battlefield attached
 * to that creature". The effect specifies the host, so the player doesn't choose one (303.4f); an Aura that can't legally
 * enchant it, or whose host is gone, stays in its zone (303.4i); an Equipment or Fortification that can't be attached to
 * it enters unattached (301.5e); any other permanent enters unattached (303.4h).
 */
final class AttachedEntries {
    private AttachedEntries() {
    }

    /** Resolves {@code e}. */
    static boolean resolve(Ctx ctx, Effect.EnterAttached e, Resolution r) {
        List<GameObject> hosts = EffectSubjects.objects(ctx, e.host(), r);
        int host = hosts.size() == 1 && hosts.get(0).zone() == Zone.BATTLEFIELD ? hosts.get(0).id() : GameObject.NONE;
        if (e.put() instanceof Effect.ReturnSelfFromGraveyard rs) {
            GameObject o = ctx.s.object(r.source());
            boolean same = r.sourceZoneChanges() < 0 || o.zoneChanges() == r.sourceZoneChanges(); // 400.7
            if (o.zone() == Zone.GRAVEYARD && same) enter(ctx, o.id(), o.owner(), host, rs.tapped());
            return true;
        }
        if (e.put() instanceof Effect.PutFromHandOntoBattlefield p) {
            for (int player : EffectSubjects.players(ctx, p.who(), r)) {
                List<Integer> matching = new ArrayList<>();
                for (int id : HandEffects.matchingInHand(ctx, player, r.source(), ResolvingX.bound(p.filter(), r.x()))) { // 107.3
                    if (ctx.s.object(id).card().isPermanentCard()) matching.add(id);
                }
                if (matching.isEmpty()) continue;
                Choice c = ctx.ask(new Decision.Objects(player, (p.optional() ? "Choose up to one card" : "Choose a card")
                        + " to put onto the battlefield attached to " + (host == GameObject.NONE ? "nothing"
                        : ctx.s.object(host).name()), matching, p.optional() ? 0 : 1, 1));
                for (int id : ((Choice.ChooseObjects) c).ids()) enter(ctx, id, player, host, p.tapped());
            }
            return true;
        }
        throw new IllegalStateException("entering attached by " + e.put());
    }

    /** Card {@code id} enters under {@code controller}'s control attached to {@code host} if it legally can (303.4i, 301.5e). */
    private static void enter(Ctx ctx, int id, int controller, int host, boolean tapped) {
        String name = ctx.s.object(id).name();
        Attachments.Kind kind = Attachments.kind(Layers.of(ctx.s, id));
        boolean legal = host != GameObject.NONE && host != id && Attachments.whyIllegal(ctx.s, id, host) == null;
        EnteringWith with = EnteringWith.tapped(tapped); // 110.5b
        if (kind == Attachments.Kind.AURA && !legal) { // 303.4i: it stays in its zone
            ctx.log("%s can't enchant %s and stays where it is (303.4i)", name,
                    host == GameObject.NONE ? "a host that is gone" : ctx.s.object(host).name());
            return;
        }
        if (kind != Attachments.Kind.OTHER && legal) {
            ZoneMoves.moveToBattlefieldAttached(ctx, id, controller, host, with); // 303.4f: it enters attached
            if (ctx.s.object(id).zone() == Zone.BATTLEFIELD) Attachments.attach(ctx, id, host);
        } else {
            ZoneMoves.moveToBattlefield(ctx, id, controller, with); // 301.5e, 303.4h: it enters unattached
        }
        ctx.log("%s puts %s onto the battlefield%s", ctx.s.player(controller).name(), name,
                ctx.s.object(id).attachedTo() >= 0 ? " attached to " + Attachments.hostName(ctx.s, ctx.s.object(id).attachedTo()) : "");
    }
}
