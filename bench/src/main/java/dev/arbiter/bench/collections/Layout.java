package dev.arbiter.bench.collections;

/**
 * The starting position every implementation is built from: 120 objects with dense ids 0..119.
 *
 * <p>Player 0 (the one who acts in the benchmarks) has library 50, hand 7, graveyard 10;
 * the battlefield holds 20 ids, the stack 2; player 1 has library 21, hand 7, graveyard 3
 * (so the total is exactly 120). Index 0 of a library is its top. Every second object is a
 * creature; a quarter of the battlefield starts tapped.
 */
public final class Layout {
    public static final int OBJECTS = 120;
    /** Zone sizes in {@link Zones} order. */
    static final int[] SIZES = {50, 7, 10, 21, 7, 3, 20, 2};

    public final Obj[] objects;
    public final int[][] zones;

    private Layout(Obj[] objects, int[][] zones) {
        this.objects = objects;
        this.zones = zones;
    }

    public static Layout standard() {
        Obj[] objects = new Obj[OBJECTS];
        int[][] zones = new int[Zones.COUNT][];
        // Interleave ids over zones with a fixed stride so no zone is a contiguous id range.
        int[] order = new int[OBJECTS];
        for (int i = 0; i < OBJECTS; i++) {
            order[i] = (i * 37) % OBJECTS; // 37 is coprime with 120: a permutation
        }
        int next = 0;
        for (int z = 0; z < Zones.COUNT; z++) {
            zones[z] = new int[SIZES[z]];
            for (int i = 0; i < SIZES[z]; i++) {
                int id = order[next++];
                zones[z][i] = id;
                boolean tapped = z == Zones.BATTLEFIELD && i % 4 == 0;
                objects[id] = new Obj(id, z, tapped, 0, 0, id % 2 == 0);
            }
        }
        if (next != OBJECTS) {
            throw new IllegalStateException("layout does not add up: " + next);
        }
        return new Layout(objects, zones);
    }
}
