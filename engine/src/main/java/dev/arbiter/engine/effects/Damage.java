package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.events.GameEvent;
import dev.arbiter.engine.protection.Protections;
import dev.arbiter.engine.events.Triggers;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.PlayerState;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;

/**
 * Dealing damage (120): to a player it causes life loss (120.3a); to a creature it is marked
 * (120.3e), with deathtouch remembered (702.2b); to a planeswalker it removes loyalty (120.3c).
 * Lifelink makes the source's controller gain that much life (702.15b). Damage from a source a
 * permanent has protection from is prevented (seed 502.7e).
 */
public final class Damage {
    private Damage() {
    }

    /** Deals {@code amount} damage from object {@code source}; returns the damage actually dealt. */
    public static int deal(Ctx ctx, int source, Target recipient, int amount, boolean combat) {
        return dealTo(ctx, source, recipient, amount, combat).amount();
    }

    /** The damage actually dealt and what it was dealt to, after prevention and redirection (615, 614.9). */
    public record Dealt(Target recipient, int amount) {
    }

    /** Deals damage like {@link #deal} and says to whom it was dealt in the end. */
    public static Dealt dealTo(Ctx ctx, int source, Target recipient, int amount, boolean combat) {
        Prevention.Outcome replaced = Prevention.apply(ctx, source, recipient, amount, combat); // 614.9, 615, 616
        amount = replaced.amount();
        recipient = replaced.recipient();
        if (amount <= 0) return new Dealt(recipient, 0);
        Characteristics src = Layers.of(ctx.s, source);
        GameObject srcObj = ctx.s.object(source);
        int dealt;
        if (recipient instanceof Target.Player p) {
            dealt = src.has(Keyword.INFECT) ? poisonPlayer(ctx, srcObj, p.player(), amount)
                    : toPlayer(ctx, srcObj, p.player(), amount);
        } else {
            dealt = toPermanent(ctx, srcObj, src, (Target.Object) recipient, amount);
        }
        if (dealt > 0 && src.has(Keyword.LIFELINK)) LifeTotals.gain(ctx, srcObj.controller(), dealt);
        if (dealt > 0) Triggers.emit(ctx, new GameEvent.DamageDealt(source, recipient, dealt, combat));
        return new Dealt(recipient, dealt);
    }

    private static int toPlayer(Ctx ctx, GameObject src, int player, int amount) {
        PlayerState p = ctx.s.player(player);
        if (!p.inGame()) return 0;
        int life = p.life() - amount;
        if (life < 1 && p.life() >= 1 && dev.arbiter.engine.layers.PlayerStatics.lifeFloorAgainstDamage(ctx.s, player)) {
            life = 1; // 614.1a: "damage that would reduce your life total to less than 1 reduces it to 1 instead"
        }
        ctx.s = ctx.s.withLife(player, life); // 810.9: in 2HG the team's total
        if (p.life() > life) dev.arbiter.engine.events.TurnHistoryRecord.lifeLost(ctx, player, p.life() - life); // 119.3
        ctx.log("%s deals %d damage to %s (%d)", src.name(), amount, p.name(), life);
        return amount;
    }

    /** 702.90b: damage from a source with infect gives a player poison counters instead of life loss. */
    private static int poisonPlayer(Ctx ctx, GameObject src, int player, int amount) {
        if (!ctx.s.player(player).inGame()) return 0;
        ctx.log("%s deals %d damage to %s (infect)", src.name(), amount, ctx.s.player(player).name());
        Counters.poison(ctx, player, amount);
        return amount;
    }

    private static int toPermanent(Ctx ctx, GameObject srcObj, Characteristics src, Target.Object ref, int amount) {
        GameObject o = ctx.s.object(ref.id());
        if (o.zone() != Zone.BATTLEFIELD || o.zoneChanges() != ref.zoneChanges()) return 0;
        Characteristics ch = Layers.of(ctx.s, o);
        if (Protections.protectedFrom(ch, src)) {
            ctx.log("Damage from %s to %s is prevented (protection)", srcObj.name(), o.name());
            return 0;
        }
        if (ch.isCreature()) {
            if (src.has(Keyword.WITHER) || src.has(Keyword.INFECT)) {
                // 702.80a wither, 702.90b infect: damage to a creature is dealt as -1/-1 counters.
                Counters.put(ctx, o.id(), "-1/-1", amount, srcObj.controller()); // 120.3d: the source's controller puts them
                GameObject now = ctx.s.object(o.id());
                ctx.s = ctx.s.withObject(now.withDamage(now.damage(), now.deathtouchDamage() || src.has(Keyword.DEATHTOUCH)));
            } else {
                ctx.s = ctx.s.withObject(o.withDamage(o.damage() + amount, o.deathtouchDamage() || src.has(Keyword.DEATHTOUCH)));
            }
        }
        if (ch.is(CardType.PLANESWALKER)) {
            int loyalty = o.counters().get("loyalty");
            GameObject now = ctx.s.object(o.id());
            ctx.s = ctx.s.withObject(now.withCounters(now.counters().plus("loyalty", -Math.min(loyalty, amount))));
        }
        ctx.log("%s deals %d damage to %s", srcObj.name(), amount, o.name());
        return amount;
    }
}
