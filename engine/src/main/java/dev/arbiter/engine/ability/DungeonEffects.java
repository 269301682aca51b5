package dev.arbiter.engine.ability;

import dev.arbiter.engine.card.CardDefinition;

import java.util.List;

/** Venturing into the dungeon (701.46) and the initiative (723). */
public interface DungeonEffects {

    /**
     * 701.46a-d: "venture into the dungeon" ({@code into} "the dungeon") or "venture into Undercity" (701.46d); the
     * controller ventures. {@code dungeons}: the dungeon cards they may choose from outside the game when they have none
     * in the command zone (309.2a), the compiled dungeon cards.
     */
    record Venture(List<CardDefinition> dungeons, String into) implements Effect {
        public Venture {
            dungeons = List.copyOf(dungeons);
        }
    }

    /**
     * 723.1: "[player] take(s) the initiative"; {@code undercity} is the dungeon the initiative's triggered abilities
     * venture into (723.2).
     */
    record TakeInitiative(Who who, CardDefinition undercity) implements Effect {
    }
}
