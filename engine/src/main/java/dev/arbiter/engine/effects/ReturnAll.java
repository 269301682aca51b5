package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * Effects moving cards the card grammar's "may" and "return" phrases name. "Return all ..." effects that name whose objects by owner or by graveyard: "Return all artifacts
 * target player owns to their hand" (108.3) and "Return all artifact and enchantment cards from all
 * graveyards to the battlefield under their owners' control" (110.2).
 */
final class ReturnAll {
    private ReturnAll() {
    }

    /** Resolves {@code effect} if it is one of these; false otherwise. */
    static boolean resolve(Ctx ctx, Effect effect, Resolution r) {
        if (effect instanceof Effect.ReturnAllOwnedToHand e) {
            toHand(ctx, e, r);
        } else if (effect instanceof Effect.ReturnAllCardsToBattlefield e) {
            toBattlefield(ctx, e, r);
        } else if (effect instanceof Effect.MoveAllFromGraveyards e) {
            fromGraveyards(ctx, e, r);
        } else if (effect instanceof Effect.SearchZonesForName e) {
            NameSearch.resolve(ctx, e, r); // 701.19, 201.2
        } else if (effect instanceof Effect.SearchLibraryAndGraveyard e) {
            LibraryAndGraveyardSearch.search(ctx, e, r); // 701.19
        } else if (effect instanceof dev.arbiter.engine.ability.ManifestTop e) { // 701.34a, 701.34e: one at a time
            int n = PlayerAmounts.value(ctx, e.count(), r);
            for (int p : EffectSubjects.players(ctx, e.who(), r)) {
                if (e.fromHand()) { // 701.34a: "manifest a card from your hand"
                    var hand = ctx.s.player(p).hand().asJava();
                    if (hand.isEmpty()) continue;
                    var pick = ctx.ask(new dev.arbiter.engine.decision.Decision.Objects(p, "Manifest a card from your hand", hand, 1, 1));
                    int card = ((dev.arbiter.engine.decision.Choice.ChooseObjects) pick).ids().get(0);
                    if (FaceDown.manifest(ctx, card, p)) ctx.log("%s manifests a card from their hand", ctx.s.player(p).name());
                    continue;
                }
                for (int i = 0; i < n && !ctx.s.player(p).library().isEmpty(); i++) {
                    int card = ctx.s.player(p).library().head();
                    if (!FaceDown.manifest(ctx, card, p)) continue;
                    ctx.log("%s manifests the top card of their library", ctx.s.player(p).name());
                    if (e.plusOneCounters() > 0) Counters.put(ctx, card, "+1/+1", e.plusOneCounters()); // "then put ... on it"
                }
            }
        } else if (effect instanceof dev.arbiter.engine.ability.ShuffleGraveyardCardsIn e) {
            shuffleIn(ctx, e, r); // 701.20a
        } else if (effect instanceof dev.arbiter.engine.ability.SearchZonesAndPut e) {
            LibraryAndGraveyardSearch.search(ctx, e, r); // 701.19
        } else if (effect instanceof Effect.PutNamedFromLibraryIntoHand e) {
            for (int p : EffectSubjects.players(ctx, e.who(), r)) namedIntoHand(ctx, p, e.name()); // 702.124i, 701.23
        } else {
            return false;
        }
        return true;
    }

    /** 108.3: ownership, not control, decides; 608.2h: the set is fixed as the effect begins. */
    private static void toHand(Ctx ctx, Effect.ReturnAllOwnedToHand e, Resolution r) {
        List<Integer> owners = EffectSubjects.players(ctx, e.owner(), r);
        List<Integer> back = new ArrayList<>();
        for (int id : ctx.s.battlefield()) {
            GameObject o = ctx.s.object(id);
            if (owners.contains(o.owner()) && Affecting.matches(ctx.s, r.source(), e.filter(), o, Layers.of(ctx.s, id))) {
                back.add(id);
            }
        }
        for (int id : back) {
            GameObject o = ctx.s.object(id);
            if (o.zone() != Zone.BATTLEFIELD) continue;
            ZoneMoves.move(ctx, id, Zone.HAND);
            ctx.log("%s returns to its owner's hand", o.name());
        }
    }

    /** 404.1, 406.1: each matching card goes to its owner's hand or to exile; 608.2h: the cards are fixed as the effect begins. */
    private static void fromGraveyards(Ctx ctx, Effect.MoveAllFromGraveyards e, Resolution r) {
        List<Integer> moving = new ArrayList<>();
        for (int p : EffectSubjects.players(ctx, e.whose(), r)) {
            for (int id : ctx.s.player(p).graveyard()) {
                if (Affecting.matches(ctx.s, r.source(), e.filter(), ctx.s.object(id), Layers.of(ctx.s, id))) moving.add(id);
            }
        }
        Zone to = e.toHand() ? Zone.HAND : Zone.EXILE;
        for (int id : moving) {
            GameObject o = ctx.s.object(id);
            if (o.zone() != Zone.GRAVEYARD) continue;
            ZoneMoves.move(ctx, id, to);
            ctx.log(e.toHand() ? "%s returns from a graveyard to its owner's hand" : "%s is exiled from a graveyard", o.name());
        }
    }

    /** 701.20a, 701.20d: the matching cards of each graveyard into their owner's library, which is shuffled even with none. */
    private static void shuffleIn(Ctx ctx, dev.arbiter.engine.ability.ShuffleGraveyardCardsIn e, Resolution r) {
        for (int p : EffectSubjects.players(ctx, e.whose(), r)) {
            List<Integer> moving = new ArrayList<>();
            for (int id : ctx.s.player(p).graveyard()) {
                if (Affecting.matches(ctx.s, r.source(), e.filter(), ctx.s.object(id), Layers.of(ctx.s, id))) moving.add(id);
            }
            for (int id : moving) ZoneMoves.move(ctx, id, Zone.LIBRARY); // a graveyard holds only its owner's cards (404.2)
            Shuffling.shuffleLibrary(ctx, p);
            ctx.log("%s shuffles %d card(s) from their graveyard into their library", ctx.s.player(p).name(), moving.size());
        }
    }

    /** 110.2: a permanent enters under its owner's control unless the effect says otherwise (110.2a). */
    private static void toBattlefield(Ctx ctx, Effect.ReturnAllCardsToBattlefield e, Resolution r) {
        List<Integer> back = new ArrayList<>();
        for (int p : EffectSubjects.players(ctx, e.whose(), r)) {
            for (int id : ctx.s.player(p).graveyard()) {
                GameObject o = ctx.s.object(id);
                var ch = Layers.of(ctx.s, id);
                if ((ch.types() & CardType.PERMANENT_MASK) != 0 && Affecting.matches(ctx.s, r.source(), e.filter(), o, ch)) {
                    back.add(id);
                }
            }
        }
        int controller = r.controller();
        java.util.function.IntUnaryOperator controllerOf = id -> e.underYourControl() ? controller : ctx.s.object(id).owner();
        java.util.Map<Integer, Integer> hosts = new java.util.LinkedHashMap<>();
        for (java.util.Iterator<Integer> it = back.iterator(); it.hasNext(); ) {
            int id = it.next();
            if (Attachments.kind(Layers.of(ctx.s, id)) != Attachments.Kind.AURA) continue;
            // 303.4f: the player putting an Aura onto the battlefield chooses what it enchants, among what is
            // already there; with nothing it could enchant it stays in the graveyard
            List<Integer> legal = new ArrayList<>();
            for (int host : ctx.s.battlefield()) if (Attachments.whyIllegal(ctx.s, id, host) == null) legal.add(host);
            if (legal.isEmpty()) {
                ctx.log("%s has nothing to enchant and stays in the graveyard (303.4f)", ctx.s.object(id).name());
                it.remove();
                continue;
            }
            var c = ctx.ask(new dev.arbiter.engine.decision.Decision.Objects(controllerOf.applyAsInt(id), "Choose what "
                    + ctx.s.object(id).name() + " enchants as it enters (303.4f)", legal, 1, 1));
            hosts.put(id, ((dev.arbiter.engine.decision.Choice.ChooseObjects) c).ids().get(0));
        }
        ZoneMoves.moveAllToBattlefield(ctx, back, controllerOf);
        for (int id : back) ctx.log("%s returns to the battlefield", ctx.s.object(id).name());
        for (var h : hosts.entrySet()) {
            if (ctx.s.object(h.getKey()).zone() == Zone.BATTLEFIELD) Attachments.attach(ctx, h.getKey(), h.getValue());
        }
    }

    /** 702.124i, 701.23b: the player may find one card named so in their library (hidden: or none), then shuffles (701.20). */
    private static void namedIntoHand(Ctx ctx, int player, String name) {
        List<Integer> candidates = new ArrayList<>();
        for (int id : ctx.s.player(player).library()) if (ctx.s.object(id).name().equals(name)) candidates.add(id);
        String who = ctx.s.player(player).name();
        List<Integer> found = candidates.isEmpty() ? List.of() : ((dev.arbiter.engine.decision.Choice.ChooseObjects) ctx.ask(
                new dev.arbiter.engine.decision.Decision.Objects(player, "Search your library for " + name, candidates, 0, 1))).ids();
        for (int id : found) {
            ctx.log("%s puts %s into their hand from their library", who, ctx.s.object(id).name());
            ZoneMoves.move(ctx, id, Zone.HAND);
        }
        if (found.isEmpty()) ctx.log("%s searches their library and finds no card named %s", who, name);
        Shuffling.shuffleLibrary(ctx, player); // 701.20
    }
}
