package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.DrawReplacement;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.events.GameEvent;
import dev.arbiter.engine.events.Triggers;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.effects.GameEnd;
import dev.arbiter.engine.state.PlayerState;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Drawing cards (seed 423 / current 121, and the 2009 rulings 119.1-119.7). A draw puts the top
 * card of the player's library into their hand (423.1); several draws are that many single
 * draws, one at a time (423.2), the active player's first then each other player's in turn order
 * (423.2a, and by team in Two-Headed Giant, 423.2b). Replacement effects apply to each draw even
 * with an empty library (423.6a) and are completed before the sequence goes on (423.6b); when
 * several apply, the drawing player chooses one (616.1), each at most once (614.5). A draw from an
 * empty library is remembered: the player loses at the next state-based check (423.4).
 */
public final class Drawing {
    private Drawing() {
    }

    /** One draw (seed 423.1); returns the card drawn, or -1 if the draw was replaced or the library was empty. */
    public static int drawOne(Ctx ctx, int player) {
        return drawOne(ctx, player, new HashSet<>());
    }

    private static int drawOne(Ctx ctx, int player, Set<Integer> applied) {
        PlayerState p = ctx.s.player(player);
        if (!p.inGame() || ctx.s.isOver()) return -1;
        if (Prohibitions.cantDraw(ctx.s, player)) {
            // 119.3 / 121.3: the draw can't happen, so it is neither replaced nor an attempt (423.4).
            ctx.log("%s can't draw cards", p.name());
            return -1;
        }
        List<DrawReplacements.Candidate> candidates = DrawReplacements.applicable(ctx.s, player, applied,
                DrawStepDraws.first(ctx, player));
        if (!candidates.isEmpty()) {
            DrawReplacements.Candidate chosen = choose(ctx, player, candidates);
            if (chosen != null) {
                applied.add(chosen.source());
                replace(ctx, player, chosen, applied);
                return -1;
            }
        }
        if (p.library().isEmpty()) {
            // 423.4: the attempt is the loss condition; nothing moves.
            ctx.s = ctx.s.withPlayer(p.withDrewFromEmptyLibrary(true));
            ctx.log("%s attempts to draw from an empty library", p.name());
            return -1;
        }
        int card = p.library().head();
        ZoneMoves.move(ctx, card, Zone.HAND);
        if (ctx.logging()) ctx.log("%s draws a card", p.name());
        Triggers.emit(ctx, new GameEvent.CardDrawn(player, card));
        return card;
    }

    /** 616.1: the affected player chooses which replacement applies; optional ones may all be declined. */
    private static DrawReplacements.Candidate choose(Ctx ctx, int player, List<DrawReplacements.Candidate> candidates) {
        boolean allOptional = true;
        for (DrawReplacements.Candidate c : candidates) if (!c.optional()) allOptional = false;
        if (candidates.size() == 1 && !allOptional) return candidates.get(0);
        List<String> labels = new ArrayList<>();
        for (DrawReplacements.Candidate c : candidates) labels.add(c.label());
        if (allOptional) labels.add("Draw normally");
        Choice c = ctx.ask(new Decision.Option(player, "A card draw can be replaced (616.1): choose", labels));
        int i = ((Choice.ChooseOption) c).index();
        return i < candidates.size() ? candidates.get(i) : null;
    }

    private static void replace(Ctx ctx, int player, DrawReplacements.Candidate chosen, Set<Integer> applied) {
        String name = ctx.s.player(player).name();
        if (chosen.replacement() == null) {
            // 702.52a dredge: mill N, then return the dredge card to hand.
            ctx.log("%s dredges %s instead of drawing", name, ctx.s.object(chosen.source()).name());
            Library.mill(ctx, player, chosen.dredge());
            if (ctx.s.object(chosen.source()).zone() == Zone.GRAVEYARD) ZoneMoves.move(ctx, chosen.source(), Zone.HAND);
            return;
        }
        DrawReplacement r = chosen.replacement();
        if (r instanceof DrawReplacement.WinWithEmptyLibrary) {
            GameEnd.win(ctx, player, ctx.s.object(chosen.source()).name() + ": drew with an empty library");
        } else if (r instanceof DrawReplacement.DrawInstead di) {
            ctx.log("%s draws %d cards instead (%s)", name, di.count(), ctx.s.object(chosen.source()).name());
            // 119.7 / 121.7: the draws happen one at a time; this replacement can't apply to them (614.5).
            for (int i = 0; i < di.count(); i++) drawOne(ctx, player, new HashSet<>(applied));
        } else if (r instanceof DrawReplacement.DrawInsteadAfterFirst di) { // 614.1a, 614.5: as DrawInstead
            ctx.log("%s draws %d cards instead (%s)", name, di.count(), ctx.s.object(chosen.source()).name());
            for (int i = 0; i < di.count(); i++) drawOne(ctx, player, new HashSet<>(applied));
        } else if (r instanceof DrawReplacement.EachPlayerSkips) { // 614.1a: nothing happens instead
            ctx.log("%s skips that draw (%s)", name, ctx.s.object(chosen.source()).name());
        } else if (r instanceof DrawReplacement.EffectInstead ei) { // 614.1a, 614.6: the effect in place of the draw
            ctx.log("%s: %s instead of drawing", ctx.s.object(chosen.source()).name(), name);
            EffectResolver.resolve(ctx, ei.effect(), new Resolution(chosen.source(), player, io.vavr.collection.Vector.empty(), 0,
                    player, -1, null));
        } else if (r instanceof DrawReplacement.ChooseKindAndReveal) {
            Library.revealUntilKind(ctx, player);
        } else if (r instanceof DrawReplacement.RevealTopCreatureToGraveyard) {
            PlayerState p = ctx.s.player(player);
            if (p.library().isEmpty()) {
                // 423.6a: the replacement applies even so; there is nothing to reveal and no draw was attempted.
                ctx.log("%s reveals no card instead of drawing (empty library)", name);
                return;
            }
            int top = p.library().head();
            ctx.log("%s reveals %s instead of drawing", name, ctx.s.object(top).name());
            if (Layers.of(ctx.s, top).isCreature()) {
                ZoneMoves.move(ctx, top, Zone.GRAVEYARD);
            } else {
                drawOne(ctx, player, applied); // a new draw: this replacement can't apply to it again (614.5)
            }
        }
    }

    /** {@code n} individual draws (seed 423.2); each completes, replacements included, before the next (423.6b). */
    public static void draw(Ctx ctx, int player, int n) {
        if (n == 1) {
            drawOne(ctx, player);
            return;
        }
        for (int i = 0; i < n; i++) drawOne(ctx, player, new HashSet<>()); // each logged in order
    }

    /**
     * Several players draw (seed 423.2a-b): the active player performs all their draws first, then
     * each other player in turn order; in Two-Headed Giant the seating order puts the active team's
     * primary player first, then its secondary player, then the other team. {@code counts[p]} is
     * how many player p draws.
     */
    public static void drawInTurnOrder(Ctx ctx, int[] counts) {
        int n = ctx.s.playerCount();
        int active = ctx.s.turn().active();
        for (int k = 0; k < n; k++) {
            int p = (active + k) % n;
            if (counts[p] > 0) draw(ctx, p, counts[p]);
        }
    }

    /** "You may draw a card" (seed 423.3): the player may choose to even with an empty library. */
    public static void mayDraw(Ctx ctx, int player) {
        if (Prohibitions.cantDraw(ctx.s, player)) {
            // 119.3 / 121.3: a player who can't draw can't choose to draw.
            ctx.log("%s can't draw cards, so can't choose to draw", ctx.s.player(player).name());
            return;
        }
        Choice c = ctx.ask(new Decision.Option(player, "Draw a card?", List.of("yes", "no")));
        if (((Choice.ChooseOption) c).index() == 0) drawOne(ctx, player);
    }
}
