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
 * Choices another player makes among a player's hand cards (701.16a, 701.8a, 701.20a): "[player] reveals N cards from
 * their hand. You choose one of them. That player discards that card." and "You choose a card from it. That player
 * shuffles that card into their library."
 */
final class HandChoices {
    private HandChoices() {
    }

    /** Resolves {@code effect} if it is one of these; false otherwise. */
    static boolean resolve(Ctx ctx, Effect effect, Resolution r) {
        if (effect instanceof Effect.RevealFromHandDiscardChosen e) {
            int n = PlayerAmounts.value(ctx, e.revealed(), r);
            for (int p : EffectSubjects.players(ctx, e.who(), r)) revealThenDiscardChosen(ctx, r.controller(), p, n);
            return true;
        }
        if (effect instanceof Effect.ShuffleChosenFromHand e) {
            for (int p : EffectSubjects.players(ctx, e.who(), r)) shuffleChosen(ctx, r.controller(), p, r.source(), e);
            return true;
        }
        if (effect instanceof Effect.ChooseFromHandThen e) {
            for (int p : EffectSubjects.players(ctx, e.who(), r)) chooseThen(ctx, p, e, r);
            return true;
        }
        return false;
    }

    /** 701.16a: the hand is seen; the controller picks a matching card; what follows names it (608.2c). */
    private static void chooseThen(Ctx ctx, int player, Effect.ChooseFromHandThen e, Resolution r) {
        HandEffects.lookAt(ctx, r.controller(), player);
        List<Integer> matching = HandEffects.matchingInHand(ctx, player, r.source(), e.filter());
        if (matching.isEmpty()) return;
        int card = ((Choice.ChooseObjects) ctx.ask(new Decision.Objects(r.controller(), "Choose a card of "
                + ctx.s.player(player).name() + "'s hand", matching, 1, 1))).ids().get(0);
        ctx.log("%s chooses %s", ctx.s.player(r.controller()).name(), ctx.s.object(card).name());
        EffectResolver.resolve(ctx, e.then(), new Resolution(r.source(), r.controller(), r.targets(), r.x(),
                r.thatPlayer(), card, r.chosenMana(), r.sourceZoneChanges()));
    }

    /** 701.16a: the player reveals {@code n} cards of their choice (all if fewer); 701.8a: {@code chooser} picks one, discarded. */
    private static void revealThenDiscardChosen(Ctx ctx, int chooser, int player, int n) {
        PlayerState p = ctx.s.player(player);
        List<Integer> hand = new ArrayList<>(p.hand().asJava());
        int k = Math.min(Math.max(n, 0), hand.size());
        if (k == 0) return;
        List<Integer> revealed = k == hand.size() ? hand : ((Choice.ChooseObjects) ctx.ask(new Decision.Objects(player,
                "Reveal " + k + (k == 1 ? " card" : " cards") + " from your hand", hand, k, k))).ids();
        if (ctx.logging()) {
            List<String> names = new ArrayList<>();
            for (int id : revealed) names.add(ctx.s.object(id).name());
            ctx.log("%s reveals %s", p.name(), String.join(", ", names));
        }
        int card = revealed.size() == 1 ? revealed.get(0) : ((Choice.ChooseObjects) ctx.ask(new Decision.Objects(chooser,
                "Choose a card of " + p.name() + " to discard", List.copyOf(revealed), 1, 1))).ids().get(0);
        String name = ctx.s.object(card).name();
        ZoneMoves.move(ctx, card, Zone.GRAVEYARD);
        ctx.log("%s discards %s", p.name(), name);
    }

    /** 701.16a: the hand is seen; {@code chooser} picks a matching card; it goes into the library, then it is shuffled (701.20a). */
    private static void shuffleChosen(Ctx ctx, int chooser, int player, int source, Effect.ShuffleChosenFromHand e) {
        HandEffects.lookAt(ctx, chooser, player);
        List<Integer> matching = HandEffects.matchingInHand(ctx, player, source, e.filter());
        if (matching.isEmpty()) return;
        int card = ((Choice.ChooseObjects) ctx.ask(new Decision.Objects(chooser, "Choose a card of "
                + ctx.s.player(player).name() + " to shuffle into their library", matching, 1, 1))).ids().get(0);
        GameObject o = ctx.s.object(card);
        ZoneMoves.move(ctx, card, Zone.LIBRARY);
        ctx.log("%s shuffles %s into their library", ctx.s.player(o.owner()).name(), o.name());
        Shuffling.shuffleLibrary(ctx, o.owner());
    }
}
