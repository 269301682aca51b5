package dev.arbiter.engine.stack;

import dev.arbiter.engine.effects.Attachments;
import dev.arbiter.engine.effects.ZoneMoves;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.StackItem;
import dev.arbiter.engine.state.Target;
import io.vavr.collection.Vector;

/**
 * Bestow (702.103): a bestowed Aura spell whose target is legal enters attached to it and stays
 * a bestowed Aura (702.103b); with an illegal target it ceases to be bestowed and resolves as a
 * creature spell (702.103e, 608.3b). The bestowed status is a continuous effect on the permanent,
 * ended when it becomes unattached (702.103f, see {@link dev.arbiter.engine.effects.Bestowal}).
 */
public final class BestowedAuras {
    private BestowedAuras() {
    }

    static void resolve(Ctx ctx, StackItem.Spell sp, Vector<Vector<Target>> legal) {
        GameObject obj = ctx.s.object(sp.objectId());
        boolean hostLegal = legal != null && !legal.isEmpty() && !legal.get(0).isEmpty()
                && legal.get(0).get(0) instanceof Target.Object;
        if (!hostLegal) {
            ZoneMoves.moveToBattlefield(ctx, sp.objectId(), sp.controller());
            ctx.log("%s ceases to be bestowed and enters the battlefield as a creature (702.103e)", obj.name());
            return;
        }
        // 702.103b: it enters the battlefield as an Aura, never a creature, so the bestowed effect
        // is in place for the object it becomes (400.7) before it enters.
        Target.Object becomes = new Target.Object(obj.id(), obj.zoneChanges() + 1);
        ctx.s = ContinuousEffect.add(ctx.s, obj.id(), sp.controller(), new Modification.Bestowed(),
                Vector.of(becomes), Duration.INDEFINITE);
        GameObject entered = ZoneMoves.moveToBattlefield(ctx, sp.objectId(), sp.controller());
        int host = ((Target.Object) legal.get(0).get(0)).id();
        ctx.log("%s enters the battlefield as a bestowed Aura", obj.name());
        Attachments.attach(ctx, entered.id(), host);
    }
}
