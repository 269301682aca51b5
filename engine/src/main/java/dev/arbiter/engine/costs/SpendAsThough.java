package dev.arbiter.engine.costs;

import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.layers.ActiveStatic;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.mana.ManaType;
import dev.arbiter.engine.state.GameState;

/**
 * 609.4b: effects that let a player spend mana as though it were mana of another colour ("You may
 * spend white mana as though it were red mana."): for each mana type, the other types that may pay it.
 */
final class SpendAsThough {
    private static final int TYPES = ManaType.values().length;
    /** Every mask empty: what {@link #masks} returns without such an effect (its readers never write it). */
    private static final int[] NONE = new int[TYPES];
    /** The kind looked for, as a code (see {@link Layers#staticKind}). */
    private static final int KIND = Layers.staticKind(StaticEffect.SpendManaAsThough.class);

    private SpendAsThough() {
    }

    /** {@code out[t]}: a mask of the types (bits of their ordinals) {@code player} may spend as though they were {@code t}. */
    static int[] masks(GameState s, int player) {
        if (!Layers.mayHaveStatic(s, KIND)) return NONE; // no such effect: no walk, no array
        int[] out = new int[TYPES];
        for (ActiveStatic st : Layers.staticAbilities(s)) {
            if (!(st.effect() instanceof StaticEffect.SpendManaAsThough m)) continue;
            if (s.object(st.source()).controller() != player) continue; // "you may spend"
            out[ManaType.of(m.as()).ordinal()] |= 1 << ManaType.of(m.spent()).ordinal();
        }
        return out;
    }
}
