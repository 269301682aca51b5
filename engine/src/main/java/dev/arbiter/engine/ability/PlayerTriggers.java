package dev.arbiter.engine.ability;

/**
 * What players do and what happens to them: life gained and lost (119), cards drawn (121), lands played (305), discards (701.8), lands tapped for mana (106.12).
 * The records are named {@code Trigger.X} everywhere (this interface is one of those {@link Trigger} extends);
 * a new one goes into its area's file and into {@code Trigger}'s {@code permits} list.
 */
public interface PlayerTriggers {

    /**
     * "Whenever you gain life" (119.3); {@code firstEachTurn}: "... for the first time each turn", only a gain when you had
     * gained no life earlier this turn (603.2, the turn's record of life gained).
     */
    record YouGainLife(boolean firstEachTurn) implements Trigger {
        public YouGainLife() {
            this(false);
        }
    }

    /** {@link YouGainLife} of a card whose effect returns it from your graveyard: it functions only there (113.6m). */
    record YouGainLifeInGraveyard(boolean firstEachTurn) implements Trigger {
    }

    /**
     * "Whenever [you | an opponent | a player] lose(s) life" (119.3): once for each loss, however it happened (damage,
     * a loss, life paid, 119.4); "that player" lost it, "that much" / "that many" is the amount. {@code firstEachTurn}:
     * "... for the first time each turn", only a loss when that player had lost no life earlier this turn (603.2).
     */
    record LosesLife(Relation who, boolean firstEachTurn) implements Trigger {
        public LosesLife(Relation who) {
            this(who, false);
        }
    }

    /** "Whenever [you | an opponent | a player] scr(y | ies) / surveil(s)" (701.18b, 701.25); "that player" did. */
    record Scries(Relation who, boolean surveil) implements Trigger {
    }

    /** "Whenever [you | an opponent | a player] search(es) [your | their] library" (701.19); "that player" searched. */
    record SearchesLibrary(Relation who) implements Trigger {
    }

    /**
     * "Whenever [a player | an opponent | you] draws a card" (seed 423.1): once for each card drawn
     * (423.2); a replaced draw or a card put into hand without drawing doesn't trigger it (423.5);
     * "that player" is the player who drew.
     */
    record PlayerDraws(Relation who) implements Trigger {
        /** Whose draws count, relative to the ability's controller. */
        public enum Relation { ANY, OPPONENT, YOU, /** "enchanted player" (303.4) */ ENCHANTED }
    }

    /**
     * "Whenever [a player | an opponent | you] taps a land for mana" (605.1b: not a mana ability, its
     * effect adds no mana; it waits for the stack like any trigger); "that player" tapped it. {@code lands}: "taps a
     * Mountain for mana" (106.12), the lands that count; null for any land.
     */
    record TapsLandForMana(Relation who, ObjectFilter lands) implements Trigger {
        public TapsLandForMana(Relation who) {
            this(who, null);
        }
    }

    /**
     * "Whenever [a player | an opponent | you] play[s] a land" (305.1: playing a land, not putting one onto the battlefield); "that
     * player" played it. {@code lands}: "plays an Island", "plays a nonbasic land", the lands that count, judged on the land
     * as it is on the battlefield once played; null for any land.
     */
    record PlaysLand(Relation who, ObjectFilter lands) implements Trigger {
        public PlaysLand(Relation who) {
            this(who, null);
        }
    }

    /**
     * "When a spell or ability an opponent controls causes you to discard this card" (701.8a, 113.6k: it triggers from the
     * graveyard the card was discarded to): the spell or ability resolving as the card left its owner's hand is controlled by
     * an opponent of its owner; "that player" is that opponent.
     */
    record DiscardedByOpponent() implements Trigger {
    }

    /**
     * "Whenever [a player | an opponent | you] discards a [filter] card" (701.8a); "that player" discarded it, "that card" is
     * the card in the graveyard; {@code cards} null for any card.
     */
    record Discards(Relation who, ObjectFilter cards) implements Trigger {
        public Discards(Relation who) {
            this(who, null);
        }
    }

    /**
     * "Whenever [you | an opponent | a player] win[s] a coin flip" (705.2): a player who flipped a coin and won the flip;
     * "that player" flipped it. {@code won} false: "lose[s] a coin flip".
     */
    record FlipsCoin(Relation who, boolean won) implements Trigger {
    }

    /**
     * "Whenever [you | an opponent | a player] clash[es] [and win[s]]" (701.23b: each player who reveals a card in a clash
     * clashes; 701.23d: wins when their card's mana value is higher than each other card revealed); "that player" clashed.
     */
    record Clashes(Relation who, boolean wonOnly) implements Trigger {
    }

    /** "Whenever [you | an opponent | a player] pay[s] life" (119.4): "that player" paid it, "that much" / "that many" the amount. */
    record PaysLife(Relation who) implements Trigger {
    }

    /**
     * "Whenever [you | an opponent | a player] roll[s] a die" (706.2), "... roll[s] a {@code atLeast} or higher on a die",
     * "... roll[s] a die's highest natural result" ({@code highest}): once for each die rolled, judged on its natural
     * result (706.2: no result modifier is modelled); "that player" rolled it.
     */
    record RollsDie(Relation who, int atLeast, boolean highest) implements Trigger {
    }
}
