package dev.arbiter.cards.grammar.ast;

/** A reference to players in effect text. */
public sealed interface PlayerRef {

    /** "you". */
    record You() implements PlayerRef {
    }

    /** "target player" / "target opponent" (115.1); "any number of / up to N target players" take min..max (601.2c). */
    record Targeted(boolean opponent, String text, int min, int max) implements PlayerRef {
        public Targeted(boolean opponent, String text) {
            this(opponent, text, 1, 1);
        }

        /** Whether the reference names several players ("target players"), which take a plural verb. */
        public boolean plural() {
            return max > 1;
        }
    }

    /** "each player". */
    record EachPlayer() implements PlayerRef {
    }

    /** "each other player": every player but you (teammates included). */
    record EachOther() implements PlayerRef {
    }

    /** "enchanted player": the player the Aura enchants (303.4, 702.5d). */
    record Enchanted() implements PlayerRef {
    }

    /** "each opponent" / "your opponents". */
    record EachOpponent() implements PlayerRef {
    }

    /** "that player", "they", "defending player": a player the trigger or an earlier phrase named. */
    record That(String word) implements PlayerRef {
    }

    /** "its controller" / "its owner" / "that creature's controller". */
    record ControllerOf(ObjectRef object, boolean owner) implements PlayerRef {
    }

    /**
     * "each player who controls a permanent named ~", "each opponent who doesn't control an Elf" (101.4): the players
     * (opponents) who control, or with {@code controls} false don't control, a permanent described by {@code noun}.
     */
    record EachWhoControls(boolean opponents, Noun noun, boolean controls) implements PlayerRef {
    }
}
