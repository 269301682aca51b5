package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.PlayerState;
import dev.arbiter.engine.state.Zone;
import java.util.ArrayList;
import java.util.List;

/**
 * Whole zones exiled (406.2) and cards put on top or at the bottom of libraries by the player the card names (401.4):
 * {@link Effect.ExileCardsInZones}, {@link Effect.PutOwnHandCardsOnTop}, {@link Effect.PutOnTopOrBottomByOwner}.
 */
final class LibraryPlacement {

    private LibraryPlacement() {
    }

    /** Resolves {@code effect} if it is one of these; false otherwise. */
    static boolean resolve(Ctx ctx, Effect effect, Resolution r) {
        if (effect instanceof Effect.ExileCardsInZones e) {
            for (int p : EffectSubjects.players(ctx, e.whose(), r)) exileZones(ctx, p, e.hand(), e.graveyard(), e.library());
            return true;
        }
        if (effect instanceof Effect.PutOwnHandCardsOnTop e) {
            for (int p : EffectSubjects.players(ctx, e.who(), r)) ownHandOnTop(ctx, p, e.count());
            return true;
        }
        if (effect instanceof Effect.CountExiled e) {
            ExiledCounts.resolve(ctx, e, r); // 406, 608.2c
            return true;
        }
        if (effect instanceof Effect.SearchWithManaValueAtMost e) { // 701.23, 202.3: the bound read as it resolves
            LibrarySearch.searchBounded(ctx, r.controller(), e.search(), r.source(), PlayerAmounts.value(ctx, e.manaValue(), r), true);
            return true;
        }
        if (effect instanceof Effect.PutOnTopOrBottomByOwner e) {
            for (GameObject o : EffectSubjects.objects(ctx, e.subject(), r)) topOrBottom(ctx, o);
            return true;
        }
        return false;
    }

    /** 406.2: the player's cards in the zones named go to exile at once (one event, 603.2c). */
    private static void exileZones(Ctx ctx, int player, boolean hand, boolean graveyard, boolean library) {
        PlayerState ps = ctx.s.player(player);
        List<Integer> cards = new ArrayList<>();
        if (hand) cards.addAll(ps.hand().asJava());
        if (graveyard) cards.addAll(ps.graveyard().asJava());
        if (library) cards.addAll(ps.library().asJava());
        SimultaneousMoves.together(ctx, () -> {
            for (int id : cards) ZoneMoves.move(ctx, id, Zone.EXILE);
        });
        ctx.log("%s exiles all cards from their %s (%d cards)", ps.name(),
                String.join(" and ", zoneWords(hand, graveyard, library)), cards.size());
    }

    private static List<String> zoneWords(boolean hand, boolean graveyard, boolean library) {
        List<String> words = new ArrayList<>();
        if (hand) words.add("hand");
        if (graveyard) words.add("graveyard");
        if (library) words.add("library");
        return words;
    }

    /** 401.4: the player chooses {@code n} cards of their hand (all, if fewer) and puts them on top in the order they choose. */
    private static void ownHandOnTop(Ctx ctx, int player, int n) {
        List<Integer> hand = new ArrayList<>(ctx.s.player(player).hand().asJava());
        int k = Math.min(n, hand.size());
        if (k <= 0) return;
        List<Integer> chosen = hand;
        if (k < hand.size()) {
            Choice c = ctx.ask(new Decision.Objects(player, "Choose " + k + " card(s) of your hand to put on top of your library",
                    hand, k, k));
            chosen = new ArrayList<>(((Choice.ChooseObjects) c).ids());
        }
        List<Integer> ordered = k == 1 ? chosen : Scrying.ordered(ctx, player, chosen, "Order the cards going on top, the top one first");
        for (int i = ordered.size() - 1; i >= 0; i--) ZoneMoves.move(ctx, ordered.get(i), Zone.LIBRARY); // the top one last
        ctx.log("%s puts %d card(s) from their hand on top of their library", ctx.s.player(player).name(), k);
    }

    /** 401.4: the object's owner puts it on the top or at the bottom of their library, as they choose. */
    private static void topOrBottom(Ctx ctx, GameObject o) {
        if (o.zone() == Zone.LIBRARY || o.zone() == Zone.NONE) return;
        Choice c = ctx.ask(new Decision.Option(o.owner(), "Put " + o.name() + " on the top or the bottom of your library?",
                List.of("top", "bottom")));
        boolean bottom = ((Choice.ChooseOption) c).index() == 1;
        ZoneMoves.move(ctx, o.id(), Zone.LIBRARY, bottom);
        ctx.log("%s puts %s on the %s of their library", ctx.s.player(o.owner()).name(), o.name(), bottom ? "bottom" : "top");
    }
}
