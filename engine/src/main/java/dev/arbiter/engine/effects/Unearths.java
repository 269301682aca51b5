package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.KeywordAbility;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.timing.Step;
import io.vavr.collection.Vector;

/**
 * Unearth (702.84a): "Return this card from your graveyard to the battlefield. It gains haste. Exile it at the beginning
 * of the next end step. If it would leave the battlefield, exile it instead of putting it anywhere else." The card, if it
 * is still the same object in its owner's graveyard (400.7), returns under its owner's control; haste and the replacement
 * ({@link Modification.ExileIfLeaves}, 614.1a) follow the permanent while it stays (400.7); a delayed trigger bound to
 * it exiles it (603.7a, 603.7c).
 */
final class Unearths {
    private Unearths() {
    }

    static boolean resolve(Ctx ctx, Resolution r) {
        GameObject card = ctx.s.object(r.source());
        boolean same = r.sourceZoneChanges() < 0 || card.zoneChanges() == r.sourceZoneChanges(); // 400.7
        if (card.zone() != Zone.GRAVEYARD || !same) return true;
        GameObject back = ZoneMoves.moveToBattlefield(ctx, card.id(), card.owner());
        GameObject now = ctx.s.object(back.id());
        if (now.zone() != Zone.BATTLEFIELD) return true;
        ctx.log("%s returns to the battlefield (unearth)", now.name());
        GrantedModifications.addEffect(ctx, r, now, new Modification.AddAbility(new KeywordAbility(Keyword.HASTE)),
                Duration.INDEFINITE); // 702.10
        GrantedModifications.addEffect(ctx, r, ctx.s.object(now.id()), new Modification.ExileIfLeaves(),
                Duration.INDEFINITE); // 614.1a
        ctx.s = ContinuousEffect.add(ctx.s, r.source(), r.controller(), new Modification.DelayedTrigger(Step.END,
                new Effect.Exile(new Subject.TargetObject(0)), "Exile it at the beginning of the next end step."),
                Vector.of(ctx.s.object(now.id()).ref()), Duration.INDEFINITE); // 603.7a
        return true;
    }
}
