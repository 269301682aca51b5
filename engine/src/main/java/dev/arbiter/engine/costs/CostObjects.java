package dev.arbiter.engine.costs;

import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.CostPart;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.effects.Tapping;
import dev.arbiter.engine.effects.ZoneMoves;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.Counters;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.util.Rng;

import java.util.ArrayList;
import java.util.List;

/**
 * Cost parts that tap, return or exile objects the payer chooses, discard at random, or put
 * counters on the source (118, 601.2h, 602.2b). Candidates are judged as the cost is paid; a cost
 * with fewer candidates than it needs can't be paid (118.3).
 */
final class CostObjects {
    private CostObjects() {
    }

    /** Whether {@code part} can be paid; null when {@code part} is none of these. */
    static Boolean canPay(GameState s, int player, GameObject source, Cost cost, CostPart part) {
        if (part instanceof CostPart.TapPermanents t) {
            return untapped(s, player, source.id(), t.filter(), cost.tapsSelf()).size() >= t.count();
        }
        if (part instanceof CostPart.TapTotalPower t) { // 702.122a: enough power among the untapped candidates
            return CrewPayment.canPay(s, crewers(s, untapped(s, player, source.id(), t.filter(), cost.tapsSelf())), t.power());
        }
        if (part instanceof CostPart.ReturnPermanents r) {
            return ChosenCostObjects.sacrificeCandidates(s, player, source.id(), r.filter()).size() >= r.count();
        }
        if (part instanceof CostPart.ExileFromGraveyard e) {
            return graveyard(s, player, source.id(), e.filter()).size() >= e.count();
        }
        if (part instanceof CostPart.ExileFromAnyGraveyard e) return anyGraveyard(s, source.id(), e.filter()).size() >= e.count(); // 118.3
        if (part instanceof CostPart.DiscardRandom d) {
            return hand(s, player, source.id()).size() >= d.count();
        }
        if (part instanceof CostPart.OpponentsCardsFromExile e) return opponentsExiled(s, player).size() >= e.count(); // 118.3
        if (part instanceof CostPart.DiscardHand) return true; // 118.3: an empty hand is discarded too
        if (part instanceof CostPart.ActivationCostPerCount) return true; // 602.2b: a change to the mana, nothing paid
        if (part instanceof CostPart.ExileFromHand e) { // 118.3: enough matching cards in the payer's hand
            return ChosenCostObjects.discardCandidates(s, player, source.id(), e.filter()).size() >= e.count();
        }
        if (part instanceof CostPart.ExilePermanents e) { // 118.3
            return ChosenCostObjects.sacrificeCandidates(s, player, source.id(), e.filter()).size() >= e.count();
        }
        if (part instanceof CostPart.RevealFromHand r) { // 118.3: enough matching cards in the payer's hand
            return ChosenCostObjects.discardCandidates(s, player, source.id(), r.filter()).size() >= r.count();
        }
        if (part instanceof CostPart.ExileSelfFromGraveyard) { // 113.6m: the card in its owner's graveyard
            return source.zone() == Zone.GRAVEYARD && source.owner() == player;
        }
        if (part instanceof CostPart.RemoveCountersAndSacrificeSelf r) { // 118.3: both parts must be payable
            return source.zone() == Zone.BATTLEFIELD && source.counters().get(r.kind()) >= r.amount();
        }
        if (part instanceof CostPart.TapHost || part instanceof CostPart.SacrificeHost) { // 118.3, 701.17a
            int host = host(s, player, source);
            return host >= 0 && (part instanceof CostPart.SacrificeHost || !s.object(host).tapped());
        }
        if (part instanceof CostPart.RemoveCountersFromAmong r) return CounterCosts.canPay(s, player, source.id(), r); // 122.8
        if (part instanceof CostPart.LibraryTop t) return s.player(player).library().size() >= t.count(); // 701.13b, 118.3
        if (part instanceof CostPart.ExertSelf) return source.zone() == Zone.BATTLEFIELD; // 701.39c
        if (part instanceof CostPart.PutCountersOnSelf || part instanceof CostPart.ExileSelf
                || part instanceof CostPart.ReturnSelf) {
            return source.zone() == Zone.BATTLEFIELD;
        }
        return null;
    }

    /** Pays {@code part} and returns true, or returns false when {@code part} is none of these. */
    static boolean pay(Ctx ctx, int player, int sourceId, Cost cost, CostPart part) {
        if (part instanceof CostPart.TapPermanents t) {
            for (int id : choose(ctx, player, "Tap", untapped(ctx.s, player, sourceId, t.filter(), cost.tapsSelf()), t.count())) {
                Tapping.tap(ctx, id); // 701.26a
            }
        } else if (part instanceof CostPart.TapTotalPower t) {
            CrewPayment.pay(ctx, player, crewers(ctx.s, untapped(ctx.s, player, sourceId, t.filter(), cost.tapsSelf())), t.power());
        } else if (part instanceof CostPart.ReturnPermanents r) {
            for (int id : choose(ctx, player, "Return to hand",
                    ChosenCostObjects.sacrificeCandidates(ctx.s, player, sourceId, r.filter()), r.count())) {
                String name = ctx.s.object(id).name();
                dev.arbiter.engine.effects.Ninjutsu.noteReturned(ctx, sourceId, id); // 702.49c: what it was attacking
                ZoneMoves.move(ctx, id, Zone.HAND);
                ctx.log("%s returns %s to its owner's hand", ctx.s.player(player).name(), name);
            }
        } else if (part instanceof CostPart.ExileFromGraveyard e) {
            var chosen = choose(ctx, player, "Exile from your graveyard", graveyard(ctx.s, player, sourceId, e.filter()), e.count());
            dev.arbiter.engine.effects.SimultaneousMoves.together(ctx, () -> { // 603.2c: a cost's cards exiled at once, one event
                for (int id : chosen) {
                    String name = ctx.s.object(id).name();
                    ZoneMoves.move(ctx, id, Zone.EXILE);
                    ctx.log("%s exiles %s from their graveyard", ctx.s.player(player).name(), name);
                }
            });
        } else if (part instanceof CostPart.ExileFromAnyGraveyard e) { // 406: cards from any graveyards, exiled at once
            var chosen = choose(ctx, player, "Exile from a graveyard", anyGraveyard(ctx.s, sourceId, e.filter()), e.count());
            dev.arbiter.engine.effects.SimultaneousMoves.together(ctx, () -> { // 603.2c: one event
                for (int id : chosen) {
                    String name = ctx.s.object(id).name();
                    ZoneMoves.move(ctx, id, Zone.EXILE);
                    ctx.log("%s exiles %s from a graveyard", ctx.s.player(player).name(), name);
                }
            });
        } else if (part instanceof CostPart.OpponentsCardsFromExile e) { // 404, 406: each to its owner's graveyard
            for (int id : choose(ctx, player, "Put into its owner's graveyard from exile", opponentsExiled(ctx.s, player),
                    e.count())) {
                String name = ctx.s.object(id).name();
                ZoneMoves.move(ctx, id, Zone.GRAVEYARD);
                ctx.log("%s puts %s from exile into its owner's graveyard", ctx.s.player(player).name(), name);
            }
        } else if (part instanceof CostPart.ExileFromHand e) {
            for (int id : choose(ctx, player, "Exile from your hand",
                    ChosenCostObjects.discardCandidates(ctx.s, player, sourceId, e.filter()), e.count())) {
                String name = ctx.s.object(id).name();
                ZoneMoves.move(ctx, id, Zone.EXILE); // 406
                ctx.log("%s exiles %s from their hand", ctx.s.player(player).name(), name);
            }
        } else if (part instanceof CostPart.ExilePermanents e) { // 406
            for (int id : choose(ctx, player, "Exile",
                    ChosenCostObjects.sacrificeCandidates(ctx.s, player, sourceId, e.filter()), e.count())) {
                String name = ctx.s.object(id).name();
                ZoneMoves.move(ctx, id, Zone.EXILE);
                ctx.log("%s exiles %s", ctx.s.player(player).name(), name);
            }
        } else if (part instanceof CostPart.RevealFromHand r) { // 701.16a: shown to all, kept in the hand
            revealFromHand(ctx, player, sourceId, r);
        } else if (part instanceof CostPart.DiscardRandom d) {
            List<Integer> hand = hand(ctx.s, player, sourceId);
            Rng rng = ctx.s.rng();
            List<Integer> chosen = new ArrayList<>();
            for (int i = 0; i < d.count(); i++) { // 701.8b: at random, from the game's seeded generator
                chosen.add(hand.remove(rng.below(hand.size())));
                rng = rng.next();
            }
            ctx.s = ctx.s.withRng(rng);
            for (int id : chosen) {
                String name = ctx.s.object(id).name();
                ZoneMoves.move(ctx, id, Zone.GRAVEYARD);
                ctx.log("%s discards %s at random", ctx.s.player(player).name(), name);
            }
        } else if (part instanceof CostPart.DiscardHand) { // 701.8a: all of them at once
            for (int id : hand(ctx.s, player, sourceId)) {
                String name = ctx.s.object(id).name();
                ZoneMoves.move(ctx, id, Zone.GRAVEYARD);
                ctx.log("%s discards %s", ctx.s.player(player).name(), name);
            }
        } else if (part instanceof CostPart.PutCountersOnSelf p) {
            GameObject o = ctx.s.object(sourceId);
            Counters c = o.counters().plus(p.kind(), p.amount());
            ctx.s = ctx.s.withObject(o.withCounters(c)); // 122.1
            dev.arbiter.engine.effects.Counters.placed(ctx, sourceId, p.kind(), p.amount(), player); // 122.6
        } else if (part instanceof CostPart.LibraryTop t) {
            if (t.exile()) dev.arbiter.engine.effects.Library.exileTop(ctx, player, t.count()); // 406
            else dev.arbiter.engine.effects.Library.mill(ctx, player, t.count()); // 701.13a
        } else if (part instanceof CostPart.RemoveCountersFromAmong r) {
            CounterCosts.pay(ctx, player, sourceId, r); // 122.8
        } else if (part instanceof CostPart.TapHost) {
            Tapping.tap(ctx, host(ctx.s, player, ctx.s.object(sourceId))); // 701.26a
        } else if (part instanceof CostPart.ExertSelf) {
            dev.arbiter.engine.effects.UntapSkips.exert(ctx, player, sourceId); // 701.39a
            dev.arbiter.engine.events.Triggers.emit(ctx, new dev.arbiter.engine.events.GameEvent.Exerted(sourceId, player, false));
        } else if (part instanceof CostPart.ReturnSelf) {
            String name = ctx.s.object(sourceId).name();
            ZoneMoves.move(ctx, sourceId, Zone.HAND);
            ctx.log("%s returns %s to its owner's hand", ctx.s.player(player).name(), name);
        } else if (part instanceof CostPart.ExileSelfFromGraveyard) {
            String name = ctx.s.object(sourceId).name();
            ZoneMoves.move(ctx, sourceId, Zone.EXILE); // 406
            ctx.log("%s exiles %s from their graveyard", ctx.s.player(player).name(), name);
        } else if (part instanceof CostPart.RemoveCountersAndSacrificeSelf r) {
            GameObject o = ctx.s.object(sourceId);
            ctx.s = ctx.s.withObject(o.withCounters(o.counters().plus(r.kind(), -r.amount()))); // 122.8
            dev.arbiter.engine.events.CounterRemovedTriggers.removed(ctx, o.id(), r.kind(), r.amount());
            dev.arbiter.engine.effects.SacrificeMove.sacrifice(ctx, sourceId); // 701.17a
            ctx.log("%s removes %d %s counters from %s and sacrifices it", ctx.s.player(player).name(), r.amount(),
                    r.kind(), o.name());
        } else if (part instanceof CostPart.ExileSelf) {
            String name = ctx.s.object(sourceId).name();
            ZoneMoves.move(ctx, sourceId, Zone.EXILE);
            ctx.log("%s exiles %s", ctx.s.player(player).name(), name);
        } else if (part instanceof CostPart.ActivationCostPerCount) {
            return true; // 602.2b, 601.2f: already in the total mana cost (ActivationCosts)
        } else {
            return false;
        }
        return true;
    }

    /** 701.16a: the cards revealed from the hand for {@code r}, shown to all and kept in the hand. */
    static List<Integer> revealFromHand(Ctx ctx, int player, int sourceId, CostPart.RevealFromHand r) {
        List<Integer> revealed = choose(ctx, player, "Reveal from your hand",
                ChosenCostObjects.discardCandidates(ctx.s, player, sourceId, r.filter()), r.count());
        for (int id : revealed) {
            ctx.log("%s reveals %s from their hand", ctx.s.player(player).name(), ctx.s.object(id).name());
        }
        return revealed;
    }

    /** The permanent on the battlefield {@code source} is attached to, if {@code player} controls it; else -1. */
    static int host(GameState s, int player, GameObject source) {
        if (source.zone() != Zone.BATTLEFIELD || source.attachedTo() < 0) return -1;
        GameObject host = s.object(source.attachedTo());
        return host.zone() == Zone.BATTLEFIELD && host.controller() == player ? host.id() : -1;
    }

    /** Untapped permanents the payer controls that match; not the source when {T} taps it in the same cost. */
    private static List<Integer> untapped(GameState s, int player, int source, ObjectFilter filter, boolean sourceTaps) {
        List<Integer> out = new ArrayList<>();
        for (int id : ChosenCostObjects.sacrificeCandidates(s, player, source, filter)) {
            if (!s.object(id).tapped() && !(sourceTaps && id == source)) out.add(id);
        }
        return out;
    }

    /** {@code candidates} without those that can't crew Vehicles (702.122a: "can't crew Vehicles"). */
    private static List<Integer> crewers(GameState s, List<Integer> candidates) {
        candidates.removeIf(id -> {
            for (dev.arbiter.engine.ability.Ability a : Layers.of(s, id).abilities()) {
                if (a instanceof dev.arbiter.engine.ability.StaticAbility st
                        && st.effect() instanceof dev.arbiter.engine.ability.StaticEffect.CantCrew) return true;
            }
            return false;
        });
        return candidates;
    }

    private static List<Integer> graveyard(GameState s, int player, int source, ObjectFilter filter) {
        List<Integer> out = new ArrayList<>();
        for (int id : s.player(player).graveyard()) {
            if (id == source) continue;
            if (filter == null || Affecting.matches(s, source, filter, s.object(id), Layers.of(s, id))) out.add(id);
        }
        return out;
    }

    /** The cards in every player's graveyard that match {@code filter} (null: any), the source left out (406). */
    private static List<Integer> anyGraveyard(GameState s, int source, ObjectFilter filter) {
        List<Integer> out = new ArrayList<>();
        for (int p = 0; p < s.playerCount(); p++) {
            if (!s.player(p).inGame()) continue;
            for (int id : s.player(p).graveyard()) {
                if (id == source) continue;
                if (filter == null || Affecting.matches(s, source, filter, s.object(id), Layers.of(s, id))) out.add(id);
            }
        }
        return out;
    }

    /** The cards in exile owned by opponents of {@code player} (102.3). */
    private static List<Integer> opponentsExiled(GameState s, int player) {
        List<Integer> out = new ArrayList<>();
        for (int id : s.exile()) if (s.areOpponents(s.object(id).owner(), player)) out.add(id);
        return out;
    }

    private static List<Integer> hand(GameState s, int player, int source) {
        List<Integer> out = new ArrayList<>();
        for (int id : s.player(player).hand()) if (id != source) out.add(id);
        return out;
    }

    private static List<Integer> choose(Ctx ctx, int player, String what, List<Integer> candidates, int count) {
        if (candidates.size() == count) return List.copyOf(candidates);
        return List.copyOf(((Choice.ChooseObjects) ctx.ask(new Decision.Objects(player, what + " " + count + " as a cost",
                candidates, count, count))).ids());
    }
}
