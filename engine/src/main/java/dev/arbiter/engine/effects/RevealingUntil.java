package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.LibraryEffects;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.util.Rng;

import java.util.ArrayList;
import java.util.List;

/**
 * Revealing cards from the top of a library until a card of a kind (701.16, 401.4): the revealed cards stay in the
 * library while revealed; the card found goes where the effect says, then the others go to the bottom in a random
 * order (from the game's seeded generator), into the graveyard, or are shuffled in. With no such card every card of
 * the library is revealed and all of them go where the others go.
 */
final class RevealingUntil {
    private RevealingUntil() {
    }

    /** Resolves {@code effect} if it is a {@link Effect.RevealUntil}; false otherwise. */
    static boolean resolve(Ctx ctx, Effect effect, Resolution r) {
        if (effect instanceof LibraryEffects.EachRevealTopThen each) {
            eachRevealsTop(ctx, each, r);
            return true;
        }
        if (!(effect instanceof Effect.RevealUntil e)) return false;
        for (int p : EffectSubjects.players(ctx, e.who(), r)) reveal(ctx, p, e, r);
        return true;
    }

    private static void reveal(Ctx ctx, int player, Effect.RevealUntil e, Resolution r) {
        List<Integer> revealed = new ArrayList<>();
        int hit = -1;
        for (int id : ctx.s.player(player).library()) { // 701.16: one at a time from the top
            revealed.add(id);
            // 110.4a: a card put onto the battlefield is a permanent card ("a nonland permanent card")
            boolean fits = e.found() != LibraryEffects.Destination.BATTLEFIELD || ctx.s.object(id).card().isPermanentCard();
            if (fits && Affecting.matches(ctx.s, r.source(), e.filter(), ctx.s.object(id), Layers.of(ctx.s, id))) {
                hit = id;
                break;
            }
        }
        int n = 0; // 608.2c: "the number of cards revealed this way", counted as they are revealed
        if (e.then() != null) {
            for (int id : revealed) {
                if (Affecting.matches(ctx.s, r.source(), e.counted(), ctx.s.object(id), Layers.of(ctx.s, id))) n++;
            }
        }
        String name = ctx.s.player(player).name();
        ctx.log("%s reveals %d card%s from the top of their library%s", name, revealed.size(), revealed.size() == 1 ? "" : "s",
                hit >= 0 ? " until " + ctx.s.object(hit).name() : " (none of the kind)");
        List<Integer> rest = new ArrayList<>(revealed);
        if (hit >= 0) {
            rest.remove(Integer.valueOf(hit));
            switch (e.found()) {
                case HAND -> ZoneMoves.move(ctx, hit, Zone.HAND);
                case BATTLEFIELD -> ZoneMoves.moveToBattlefield(ctx, hit, player); // 110.2a: under the revealing player's control
                case GRAVEYARD -> ZoneMoves.move(ctx, hit, Zone.GRAVEYARD);
                case TOP_OF_LIBRARY -> { }
            }
            ctx.log("%s puts %s %s", name, ctx.s.object(hit).name(), switch (e.found()) {
                case HAND -> "into their hand";
                case BATTLEFIELD -> "onto the battlefield";
                case GRAVEYARD -> "into their graveyard";
                case TOP_OF_LIBRARY -> "on top of their library";
            });
        }
        rest.removeIf(id -> ctx.s.object(id).zone() != Zone.LIBRARY || ctx.s.object(id).owner() != player);
        switch (e.rest()) {
            case GRAVEYARD -> {
                for (int id : rest) ZoneMoves.move(ctx, id, Zone.GRAVEYARD);
                if (!rest.isEmpty()) ctx.log("%s puts the other %d revealed card(s) into their graveyard", name, rest.size());
            }
            case SHUFFLE -> Shuffling.shuffleLibrary(ctx, player); // 701.20
            case BOTTOM_RANDOM -> bottomInRandomOrder(ctx, player, rest);
            case EXILE -> { // 406.2: "exile all other cards revealed this way"
                for (int id : rest) ZoneMoves.move(ctx, id, Zone.EXILE);
                if (!rest.isEmpty()) ctx.log("%s exiles the other %d revealed card(s)", name, rest.size());
            }
        }
        if (e.then() == null) return;
        EffectResolver.resolve(ctx, e.then(), new Resolution(r.source(), r.controller(), r.targets(), n, r.thatPlayer(),
                r.thatObject(), r.chosenMana(), r.sourceZoneChanges()));
    }

    /** 701.16a, 608.2c: each player reveals their top card (it stays there); the follow-up counts those of a kind. */
    private static void eachRevealsTop(Ctx ctx, LibraryEffects.EachRevealTopThen e, Resolution r) {
        int n = 0;
        for (int p = 0; p < ctx.s.playerCount(); p++) {
            var library = ctx.s.player(p).library();
            if (library.isEmpty()) continue;
            int top = library.head();
            ctx.log("%s reveals %s from the top of their library", ctx.s.player(p).name(), ctx.s.object(top).name());
            if (Affecting.matches(ctx.s, r.source(), e.counted(), ctx.s.object(top), Layers.of(ctx.s, top))) n++;
        }
        EffectResolver.resolve(ctx, e.then(), new Resolution(r.source(), r.controller(), r.targets(), n, r.thatPlayer(),
                r.thatObject(), r.chosenMana(), r.sourceZoneChanges()));
    }

    /** 401.4: {@code cards}, still in the library, go to its bottom in an order from the seeded generator. */
    private static void bottomInRandomOrder(Ctx ctx, int player, List<Integer> cards) {
        if (cards.isEmpty()) return;
        List<Integer> order = randomOrder(ctx, cards);
        List<Integer> others = new ArrayList<>(ctx.s.player(player).library().asJava());
        others.removeAll(order);
        Scrying.setLibrary(ctx, player, List.of(), others, order);
        ctx.log("%s puts %d card%s on the bottom of their library in a random order", ctx.s.player(player).name(),
                order.size(), order.size() == 1 ? "" : "s");
    }

    /** {@code cards} in an order drawn from the game's seeded generator (401.4 "in a random order"), top first. */
    static List<Integer> randomOrder(Ctx ctx, List<Integer> cards) {
        Rng rng = ctx.s.rng();
        List<Integer> left = new ArrayList<>(cards);
        List<Integer> order = new ArrayList<>();
        while (!left.isEmpty()) {
            order.add(left.remove(rng.below(left.size())));
            rng = rng.next();
        }
        ctx.s = ctx.s.withRng(rng);
        return order;
    }
}
