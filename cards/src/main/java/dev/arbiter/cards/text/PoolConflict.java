package dev.arbiter.cards.text;

/**
 * Two different definitions of the same card name: {@code kept} is used, {@code ignored} is not;
 * {@code difference} says what differs (e.g. {@code cost {1}{G} vs {G}}).
 */
public record PoolConflict(String name, SourcePos kept, SourcePos ignored, String difference) {

    @Override
    public String toString() {
        return ignored + ": \"" + name + "\" differs from the definition at " + kept
                + " (" + difference + "); the first is kept";
    }
}
