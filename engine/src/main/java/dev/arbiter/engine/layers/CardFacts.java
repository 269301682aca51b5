package dev.arbiter.engine.layers;

import dev.arbiter.engine.card.CardDefinition;

import java.util.Arrays;
import java.util.function.BiPredicate;

/**
 * Answers, kept with the characteristics, to questions of the form "does the card of some
 * permanent on the battlefield, or something beyond the cards (the continuous effects), have X"
 * (see {@link Layers#battlefieldAny}). Being an "or" over the permanents' cards, an answer is kept
 * incrementally where an "or" allows, instead of being dropped with the other battlefield facts:
 * when a permanent enters, a yes stays yes and a no becomes the entering card's own answer; when
 * one leaves, a no stays no and a yes is asked again. The effects are not changed by either (a
 * state with other continuous effects has no carried cache). Tables that share an instance stand
 * for the same permanents' cards, so an answer added through one holds for the others.
 */
final class CardFacts {
    private Object[] keys = new Object[4];
    private boolean[] values = new boolean[4];
    @SuppressWarnings("unchecked")
    private BiPredicate<CardDefinition, Object>[] cardTests = new BiPredicate[4];
    private int size;

    /** The position of {@code key}'s answer, or -1. */
    int indexOf(Object key) {
        for (int i = 0; i < size; i++) if (keys[i] == key || keys[i].equals(key)) return i;
        return -1;
    }

    boolean value(int i) {
        return values[i];
    }

    void put(Object key, boolean value, BiPredicate<CardDefinition, Object> cardTest) {
        if (size == keys.length) {
            keys = Arrays.copyOf(keys, size * 2);
            values = Arrays.copyOf(values, size * 2);
            cardTests = Arrays.copyOf(cardTests, size * 2);
        }
        keys[size] = key;
        values[size] = value;
        cardTests[size++] = cardTest;
    }

    /** The answers once a permanent with {@code card} has entered the battlefield. */
    CardFacts entering(CardDefinition card) {
        CardFacts out = new CardFacts();
        for (int i = 0; i < size; i++) out.put(keys[i], values[i] || cardTests[i].test(card, keys[i]), cardTests[i]);
        return out;
    }

    /** The answers once a permanent has left the battlefield: the noes (a yes may have been that permanent's). */
    CardFacts leaving() {
        CardFacts out = new CardFacts();
        for (int i = 0; i < size; i++) if (!values[i]) out.put(keys[i], false, cardTests[i]);
        return out;
    }
}
