package dev.arbiter.bench.collections;

import org.openjdk.jol.info.GraphLayout;

/**
 * Bytes per state, measured by walking the object graph with JOL:
 * the whole state (including the 120 {@link Obj} records and boxed ids), and the bytes a new state
 * adds on top of the one it was derived from (the part not shared) after one update, one draw,
 * and one play.
 *
 * <pre>java -cp bench/target/benchmarks.jar dev.arbiter.bench.collections.MemoryFootprint</pre>
 */
public final class MemoryFootprint {
    private MemoryFootprint() {}

    static long added(GameState from, GameState to) {
        return GraphLayout.parseInstance(from, to).totalSize() - GraphLayout.parseInstance(from).totalSize();
    }

    public static void main(String[] args) {
        Layout layout = Layout.standard();
        int hand0 = Zones.hand(0);
        int card = layout.zones[hand0][3];
        System.out.printf("%-16s %12s %14s %12s %12s%n", "impl", "whole state", "after update", "after draw", "after play");
        for (String impl : GameState.IMPLS) {
            GameState base = GameState.create(impl, layout);
            Obj o = base.get(60);
            GameState updated = base.put(o.withTapped(!o.tapped()));
            GameState drawn = base.draw(0);
            GameState played = base.move(card, hand0, Zones.BATTLEFIELD);
            System.out.printf("%-16s %12d %14d %12d %12d%n", impl,
                    GraphLayout.parseInstance(base).totalSize(),
                    added(base, updated), added(base, drawn), added(base, played));
        }
    }
}
