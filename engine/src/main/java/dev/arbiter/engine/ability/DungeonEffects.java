package dev.arbiter.engine.ability;

import java.util.List;

/** Venturing into the dungeon (701.46) and the initiative (723). */
public interface DungeonEffects {

    /**
     * A dungeon card (309) as the compiler made it: its name, subtypes (205.3p: Undercity) and abilities, among them its
     * room abilities top first (309.4c). The engine makes the card of the object put into the command zone from it.
     */
    record DungeonCard(String name, List<String> subtypes, List<Ability> abilities) {
        public DungeonCard {
            subtypes = List.copyOf(subtypes);
            abilities = List.copyOf(abilities);
        }
    }

    /**
     * 701.46a-d: "venture into the dungeon" ({@code into} "the dungeon") or "venture into Undercity" (701.46d); the
     * controller ventures. {@code dungeons}: the dungeon cards they may choose from outside the game when they have none
     * in the command zone (309.2a), the compiled dungeon cards.
     */
    record Venture(List<DungeonCard> dungeons, String into) implements Effect {
        public Venture {
            dungeons = List.copyOf(dungeons);
        }
    }

    /**
     * 723.1: "[player] take(s) the initiative"; {@code undercity} is the dungeon the initiative's triggered abilities
     * venture into (723.2).
     */
    record TakeInitiative(Who who, DungeonCard undercity) implements Effect {
    }
}
