package dev.arbiter.engine.state;

/**
 * The emblems in the command zone (114.1, 408.1): found from their {@link Modification.Emblem} records among the
 * continuous effects (a short list), so the layers and the trigger checks never scan every object for them.
 */
public final class CommandZone {
    private static final int[] NONE = new int[0];

    private CommandZone() {
    }

    /** The ids of the emblems, in the order they were made; empty when there is none. */
    public static int[] emblems(GameState s) {
        int n = 0;
        for (ContinuousEffect e : s.effects()) if (e.modification() instanceof Modification.Emblem) n++;
        if (n == 0) return NONE;
        int[] out = new int[n];
        n = 0;
        for (ContinuousEffect e : s.effects()) if (e.modification() instanceof Modification.Emblem em) out[n++] = em.object();
        return out;
    }
}
