package dev.arbiter.engine.state;

/**
 * A chosen target, attack defender or damage recipient: a player, or an object in one particular
 * zone visit (400.7: an object that changes zones becomes a new object, so {@code zoneChanges}
 * must still match for the target to be the same object).
 */
public sealed interface Target {
    record Player(int player) implements Target {
    }

    record Object(int id, int zoneChanges) implements Target {
    }

    static Target player(int p) {
        return new Player(p);
    }
}
