package dev.arbiter.engine.sba;

import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.characteristic.Supertype;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.effects.Attachments;
import dev.arbiter.engine.effects.Destruction;
import dev.arbiter.engine.effects.LoseGameReplacement;
import dev.arbiter.engine.effects.Prohibitions;
import dev.arbiter.engine.effects.SacrificeMove;
import dev.arbiter.engine.effects.Sagas;
import dev.arbiter.engine.effects.SimultaneousDeaths;
import dev.arbiter.engine.effects.SimultaneousMoves;
import dev.arbiter.engine.effects.ZoneLists;
import dev.arbiter.engine.effects.ZoneMoves;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.PlayerState;
import dev.arbiter.engine.state.PlayerStatus;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * State-based actions (seed 420.5 / current 704.5): checked whenever a player would receive
 * priority (117.5); all that apply are found first and then performed at once, as one event,
 * and the check repeats until none apply (704.3).
 */
public final class StateBasedActions {
    private StateBasedActions() {
    }

    /** Performs one round of state-based actions; returns whether any was performed. */
    public static boolean checkOnce(Ctx ctx) {
        GameState s = ctx.s;
        // A state that differs from one already checked only in turn, stack, triggers or the like finds nothing again.
        if (s.stateBasedActionsChecked()) return false;
        List<Integer> losers = playerLosses(ctx);
        // Made when the first one is found: most checks find nothing (then nothing is allocated for them).
        Set<Integer> toGraveyard = null;
        Set<Integer> destroyed = null;
        List<Integer> unattach = null;
        List<Integer> unbestow = null;
        List<Integer> annihilate = null;
        Set<Integer> sagas = null;
        boolean sagaWaiting = false;
        int legends = 0;
        int worlds = 0;
        // 704.3, issue 13: when only permanents that can't have anything to do changed since a check found nothing, no walk
        io.vavr.collection.Vector<Integer> battlefield = ChangedPermanents.nothingToDo(s) ? io.vavr.collection.Vector.empty() : s.battlefield();
        for (int k = 0, n = battlefield.size(); k < n; k++) { // indexed: no iterator per check
            int id = battlefield.get(k);
            GameObject o = s.object(id);
            Characteristics ch = Layers.of(s, id);
            if (ch.isSuper(Supertype.LEGENDARY)) legends++;
            if (ch.isSuper(Supertype.WORLD)) worlds++;
            if (ch.isCreature()) {
                if (ch.toughness() <= 0) {
                    toGraveyard = added(toGraveyard, id); // 704.5f
                    ctx.log("%s has toughness %d and is put into its owner's graveyard (704.5f)", o.name(), ch.toughness());
                } else if ((o.damage() >= ch.toughness() || (o.deathtouchDamage() && o.damage() > 0))
                        && !ch.has(Keyword.INDESTRUCTIBLE)) {
                    destroyed = added(destroyed, id); // 704.5g lethal damage, 704.5h deathtouch (702.12b: indestructible survives)
                }
            }
            if (ch.is(CardType.PLANESWALKER) && o.counters().get("loyalty") <= 0) toGraveyard = added(toGraveyard, id); // 704.5i
            if (o.attachedTo() != GameObject.NONE || Attachments.kind(ch) == Attachments.Kind.AURA) {
                String why = o.attachedTo() == GameObject.NONE ? "it is attached to nothing"
                        : Attachments.whyIllegal(s, id, o.attachedTo());
                if (why != null) {
                    if (dev.arbiter.engine.effects.Bestowal.isBestowed(s, id)) {
                        unbestow = listed(unbestow, id); // 702.103f: an exception to 704.5m
                        ctx.log("%s becomes unattached and ceases to be bestowed: %s (702.103f)", o.name(), why);
                    } else if (Attachments.kind(ch) == Attachments.Kind.AURA) {
                        toGraveyard = added(toGraveyard, id); // seed 502.7c / 704.5m
                        ctx.log("%s is put into its owner's graveyard: %s%s", o.name(), why,
                                why.contains("704.5m") ? "" : " (704.5m)");
                    } else {
                        unattach = listed(unattach, id); // seed 420.5k, 420.5m / 704.5n, 704.5p
                        ctx.log("%s becomes unattached: %s", o.name(), why);
                    }
                }
            }
            if (o.counters().get("+1/+1") > 0 && o.counters().get("-1/-1") > 0) annihilate = listed(annihilate, id); // seed 420.5n
            if (Sagas.isSaga(ch) && Sagas.finished(s, id, ch)) {
                // the stack and the waiting triggers aren't inputs the "found nothing" mark follows: not marked meanwhile
                if (Sagas.chapterWaiting(s, id)) {
                    sagaWaiting = true;
                } else {
                    sagas = added(sagas, id); // 714.4 / 704.5s
                    ctx.log("%s has read its final chapter and is sacrificed (714.4 / 704.5s)", o.name());
                }
            }
        }
        if (worlds >= 2 || legends >= 2) {
            if (toGraveyard == null) toGraveyard = new LinkedHashSet<>();
            if (worlds >= 2) WorldRule.check(ctx, toGraveyard); // seed 420.5i / 704.5k: needs two world permanents
            if (legends >= 2) legendRule(ctx, toGraveyard); // 704.5j: needs two legendary permanents
            if (toGraveyard.isEmpty()) toGraveyard = null;
        }
        boolean any = !losers.isEmpty() || toGraveyard != null || destroyed != null || unattach != null
                || annihilate != null || unbestow != null || sagas != null;
        List<int[]> replacedLosses = losers.isEmpty() ? List.of() : new ArrayList<>();
        for (int k = 0; k < losers.size(); k++) { // indexed: no iterator per check
            int p = losers.get(k);
            int mirror = LoseGameReplacement.source(ctx.s, p); // 614.1a: "if you would lose the game, instead ..."
            if (mirror >= 0) {
                replacedLosses.add(new int[] {p, mirror});
                continue;
            }
            ctx.s = ctx.s.withPlayer(ctx.s.player(p).withStatus(PlayerStatus.LOST).withDrewFromEmptyLibrary(false));
        }
        io.vavr.collection.Vector<PlayerState> attempted = ctx.s.players();
        for (int k = 0, n = attempted.size(); k < n; k++) { // indexed over the players before the loop's changes
            PlayerState p = attempted.get(k);
            // Seed 423.4 / 704.5b: the attempt counts only at this check ("since the last time
            // state-based actions were checked"), even if the player couldn't lose (104.3b).
            if (p.drewFromEmptyLibrary()) ctx.s = ctx.s.withPlayer(p.withDrewFromEmptyLibrary(false));
        }
        if (annihilate != null) for (int id : annihilate) {
            GameObject o = ctx.s.object(id);
            int n = Math.min(o.counters().get("+1/+1"), o.counters().get("-1/-1"));
            ctx.s = ctx.s.withObject(o.withCounters(o.counters().plus("+1/+1", -n).plus("-1/-1", -n)));
            ctx.log("%s loses %d +1/+1 and %d -1/-1 counters (420.5n / 704.5q)", o.name(), n, n);
            dev.arbiter.engine.events.CounterRemovedTriggers.removed(ctx, id, "+1/+1", n); // 122.8
            dev.arbiter.engine.events.CounterRemovedTriggers.removed(ctx, id, "-1/-1", n);
        }
        if (unattach != null) for (int id : unattach) Attachments.unattach(ctx, id);
        if (unbestow != null) for (int id : unbestow) ctx.s = dev.arbiter.engine.effects.Bestowal.ceaseToBeBestowed(ctx.s, id);
        if (toGraveyard != null || destroyed != null || sagas != null) moveAtOnce(ctx, toGraveyard, destroyed, sagas);
        for (int k = 0; k < replacedLosses.size(); k++) LoseGameReplacement.apply(ctx, replacedLosses.get(k)[0], replacedLosses.get(k)[1]);
        if (ceaseToExist(ctx)) any = true;
        int dungeons = dev.arbiter.engine.effects.Dungeons.stateBasedAction(ctx); // 309.6 / 704.5t
        if (dungeons == 1) any = true;
        if (!any && !sagaWaiting && dungeons != 2 && ctx.s == s) {
            s.markStateBasedActionsChecked();
            ChangedPermanents.clean(s);
        }
        return any;
    }

    /**
     * 704.3: the permanents of one check leave as one event: each is read as it was just before it (608.2h), and the
     * abilities triggering on their leaving look back at that state, every one seeing every other leave (603.10a).
     */
    private static void moveAtOnce(Ctx ctx, Set<Integer> toGraveyard, Set<Integer> destroyed, Set<Integer> sacrificed) {
        boolean opened = SimultaneousMoves.open(ctx);
        try {
            if (opened && sacrificed == null && SimultaneousDeaths.applies(ctx, toGraveyard, destroyed)) {
                SimultaneousDeaths.move(ctx, toGraveyard, destroyed); // issue 13: the same moves, one state
                toGraveyard = null;
                destroyed = null;
            }
            if (toGraveyard != null) for (int id : toGraveyard) if (ctx.s.object(id).zone() == Zone.BATTLEFIELD) ZoneMoves.move(ctx, id, Zone.GRAVEYARD);
            if (destroyed != null) for (int id : destroyed) {
                if (ctx.s.object(id).zone() != Zone.BATTLEFIELD) continue;
                GameObject o = ctx.s.object(id);
                if (o.damage() < Layers.of(SimultaneousMoves.asBefore(ctx, id), id).toughness()) {
                    ctx.log("%s was dealt damage by a source with deathtouch (704.5h)", o.name());
                } else {
                    ctx.log("%s has lethal damage (704.5g)", o.name());
                }
                Destruction.destroy(ctx, id); // regeneration can replace it (701.19a)
            }
            if (sacrificed != null) for (int id : sacrificed) { // 704.5s: its controller sacrifices it
                if (ctx.s.object(id).zone() == Zone.BATTLEFIELD) SacrificeMove.sacrifice(ctx, id);
            }
        } catch (RuntimeException | Error e) {
            if (opened) SimultaneousMoves.abandon(ctx);
            throw e;
        }
        if (opened) SimultaneousMoves.close(ctx);
    }

    private static Set<Integer> added(Set<Integer> set, int id) {
        Set<Integer> out = set == null ? new LinkedHashSet<>() : set;
        out.add(id);
        return out;
    }

    private static List<Integer> listed(List<Integer> list, int id) {
        List<Integer> out = list == null ? new ArrayList<>() : list;
        out.add(id);
        return out;
    }

    /** The players who lose (704.5a-c), in turn order of the players; an unmodifiable empty list when none (the common case). */
    private static List<Integer> playerLosses(Ctx ctx) {
        List<Integer> losers = null;
        boolean teams = ctx.s.config().twoHeadedGiant(); // life and poison are the team's there (810.9, 810.10)
        io.vavr.collection.Vector<PlayerState> players = ctx.s.players();
        for (int k = 0, n = players.size(); k < n; k++) { // indexed: no iterator per check
            PlayerState p = players.get(k);
            if (!p.inGame()) continue;
            boolean loses = p.life() <= 0 || p.drewFromEmptyLibrary() || p.poison() >= (teams ? 15 : 10);
            if (!loses || Prohibitions.cantLose(ctx.s, p.id())) continue; // 104.3: "can't lose"
            if (p.life() <= 0) {
                losers = listed(losers, p.id()); // 704.5a; in 2HG 704.6a / 810.8c: the team's shared total
                ctx.log(teams ? "%s's team has %d life and loses the game (704.6a / 810.8c)"
                        : "%s has %d life and loses the game (704.5a)", p.name(), p.life());
            } else if (p.drewFromEmptyLibrary()) {
                losers = listed(losers, p.id()); // seed 423.4, 420.5g / 704.5b
                ctx.log("%s attempted to draw from an empty library and loses the game (423.4 / 704.5b)", p.name());
            } else if (p.poison() >= (teams ? 15 : 10)) {
                losers = listed(losers, p.id()); // seed 420.5h / 704.5c; in 2HG 704.6b / 810.8d: fifteen for the team
                ctx.log(teams ? "%s's team has %d poison counters and loses the game (704.6b / 810.8d)"
                        : "%s has %d poison counters and loses the game (420.5h / 704.5c)", p.name(), p.poison());
            }
        }
        return losers == null ? List.of() : losers;
    }

    /** 704.5j, the legend rule: a player with two or more legendary permanents of one name keeps one. */
    private static void legendRule(Ctx ctx, Set<Integer> toGraveyard) {
        Map<String, List<Integer>> byKey = new TreeMap<>();
        for (int id : ctx.s.battlefield()) {
            Characteristics ch = Layers.of(ctx.s, id);
            if (!ch.isSuper(Supertype.LEGENDARY) || toGraveyard.contains(id)) continue;
            byKey.computeIfAbsent(ctx.s.object(id).controller() + "/" + ch.name(), k -> new ArrayList<>()).add(id);
        }
        for (List<Integer> same : byKey.values()) {
            if (same.size() < 2) continue;
            int player = ctx.s.object(same.get(0)).controller();
            Choice c = ctx.ask(new Decision.Objects(player, "Legend rule: choose the " + ctx.s.object(same.get(0)).name()
                    + " to keep (704.5j)", same, 1, 1));
            int keep = ((Choice.ChooseObjects) c).ids().get(0);
            for (int id : same) {
                if (id != keep) {
                    toGraveyard.add(id);
                    ctx.log("%s is put into its owner's graveyard (legend rule, 704.5j)", ctx.s.object(id).name());
                }
            }
        }
    }

    /**
     * Seed 420.5j / 704.5d-e: tokens off the battlefield, copies of spells off the stack and copies of
     * cards off the stack and the battlefield cease to exist.
     */
    private static boolean ceaseToExist(Ctx ctx) {
        if (!ctx.s.hasTokensOrCopies() || !ctx.s.hasObjectsCeasingToExist()) return false; // derived bits: no scan
        boolean any = false;
        GameState at = ctx.s; // the objects as the check began
        for (int i = 0; i < at.objectCount(); i++) {
            GameObject o = at.object(i);
            if (o.ceasesToExist()) {
                boolean tokenGone = o.token() && o.zone() != Zone.BATTLEFIELD && o.zone() != Zone.NONE;
                GameState s = ZoneLists.removeFromZone(ctx.s, o);
                ctx.s = s.withObject(new GameObject(o.id(), o.card(), o.owner(), o.controller(), Zone.NONE, false,
                        false, 0, false, o.counters(), GameObject.NONE, o.timestamp(), o.token(), o.copyKind(),
                        o.zoneChanges() + 1, o.arrival()));
                ctx.log("%s ceases to exist (420.5j / %s)", o.name(), tokenGone ? "704.5d" : "704.5e");
                any = true;
            }
        }
        return any;
    }
}
