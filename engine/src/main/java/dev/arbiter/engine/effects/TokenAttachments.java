package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;

import java.util.List;

/**
 * "Create [a token], then attach ~ to it" (111.2, 701.3a; living weapon 702.92a): the source is attached to the one token
 * this effect created, if it is still the same permanent and can legally be attached to it; otherwise it isn't
 * moved (701.3b).
 */
final class TokenAttachments {
    private TokenAttachments() {
    }

    static void resolve(Ctx ctx, Effect.CreateTokenAttachSource t, Resolution r) {
        List<GameObject> made = TokenFollowUps.created(ctx, t.create(), r);
        if (made.size() != 1) return;
        GameObject source = ctx.s.object(r.source());
        if (source.zone() != Zone.BATTLEFIELD) return;
        if (r.sourceZoneChanges() >= 0 && source.zoneChanges() != r.sourceZoneChanges()) return; // 400.7
        int host = made.get(0).id();
        if (Attachments.whyIllegal(ctx.s, source.id(), host) == null) Attachments.attach(ctx, source.id(), host); // 701.3b
    }
}
