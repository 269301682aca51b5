package dev.arbiter.engine.ability;

/** A number in an effect: fixed, or the X announced for the spell or ability (107.3). */
public sealed interface Amount {
    record Fixed(int value) implements Amount {
    }

    /** "for each creature that died this turn" (700.4): creatures put into a graveyard from the battlefield this turn. */
    record CreaturesDiedThisTurn() implements Amount {
    }

    /**
     * "for each Zubera that died this turn", "nontoken creature you controlled that died this turn" (700.4): the
     * creatures that died this turn matching {@code filter} as they last existed (603.10a), "you" the controller;
     * {@code ownedByYou}: only those put into your graveyard ("... put into your graveyard from the battlefield", 404.2).
     */
    record DiedThisTurn(ObjectFilter filter, boolean ownedByYou) implements Amount {
        public DiedThisTurn(ObjectFilter filter) {
            this(filter, false);
        }
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

    /**
     * "X is the number of cards in their hand minus N", "their" being the player the trigger names (Black Vise);
     * never below 0 (107.1b).
     */
    record CardsInThatPlayersHandMinus(int minus) implements Amount {
    }

    /** "N ... for each [thing]" (107.1): {@code factor} times the count. */
    record Times(int factor, Amount count) implements Amount {
    }

    /** "the number of [filter] cards in your hand / graveyard" (402, 404): cards of the controller's zone matching. */
    record CountCardsYouOwn(Zone zone, ObjectFilter filter) implements Amount {
        /** The zones counted. */
        public enum Zone { HAND, GRAVEYARD }
    }

    /** "the number of [filter] cards in all graveyards" (107.1, 404): every player's graveyard counted. */
    record CardsInAllGraveyards(ObjectFilter filter) implements Amount {
    }

    /** "that much" / "that many": the amount the trigger event named (damage dealt, life gained, 603.2). */
    record ThatMuch() implements Amount {
    }

    /**
     * A number the text calls X and defines in words (107.3): "X, where X is [value]" or ("equal
     * to [value]") with {@code equalTo}; its value is {@code value}'s.
     */
    record DefinedX(Amount value, boolean equalTo) implements Amount {
    }

    /** "the number of cards in [player]'s hand" (402): summed over the players named. */
    record CardsInHand(Who who) implements Amount {
    }

    /** "that number plus N" (107.1): {@code of} and {@code add} more ("its toughness is equal to that number plus 1", 604.3). */
    record Plus(Amount of, int add) implements Amount {
    }

    /**
     * "for each [kind] counter removed this way" (107.1): how many counters the player chose to remove paying the ability's
     * {@link CostPart.RemoveAnyNumberOfCounters} (the number rides in the resolution's X: a mana ability has no other X).
     */
    record CountersRemovedAsCost(String kind) implements Amount {
    }

    /**
     * "for each other [creature] on the battlefield that shares at least one creature type with it" (107.1, 205.3m): counted
     * for each affected object on its own, the object itself left out (a changeling shares every creature type, 702.73a).
     */
    record OthersSharingCreatureType(ObjectFilter filter) implements Amount {
    }

    /** "as many cards as they discarded this way" / "for each card discarded this way" (701.9a): set by an enclosing {@link Effect.CountDiscarded}. */
    /** "for each creature tapped this way" (608.2c): the number of permanents an {@link Effect.TapAnyNumberThen} tapped. */
    record TappedThisWay(ObjectFilter counted) implements Amount {
    }

    /** "for each permanent sacrificed this way" / "that many" (608.2c): the number an {@link Effect.SacrificeAnyNumberThen} sacrificed. */
    record SacrificedThisWay(ObjectFilter counted) implements Amount {
    }

    /**
     * "for each creature sacrificed this way" after "As an additional cost to cast this spell, sacrifice any number of
     * creatures" (608.2c, 601.2f): the number of permanents sacrificed to pay this spell's cost, read as it resolves.
     */
    record SacrificedAsCost(ObjectFilter counted) implements Amount {
    }

    record DiscardedThisWay() implements Amount {
    }

    /** "for each creature card put into their graveyard this way" after a mill (701.13, 608.2c): set by {@link Effect.MillThen}. */
    record MilledThisWay(ObjectFilter counted) implements Amount {
    }

    /** "for each card revealed this way" (701.16a, 608.2c): set by {@link Effect.RevealAnyNumberThen}. */
    record RevealedThisWay(ObjectFilter counted) implements Amount {
    }

    /** "half [amount], rounded down / up" (107.1a). */
    record Half(Amount of, boolean roundUp) implements Amount {
    }

    /** "the number of cards in [player]'s library" (401). */
    record CardsInLibrary(Who who) implements Amount {
    }

    static Amount of(int n) {
        return new Fixed(n);
    }

    /** "for each creature blocking it [beyond the first]": the source's blockers now, less {@code beyond} (509.1h, 702.23a). */
    record CreaturesBlockingSource(int beyond) implements Amount {
    }

    /**
     * "equal to [object]'s power / toughness / mana value" (208.1, 202.3): read from the object as it
     * resolves; {@code printed} for a card that was in a graveyard, whose last known information is
     * its printed characteristics (608.2h).
     */
    record StatOf(Subject subject, Stat stat, boolean printed) implements Amount {
        /** The characteristic read. */
        public enum Stat { POWER, TOUGHNESS, MANA_VALUE }
    }

    /** "for each target beyond the first" (601.2c, 601.2f): the targets chosen for the spell being cast, less one. */
    record TargetsBeyondFirst() implements Amount {
    }

    /** "the number of untapped lands they controlled at the beginning of this turn" (500.1): counted as the turn began. */
    record UntappedLandsAtTurnStart(Who who) implements Amount {
    }

    /** "the number of opponents you have" / "for each player" (102.1, 102.3): the players still in the game. */
    record CountPlayers(boolean opponentsOnly) implements Amount {
    }

    /**
     * "for each opponent you attacked [with a creature] this combat" (melee, 702.121a): the opponents still in the game
     * an attacker was declared attacking in this combat (508.1b; not their planeswalkers), even if it left combat since.
     */
    record OpponentsAttackedThisCombat() implements Amount {
    }

    /** "the number of creatures in your party" (700.8): up to one each of Cleric, Rogue, Warrior and Wizard. */
    record PartySize() implements Amount {
    }

    /** "the number of different mana values among [cards] in your graveyard" (202.3, 404): counted for the controller. */
    record ManaValuesInYourGraveyard(ObjectFilter filter) implements Amount {
    }

    /** "the number of basic land types among lands you control" (305.6, domain). */
    record BasicLandTypes() implements Amount {
    }

    /** "the number of [permanents] they control": those matching {@code filter} that "that player" controls (107.1). */
    record ControlledByThatPlayer(ObjectFilter filter) implements Amount {
    }

    /**
     * "the sacrificed creature's power" / "the total power of the sacrificed creatures": the
     * characteristic of the permanents sacrificed to pay this spell's or ability's cost, as they last
     * existed on the battlefield (608.2h, 118), summed; {@code noun} as written ("creature", "artifact").
     */
    record SacrificedStat(StatOf.Stat stat, String noun, boolean total) implements Amount {
    }

    /**
     * "for each charge counter on ~" / "the number of +1/+1 counters on ~" (122, 107.1): the source's
     * counters of {@code kind} (every kind when null), as it last existed if it left (608.2h).
     */
    record CountersOnSource(String kind) implements Amount {
    }

    /** "the damage prevented this way" (615.5): the damage the shield of an enclosing {@link Effect.PreventThen} just prevented. */
    record PreventedThisWay() implements Amount {
    }

    /** "[player's] life [total]" (119.1): the life total of the one player {@code who} names, as the effect resolves. */
    record LifeTotal(Who who) implements Amount {
    }

    /** "your starting life total" (103.4, 119.1): the controller's life total as the game began. */
    record StartingLife() implements Amount {
    }

    /** "the number of experience counters you have" / "for each experience counter you have" (122.1): the controller's. */
    record ExperienceCounters() implements Amount {
    }

    /**
     * "the damage dealt" (120.3, 608.2c): the damage the enclosing {@link Effect.DealDamageThen} actually dealt; with
     * {@code capped} "but not more life than the player's life total before the damage was dealt, the planeswalker's
     * loyalty before the damage was dealt, or the creature's toughness".
     */
    record DamageDealtThisWay(boolean capped) implements Amount {
    }

    /** "the damage dealt to you this turn" (120.3a, 500.5): the total damage dealt to the controller so far this turn. */
    record DamageDealtToYouThisTurn() implements Amount {
    }

    /** "the amount of life you gained this turn" (119.3, 500.5): the life the controller has gained so far this turn. */
    record LifeGainedThisTurn() implements Amount {
    }

    /**
     * "for each creature destroyed this way" (701.8): the count an enclosing {@link Effect.CountDestroyed} made;
     * {@code graveyard} when worded "the number of Mountains put into a graveyard this way" (the same count).
     */
    record DestroyedThisWay(ObjectFilter filter, boolean graveyard) implements Amount {
        public DestroyedThisWay(ObjectFilter filter) {
            this(filter, false);
        }
    }

    /**
     * "the greatest power among creatures you control" (107.1, 608.2h): the largest value of {@code stat} among
     * the permanents {@code filter} names as the effect resolves, 0 if there are none.
     */
    record Greatest(ObjectFilter filter, StatOf.Stat stat) implements Amount {
    }

    /** "the total power of creatures you control" (107.1): the sum of {@code stat} over the permanents matching, never below 0. */
    record Total(ObjectFilter filter, StatOf.Stat stat) implements Amount {
    }

    /**
     * "your devotion to black" / "to white and blue" (700.5): the mana symbols among the mana costs of the
     * permanents you control that are of at least one colour of {@code colorMask}, each symbol counted once (700.5a-b).
     */
    record Devotion(int colorMask) implements Amount {
    }

    /** "[amount] plus [amount]" (107.1): both read as the effect resolves, added. */
    record Sum(Amount first, Amount second) implements Amount {
    }

    /** "[amount] minus [amount]" (107.1): zero when the difference would be negative (107.1b). */
    record Minus(Amount of, Amount less) implements Amount {
    }

    /** "the life [player] lost this turn" (119.3): summed over the players {@code who} names. */
    record LifeLostThisTurn(Who who) implements Amount {
    }

    /**
     * "the number of colors of mana spent to cast this spell" (converge, 207.2c; 601.2h, 105.1): the colours among the
     * mana spent to cast the source (the spell, or the permanent it became); 0 for a spell not cast or a copy (707.10).
     */
    record ColorsSpentToCast() implements Amount {
    }

    /**
     * "[it] gets +P/+T until end of turn for each creature blocking it", "it" being another creature than the source (the
     * one a trigger named, 603.2): the creatures blocking each object the effect changes, counted as it resolves (509.1h).
     */
    record CreaturesBlockingIt(int beyond) implements Amount {
    }

    /**
     * "the number of spells [player] cast this turn" / "the number of cards [player] drew this turn" (601.2i, 121.1): the
     * spells cast ({@code spells}) or cards drawn this turn by the players {@code who} names, summed, from the turn's
     * history.
     */
    record CountedThisTurn(Who who, boolean spells) implements Amount {
    }

    /**
     * "for each opponent who controls fewer creatures than you" (102.1, 107.1): the opponents of the source's controller
     * who control fewer permanents {@code filter} matches than that player does.
     */
    record OpponentsWithFewer(ObjectFilter filter) implements Amount {
    }

    /**
     * A creature's power or toughness read for doubling it (701.9b-c): {@code value} (a {@link StatOf}) with a negative
     * value kept, as 107.1b's floor of zero does not apply to an effect that doubles power or toughness ("double target
     * creature's power": a power of -1 gives -1/-0).
     */
    record Doubled(Amount value) implements Amount {
    }

    /**
     * "Each creature you control gets +1/+1 for each +1/+1 counter on it" (122.1, 107.1): the counters of {@code kind}
     * on each object a static ability changes, counted for that object on its own as the layer applies (613.4c).
     */
    record CountersOnEach(String kind) implements Amount {
    }

    /**
     * "for each +1/+1 counter on it", "the number of counters it had on it", "it" the object the trigger named (603.2,
     * 122): its counters of {@code kind} (null: of every kind) as it is on the battlefield, or as it last existed there
     * once it has left (603.10a, 608.2h). Read only as the ability resolves.
     */
    record CountersOnThatObject(String kind) implements Amount {
    }

    /**
     * "for each [card] exiled this way" (406, 608.2c): set by {@link Effect.CountExiled}, the {@code counted} objects its
     * exile moved; {@code cards} when the text counts cards ("creature card") rather than permanents (for rendering).
     */
    record ExiledThisWay(ObjectFilter counted, boolean cards) implements Amount {
    }

    /**
     * "for each of its colors" (105.2): the number of colors of each object the effect changes, "it" being that object
     * ("Target creature gets +2/+2 until end of turn for each of its colors", "Each other multicolored creature you
     * control gets +1/+1 for each of its colors"); counted per object, by the effect that changes it.
     */
    record ColorsOfIt() implements Amount {
    }

    /**
     * "for each creature target player controls" (107.1, 115.1): the permanents matching {@code filter} that the players
     * {@code who} names (a target player) control as the effect resolves; read only as a spell or ability resolves.
     */
    record ControlledBy(ObjectFilter filter, Who who) implements Amount {
    }

    /**
     * "for each color among permanents you control" (105.2): how many of the five colors at least one permanent the
     * controller controls has, counted as the effect resolves or the layer applies.
     */
    record ColorsAmongPermanents() implements Amount {
    }

    /**
     * "for each time it was kicked", "the number of times ~ was kicked" (702.33c): how many times the multikicker cost of
     * the source (the spell, or the permanent it became) was paid; 0 for one not cast or a copy (707.10).
     */
    record TimesKicked() implements Amount {
    }

    /**
     * "for each time its squad cost was paid" (702.157a): how many times the additional cost remembered as {@code keyword}
     * was paid for the source (the spell, or the permanent it became); 0 for one not cast or a copy (707.10).
     */
    record TimesCostPaid(String keyword) implements Amount {
    }

    /** "the result" (706.2): the result of the die rolled by the enclosing {@link Effect.RollDie}. */
    record DieResult() implements Amount {
    }

    /**
     * "for each creature card in your opponents' graveyards" (107.1, 404): the cards matching {@code filter} in the graveyards
     * of the controller's opponents, counted as the effect resolves or the layer applies.
     */
    record CardsInOpponentsGraveyards(ObjectFilter filter) implements Amount {
    }

    /**
     * "the number of nontoken creatures you had enter the battlefield under your control this turn", "for each land you
     * had enter ..." (400.7): the permanents matching {@code filter}, judged as they entered, that entered the
     * battlefield under the controller's control this turn.
     */
    record EnteredUnderYourControlThisTurn(ObjectFilter filter) implements Amount {
    }

    /** "the number of cards in [player]'s graveyard", "for each card in their graveyard" (404): summed over the players named. */
    record CardsInGraveyard(Who who) implements Amount {
    }

    /** "that many" after a step that moved objects (608.2c): set by {@link CountMovedThen}, the number it moved. */
    record MovedThisWay() implements Amount {
    }
}
