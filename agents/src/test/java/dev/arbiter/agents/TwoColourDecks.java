package dev.arbiter.agents;

import dev.arbiter.cards.pool.CardPool;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.characteristic.Color;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Random decks for the property tests: two random colours, 24 basic lands and nine of the cards that fit, four of each. */
final class TwoColourDecks {
    private static final String[] BASICS = {"Plains", "Island", "Swamp", "Mountain", "Forest"};

    private TwoColourDecks() {
    }

    static List<CardDefinition> deck(List<CardDefinition> cards, Random rng) {
        int first = rng.nextInt(5);
        int second = (first + 1 + rng.nextInt(4)) % 5;
        int mask = Color.values()[first].bit() | Color.values()[second].bit();
        List<CardDefinition> fits = new ArrayList<>();
        for (CardDefinition d : cards) if ((d.colors() & ~mask) == 0) fits.add(d);
        List<CardDefinition> deck = new ArrayList<>();
        for (int k = 0; k < 9; k++) {
            CardDefinition d = fits.get(rng.nextInt(fits.size()));
            for (int c = 0; c < 4; c++) deck.add(d);
        }
        CardPool pool = CardPool.bundled();
        for (int k = 0; k < 12; k++) {
            deck.add(pool.definition(BASICS[first]));
            deck.add(pool.definition(BASICS[second]));
        }
        return deck;
    }
}
