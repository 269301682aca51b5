package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;

/**
 * Damage dealt by another object than the effect's source (120.1: "Target creature you control deals damage
 * equal to its power to ..."), and effects on what damage was just dealt to (120): "A creature dealt damage this way can't be regenerated
 * this turn" (701.15c) applies to each creature the damage actually reached, after prevention and
 * redirection; a creature whose damage was all prevented may still regenerate.
 */
final class DamageThisWay {
    private DamageThisWay() {
    }

    /** Resolves {@code effect} if it is one of these; false otherwise. */
    static boolean resolve(Ctx ctx, Effect effect, Resolution r) {
        if (LibraryDistribution.resolve(ctx, effect, r)) return true; // 401.4, 106.4
        if (DyingExile.resolve(ctx, effect, r)) return true; // 614.1a, 700.4
        if (effect instanceof Effect.CountDestroyed cd) {
            DestroyedCounts.resolve(ctx, cd, r); // 701.8
            return true;
        }
        if (effect instanceof Effect.CountDiscarded cd) { // 701.9a: the cards that left the hands while discarding
            int before = 0;
            for (int p = 0; p < ctx.s.playerCount(); p++) before += ctx.s.player(p).hand().size();
            EffectResolver.resolve(ctx, cd.discard(), r);
            int after = 0;
            for (int p = 0; p < ctx.s.playerCount(); p++) after += ctx.s.player(p).hand().size();
            int n = Math.max(0, before - after);
            if (ctx.logging()) ctx.log("%d discarded this way", n);
            EffectResolver.resolve(ctx, cd.then(), new Resolution(r.source(), r.controller(), r.targets(), n, r.thatPlayer(),
                    r.thatObject(), r.chosenMana(), r.sourceZoneChanges()));
            return true;
        }
        if (effect instanceof Effect.AddManaForEach m) {
            ManaCounts.add(ctx, m, r); // 106.1, 107.1
            return true;
        }
        if (effect instanceof Effect.AddManaCombination m) {
            ManaCounts.addCombination(ctx, m, r); // 106.1a
            return true;
        }
        if (effect instanceof Effect.EachDealsDamageEqualToStat e) return EachDealsDamage.resolve(ctx, e, r); // 120.1, 120.3
        if (effect instanceof Effect.ObjectDealsDamage od) {
            // 120.1: the object deals the damage; a target that left the battlefield (or is no longer legal) deals none, the
            // object a trigger event named deals it as it last existed (603.10a, 608.2h: its power read by TriggerObjectStats)
            for (GameObject o : EffectSubjects.objects(ctx, od.source(), r)) {
                if (o.zone() != Zone.BATTLEFIELD && !(od.source() instanceof dev.arbiter.engine.ability.Subject.ThatObject)) continue;
                int n = PlayerAmounts.value(ctx, od.amount(), r);
                for (Target t : EffectSubjects.recipients(ctx, od.to(), r)) Damage.deal(ctx, o.id(), t, n, false);
            }
            return true;
        }
        if (!(effect instanceof Effect.DamageCantBeRegenerated d)) return false;
        int n = PlayerAmounts.value(ctx, d.damage().amount(), r);
        for (Target t : EffectSubjects.recipients(ctx, d.damage().to(), r)) {
            Damage.Dealt dealt = Damage.dealTo(ctx, r.source(), t, n, false);
            if (dealt.amount() <= 0 || !(dealt.recipient() instanceof Target.Object ref)) continue;
            GameObject o = ctx.s.object(ref.id());
            if (o.zone() != Zone.BATTLEFIELD || o.zoneChanges() != ref.zoneChanges() || !Layers.of(ctx.s, o).isCreature()) continue;
            GrantedModifications.addEffect(ctx, r, o, new Modification.CantBeRegenerated()); // 701.15c: until end of turn
        }
        return true;
    }
}
