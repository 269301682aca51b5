package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;

import java.util.List;

/**
 * Playing for ante (407): the ante zone, filled at the start of the game (407.2) and by the few cards that
 * ante (407.4), the change of owner those cards make (407.3), and exchanging an ante card with the top of a
 * library (701.10d). The ante zone keeps no list: its cards are the objects whose zone is {@link Zone#ANTE}.
 */
public final class Ante {
    private Ante() {
    }

    /** 407.3: a deck with an ante card is refused unless the game is played for ante; null when it may be played. */
    public static String refusal(String player, List<CardDefinition> deck, boolean playingForAnte) {
        if (playingForAnte) return null;
        for (CardDefinition card : deck) {
            if (anteCard(card)) {
                return player + "'s deck holds " + card.name() + ", which must be removed from a deck before playing if"
                        + " you're not playing for ante (407.3); play for ante (the ante option) or remove it";
            }
        }
        return null;
    }

    private static boolean anteCard(CardDefinition card) {
        for (Ability a : card.abilities()) {
            if (a instanceof StaticAbility st && st.effect() instanceof StaticEffect.PlayedOnlyForAnte) return true;
        }
        return false;
    }

    /** 407.2: after the first player is chosen and before anyone draws, each player antes a random card of their deck. */
    public static void atGameStart(Ctx ctx) {
        for (int p = 0; p < ctx.s.playerCount(); p++) {
            var library = ctx.s.player(p).library();
            if (library.isEmpty()) continue;
            int id = library.get(ctx.s.rng().below(library.size()));
            ctx.s = ctx.s.withRng(ctx.s.rng().next());
            ante(ctx, id, "407.2");
        }
    }

    /** Resolves the ante effects; false for any other effect. */
    static boolean resolve(Ctx ctx, Effect effect, Resolution r) {
        if (effect instanceof Effect.AnteTopOfLibrary a) {
            for (int p : EffectSubjects.players(ctx, a.who(), r)) { // 407.4: each owner antes their own top card
                var library = ctx.s.player(p).library();
                if (!library.isEmpty()) ante(ctx, library.head(), "407.4");
            }
            return true;
        }
        if (effect instanceof Effect.GainOwnership g) {
            for (GameObject o : EffectSubjects.objects(ctx, g.subject(), r)) {
                if (o.zone() != Zone.ANTE) continue; // 407.3: only ante cards change owners
                ctx.s = ctx.s.withObject(o.withOwner(r.controller()));
                ctx.log("%s now owns %s (407.3)", ctx.s.player(r.controller()).name(), o.name());
            }
            return true;
        }
        if (effect instanceof Effect.ExchangeWithTopOfLibrary x) {
            for (GameObject o : EffectSubjects.objects(ctx, x.subject(), r)) exchangeWithTop(ctx, o, r.controller());
            return true;
        }
        return false;
    }

    /**
     * 701.10a, 701.10d: the card and the top card of {@code player}'s library trade places, only if both are owned by
     * that player (the exchange happens even with an empty library); otherwise no part of it happens.
     */
    private static void exchangeWithTop(Ctx ctx, GameObject card, int player) {
        if (card.owner() != player || card.zone() == Zone.LIBRARY || card.zone() == Zone.NONE) return;
        Zone from = card.zone();
        var library = ctx.s.player(player).library();
        int top = library.isEmpty() ? -1 : library.head();
        ZoneMoves.move(ctx, card.id(), Zone.LIBRARY); // on top (401.4)
        if (top >= 0) ZoneMoves.move(ctx, top, from);
        ctx.log("%s exchanges %s with the top card of their library", ctx.s.player(player).name(), card.name());
    }

    private static void ante(Ctx ctx, int id, String rule) {
        GameObject o = ZoneMoves.move(ctx, id, Zone.ANTE);
        ctx.log("%s antes %s (%s)", ctx.s.player(o.owner()).name(), o.name(), rule);
    }
}
