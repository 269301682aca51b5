package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.layers.ActiveStatic;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.PlayerState;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * Replacements of losing the game (614.1a, 104.3): Lich's Mirror — "If you would lose the game,
 * instead shuffle your hand, your graveyard, and all permanents you own into your library, then
 * draw seven cards and your life total becomes 20." The reason the player would have lost is not
 * removed (poison counters stay): once the Mirror is gone, the next check loses (704.3).
 */
public final class LoseGameReplacement {
    private LoseGameReplacement() {
    }

    /** The permanent whose replacement would apply to {@code player} losing, or -1 (616.1: the first, by timestamp). */
    public static int source(GameState s, int player) {
        for (dev.arbiter.engine.state.ContinuousEffect e : s.effects()) { // 614.1a: a shield of this turn
            if (e.modification() instanceof dev.arbiter.engine.state.Modification.LossShield l && l.player() == player) {
                return e.source();
            }
        }
        for (ActiveStatic a : Layers.staticAbilities(s)) {
            if ((a.effect() instanceof StaticEffect.RestartInsteadOfLosing || a.effect() instanceof StaticEffect.EffectInsteadOfLosing)
                    && s.object(a.source()).controller() == player) {
                return a.source();
            }
        }
        return -1;
    }

    /** "The next time you would lose the game this turn, instead [effect]" (614.1a): a shield for the controller. */
    static void shield(Ctx ctx, dev.arbiter.engine.ability.LoseGameShield l, Resolution r) {
        ctx.s = dev.arbiter.engine.state.ContinuousEffect.add(ctx.s, r.source(), r.controller(),
                new dev.arbiter.engine.state.Modification.LossShield(r.controller(), l.instead()),
                io.vavr.collection.Vector.empty(), dev.arbiter.engine.state.Duration.UNTIL_END_OF_TURN);
        if (ctx.logging()) ctx.log("the next time %s would lose the game this turn, something else happens instead",
                ctx.s.player(r.controller()).name());
    }

    /** The stated effect of {@code source}'s loss replacement, or null (Lich's Mirror's restart). */
    private static StaticEffect.EffectInsteadOfLosing stated(GameState s, int source) {
        for (ActiveStatic a : Layers.staticAbilities(s)) {
            if (a.source() == source && a.effect() instanceof StaticEffect.EffectInsteadOfLosing e) return e;
        }
        return null;
    }

    /** Carries out the replacement for {@code player} (the loss does not happen). */
    public static void apply(Ctx ctx, int player, int source) {
        PlayerState p = ctx.s.player(player);
        for (dev.arbiter.engine.state.ContinuousEffect e : ctx.s.effects()) {
            if (e.source() == source && e.modification() instanceof dev.arbiter.engine.state.Modification.LossShield l
                    && l.player() == player) { // 614.1a: the shield is used up
                ctx.s = ctx.s.withEffects(ctx.s.effects().remove(e));
                ctx.log("%s would lose the game; instead %s's effect applies (614.1a)", p.name(), ctx.s.object(source).name());
                EffectResolver.resolve(ctx, l.instead(), Resolution.of(source, player));
                return;
            }
        }
        StaticEffect.EffectInsteadOfLosing stated = stated(ctx.s, source);
        if (stated != null) { // 614.1a: the stated effect, for the player as the source's controller
            ctx.log("%s would lose the game; instead %s's replacement applies (614.1a)", p.name(), ctx.s.object(source).name());
            EffectResolver.resolve(ctx, stated.instead(), Resolution.of(source, player));
            return;
        }
        ctx.log("%s would lose the game; instead %s's replacement applies (614.1a)", p.name(), ctx.s.object(source).name());
        List<Integer> cards = new ArrayList<>();
        cards.addAll(p.hand().asJava());
        cards.addAll(p.graveyard().asJava());
        for (int id : ctx.s.battlefield()) if (ctx.s.object(id).owner() == player) cards.add(id);
        for (int id : cards) {
            GameObject o = ctx.s.object(id);
            if (o.zone() != Zone.LIBRARY) ZoneMoves.move(ctx, id, Zone.LIBRARY);
        }
        Shuffling.shuffleLibrary(ctx, player);
        ctx.log("%s shuffles %d cards into their library", p.name(), cards.size());
        Drawing.draw(ctx, player, 7);
        int life = ctx.s.player(player).life(); // 119.5: the life total becomes 20 by gaining or losing the difference
        if (life < 20) LifeTotals.gain(ctx, player, 20 - life);
        else if (life > 20) LifeTotals.lose(ctx, player, life - 20);
    }
}
