package dev.arbiter.engine.ability;

/** A number in an effect: fixed, or the X announced for the spell or ability (107.3). */
public sealed interface Amount {
    record Fixed(int value) implements Amount {
    }

    record X() implements Amount {
    }

    /** "for each [type] card in your graveyard": cards in the controller's graveyard with one of the types. */
    record CountCardsInYourGraveyard(int anyOfTypes) implements Amount {
    }

    /** "the number of [permanents] you control" and the like: permanents matching the filter. */
    record CountPermanents(ObjectFilter filter) implements Amount {
    }

    /**
     * "X is N minus the number of cards in their hand", "their" being the player the trigger names
     * (Storm World); never below 0 (107.1b: an effect can't deal negative damage).
     */
    record MinusCardsInThatPlayersHand(int base) implements Amount {
    }

    /** "N ... for each [thing]" (107.1): {@code factor} times the count. */
    record Times(int factor, Amount count) implements Amount {
    }

    /** "the number of [filter] cards in your hand / graveyard" (402, 404): cards of the controller's zone matching. */
    record CountCardsYouOwn(Zone zone, ObjectFilter filter) implements Amount {
        /** The zones counted. */
        public enum Zone { HAND, GRAVEYARD }
    }

    /** "that much" / "that many": the amount the trigger event named (damage dealt, life gained, 603.2). */
    record ThatMuch() implements Amount {
    }

    static Amount of(int n) {
        return new Fixed(n);
    }
}
