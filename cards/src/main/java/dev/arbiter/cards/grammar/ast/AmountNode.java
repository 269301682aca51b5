package dev.arbiter.cards.grammar.ast;

/** A number in effect text. */
public sealed interface AmountNode {

    /** "three", "3", "a". */
    record Fixed(int value) implements AmountNode {
    }

    /** "X" (107.3). */
    record X() implements AmountNode {
    }

    /**
     * "N ... for each creature you control" ({@code factor} N) / "equal to the number of cards in
     * your hand" (factor 1); {@code other} for "each other creature".
     */
    record CountOf(int factor, Noun noun, boolean other) implements AmountNode {
    }

    /** "for each [kind] counter removed this way" (107.1): the counters removed paying "Remove any number of ..." (122.8). */
    record CountersRemovedAsCost(String kind) implements AmountNode {
    }

    /** "that much" / "that many": the amount the trigger event named (603.2). */
    record ThatMuch() implements AmountNode {
    }

    /** "deals damage to ... equal to [value]": the value, kept as written (107.3). */
    record EqualTo(AmountNode value) implements AmountNode {
    }

    /** "the number of cards in [player]'s hand" (402). */
    record CardsInHand(PlayerRef who) implements AmountNode {
    }

    /** "the number of cards in [player]'s library" / "their library" after "half" (401). */
    record CardsInLibrary(PlayerRef who) implements AmountNode {
    }

    /** "N plus [amount]" after "where X is" (107.1): {@code add} more than the amount. */
    record Plus(AmountNode of, int add) implements AmountNode {
    }

    /** "half [amount], rounded down / up" (107.1a). */
    record Half(AmountNode of, boolean roundUp) implements AmountNode {
    }

    /** "[object]'s power / toughness / mana value" after "equal to" (208.1, 202.3); {@code stat} as written. */
    record StatOf(ObjectRef object, String stat) implements AmountNode {
    }

    /**
     * {@code factor} times a count of players or of land types: "for each opponent (you have)",
     * "the number of opponents you have", "for each player" (102.1), "for each basic land type among
     * lands you control" (305.6); {@code what} is "opponents", "players" or "basic land types".
     */
    record Counted(int factor, String what) implements AmountNode {
    }

    /** "the number of [noun] they / you controlled at the beginning of this turn" (500.1); {@code you} for "you". */
    record ControlledAtTurnStart(Noun noun, boolean you) implements AmountNode {
    }

    /**
     * "{@code factor} ... for each [noun] [you controlled] that died this turn", "the number of [noun] that died this
     * turn" (700.4, 603.10a); {@code you} for "you controlled"; {@code owned} for "[noun] put into your graveyard from the
     * battlefield this turn" (700.4, 404.2: a creature you owned that died).
     */
    record DiedThisTurn(int factor, Noun noun, boolean you, boolean owned) implements AmountNode {
        public DiedThisTurn(int factor, Noun noun, boolean you) {
            this(factor, noun, you, false);
        }
    }

    /** "{@code factor} ... for each [noun] they control" / "the number of [noun] that player controls" (107.1). */
    record CountOfTheirs(int factor, Noun noun) implements AmountNode {
    }

    /**
     * "the sacrificed creature's power" / "the total power of the sacrificed creatures" (608.2h):
     * {@code stat} "power", "toughness" or "mana value"; {@code noun} singular ("creature").
     */
    record Sacrificed(String stat, String noun, boolean total) implements AmountNode {
        /** The noun of "the exiled card's power": the card exiled to pay the cost ("Exile a creature card from your graveyard"). */
        public static final String EXILED_CARD = "exiled card";
        /** The noun of "the revealed card's power": the card revealed from the hand to pay the cost (701.16a, 118). */
        public static final String REVEALED_CARD = "revealed card";
    }

    /** "{@code factor} ... for each [KIND] counter on ~" / "the number of [KIND] counters on it" (122); {@code kind} null: any. */
    record CountersOn(ObjectRef object, String kind, int factor) implements AmountNode {
    }

    /** "the greatest power among creatures you control" / "the highest mana value among permanents you control" (107.1). */
    record Greatest(String stat, Noun noun, boolean other) implements AmountNode {
        public Greatest(String stat, Noun noun) {
            this(stat, noun, false);
        }
    }

    /** "the total power of [other] creatures you control" / "the total mana value of Dragons you control" (107.1): the sum. */
    record Total(String stat, Noun noun, boolean other) implements AmountNode {
    }

    /** "the damage prevented this way" (615.5): the damage the prevention just before prevented. */
    record PreventedThisWay() implements AmountNode {
    }

    /** "the damage dealt" (120.3) after a damage sentence; {@code caps} the recipients' values it may not exceed. */
    record DamageDealtThisWay(java.util.List<String> caps) implements AmountNode {
    }

    /** "[player's] life" (119.1): "loses half their life". */
    record LifeOf(PlayerRef who) implements AmountNode {
    }

    /** "your starting life total" (103.4): the controller's life total as the game began. */
    record StartingLife() implements AmountNode {
    }

    /** "the amount of life you('ve) gained this turn" (119.3). */
    record LifeGainedThisTurn() implements AmountNode {
    }

    /** "the damage dealt to [player] this turn" (120.3a). */
    record DamageDealtThisTurn(PlayerRef who) implements AmountNode {
    }

    /**
     * "for each creature destroyed this way" (701.8, 608.2c): counted by the "destroy" just before; {@code graveyard}
     * when worded "the number of Mountains put into a graveyard this way" (the same count: those the destroy moved there).
     */
    /** "as many cards as they discarded this way" / "for each card discarded this way" (701.9a). */
    record DiscardedThisWay() implements AmountNode {
    }

    /** "for each creature card put into their graveyard this way" (701.13b): counted by the mill before it. */
    record MilledThisWay(int factor, Noun noun) implements AmountNode {
    }

    /** "for each card revealed this way", "the number of cards revealed this way" (701.16a): counted by the "reveal any number of" before it. */
    record RevealedThisWay(int factor, Noun noun) implements AmountNode {
    }

    /** "N ... for each creature tapped this way" (608.2c): counted by the "tap any number of" before it. */
    record TappedThisWay(int factor, Noun noun) implements AmountNode {
    }

    /** "N ... for each permanent sacrificed this way" (608.2c): counted by the "sacrifice any number of" before it. */
    record SacrificedThisWay(int factor, Noun noun) implements AmountNode {
    }

    record DestroyedThisWay(int factor, Noun noun, boolean graveyard) implements AmountNode {
        public DestroyedThisWay(int factor, Noun noun) {
            this(factor, noun, false);
        }
    }

    /** "the life lost this way" (119.3, 608.2c): the life the loss in the sentence before took. */
    record LifeLostThisWay() implements AmountNode {
    }

    /** "your devotion to black" / "to white and blue" (700.5): {@code colors} as written, lower case. */
    record Devotion(java.util.List<String> colors) implements AmountNode {
    }

    /** "[amount] plus [amount]" (107.1): the two added, each read as the effect resolves. */
    record Sum(AmountNode first, AmountNode second) implements AmountNode {
    }

    /** "[amount] minus [amount]" (107.1): zero when the result would be negative (107.1b). */
    record Minus(AmountNode of, AmountNode less) implements AmountNode {
    }

    /** "twice [amount]" (107.1): {@code factor} times the amount. */
    record Times(int factor, AmountNode of) implements AmountNode {
    }

    /**
     * "the life [they | that player | you('ve)] lost this turn", "the total amount of life your opponents lost this turn"
     * (119.3, 120.3a): the life {@code who} lost this turn, summed over the players named.
     */
    record LifeLostThisTurn(PlayerRef who) implements AmountNode {
    }

    /** "the number of colors of mana spent to cast this spell" (converge, 207.2c; 601.2h, 105.1). */
    record ColorsSpent() implements AmountNode {
    }

    /**
     * "the number of spells [you've | they've] cast this turn", "for each spell [you've | they've] cast this turn", "the
     * number of cards you've drawn this turn" (601.2i, 121.1): {@code factor} times that count; {@code spells} false for
     * cards drawn.
     */
    record CountedThisTurn(int factor, PlayerRef who, boolean spells) implements AmountNode {
    }

    /** "{@code factor} ... for each opponent who controls fewer [noun] than you" (102.1, 107.1). */
    record OpponentsWithFewer(int factor, Noun noun) implements AmountNode {
    }

    /** "for each creature card exiled this way" (406, 608.2c): counted by the exile just before it; times {@code factor}. */
    record ExiledThisWay(int factor, Noun noun) implements AmountNode {
    }

    /** "for each time it was kicked", "the number of times ~ was kicked" (702.33c). */
    record TimesKicked() implements AmountNode {
    }

    /** "the result" (706.2): the result of the die the effect rolled. */
    record DieResult() implements AmountNode {
    }

    /**
     * "{@code factor} ... for each [noun] you had enter the battlefield under your control this turn", "the number of
     * [noun] you had enter ..." (400.7).
     */
    record EnteredThisTurn(int factor, Noun noun) implements AmountNode {
    }

    /** "the number of cards in [player]'s graveyard", "for each card in their graveyard" (404). */
    record CardsInGraveyard(PlayerRef who) implements AmountNode {
    }

    /** "different mana values among [cards] in your graveyard" (202.3, 404): how many different ones there are. */
    record ManaValuesAmong(Noun cards) implements AmountNode {
    }
}
