package dev.arbiter.engine.ability;

import dev.arbiter.engine.mana.ManaCost;

/**
 * "Foretell [cost]" (702.143a): a keyword that functions while the card is in its owner's hand. Any time they have
 * priority during their turn they may pay {2} and exile it face down, a special action that doesn't use the stack
 * (116.2h, 702.143b); after that turn has ended they may cast it from exile by paying {@code cost} rather than its mana
 * cost, an alternative cost (118.9, 601.2b, 601.2f-h). The engine carries it out (stack.Foretelling).
 */
public record Foretell(ManaCost cost) implements Ability {
    /** 116.2h: what foretelling a card costs. */
    public static final ManaCost FORETELL_ACTION = ManaCost.parse("{2}");
    /** The name its payment is remembered by on the spell (702.143c: "a spell that was foretold"). */
    public static final String KEYWORD = "foretell";

    public String text() {
        return "Foretell " + cost;
    }

    /** 702.143a, 118.9: the foretell cost as the alternative cost it is once the card is foretold. */
    public AlternativeCost alternative() {
        return new AlternativeCost(new Cost(cost, java.util.List.of()), java.util.List.of(), text(), KEYWORD);
    }
}
