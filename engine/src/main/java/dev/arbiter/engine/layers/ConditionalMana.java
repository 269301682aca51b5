package dev.arbiter.engine.layers;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.state.GameState;

/**
 * 605.3a, 608.2c: a mana ability "Add {C}. If you control [...], add {C}{C} instead." resolves at once, so the mana it
 * can add is known now: the branch its condition picks, read from the game as it is.
 */
public final class ConditionalMana {
    private ConditionalMana() {
    }

    /** Whether {@code e} is "[add mana]. If [condition], [add mana] instead.": both branches add mana, nothing else. */
    public static boolean is(Effect e) {
        return e instanceof Effect.IfCondition ic && addsOnly(ic.then()) && addsOnly(ic.otherwise());
    }

    private static boolean addsOnly(Effect e) {
        return e instanceof Effect.AddMana || e instanceof Effect.AddManaAmount || e instanceof Effect.AddManaForEach
                || e instanceof Effect.AddManaCombination || e instanceof Effect.AddManaLandsCouldProduce
                || e instanceof Effect.AddManaOrChosenColor;
    }

    /** The branch {@code ic} takes for an ability of {@code source} now (608.2c), or {@code ic} when there is no source. */
    static Effect branch(GameState s, Effect.IfCondition ic, int source) {
        if (source < 0) return ic.otherwise();
        int controller = s.object(source).controller();
        return TriggerConditions.holds(s, source, controller, -1, ic.condition()) ? ic.then() : ic.otherwise();
    }
}
