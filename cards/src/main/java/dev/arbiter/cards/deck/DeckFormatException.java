package dev.arbiter.cards.deck;

import dev.arbiter.cards.text.SourcePos;
import java.util.Objects;

/** A deck list line that does not follow the list format; the message starts with {@code file:line: }. */
public final class DeckFormatException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final SourcePos pos;

    /** Creates the exception for the problem {@code reason} found at {@code pos}. */
    public DeckFormatException(SourcePos pos, String reason) {
        super(Objects.requireNonNull(pos, "pos") + ": " + reason);
        this.pos = pos;
    }

    /** Where the problem is. */
    public SourcePos pos() {
        return pos;
    }
}
