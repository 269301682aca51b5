package dev.arbiter.engine.sba;

import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.effects.ZoneMoves;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.PlayerState;
import dev.arbiter.engine.state.PlayerStatus;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * State-based actions (seed 420.5 / current 704.5): checked whenever a player would receive
 * priority (117.5); all that apply are performed at once as one event, and the check repeats
 * until none apply (704.3).
 */
public final class StateBasedActions {
    private StateBasedActions() {
    }

    /** Performs one round of state-based actions; returns whether any was performed. */
    public static boolean checkOnce(Ctx ctx) {
        GameState s = ctx.s;
        List<Integer> losers = new ArrayList<>();
        for (PlayerState p : s.players()) {
            if (!p.inGame()) continue;
            if (p.life() <= 0) {
                losers.add(p.id()); // 420.5a / 704.5a
                ctx.log("%s has %d life and loses the game (704.5a)", p.name(), p.life());
            } else if (p.drewFromEmptyLibrary()) {
                losers.add(p.id()); // seed 423.4, 420.5g / 704.5b
                ctx.log("%s attempted to draw from an empty library and loses the game (423.4 / 704.5b)", p.name());
            } else if (p.poison() >= 10) {
                losers.add(p.id()); // seed 420.5h / 704.5c
                ctx.log("%s has %d poison counters and loses the game (420.5h / 704.5c)", p.name(), p.poison());
            }
        }
        List<Integer> toGraveyard = new ArrayList<>();
        List<Integer> destroyed = new ArrayList<>();
        for (int id : s.battlefield()) {
            GameObject o = s.object(id);
            Characteristics ch = Layers.of(s, id);
            if (!ch.isCreature()) {
                if (ch.is(CardType.PLANESWALKER) && o.counters().get("loyalty") <= 0) toGraveyard.add(id); // 704.5i
                continue;
            }
            if (ch.toughness() <= 0) {
                toGraveyard.add(id); // 704.5f
                ctx.log("%s has toughness %d and is put into its owner's graveyard (704.5f)", o.name(), ch.toughness());
            } else if (o.damage() >= ch.toughness() || (o.deathtouchDamage() && o.damage() > 0)) {
                // 704.5g lethal damage, 704.5h deathtouch damage: destroyed (indestructible survives, 702.12b).
                if (!ch.has(Keyword.INDESTRUCTIBLE)) destroyed.add(id);
            }
        }
        boolean any = !losers.isEmpty() || !toGraveyard.isEmpty() || !destroyed.isEmpty();
        for (int p : losers) ctx.s = ctx.s.withPlayer(ctx.s.player(p).withStatus(PlayerStatus.LOST)
                .withDrewFromEmptyLibrary(false));
        for (int id : toGraveyard) ZoneMoves.move(ctx, id, Zone.GRAVEYARD);
        for (int id : destroyed) {
            ctx.log("%s has lethal damage and is destroyed (704.5g)", ctx.s.object(id).name());
            ZoneMoves.move(ctx, id, Zone.GRAVEYARD);
        }
        if (ceaseToExist(ctx)) any = true;
        return any;
    }

    /** Seed 420.5j / 704.5d-e: tokens off the battlefield and copies off the stack cease to exist. */
    private static boolean ceaseToExist(Ctx ctx) {
        if (!ctx.s.hasTokensOrCopies()) return false;
        boolean any = false;
        for (GameObject o : ctx.s.objects()) {
            boolean tokenGone = o.token() && o.zone() != Zone.BATTLEFIELD && o.zone() != Zone.NONE;
            boolean copyGone = o.copy() && o.zone() != Zone.STACK && o.zone() != Zone.NONE;
            if (tokenGone || copyGone) {
                GameState s = ZoneMoves.removeFromZone(ctx.s, o);
                ctx.s = s.withObject(new GameObject(o.id(), o.card(), o.owner(), o.controller(), Zone.NONE, false,
                        false, 0, false, o.counters(), GameObject.NONE, o.timestamp(), o.token(), o.copy(),
                        o.zoneChanges() + 1));
                any = true;
            }
        }
        return any;
    }
}
