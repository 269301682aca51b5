package dev.arbiter.engine.ability;

import java.util.List;

/** The trigger of a dungeon's room abilities (309.4c). */
public interface DungeonTriggers {

    /**
     * 309.4c: a room ability, "When you move your venture marker into this room, [effect]"; {@code name} is the room's
     * name (309.4b: flavour, here also how the rooms' arrows name each other), {@code next} the rooms its arrows point to
     * (309.5a; none on the bottommost room).
     */
    record Room(String name, List<String> next) implements Trigger {
        public Room {
            next = List.copyOf(next);
        }
    }

    /**
     * "Whenever you complete a dungeon" (309.7); {@code inGraveyard}: it functions from its owner's graveyard ("you may
     * return ~ from your graveyard to your hand", 113.6m).
     */
    record CompletesDungeon(boolean inGraveyard) implements Trigger {
    }

    /** 723.2: "Whenever a player takes the initiative" (an inherent ability of the initiative, added by the engine). */
    record TakesInitiative() implements Trigger {
    }
}
