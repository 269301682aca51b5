package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.Counters;
import dev.arbiter.engine.state.CopyKind;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;

/**
 * "Create a token that's a copy of target creature" (111.2, 707.2): the token gets the permanent's
 * copiable values — the values printed on it as modified by copy effects, which its card holds
 * (707.3), not counters or other effects — and is put onto the battlefield under the effect's
 * controller like any permanent entering, so entering replacements and "as enters" choices apply
 * (614.1c, 614.12, 707.9).
 */
final class TokenCopies {
    private TokenCopies() {
    }

    static boolean create(Ctx ctx, Effect.CreateTokenCopy e, Resolution r) {
        for (GameObject o : EffectSubjects.objects(ctx, e.original(), r)) {
            GameObject original = ctx.s.object(o.id());
            if (original.zone() != Zone.BATTLEFIELD) continue; // 608.2b: nothing to copy
            copy(ctx, original, r.controller());
        }
        return true;
    }

    /** Creates under {@code controller} a token that's a copy of the permanent {@code original} (111.2, 707.2). */
    static GameObject copy(Ctx ctx, GameObject original, int controller) {
        CardDefinition copiable = TextChanging.copiable(ctx.s, original); // 707.2: text changes aren't copied
        int id = ctx.s.objects().size();
        long ts = ctx.s.nextTimestamp();
        GameObject token = new GameObject(id, copiable, controller, controller, Zone.NONE, false, true, 0, false,
                Counters.NONE, GameObject.NONE, ts, true, CopyKind.NONE, 0, ts);
        ctx.s = ctx.s.withNextTimestamp(ts + 1).withObject(token);
        ctx.log("%s creates a token that's a copy of %s", ctx.s.player(controller).name(), original.name());
        return ZoneMoves.moveToBattlefield(ctx, id, controller); // 111.2: created on the battlefield, entering as permanents do
    }
}
