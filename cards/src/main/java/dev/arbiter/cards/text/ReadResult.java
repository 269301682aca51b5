package dev.arbiter.cards.text;

import java.util.List;

/** What a lenient read produced: the cards that parsed and one error per card that did not. */
public record ReadResult(List<CardText> cards, List<CardFormatException> errors) {

    /** Copies the lists. */
    public ReadResult {
        cards = List.copyOf(cards);
        errors = List.copyOf(errors);
    }

    /** Whether every card parsed. */
    public boolean ok() {
        return errors.isEmpty();
    }
}
