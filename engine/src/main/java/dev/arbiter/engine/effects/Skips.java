package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.PlayerEffects.Skippable;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Modification;
import io.vavr.collection.Vector;

/**
 * Skipping (614.10): "target player skips their next draw step" leaves a marker in the continuous effects, as an extra
 * turn does (500.7); the turn structure asks for it as that player's step, phase or turn would begin, and the marker is
 * used up by the one it skips (614.10a: nothing of it happens, not even its beginning).
 */
public final class Skips {
    private Skips() {
    }

    /** 614.10: {@code player} skips their next step, phase or turn of kind {@code what}. */
    static void add(Ctx ctx, Resolution r, int player, Skippable what) {
        ctx.s = ContinuousEffect.add(ctx.s, r.source(), r.controller(), new Modification.SkipNext(player, what),
                Vector.empty(), Duration.INDEFINITE);
        if (ctx.logging()) ctx.log("%s will skip their next %s", ctx.s.player(player).name(), words(what));
    }

    /**
     * The state with {@code player}'s oldest marker for {@code what} used up, or null when they skip nothing of that
     * kind (614.10: the step, phase or turn then happens as usual).
     */
    public static GameState take(GameState s, int player, Skippable what) {
        if (s.effects().isEmpty()) return null;
        for (ContinuousEffect e : s.effects()) {
            if (e.modification() instanceof Modification.SkipNext k && k.player() == player && k.what() == what) {
                return s.withEffects(s.effects().remove(e));
            }
        }
        return null;
    }

    private static String words(Skippable what) {
        return switch (what) {
            case UNTAP_STEP -> "untap step";
            case UPKEEP_STEP -> "upkeep step";
            case DRAW_STEP -> "draw step";
            case COMBAT_PHASE -> "combat phase";
            case TURN -> "turn";
        };
    }
}
