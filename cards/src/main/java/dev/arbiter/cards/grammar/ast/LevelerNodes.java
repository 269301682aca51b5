package dev.arbiter.cards.grammar.ast;

/** The lines of a leveler's text (702.87, 711). */
public final class LevelerNodes {

    private LevelerNodes() {
    }

    /** "Level up [cost]" (702.87a): the cost's symbols as printed ("{1}{W}"). */
    public record LevelUp(String cost) {
    }

    /** "LEVEL N1-N2" or "LEVEL N1+" (711.2a): {@code max} is {@link Integer#MAX_VALUE} for "N1+". */
    public record Striation(int min, int max) {
    }

    /** A striation's "P/T" line (711.2a). */
    public record PowerToughness(int power, int toughness) {
    }
}
