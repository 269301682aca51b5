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

    /**
     * An activated or triggered ability on the stack (115.1, 113.1b-c), by its stack id (and its source, 113.7, for its name): the same ability for as long as
     * it stays on the stack; once it resolved or was countered it is gone, an illegal target (608.2b).
     */
    record Ability(int stackId, int source) implements Target {
        /** "Prodigal Sorcerer's ability": the name of its source (113.7), for the log and the menus. */
        public String name(GameState s) {
            return s.object(source).name() + "'s ability";
        }
    }

    static Target player(int p) {
        return new Player(p);
    }
}
