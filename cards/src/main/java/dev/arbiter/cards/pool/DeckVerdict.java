package dev.arbiter.cards.pool;

import dev.arbiter.cards.deck.DeckList;
import dev.arbiter.cards.deck.GameFormat;
import java.util.List;

/**
 * What {@link DeckLegality} found: one line per rule checked ({@code checks}, for a report) and one
 * message per problem ({@code problems}, each starting with {@code file:line: } or {@code file: }).
 */
public record DeckVerdict(DeckList deck, GameFormat format, List<Check> checks, List<String> problems) {

    /** One rule checked: what ({@code main deck: 58 cards (at least 60)}) and whether it holds. */
    public record Check(String what, boolean ok) {
    }

    /** Copies the lists. */
    public DeckVerdict {
        checks = List.copyOf(checks);
        problems = List.copyOf(problems);
    }

    /** Whether the deck may be played in the format. */
    public boolean legal() {
        return problems.isEmpty();
    }

    /** The refusal: the problems one a line, then what would help. */
    public String refusal() {
        StringBuilder sb = new StringBuilder("deck \"" + deck.name() + "\" is not legal for " + format.id() + ":");
        problems.forEach(p -> sb.append("\n  ").append(p));
        return sb.toString();
    }
}
