package dev.arbiter.engine.ability;

/**
 * Discarding, looking at hands and putting or casting cards from a hand (402, 701.8): members of {@link Effect}, named {@code Effect.X} everywhere.
 */
public interface HandZoneEffects {
    /**
     * "You may exile a [type] card with mana value N or less from your hand" (imprint, Isochron
     * Scepter): the exiled card is linked to this object (607.2a).
     */
    record ExileFromHandLinked(int types, int maxManaValue) implements Effect {
    }

    /**
     * "[player] discards N cards [at random]" (701.8a): the player chooses which (701.8b), or they
     * are chosen at random with the game's seeded generator; fewer if the hand holds fewer.
     */
    record Discard(Who who, Amount amount, boolean atRandom) implements Effect {
    }

    /**
     * "[player] discards up to N cards" (701.8a, 107.1): the player chooses any number of cards from zero to N (all of
     * their hand at most) and discards them; "then draw that many cards" counts them ({@link ZoneChangeEffects.CountDiscarded}).
     */
    record DiscardUpTo(Who who, Amount amount) implements Effect {
    }

    /**
     * "[player] reveals their hand. You choose a [filter] card from it. That player discards that
     * card." / "Look at [player]'s hand and choose a card from it. ..." (701.8a, 701.16): the
     * ability's controller chooses, the player discards; {@code reveal} when the hand is revealed
     * rather than looked at.
     */
    /**
     * "Draw N cards, then discard one of them." (121.1, 701.8a): the player draws, then discards one of the cards drawn
     * this way that are still in their hand, chosen by them.
     */
    record DrawThenDiscardOneOfThem(Who who, Amount draw) implements Effect {
    }

    record DiscardChosenByYou(Who who, ObjectFilter filter, boolean reveal, Amount count) implements Effect {
        /** One card ("choose a card from it"). */
        public DiscardChosenByYou(Who who, ObjectFilter filter, boolean reveal) {
            this(who, filter, reveal, new Amount.Fixed(1));
        }
    }

    /**
     * "Look at target player's hand" / "[player] reveals their hand" (701.16): information only. With {@code atRandom}:
     * "Look at a card at random in target player's hand" (Urza's Bauble), one card chosen at random.
     */
    record LookAtHand(Who who, boolean atRandom) implements Effect {
        /** The whole hand. */
        public LookAtHand(Who who) {
            this(who, false);
        }
    }

    /**
     * "[player] [may] put(s) a [filter] card from their hand onto the battlefield" (110.2): each player
     * chooses one such card ({@code optional}: at most one, choosing none is declining).
     */
    record PutFromHandOntoBattlefield(Who who, ObjectFilter filter, boolean optional, boolean tapped) implements Effect {
        public PutFromHandOntoBattlefield(Who who, ObjectFilter filter, boolean optional) {
            this(who, filter, optional, false);
        }

    }

    /**
     * "You may put a creature card from your hand onto the battlefield. That creature gains haste. Sacrifice it at the
     * beginning of the next end step." / "... If you do, return ~ to its owner's hand." (608.2c-d): {@code then} happens
     * only when a card was put this way, with that permanent as "that creature" / "it" ({@link Subject.ThatObject}).
     */
    record PutFromHandThen(PutFromHandOntoBattlefield put, Effect then) implements Effect {
    }

    /** "[player] discards their hand" (701.8a). */
    record DiscardHand(Who who) implements Effect {
    }

    /**
     * "[player] returns N [filter] they control to its owner's hand" (a zone change): each player
     * chooses among the permanents they control that match (all of them if fewer).
     */
    record ReturnChosenToHand(Who who, ObjectFilter filter, Amount amount) implements Effect {
    }

    /** "[player] reveals their hand. You choose a [filter] card from it. Effect.Exile that card." (701.16, 406.2). */
    record ExileChosenFromHand(Who who, ObjectFilter filter) implements Effect {
    }

    /** "... you choose a [filter] card from it. Exile that card until ~ leaves the battlefield." (610.3: back to the hand). */
    record ExileChosenFromHandUntilLeaves(Who who, ObjectFilter filter) implements Effect {
    }

    /**
     * "You may cast a [filter] spell from your hand without paying its mana cost" (118.9, 608.2g): the player may
     * cast one such card during the resolution, ignoring timing permissions.
     */
    record MayCastFromHandFree(ObjectFilter filter) implements Effect {
    }

    /**
     * "Draw [N] cards and reveal them. You may cast one of them without paying its mana cost." (121.1, 701.16a, 118.9,
     * 608.2g): the controller draws, reveals the cards drawn, and may cast one of them still in their hand, free, during
     * the resolution.
     */
    record DrawRevealMayCastOne(Amount draw) implements Effect {
    }

    /**
     * "[player] reveals a card at random from their hand[. then]" (701.16, "at random" by the game's seeded generator):
     * {@code then} (null: nothing more) reads "that card" as the card revealed, through the resolution's object (its
     * mana value, 608.2h); with an empty hand nothing is revealed and "that card's mana value" is 0.
     */
    record RevealAtRandomFromHand(Who who, Effect then) implements Effect {
    }

    /**
     * "[player] exiles N [filter] cards from their hand / graveyard" (406.1): each named player, in APNAP order, chooses
     * that many matching cards of their own there (all of them if fewer) and exiles them.
     */
    record ExileOwnCards(Who who, Amount amount, ObjectFilter filter, boolean fromHand) implements Effect {
    }

    /**
     * "Reveal any number of [filter] cards in your hand. [then, counting them]" (701.16a, 608.2c): the controller reveals
     * any number (zero included) of matching cards of their hand; {@code then} reads their number as
     * {@link Amount.RevealedThisWay}.
     */
    record RevealAnyNumberThen(ObjectFilter filter, Effect then) implements Effect {
    }

    /**
     * "[player] reveals N cards from their hand. You choose one of them. That player discards that card." (701.16a,
     * 701.8a): the player chooses which N cards of their hand to reveal (all of them if fewer); the ability's controller
     * chooses one of the revealed cards; the player discards it.
     */
    record RevealFromHandDiscardChosen(Who who, Amount revealed) implements Effect {
    }

    /**
     * "[player] reveals their hand. You choose a [filter] card from it. That player shuffles that card into their
     * library." (701.16a, 701.20a): the ability's controller chooses; the card is put into its owner's library, which is
     * then shuffled.
     */
    record ShuffleChosenFromHand(Who who, ObjectFilter filter, boolean reveal) implements Effect {
    }

    /**
     * "[player] reveals their hand. You choose a [filter] card from it. [then, naming that card]" (701.16a, 608.2c): the
     * ability's controller chooses a matching card of the player's hand; {@code then} names it as
     * {@link Subject.ThatObject} ("Search that player's graveyard, hand, and library for all cards with the same name
     * as that card ...", 701.19) and happens only when a card was chosen.
     */
    record ChooseFromHandThen(Who who, ObjectFilter filter, boolean reveal, Effect then) implements Effect {
    }
}
