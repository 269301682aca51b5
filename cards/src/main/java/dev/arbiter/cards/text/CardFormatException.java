package dev.arbiter.cards.text;

import java.util.Objects;

/** A card file that does not follow the card format; the message starts with {@code file:line: }. */
public final class CardFormatException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final SourcePos pos;
    private final String reason;

    /** Creates the exception for the problem {@code reason} found at {@code pos}. */
    public CardFormatException(SourcePos pos, String reason) {
        super(Objects.requireNonNull(pos, "pos") + ": " + reason);
        this.pos = pos;
        this.reason = reason;
    }

    /** Where the problem is. */
    public SourcePos pos() {
        return pos;
    }

    /** The problem, without the position prefix. */
    public String reason() {
        return reason;
    }
}
