package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.PlayerState;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * Effects on a player's hand: looking at or revealing it (701.16), discarding a card another
 * player chooses from it or the whole hand (701.8a), and putting a card from it onto the
 * battlefield (110.2).
 */
final class HandEffects {
    private HandEffects() {
    }

    /** 701.16: the hand is revealed (logged); no game state changes. */
    static void lookAt(Ctx ctx, int viewer, int player) {
        PlayerState p = ctx.s.player(player);
        List<String> names = new ArrayList<>();
        for (int id : p.hand()) names.add(ctx.s.object(id).name());
        ctx.log("%s looks at %s's hand: %s", ctx.s.player(viewer).name(), p.name(), names);
    }

    /** "Look at a card at random in [player]'s hand": one card, picked by the state's seeded generator (information only). */
    static void lookAtRandom(Ctx ctx, int viewer, int player) {
        PlayerState p = ctx.s.player(player);
        if (p.hand().isEmpty()) {
            ctx.log("%s looks at a card at random in %s's hand: none", ctx.s.player(viewer).name(), p.name());
            return;
        }
        List<Integer> hand = new ArrayList<>();
        for (int id : p.hand()) hand.add(id);
        int id = hand.get(ctx.s.rng().below(hand.size()));
        ctx.s = ctx.s.withRng(ctx.s.rng().next());
        ctx.log("%s looks at a card at random in %s's hand: %s", ctx.s.player(viewer).name(), p.name(), ctx.s.object(id).name());
    }

    /** 701.8a: {@code chooser} picks a matching card from the player's hand; the player discards it. */
    static void discardChosen(Ctx ctx, int chooser, int player, int source, ObjectFilter filter, int count) {
        if (count == 1) {
            chosenFromHand(ctx, chooser, player, source, filter, Zone.GRAVEYARD);
            return;
        }
        // 701.8a: "choose X cards from it. That player discards those cards": as many as there are, up to X
        lookAt(ctx, chooser, player);
        List<Integer> matching = matchingInHand(ctx, player, source, filter);
        int n = Math.min(count, matching.size());
        if (n <= 0) return;
        List<Integer> chosen = n == matching.size() ? matching : ((Choice.ChooseObjects) ctx.ask(new Decision.Objects(chooser,
                "Choose " + n + " cards of " + ctx.s.player(player).name() + " to discard", matching, n, n))).ids();
        for (int card : List.copyOf(chosen)) {
            String name = ctx.s.object(card).name();
            ZoneMoves.move(ctx, card, Zone.GRAVEYARD);
            ctx.log("%s discards %s", ctx.s.player(player).name(), name);
        }
    }

    /** 701.16a, 608.2c: the controller reveals any number of matching cards of their hand; the rest of the effect counts them. */
    static void revealAnyNumber(Ctx ctx, dev.arbiter.engine.ability.Effect.RevealAnyNumberThen e, Resolution r) {
        int player = r.controller();
        List<Integer> matching = matchingInHand(ctx, player, r.source(), e.filter());
        List<Integer> revealed = matching.isEmpty() ? List.of() : ((Choice.ChooseObjects) ctx.ask(new Decision.Objects(player,
                "Reveal any number of these cards from your hand", matching, 0, matching.size()))).ids();
        if (ctx.logging()) {
            List<String> names = new ArrayList<>();
            for (int id : revealed) names.add(ctx.s.object(id).name());
            ctx.log("%s reveals %s", ctx.s.player(player).name(), names.isEmpty() ? "no cards" : String.join(", ", names));
        }
        EffectResolver.resolve(ctx, e.then(), new Resolution(r.source(), r.controller(), r.targets(), revealed.size(),
                r.thatPlayer(), r.thatObject(), r.chosenMana(), r.sourceZoneChanges()));
    }

    /** 406.1: {@code player} chooses {@code count} matching cards of their hand or graveyard (all if fewer) and exiles them. */
    static void exileOwn(Ctx ctx, int player, int source, ObjectFilter filter, int count, boolean fromHand) {
        List<Integer> matching = new ArrayList<>();
        for (int id : fromHand ? ctx.s.player(player).hand() : ctx.s.player(player).graveyard()) {
            if (Affecting.matches(ctx.s, source, filter, ctx.s.object(id), Layers.of(ctx.s, id))) matching.add(id);
        }
        int n = Math.min(count, matching.size());
        if (n <= 0) return;
        List<Integer> chosen = n == matching.size() ? matching : ((Choice.ChooseObjects) ctx.ask(new Decision.Objects(player,
                "Choose " + n + (n == 1 ? " card" : " cards") + " from your " + (fromHand ? "hand" : "graveyard") + " to exile",
                matching, n, n))).ids();
        for (int card : List.copyOf(chosen)) {
            String name = ctx.s.object(card).name();
            ZoneMoves.move(ctx, card, Zone.EXILE);
            ctx.log("%s exiles %s from their %s", ctx.s.player(player).name(), name, fromHand ? "hand" : "graveyard");
        }
    }

    /** {@code chooser} picks a matching card from the revealed hand; it is discarded (701.8a) or exiled (406.2). */
    static void chosenFromHand(Ctx ctx, int chooser, int player, int source, ObjectFilter filter, Zone to) {
        lookAt(ctx, chooser, player);
        List<Integer> matching = matchingInHand(ctx, player, source, filter);
        if (matching.isEmpty()) return;
        Choice c = ctx.ask(new Decision.Objects(chooser, "Choose a card of " + ctx.s.player(player).name()
                + (to == Zone.EXILE ? "'s hand to exile" : " to discard"), matching, 1, 1));
        int card = ((Choice.ChooseObjects) c).ids().get(0);
        String name = ctx.s.object(card).name();
        GameObject moved = ZoneMoves.move(ctx, card, to);
        ctx.log(to == Zone.EXILE ? "%s's %s is exiled" : "%s discards %s", ctx.s.player(player).name(), name);
        GameObject src = ctx.s.object(source);
        if (to == Zone.EXILE && moved.zone() == Zone.EXILE && src.zone() == Zone.BATTLEFIELD) {
            // 607.2a: exiled by a permanent, the card is linked to it for a later "the exiled card"
            ctx.s = dev.arbiter.engine.state.ContinuousEffect.add(ctx.s, source, chooser,
                    new dev.arbiter.engine.state.Modification.ExiledWith(src.zoneChanges()),
                    io.vavr.collection.Vector.of((dev.arbiter.engine.state.Target.Object) moved.ref()),
                    dev.arbiter.engine.state.Duration.INDEFINITE);
        }
    }

    /** 121.1, 701.8a: "draw N cards, then discard one of them": one of the cards just drawn still in the hand. */
    static void drawThenDiscardOneOfThem(Ctx ctx, int player, int n) {
        java.util.Set<Integer> before = new java.util.HashSet<>(ctx.s.player(player).hand().asJava());
        Drawing.draw(ctx, player, n);
        List<Integer> drawn = new ArrayList<>();
        for (int id : ctx.s.player(player).hand()) if (!before.contains(id)) drawn.add(id);
        if (drawn.isEmpty()) return;
        int card = drawn.size() == 1 ? drawn.get(0) : ((Choice.ChooseObjects) ctx.ask(new Decision.Objects(player,
                "Discard one of the cards you drew", drawn, 1, 1))).ids().get(0);
        String name = ctx.s.object(card).name();
        ZoneMoves.move(ctx, card, Zone.GRAVEYARD);
        ctx.log("%s discards %s", ctx.s.player(player).name(), name);
    }

    /** 701.8a: the player discards every card in their hand. */
    static void discardHand(Ctx ctx, int player) {
        for (int id : List.copyOf(ctx.s.player(player).hand().asJava())) {
            String name = ctx.s.object(id).name();
            ZoneMoves.move(ctx, id, Zone.GRAVEYARD);
            ctx.log("%s discards %s", ctx.s.player(player).name(), name);
        }
    }

    /** 110.2: the player may put one matching card from their hand onto the battlefield under their control. */
    static List<Integer> putOntoBattlefield(Ctx ctx, int player, int source, ObjectFilter filter, boolean optional, boolean tapped) {
        List<Integer> matching = new ArrayList<>();
        for (int id : ctx.s.player(player).hand()) {
            GameObject o = ctx.s.object(id);
            if (o.card().isPermanentCard() && Affecting.matches(ctx.s, source, filter, o, Layers.of(ctx.s, id))) {
                matching.add(id);
            }
        }
        List<Integer> put = new ArrayList<>();
        if (matching.isEmpty()) return put;
        Choice c = ctx.ask(new Decision.Objects(player, (optional ? "Choose up to one card" : "Choose a card")
                + " to put onto the battlefield", matching, optional ? 0 : 1, 1));
        for (int id : ((Choice.ChooseObjects) c).ids()) {
            int host = -1;
            if (Attachments.kind(Layers.of(ctx.s, id)) == Attachments.Kind.AURA) {
                // 303.4f: the player putting an Aura onto the battlefield chooses what it enchants, among what is
                // already there; with nothing it could enchant it stays in the hand
                List<Integer> legal = new ArrayList<>();
                for (int h : ctx.s.battlefield()) if (Attachments.whyIllegal(ctx.s, id, h) == null) legal.add(h);
                if (legal.isEmpty()) {
                    ctx.log("%s has nothing to enchant and stays in %s's hand (303.4f)", ctx.s.object(id).name(),
                            ctx.s.player(player).name());
                    continue;
                }
                Choice h = ctx.ask(new Decision.Objects(player, "Choose what " + ctx.s.object(id).name()
                        + " enchants as it enters (303.4f)", legal, 1, 1));
                host = ((Choice.ChooseObjects) h).ids().get(0);
            }
            EnteringWith with = EnteringWith.tapped(tapped); // 110.5b: tapped as it enters
            if (host >= 0) ZoneMoves.moveToBattlefieldAttached(ctx, id, player, host, with);
            else ZoneMoves.moveToBattlefield(ctx, id, player, with);
            if (host >= 0 && ctx.s.object(id).zone() == Zone.BATTLEFIELD) Attachments.attach(ctx, id, host);
            ctx.log("%s puts %s onto the battlefield%s", ctx.s.player(player).name(), ctx.s.object(id).name(),
                    tapped ? " tapped" : "");
            if (ctx.s.object(id).zone() == Zone.BATTLEFIELD) put.add(id);
        }
        return put;
    }

    /** The cards of {@code player}'s hand that {@code filter} (read for {@code source}) matches, in the hand's order. */
    static List<Integer> matchingInHand(Ctx ctx, int player, int source, ObjectFilter filter) {
        List<Integer> matching = new ArrayList<>();
        for (int id : ctx.s.player(player).hand()) {
            if (Affecting.matches(ctx.s, source, filter, ctx.s.object(id), Layers.of(ctx.s, id))) matching.add(id);
        }
        return matching;
    }
}
