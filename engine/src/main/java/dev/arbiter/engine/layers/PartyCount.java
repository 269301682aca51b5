package dev.arbiter.engine.layers;

import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.state.GameState;

import java.util.function.IntFunction;

/**
 * A player's party (700.8): up to one each of a Cleric, a Rogue, a Warrior and a Wizard among the creatures they
 * control; a creature with several of those types fills only one place, so the size is the largest such choice.
 */
public final class PartyCount {
    private static final String[] ROLES = {"Cleric", "Rogue", "Warrior", "Wizard"};

    private PartyCount() {
    }

    /** The number of creatures in {@code player}'s party (0 to 4), each permanent's characteristics read by {@code of}. */
    public static int size(GameState s, int player, IntFunction<Characteristics> of) {
        if (player < 0) return 0;
        boolean[] reach = new boolean[1 << ROLES.length]; // the sets of places filled by some choice so far
        reach[0] = true;
        for (int id : s.battlefield()) {
            if (s.object(id).controller() != player) continue;
            Characteristics ch = of.apply(id);
            if (!ch.isCreature()) continue;
            int roles = 0;
            for (int i = 0; i < ROLES.length; i++) if (ch.hasSubtype(ROLES[i])) roles |= 1 << i;
            if (roles == 0) continue;
            boolean[] next = reach.clone();
            for (int m = 0; m < reach.length; m++) {
                if (!reach[m]) continue;
                for (int i = 0; i < ROLES.length; i++) if ((roles >> i & 1) == 1 && (m >> i & 1) == 0) next[m | 1 << i] = true;
            }
            reach = next;
        }
        int best = 0;
        for (int m = 0; m < reach.length; m++) if (reach[m]) best = Math.max(best, Integer.bitCount(m));
        return best;
    }
}
