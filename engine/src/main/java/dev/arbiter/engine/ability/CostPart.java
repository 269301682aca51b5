package dev.arbiter.engine.ability;

/** A non-mana part of a cost (118). */
public sealed interface CostPart {
    String text();

    /**
     * 107.3, 601.2b: the count of "discard X cards" / "pay X life" in a spell's additional cost: the X announced as the
     * spell is cast ({@link Cost#withX}); never paid as written.
     */
    int X = -1;

    /** {T} (107.5): tap this permanent; a creature needs haste or no summoning sickness (302.6). */
    record TapSelf() implements CostPart {
        public String text() { return "{T}"; }
    }

    /** "Exert ~" (701.39a): the source, on the battlefield, doesn't untap during the payer's next untap step. */
    record ExertSelf() implements CostPart {
        @Override
        public String text() {
            return "Exert ~";
        }
    }

    /** {Q} (107.6): untap this permanent. */
    record UntapSelf() implements CostPart {
        public String text() { return "{Q}"; }
    }

    /** Sacrifice this permanent. */
    record SacrificeSelf() implements CostPart {
        public String text() { return "Sacrifice ~"; }
    }

    /**
     * "Discard this card" (701.8, 702.29a): the source, from its owner's hand; {@code cycling} when it is the cost of
     * a cycling ability, so the discard is also cycling the card (702.29c-d).
     */
    record DiscardSelf(boolean cycling) implements CostPart {
        public DiscardSelf() {
            this(false);
        }

        public String text() { return "Discard this card"; }
    }

    /** Pay N life (119.4). */
    record PayLife(int amount) implements CostPart {
        public String text() { return "Pay " + (amount == X ? "X" : Integer.toString(amount)) + " life"; }
    }

    /** Pay {E} N times: remove N energy counters from yourself (107.14). */
    record PayEnergy(int amount) implements CostPart {
        public String text() { return "Pay " + "{E}".repeat(amount); }
    }

    /** Remove N counters of a kind from this permanent. */
    record RemoveCounters(String kind, int amount) implements CostPart {
        public String text() { return "Remove " + amount + " " + kind + " counter" + (amount == 1 ? "" : "s") + " from ~"; }
    }

    /**
     * "Remove any number of [kind] counters from ~" (122.8, 118.3): the player chooses how many, from none to all of them, as
     * the cost is paid; only in a mana ability whose effect counts them ("Add {G} for each storage counter removed this way",
     * {@link Amount.CountersRemovedAsCost}), activated by {@code costs/ManaAbilities}.
     */
    record RemoveAnyNumberOfCounters(String kind, boolean x) implements CostPart {
        /** "Remove any number of": {@code x} false; "Remove X [kind] counters from ~" (107.3, the X the effect names): true. */
        public RemoveAnyNumberOfCounters(String kind) {
            this(kind, false);
        }

        public String text() { return "Remove " + (x ? "X" : "any number of") + " " + kind + " counters from ~"; }
    }

    /** Draw N cards as part of a cost (seed 423.1): each a draw, replacements and all (423.2). */
    record DrawCards(int amount) implements CostPart {
        public String text() { return amount == 1 ? "Draw a card" : "Draw " + amount + " cards"; }
    }

    /**
     * "Sacrifice a creature" / "Sacrifice two lands" / "Sacrifice another creature" (701.17a, 118):
     * the player chooses {@code count} permanents they control that match as the cost is paid.
     */
    record SacrificePermanents(ObjectFilter filter, int count, String text) implements CostPart {
    }

    /**
     * "Sacrifice any number of creatures" (601.2f, 118.3, 701.17a): the payer chooses as many matching permanents they
     * control as they like, none included, as the cost is paid; each is remembered as it last existed (608.2h).
     */
    record SacrificeAnyNumber(ObjectFilter filter, String text) implements CostPart {
    }

    /** "Discard a card" / "Discard two cards" / "Discard a creature card" (701.8, 118): {@code filter} null is any card. */
    record DiscardCards(int count, ObjectFilter filter, String text) implements CostPart {
    }

    /**
     * "Tap an untapped creature you control" / "Tap two untapped Wizards you control" (118, 701.26a):
     * the payer taps {@code count} untapped permanents they control that match; unlike {T} (107.5,
     * 302.6) a creature tapped this way needn't have been under their control since the turn began.
     */
    record TapPermanents(ObjectFilter filter, int count, String text) implements CostPart {
    }

    /**
     * "Tap any number of other untapped creatures you control with total power N or more" (702.122a, crew): the payer
     * taps untapped permanents they control that match until their total power is {@code power} or more; like
     * {@link TapPermanents}, summoning sickness doesn't matter (unlike {T}, 302.6).
     */
    record TapTotalPower(ObjectFilter filter, int power, String text) implements CostPart {
    }

    /** "Return a land you control to its owner's hand" (118): {@code count} permanents the payer controls. */
    record ReturnPermanents(ObjectFilter filter, int count, String text) implements CostPart {
    }

    /**
     * "Put a card an opponent owns from exile into that player's graveyard" / "Put two cards your opponents own from exile
     * into their owners' graveyards" (118, 406, 404): the payer chooses {@code count} cards in exile that opponents own, and
     * each goes to its owner's graveyard.
     */
    record OpponentsCardsFromExile(int count, String text) implements CostPart {
    }

    /** "Exile two cards from your graveyard" / "Exile a creature card from your graveyard" (118, 406): {@code filter} null is any card. */
    record ExileFromGraveyard(ObjectFilter filter, int count, String text) implements CostPart {
    }

    /**
     * "Exile a blue card from your hand" / "Exile two cards from your hand" (118, 406): the payer exiles
     * {@code count} cards from their hand that match; {@code filter} null is any card. The card being cast
     * is on the stack by then (601.2a), so it can't pay for itself.
     */
    record ExileFromHand(ObjectFilter filter, int count, String text) implements CostPart {
    }

    /** "Discard a card at random" (701.8a): the cards are chosen at random from the payer's hand. */
    record DiscardRandom(int count, String text) implements CostPart {
    }

    /** "Discard your hand" (701.8a): every card in the payer's hand; payable with an empty hand (118.3: nothing is missing). */
    record DiscardHand() implements CostPart {
        public String text() { return "Discard your hand"; }
    }

    /** "Return ~ to its owner's hand" (118): this permanent goes to its owner's hand as the cost is paid. */
    record ReturnSelf() implements CostPart {
        public String text() { return "Return ~ to its owner's hand"; }
    }

    /** "Exile ~" (118, 406): this permanent is exiled as the cost is paid. */
    record ExileSelf() implements CostPart {
        public String text() { return "Exile ~"; }
    }

    /**
     * "Exile ~ from your graveyard" (118, 406, 113.6m): the card itself, from its owner's graveyard; an
     * ability with this cost is activated from the graveyard.
     */
    record ExileSelfFromGraveyard() implements CostPart {
        public String text() { return "Exile ~ from your graveyard"; }
    }

    /** "Sacrifice all creatures you control" (118, 701.17a): every matching permanent the payer controls, none included. */
    record SacrificeAll(ObjectFilter filter, String text) implements CostPart {
    }

    /** "Remove N KIND counters from ~ and sacrifice it" (118, 122.1, 701.17a): both, in that order. */
    record RemoveCountersAndSacrificeSelf(String kind, int amount) implements CostPart {
        public String text() {
            return "Remove " + amount + " " + kind + " counter" + (amount == 1 ? "" : "s") + " from ~ and sacrifice it";
        }
    }

    /** "Put a -1/-1 counter on ~" (118, 122.1): counters put on this permanent as a cost. */
    record PutCountersOnSelf(String kind, int amount, String text) implements CostPart {
    }

    /**
     * A loyalty symbol (606.4): put {@code amount} loyalty counters on this permanent (remove them
     * when negative); with {@code minusX} the amount is -X, X chosen as the ability is activated
     * (107.3, 606.6: no more than it has).
     */
    record Loyalty(int amount, boolean minusX) implements CostPart {
        public String text() {
            if (minusX) return "[-X]";
            return "[" + (amount > 0 ? "+" + amount : amount < 0 ? "-" + (-amount) : "0") + "]";
        }
    }

    /**
     * "Tap enchanted creature" / "Tap enchanted land" (602.1, 118.3): tap the untapped permanent this Aura or Equipment is
     * attached to, which its payer controls; not {T}, so summoning sickness doesn't matter (302.6). {@code host}: the words.
     */
    record TapHost(String host) implements CostPart {
        public String text() { return "Tap " + host; }
    }

    /** "Sacrifice enchanted creature" (701.17a): sacrifice the permanent this is attached to, which its payer controls. */
    record SacrificeHost(String host) implements CostPart {
        public String text() { return "Sacrifice " + host; }
    }

    /**
     * "Remove a counter from a creature you control", "Remove two +1/+1 counters from among creatures you control" (122.8,
     * 118.3): {@code count} counters of {@code kind} (null: any kind) from permanents the payer controls that {@code filter}
     * matches; {@code among}: spread over any of them, else all from one.
     */
    record RemoveCountersFromAmong(ObjectFilter filter, String kind, int count, boolean among, String text) implements CostPart {
    }

    /**
     * "Mill a card" (701.13a) or, {@code exile}, "Exile the top two cards of your library" (406) as a cost: the payer's top
     * {@code count} cards; a library with fewer can't pay it (701.13b, 118.3).
     */
    record LibraryTop(int count, boolean exile) implements CostPart {
        public String text() {
            String n = count == 1 ? "a card" : count + " cards";
            return exile ? "Exile the top " + (count == 1 ? "card" : count + " cards") + " of your library" : "Mill " + n;
        }
    }

    /**
     * "Reveal a Pirate card from your hand" (118, 701.16a): the payer reveals {@code count} cards from their hand that
     * match ({@code filter} null: any card); they stay in the hand. The card being cast is on the stack by then (601.2a).
     */
    record RevealFromHand(ObjectFilter filter, int count, String text) implements CostPart {
    }

    /** "Exile a creature you control" (118, 406): {@code count} permanents the payer controls that match, exiled. */
    record ExilePermanents(ObjectFilter filter, int count, String text) implements CostPart {
    }

    /**
     * "Remove all [kind] counters from ~" (122.8): every counter of the kind the source has, none included (118.3: removing
     * all of none pays it); in an activated ability the number removed is the effect's "removed this way" (its X).
     */
    record RemoveAllCounters(String kind) implements CostPart {
        public String text() { return "Remove all " + kind + " counters from ~"; }
    }

    /**
     * "This ability costs {N} more / less to activate for each [count]." (602.2b, 601.2f): not paid, it changes the
     * ability's total mana cost by {@code generic} (negative: less, generic mana only) times {@code count}, counted for
     * the activating player as the total cost is determined.
     */
    record ActivationCostPerCount(int generic, Amount count, String text) implements CostPart {
    }

    /** "Pay half your life, rounded up" (119.4, 107.1a): half the payer's life total as the cost is paid, rounded up; none at 0 or less. */
    record PayHalfLifeRoundedUp() implements CostPart {
        public String text() { return "Pay half your life, rounded up"; }

        /** The life paid from a total of {@code life}. */
        public static int of(int life) {
            return life <= 0 ? 0 : (life + 1) / 2;
        }
    }

    /**
     * "have an opponent gain N life" / "have each other player gain N life" (118.9, 119.1): paid by another player's life
     * gain — one opponent the payer chooses, or each other player ({@code each}); payable however the gain turns out
     * (a player who can't gain life gains none, 119.7).
     */
    record OthersGainLife(int amount, boolean each, String text) implements CostPart {
    }

    /**
     * "Exile a Fungus card from a graveyard" (118, 406): the payer exiles {@code count} matching cards from any graveyards
     * (theirs or another player's); {@code filter} null is any card.
     */
    record ExileFromAnyGraveyard(ObjectFilter filter, int count, String text) implements CostPart {
    }
}
