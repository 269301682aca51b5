package dev.arbiter.engine.state;

import dev.arbiter.engine.ability.DungeonEffects.DungeonCard;

/**
 * Layer-0 records of dungeons (309) and the initiative (723): where a player's venture marker is, the dungeons they
 * completed, and who has the initiative. Named {@code Modification.X} everywhere.
 */
public interface DungeonRecords {

    /**
     * 309.4: {@code player}'s venture marker is on room {@code room} (the index among the room abilities, top first) of
     * the dungeon card {@code dungeon} they own in the command zone (309.3: one at a time).
     */
    record VentureMarker(int player, int dungeon, int room) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /** 309.7: {@code player} completed the dungeon named {@code name} (for "if you've completed [a dungeon]"). */
    record DungeonCompleted(int player, String name) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /** 723.1, 723.3: {@code player} has the initiative; at most one such record exists. */
    record Initiative(int player, DungeonCard undercity) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /** 309.7: whether {@code player} completed a dungeon named {@code name} (any dungeon when null). */
    static boolean completed(GameState s, int player, String name) {
        for (ContinuousEffect e : s.effects()) {
            if (e.modification() instanceof DungeonCompleted c && c.player() == player
                    && (name == null || name.equals(c.name()))) return true;
        }
        return false;
    }

    /** 723.1: the initiative's record, or null when no player has it (723.1: none until a player takes it). */
    static ContinuousEffect initiative(GameState s) {
        for (ContinuousEffect e : s.effects()) if (e.modification() instanceof Initiative) return e;
        return null;
    }

    /** The player who has the initiative, or -1. */
    static int initiativeHolder(GameState s) {
        ContinuousEffect e = initiative(s);
        return e == null ? -1 : ((Initiative) e.modification()).player();
    }
}
