package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;

/**
 * "If that creature would die this turn, exile it instead" and "If a creature dealt damage this way would die this
 * turn, exile it instead" (614.1a, 700.4): a replacement effect until end of turn on particular objects, a
 * {@link Modification.ExileIfDies} on each; {@link ZoneMoves} exiles such a permanent instead of putting it into
 * a graveyard from the battlefield. It follows the object only while it stays on the battlefield (400.7).
 */
final class DyingExile {
    private DyingExile() {
    }

    /** Resolves {@code effect} if it is one of these; false otherwise. */
    static boolean resolve(Ctx ctx, Effect effect, Resolution r) {
        if (effect instanceof Effect.ExileDyingThisTurn e) { // 614.1a: until end of turn, on what would die then
            ctx.s = ContinuousEffect.add(ctx.s, r.source(), r.controller(), new Modification.ExileDying(e.filter()),
                    io.vavr.collection.Vector.empty(), dev.arbiter.engine.state.Duration.UNTIL_END_OF_TURN);
            return true;
        }
        if (effect instanceof Effect.ExileIfDiesThisTurn e) {
            for (GameObject o : EffectSubjects.objects(ctx, e.subject(), r)) {
                if (o.zone() == Zone.BATTLEFIELD) GrantedModifications.addEffect(ctx, r, o, new Modification.ExileIfDies()); // 614.1a
            }
            return true;
        }
        if (!(effect instanceof Effect.DamageExileIfDies d)) return false;
        int n = PlayerAmounts.value(ctx, d.damage().amount(), r);
        for (Target t : EffectSubjects.recipients(ctx, d.damage().to(), r)) {
            Damage.Dealt dealt = Damage.dealTo(ctx, r.source(), t, n, false);
            if (dealt.amount() <= 0 || !(dealt.recipient() instanceof Target.Object ref)) continue; // 120: dealt after prevention
            GameObject o = ctx.s.object(ref.id());
            if (o.zone() != Zone.BATTLEFIELD || o.zoneChanges() != ref.zoneChanges()) continue;
            if (d.creaturesOnly() && !Layers.of(ctx.s, o).isCreature()) continue;
            GrantedModifications.addEffect(ctx, r, o, new Modification.ExileIfDies()); // 614.1a: until end of turn
        }
        return true;
    }

    /** 614.1a, 700.4: whether permanent {@code id}, about to be put into a graveyard, is to be exiled instead. */
    static boolean exiledInstead(GameState s, int id) {
        return exiledInstead(s, id, Zone.GRAVEYARD);
    }

    /**
     * 614.1a: whether permanent {@code id}, about to move to zone {@code to} (not exile), is to be exiled instead: it would
     * die ({@link Modification.ExileIfDies}) or leave the battlefield at all ({@link Modification.ExileIfLeaves}).
     */
    static boolean exiledInstead(GameState s, int id, Zone to) {
        GameObject o = s.object(id);
        if (o.zone() != Zone.BATTLEFIELD && !(o.zone() == Zone.STACK && to == Zone.GRAVEYARD) // 614.1a: a spell too
                || to == Zone.EXILE || s.effects().isEmpty()) return false;
        for (ContinuousEffect e : s.effects()) {
            boolean instead = e.modification() instanceof Modification.ExileIfLeaves
                    || to == Zone.GRAVEYARD && e.modification() instanceof Modification.ExileIfDies;
            if (instead && e.affected().contains(o.ref())) return true;
            if (to == Zone.GRAVEYARD && e.modification() instanceof Modification.ExileDying x // 614.1a: "If a creature would die this turn"
                    && dev.arbiter.engine.layers.Affecting.matches(s, e.source(), x.filter(), o, Layers.of(s, o.id()))) {
                return true;
            }
        }
        return false;
    }
}
