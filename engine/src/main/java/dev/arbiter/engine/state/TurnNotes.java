package dev.arbiter.engine.state;

/**
 * What abilities ask about a turn beyond its {@link TurnHistory} (603.4): the turn before this one as it ended, for
 * "if a player cast two or more spells last turn", "if an opponent lost life last turn" ({@code lastTurn}, null when
 * there was none or it isn't known: nothing happened in it), and how many cards each player discarded this turn
 * (701.8: "if an opponent discarded a card this turn"). A new turn starts with {@link #after} the turn that ended.
 */
public record TurnNotes(TurnState lastTurn, PlayerCounts discarded) {
    /** No previous turn known, nothing discarded. */
    public static final TurnNotes NONE = new TurnNotes(null, PlayerCounts.NONE);

    /** 500: the notes a turn starts with when {@code ended} was the turn before it (its own last turn dropped: one turn back only). */
    public static TurnNotes after(TurnState ended) {
        return new TurnNotes(ended == null ? null : ended.withNotes(NONE), PlayerCounts.NONE);
    }

    /** 701.8: {@code player} discarded a card. */
    public TurnNotes withDiscard(int player) {
        return new TurnNotes(lastTurn, discarded.plus(player, 1));
    }

    /** How many cards {@code player} discarded this turn (701.8). */
    public int discarded(int player) {
        return discarded.get(player);
    }
}
