package dev.arbiter.scenario.parse;

import java.util.List;

/** One line of the {@code setup:} block. */
public sealed interface SetupLine {

    Pos pos();

    /** {@code turn N PLAYER STEP}; STEP is canonical (see {@link Steps}). */
    record TurnLine(int turn, String player, String step, Pos pos) implements SetupLine {}

    /** {@code PLAYER life N}. */
    record LifeLine(String player, int life, Pos pos) implements SetupLine {}

    /** {@code PLAYER poison N}. */
    record PoisonLine(String player, int poison, Pos pos) implements SetupLine {}

    /** {@code PLAYER energy N} (107.14). */
    record EnergyLine(String player, int energy, Pos pos) implements SetupLine {}

    /** {@code PLAYER experience N} (122.1). */
    record ExperienceLine(String player, int experience, Pos pos) implements SetupLine {}

    /**
     * {@code PLAYER ZONE: ITEM, ITEM...} or {@code PLAYER ZONE: empty} (then {@code empty} is true
     * and {@code items} is empty). For {@code library} the first item is the top card.
     */
    record ZoneLine(String player, String zone, boolean empty, List<Item> items, Pos pos)
            implements SetupLine {
        public ZoneLine {
            items = List.copyOf(items);
        }
    }

    /** {@code PLAYER mana: {R}{R}{G}}: mana in the pool, symbols upper-cased, spaces removed. */
    record ManaLine(String player, String manaSymbols, Pos pos) implements SetupLine {}
}
