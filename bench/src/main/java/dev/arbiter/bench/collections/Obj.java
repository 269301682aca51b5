package dev.arbiter.bench.collections;

/**
 * Benchmark-only stand-in for a game object: small, immutable, dense int id.
 * {@code creature} lets the battlefield scan count untapped creatures.
 */
public record Obj(int id, int zone, boolean tapped, int damage, int counters, boolean creature) {

    public Obj withTapped(boolean t) {
        return new Obj(id, zone, t, damage, counters, creature);
    }

    public Obj withDamage(int d) {
        return new Obj(id, zone, tapped, d, counters, creature);
    }

    public Obj withZone(int z) {
        return new Obj(id, z, tapped, damage, counters, creature);
    }
}
