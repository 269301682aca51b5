package dev.arbiter.engine.layers;

import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.state.GameState;

/** "the number of different mana values among [cards] in your graveyard" (202.3, 404), each card as printed there. */
public final class GraveyardManaValues {
    private GraveyardManaValues() {
    }

    /** How many different mana values the cards in {@code player}'s graveyard matching {@code filter} have. */
    public static int count(GameState s, int source, int player, ObjectFilter filter) {
        if (player < 0) return 0;
        java.util.BitSet seen = new java.util.BitSet();
        for (int id : s.player(player).graveyard()) {
            Characteristics ch = s.object(id).card().baseCharacteristics();
            if (!Affecting.matches(s, source, filter, s.object(id), ch)) continue;
            seen.set(ch.manaCost() == null ? 0 : ch.manaCost().manaValue()); // 202.3a: no mana cost, mana value 0
        }
        return seen.cardinality();
    }
}
