package dev.arbiter.cards.grammar.ast;

import java.util.List;

/**
 * A static line's subject with a list of three kinds of predicates (613.1e-f, 613.4c), "~ gets +3/+3, is black, has
 * trample, and has "..."", read by {@code PredicateListGrammar}; verbs as printed, for agreement with the subject.
 */
public record PredicateList(LayerSubject subject, List<Item> items) {

    public PredicateList {
        items = List.copyOf(items);
    }

    /** One predicate. */
    public sealed interface Item {
        /** The verb as printed ("gets", "is", "have"). */
        String verb();
    }

    /** GETS PT: a signed P/T change (613.4c). */
    public record Gets(String verb, int power, int toughness) implements Item {
    }

    /** IS COLOUR: the colour it is instead of its others (105.3, 613.1e). */
    public record IsColor(String verb, String color) implements Item {
    }

    /** HAS abilities: keywords and quoted abilities granted (613.1f). */
    public record Has(String verb, Granted abilities) implements Item {
    }
}
