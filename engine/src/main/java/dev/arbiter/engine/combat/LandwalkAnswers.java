package dev.arbiter.engine.combat;

import dev.arbiter.engine.ability.Landwalk;
import dev.arbiter.engine.state.GameState;

/**
 * Whether a defending player controls a land a landwalk names (502.6b-c), answered once per defender and landwalk
 * for one battlefield: kept as a fact of the battlefield with the characteristics (so dropped whenever a permanent,
 * its controller or its characteristics change), looked up by defender and by the landwalk's identity (equal
 * landwalks that are different values are only answered twice), so the per attacker-and-blocker question of
 * {@link Evasion} builds and hashes no key.
 */
final class LandwalkAnswers {
    /** The key of the fact (one table per battlefield). */
    static final Object KEY = new Object() {
        @Override
        public String toString() {
            return "landwalk answers";
        }
    };

    private int[] defenders = new int[4];
    private Landwalk[] landwalks = new Landwalk[4];
    private boolean[] answers = new boolean[4];
    private int size;

    boolean answer(GameState s, int defender, Landwalk lw) {
        for (int i = 0; i < size; i++) {
            if (landwalks[i] == lw && defenders[i] == defender) return answers[i];
        }
        boolean a = Evasion.scanForLand(s, defender, lw);
        if (size == defenders.length) {
            defenders = java.util.Arrays.copyOf(defenders, size * 2);
            landwalks = java.util.Arrays.copyOf(landwalks, size * 2);
            answers = java.util.Arrays.copyOf(answers, size * 2);
        }
        defenders[size] = defender;
        landwalks[size] = lw;
        answers[size] = a;
        size++;
        return a;
    }
}
