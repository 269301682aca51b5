package dev.arbiter.engine.sba;

import dev.arbiter.engine.characteristic.Supertype;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameState;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The world rule (seed 420.5i / 704.5k): of two or more world permanents, all but the one that has
 * been a world permanent for the shortest time are put into their owners' graveyards; on a tie for
 * the shortest time, all are.
 */
final class WorldRule {
    private WorldRule() {
    }

    /**
     * The moment {@code id} has been a permanent with the world supertype since: its arrival on the
     * battlefield, shared by permanents that entered together. No effect in the engine grants (or
     * removes) the world supertype, so a permanent is a world from the moment it enters.
     */
    static long worldSince(GameState s, int id) {
        return s.object(id).arrival();
    }

    /** Adds the world permanents that go to {@code toGraveyard}, performed with the other state-based actions. */
    static void check(Ctx ctx, Set<Integer> toGraveyard) {
        List<Integer> worlds = new ArrayList<>();
        for (int id : ctx.s.battlefield()) if (Layers.of(ctx.s, id).isSuper(Supertype.WORLD)) worlds.add(id);
        if (worlds.size() < 2) return;
        long newest = Long.MIN_VALUE;
        for (int id : worlds) newest = Math.max(newest, worldSince(ctx.s, id));
        int atNewest = 0;
        for (int id : worlds) if (worldSince(ctx.s, id) == newest) atNewest++;
        for (int id : worlds) {
            boolean shortest = worldSince(ctx.s, id) == newest;
            if (shortest && atNewest == 1) continue; // seed 420.5i: the newest stays unless tied
            toGraveyard.add(id);
            ctx.log("%s is put into its owner's graveyard (world rule, 420.5i / 704.5k%s)", ctx.s.object(id).name(),
                    shortest ? ": tied for the shortest time" : "");
        }
    }
}
