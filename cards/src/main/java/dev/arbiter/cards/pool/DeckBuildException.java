package dev.arbiter.cards.pool;

import java.util.List;

/** A deck list that cannot be built: one message per problem entry, each starting with {@code file:line: }. */
public final class DeckBuildException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final List<String> problems;

    /** Creates the exception; the message is the problems, one a line. */
    public DeckBuildException(List<String> problems) {
        super(String.join("\n", problems));
        this.problems = List.copyOf(problems);
    }

    /** The problems, in deck-list order. */
    public List<String> problems() {
        return problems;
    }
}
