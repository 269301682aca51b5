package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.mana.ManaPool;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.PlayerState;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * Cards looked at and sent to several places (401.4: "Put one of those cards into your hand, one on top
 * of your library, and one on the bottom"), and mana pools emptied by an effect (106.4).
 */
final class LibraryDistribution {
    private LibraryDistribution() {
    }

    /** Resolves {@code effect} if it is one of these; false otherwise. */
    static boolean resolve(Ctx ctx, Effect effect, Resolution r) {
        if (effect instanceof Effect.LookAtTopHandTopBottom e) {
            handTopBottom(ctx, r.controller(), PlayerAmounts.value(ctx, e.amount(), r));
            return true;
        }
        if (effect instanceof Effect.PutChosenFromHandOnTop e) {
            for (int p : EffectSubjects.players(ctx, e.who(), r)) handOnTop(ctx, r.controller(), p, e.count());
            return true;
        }
        if (effect instanceof Effect.DoubleUnspentMana) { // 106.4: each type of the mana in the pool, once more
            PlayerState ps = ctx.s.player(r.controller());
            ManaPool more = ps.pool();
            for (dev.arbiter.engine.state.RestrictedPool kept : ps.restricted()) more = more.plus(kept.mana());
            if (more.isEmpty()) return true;
            EffectResolver.resolve(ctx, new Effect.AddMana(java.util.List.of(more)), new Resolution(r.source(), r.controller(),
                    r.targets(), r.x(), r.thatPlayer(), r.thatObject(), null, r.sourceZoneChanges()));
            return true;
        }
        if (effect instanceof Effect.LoseUnspentMana e) {
            for (int p : EffectSubjects.players(ctx, e.who(), r)) {
                PlayerState ps = ctx.s.player(p);
                ctx.s = ctx.s.withPlayer(ps.withEmptyPool()); // 106.4
                ctx.log("%s loses all unspent mana", ps.name());
            }
            return true;
        }
        return false;
    }

    /** 401.4: one card into the hand, one back on top, the rest on the bottom, in the order written. */
    private static void handTopBottom(Ctx ctx, int player, int n) {
        PlayerState p = ctx.s.player(player);
        int count = Math.min(n, p.library().size());
        if (count <= 0) return;
        List<Integer> looked = new ArrayList<>(p.library().take(count).asJava());
        int toHand = choose(ctx, player, looked, "Choose a card to put into your hand");
        looked.remove(Integer.valueOf(toHand));
        List<Integer> top = new ArrayList<>();
        if (!looked.isEmpty()) {
            int onTop = looked.size() == 1 ? looked.get(0) : choose(ctx, player, looked, "Choose a card to put on top of your library");
            looked.remove(Integer.valueOf(onTop));
            top.add(onTop);
        }
        List<Integer> bottom = Scrying.ordered(ctx, player, looked, "Order the cards going to the bottom, the one nearest the top first");
        List<Integer> library = new ArrayList<>();
        library.add(toHand);
        library.addAll(top);
        Scrying.setLibrary(ctx, player, library, ctx.s.player(player).library().drop(count).asJava(), bottom);
        ctx.log("%s puts %s into their hand, one card on top of their library and %d on the bottom", p.name(),
                ctx.s.object(toHand).name(), bottom.size());
        ZoneMoves.move(ctx, toHand, Zone.HAND);
    }

    /** 401.4: {@code chooser} looks at the hand, chooses {@code n} cards (all, if fewer) and puts them on top in the order chosen. */
    private static void handOnTop(Ctx ctx, int chooser, int player, int n) {
        HandEffects.lookAt(ctx, chooser, player);
        List<Integer> hand = new ArrayList<>(ctx.s.player(player).hand().asJava());
        int k = Math.min(n, hand.size());
        if (k <= 0) return;
        Choice c = ctx.ask(new Decision.Objects(chooser, "Choose " + k + " card(s) of " + ctx.s.player(player).name()
                + "'s hand to put on top of their library", hand, k, k));
        List<Integer> chosen = Scrying.ordered(ctx, chooser, new ArrayList<>(((Choice.ChooseObjects) c).ids()),
                "Order the cards going on top, the top one first");
        for (int i = chosen.size() - 1; i >= 0; i--) ZoneMoves.move(ctx, chosen.get(i), Zone.LIBRARY); // the last chosen first: it ends lowest
        ctx.log("%s puts %d card(s) from their hand on top of their library", ctx.s.player(player).name(), k);
    }

    private static int choose(Ctx ctx, int player, List<Integer> cards, String prompt) {
        Choice c = ctx.ask(new Decision.Objects(player, prompt, cards, 1, 1));
        return ((Choice.ChooseObjects) c).ids().get(0);
    }
}
