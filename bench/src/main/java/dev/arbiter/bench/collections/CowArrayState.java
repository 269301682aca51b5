package dev.arbiter.bench.collections;

import java.util.Arrays;

/**
 * Baseline: plain copy-on-write arrays. Objects in an {@code Obj[]} indexed by id (cloned per update),
 * zones as {@code int[]} (copied per change) inside an outer {@code int[][]} (cloned per change).
 * The arrays are never written after construction.
 */
final class CowArrayState implements GameState {
    private final Obj[] objects;
    private final int[][] zones;

    private CowArrayState(Obj[] objects, int[][] zones) {
        this.objects = objects;
        this.zones = zones;
    }

    static CowArrayState of(Layout layout) {
        int[][] zones = new int[layout.zones.length][];
        for (int z = 0; z < zones.length; z++) {
            zones[z] = layout.zones[z].clone();
        }
        return new CowArrayState(layout.objects.clone(), zones);
    }

    @Override public Obj get(int id) {
        return objects[id];
    }

    @Override public GameState put(Obj o) {
        Obj[] copy = objects.clone();
        copy[o.id()] = o;
        return new CowArrayState(copy, zones);
    }

    @Override public GameState draw(int player) {
        int l = Zones.library(player);
        int h = Zones.hand(player);
        int[] lib = zones[l];
        int[] hand = zones[h];
        int[] newHand = Arrays.copyOf(hand, hand.length + 1);
        newHand[hand.length] = lib[0];
        int[][] z = zones.clone();
        z[l] = Arrays.copyOfRange(lib, 1, lib.length);
        z[h] = newHand;
        return new CowArrayState(objects, z);
    }

    @Override public GameState move(int id, int from, int to) {
        int[] f = zones[from];
        int i = 0;
        while (i < f.length && f[i] != id) {
            i++;
        }
        if (i == f.length) {
            throw new IllegalArgumentException(id + " not in zone " + from);
        }
        int[] newFrom = new int[f.length - 1];
        System.arraycopy(f, 0, newFrom, 0, i);
        System.arraycopy(f, i + 1, newFrom, i, f.length - i - 1);
        int[] t = zones[to];
        int[] newTo = Arrays.copyOf(t, t.length + 1);
        newTo[t.length] = id;
        int[][] z = zones.clone();
        z[from] = newFrom;
        z[to] = newTo;
        return new CowArrayState(objects, z);
    }

    @Override public int countUntappedCreatures() {
        int n = 0;
        for (int id : zones[Zones.BATTLEFIELD]) {
            Obj o = objects[id];
            if (o.creature() && !o.tapped()) {
                n++;
            }
        }
        return n;
    }

    @Override public int zoneSize(int zone) {
        return zones[zone].length;
    }

    @Override public int zoneGet(int zone, int index) {
        return zones[zone][index];
    }

    @Override public boolean equals(Object other) {
        return other instanceof CowArrayState s
                && Arrays.equals(objects, s.objects)
                && Arrays.deepEquals(zones, s.zones);
    }

    @Override public int hashCode() {
        return 31 * Arrays.hashCode(objects) + Arrays.deepHashCode(zones);
    }
}
