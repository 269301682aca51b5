package dev.arbiter.engine.ability;

/** A replacement effect on drawing a card (seed 423.6, 614.1a). */
public sealed interface DrawReplacement {
    /** Whether the affected player may decline it ("you may ... instead"). */
    boolean optional();

    /**
     * Abundance: "If you would draw a card, you may instead choose land or nonland and reveal cards
     * from the top of your library until you reveal a card of the chosen kind. Put that card into
     * your hand and put all other cards revealed this way on the bottom of your library in any order."
     */
    record ChooseKindAndReveal() implements DrawReplacement {
        public boolean optional() { return true; }
    }

    /** Laboratory Maniac: "If you would draw a card while your library has no cards in it, you win the game instead." */
    record WinWithEmptyLibrary() implements DrawReplacement {
        public boolean optional() { return false; }
    }

    /**
     * Enduring Renewal: "If you would draw a card, reveal the top card of your library instead. If
     * it's a creature card, put it into your graveyard. Otherwise, draw a card."
     */
    record RevealTopCreatureToGraveyard() implements DrawReplacement {
        public boolean optional() { return false; }
    }

    /**
     * "If you would draw a card, draw N cards instead." (2009 ruling 119.7 / 121.7): the draws
     * happen one at a time; this effect can't replace them again (614.5).
     */
    record DrawInstead(int count) implements DrawReplacement {
        public boolean optional() { return false; }
    }

    /**
     * "If you would draw a card except the first one you draw in each of your draw steps, draw N cards instead." (614.1a,
     * 504.1): as {@link DrawInstead}, but not the first card its controller draws in their own draw step.
     */
    record DrawInsteadAfterFirst(int count) implements DrawReplacement {
        public boolean optional() { return false; }
    }

    /** "If a player would draw a card, that player skips that draw instead." (614.1a): every player's draws. */
    record EachPlayerSkips() implements DrawReplacement {
        public boolean optional() { return false; }
    }

    /**
     * "If you would draw a card, [you may] [effect] instead." / "If you would draw a card, instead [effect]." (614.1a,
     * 614.6): the effect happens in place of the draw, for the drawing player as the source's controller; an empty
     * {@link Effect.Sequence} is "skip that draw".
     */
    record EffectInstead(Effect effect, boolean optional) implements DrawReplacement {
    }
}
