package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.effects.Resolution;
import dev.arbiter.engine.effects.ZoneMoves;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.mana.ManaCost;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;

import java.util.List;

/**
 * "Reveal the top card of your library. You may [cast | play] that card [without paying its mana cost] [if it's ...]. If
 * you don't, exile it." (608.2g: cast during the resolution from the library, no priority after; 118.9; a land is
 * played only on its owner's turn with a land play left, 305.2a-b, 305.3, and counts as the land played).
 */
final class TopCardCasts {
    private TopCardCasts() {
    }

    static void resolve(Ctx ctx, Effect.TopCardMayCast e, Resolution r) {
        int player = r.controller();
        if (ctx.s.player(player).library().isEmpty()) return;
        int top = ctx.s.player(player).library().head();
        GameObject o = ctx.s.object(top);
        Characteristics ch = Layers.of(ctx.s, top);
        if (e.reveal()) ctx.log("%s reveals %s from the top of their library", ctx.s.player(player).name(), o.name()); // 701.16a
        boolean matches = e.only() == null || Affecting.matches(ctx.s, r.source(), e.only(), o, ch);
        boolean done = false;
        if (matches && ch.isLand()) {
            boolean canPlay = e.lands() && ctx.s.turn().active() == player // 305.3
                    && ctx.s.player(player).landsPlayed() < dev.arbiter.engine.layers.PlayerStatics.landsPerTurn(ctx.s, player); // 305.2b
            if (canPlay && ask(ctx, player, "Play " + o.name() + " from the top of your library? (305.2a)", "play it")) {
                ZoneMoves.moveToBattlefield(ctx, top, player);
                ctx.s = ctx.s.withPlayer(ctx.s.player(player).withLandsPlayed(ctx.s.player(player).landsPlayed() + 1)); // 305.2a
                ctx.log("%s plays %s", ctx.s.player(player).name(), o.name());
                dev.arbiter.engine.events.Triggers.emit(ctx, new dev.arbiter.engine.events.GameEvent.LandPlayed(player, top));
                done = true;
            }
        } else if (matches) {
            ManaCost cost = ch.manaCost();
            boolean can = !CastRestrictions.forbidden(ctx.s, player, top) && CardCopies.castable(ctx.s, player, top)
                    && (e.free() || cost != null) && ResolvingCasts.payable(ctx.s, player, top,
                    e.free() ? ManaCost.ZERO : cost.withX(0)); // 118.3, 118.9d
            if (can && ask(ctx, player, "Cast " + o.name() + (e.free() ? " without paying its mana cost?" : " for " + cost + "?")
                    + " (608.2g)", "cast it")) {
                if (e.free()) ResolvingCasts.cast(ctx, player, top, true, null); // 118.9
                else ResolvingCasts.cast(ctx, player, top, false, cost); // 601.2f-h, paid as it resolves
                done = true;
            }
        }
        if (done || e.otherwise() == null || ctx.s.object(top).zone() != Zone.LIBRARY) return;
        if (e.otherwise().equals("exile")) {
            ZoneMoves.move(ctx, top, Zone.EXILE);
            ctx.log("%s exiles %s", ctx.s.player(player).name(), o.name());
        } else {
            ZoneMoves.move(ctx, top, Zone.HAND);
            ctx.log("%s puts %s into their hand", ctx.s.player(player).name(), o.name());
        }
    }

    private static boolean ask(Ctx ctx, int player, String question, String yes) {
        Choice c = ctx.ask(new Decision.Option(player, question, List.of(yes, "don't")));
        return ((Choice.ChooseOption) c).index() == 0;
    }
}
