package dev.arbiter.engine.events;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.layers.TriggerConditions;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Target;

/**
 * "Whenever [a filter source] deals damage to [an opponent | you | a player], return ~ from your graveyard ..." (113.6m,
 * 120.3): the ability of a card in its owner's graveyard, the source judged from that owner's point of view.
 */
final class GraveyardDamageTriggers {
    private GraveyardDamageTriggers() {
    }

    static void emit(Ctx ctx, GameEvent event) {
        if (event instanceof GameEvent.CombatDamageStep step) {
            CombatDamageToYouTriggers.step(ctx, step);
            return;
        }
        if (!(event instanceof GameEvent.DamageDealt d) || !(d.recipient() instanceof Target.Player p)) return;
        GameObject src = null;
        Characteristics ch = null;
        for (int owner = 0; owner < ctx.s.playerCount(); owner++) {
            for (int id : ctx.s.player(owner).graveyard()) {
                GameObject o = ctx.s.object(id);
                if (!o.card().partKinds().contains(Trigger.SourceDealsDamageInGraveyard.class)) continue; // most cards: one look-up
                for (Ability a : o.card().baseCharacteristics().abilities()) {
                    if (!(a instanceof TriggeredAbility t) || !(t.trigger() instanceof Trigger.SourceDealsDamageInGraveyard g)) continue;
                    if (!kind(g.kind(), d.combat()) || !to(ctx, g.to(), o.owner(), p.player())) continue;
                    if (src == null) {
                        src = ctx.s.object(d.source());
                        ch = Layers.of(ctx.s, d.source());
                    }
                    if (Affecting.matches(ctx.s, id, g.source(), src, ch)
                            && TriggerConditions.holds(ctx.s, id, o.owner(), p.player(), t.interveningIf())) {
                        Triggers.add(ctx, o, t, p.player(), d.source(), d.amount());
                    }
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

    private static boolean to(Ctx ctx, Trigger.SourceDealsDamage.DamagedPlayer to, int you, int player) {
        return switch (to) {
            case YOU -> player == you;
            case OPPONENT -> ctx.s.areOpponents(player, you);
            case PLAYER -> true;
            case NOT_YOU -> player != you;
            default -> false;
        };
    }
}
