package dev.arbiter.engine.events;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;

/**
 * "Whenever [a filter object] deals [combat | noncombat] damage [to you | to an opponent | to a player]" (120,
 * 603.2): each damage event of a source that matches the filter from the ability's controller's point of view.
 */
final class SourceDamageTriggers {
    private SourceDamageTriggers() {
    }

    /** {@code player}: the player dealt damage, or -1 when a permanent was. */
    static void damageDealt(Ctx ctx, GameEvent.DamageDealt d, int player) {
        GameObject src = ctx.s.object(d.source());
        Characteristics ch = Layers.of(ctx.s, d.source());
        for (int id : Layers.triggerSources(ctx.s)) {
            GameObject o = ctx.s.object(id);
            for (Ability a : Layers.of(ctx.s, id).abilities()) {
                if (a instanceof TriggeredAbility t && t.trigger() instanceof Trigger.SourceDealsDamage sd
                        && kind(sd.kind(), d.combat()) && to(ctx, sd.to(), o.controller(), player, d.recipient(), id)
                        && Affecting.matches(ctx.s, id, sd.source(), src, ch)) {
                    if (sd.to() == Trigger.SourceDealsDamage.DamagedPlayer.CREATURE) { // 120.3: "that creature" was dealt it
                        int creature = ((Target.Object) d.recipient()).id();
                        Triggers.add(ctx, o, t, ctx.s.object(creature).controller(), creature, d.amount());
                        continue;
                    }
                    int thatPlayer = sd.to() == Trigger.SourceDealsDamage.DamagedPlayer.YOU
                            || sd.to() == Trigger.SourceDealsDamage.DamagedPlayer.SELF ? src.controller() : player;
                    Triggers.add(ctx, o, t, thatPlayer, d.source(), d.amount());
                }
            }
        }
    }

    private static boolean kind(Trigger.SourceDealsDamage.DamageKind k, boolean combat) {
        return switch (k) {
            case ANY -> true;
            case COMBAT -> combat;
            case NONCOMBAT -> !combat; // 120.2b
        };
    }

    private static boolean to(Ctx ctx, Trigger.SourceDealsDamage.DamagedPlayer to, int you, int player, Target recipient,
                              int self) {
        return switch (to) {
            case ANYTHING -> true;
            case YOU -> player == you;
            case OPPONENT -> player >= 0 && ctx.s.areOpponents(player, you);
            case PLAYER -> player >= 0;
            case SELF -> recipient instanceof Target.Object ob && ob.id() == self;
            case NOT_YOU -> player >= 0 && player != you;
            case CREATURE -> recipient instanceof Target.Object ob && ctx.s.object(ob.id()).zone() == Zone.BATTLEFIELD
                    && Layers.of(ctx.s, ob.id()).isCreature();
        };
    }
}
