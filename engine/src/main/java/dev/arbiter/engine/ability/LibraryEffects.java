package dev.arbiter.engine.ability;

/**
 * Drawing, milling, searching, scrying and looking at libraries (121, 401, 701.19, 701.22): members of {@link Effect}, named {@code Effect.X} everywhere.
 */
public interface LibraryEffects {
    /** "[player] draws N cards" (seed 423.2: N single draws). */
    record DrawCards(Who who, Amount amount) implements Effect {
    }

    /** "[player] may draw a card" (seed 423.3: allowed even from an empty library). */
    record MayDraw(Who who) implements Effect {
    }

    /**
     * "Draw a card, then [additional action] on it" (seed 423.6c): the additional action applies to
     * the card drawn only if the draw was not replaced; {@code then} refers to it as ThatObject.
     */
    record DrawThen(Who who, Effect then) implements Effect {
    }

    /**
     * "If it isn't a [type] card, discard it." on the card a {@link DrawThen} drew (seed 423.6c):
     * the card is discarded unless it has {@code keep}.
     */
    record DiscardItUnless(dev.arbiter.engine.characteristic.CardType keep) implements Effect {
    }

    /** "Put the top card of [your] library into [your] hand" (seed 423.5: not a draw). */
    record PutTopCardIntoHand(Who who) implements Effect {
    }

    /** "[player] mills N cards" (701.13a): the top N cards of their library go to their graveyard; not a draw. */
    record Mill(Who who, Amount amount) implements Effect {
    }

    /** "[player] exiles the top N cards of their library" (406.3, 401.1): one at a time from the top into exile. */
    record ExileTopOfLibrary(Who who, Amount amount) implements Effect {
    }

    /**
     * "Scry N" (701.22a) and "Surveil N" (701.25a): look at the top N cards of the library, put any
     * number of them on the bottom (scry) or into the graveyard (surveil) and the rest back on top
     * in any order.
     */
    record Scry(Who who, Amount amount, boolean surveil) implements Effect {
    }

    /**
     * "Search your library for up to N [filter] cards, [reveal them,] put them into your hand / onto
     * the battlefield [tapped], then shuffle" or "..., then shuffle and put that card on top"
     * (701.23, 701.20): a search for cards with a stated
     * quality may find fewer than exist (701.23b).
     */
    record SearchLibrary(ObjectFilter cards, int count, Destination destination, boolean tapped,
                         boolean reveal) implements Effect {
    }

    /**
     * "[player] searches their library for ...", "each player may search their library for ...": each
     * named player searches their own library (701.23), the found cards going to that player's hand or
     * onto the battlefield under that player's control, and shuffles (701.20).
     */
    record SearchLibraryOf(Who who, SearchLibrary search) implements Effect {
    }

    /**
     * "Search [target player's] library for [up to] N [cards] and exile them / put them into that player's graveyard.
     * Then that player shuffles." (701.23, 701.20): the ability's controller searches; {@code upTo} or a stated quality
     * lets them find fewer (701.23b). With {@code ontoBattlefield}: "and put that card onto the battlefield under your
     * control" (110.2a) instead.
     */
    record SearchOthersLibrary(Who whose, ObjectFilter cards, int count, boolean upTo, boolean exile, boolean ontoBattlefield)
            implements Effect {
        public SearchOthersLibrary(Who whose, ObjectFilter cards, int count, boolean upTo, boolean exile) {
            this(whose, cards, count, upTo, exile, false);
        }
    }

    /** Where found cards go. */
    /**
     * "Search your library for an Island card, a Swamp card, and a Mountain card. Reveal those cards, put them into your
     * hand, then shuffle." (701.23): one search finding up to one card for each of {@code kinds}, each a different card
     * (701.23b: any may be left unfound); the found cards go to {@code destination} (hand or battlefield) together, then
     * the library is shuffled (701.20).
     */
    record SearchLibraryForEach(java.util.List<ObjectFilter> kinds, Destination destination, boolean tapped, boolean reveal)
            implements Effect {
        public SearchLibraryForEach {
            kinds = java.util.List.copyOf(kinds);
        }
    }

    /**
     * "Reveal the top five cards of your library. An opponent separates those cards into two piles. Put one pile into your
     * hand and the other into your graveyard." (700.3): with {@code opponentSeparates} an opponent makes the piles and the
     * controller chooses one, else the controller makes them and an opponent chooses; a pile may be empty.
     */
    record RevealTopPiles(Amount count, boolean opponentSeparates) implements Effect {
    }

    enum Destination { HAND, BATTLEFIELD, GRAVEYARD, TOP_OF_LIBRARY }

    /** "[player] shuffles their library" (701.20). */
    record ShuffleLibrary(Who who) implements Effect {
    }

    /**
     * "Look at the top N cards of [whose] library, then put them back in any order" (401.4): the
     * ability's controller orders them.
     */
    record ReorderTopOfLibrary(Who whose, Amount amount) implements Effect {
    }

    /**
     * "Look at (reveal) the top N cards of your library. You may [reveal] a [filter] card from among
     * them and put it into your hand. Put the rest on the bottom of your library in any order"
     * (401.4, 701.16): up to {@code max} matching cards go to the hand ({@code mandatory}: exactly
     * that many if there are, "put one of them into your hand"), the rest to the bottom (or into
     * the graveyard with {@code restToGraveyard}); "in a random order" ({@code randomOrder}): the bottom order comes from
     * the game's seeded generator, not the player. {@code taken}: where the chosen cards go — the hand, or onto the
     * battlefield [tapped] ("You may put a land card from among them onto the battlefield tapped", 110.4a: permanent
     * cards only).
     */
    record LookAtTopPutIntoHand(Amount amount, ObjectFilter filter, int max, boolean restToGraveyard,
                                boolean mandatory, boolean randomOrder, TopCardPlace taken) implements Effect {
        public LookAtTopPutIntoHand(Amount amount, ObjectFilter filter, int max, boolean restToGraveyard, boolean mandatory) {
            this(amount, filter, max, restToGraveyard, mandatory, false, TopCardPlace.HAND);
        }

        public LookAtTopPutIntoHand(Amount amount, ObjectFilter filter, int max, boolean restToGraveyard, boolean mandatory,
                                    boolean randomOrder) {
            this(amount, filter, max, restToGraveyard, mandatory, randomOrder, TopCardPlace.HAND);
        }
    }

    /**
     * "Reveal the top N cards of your library. Put all [filter] cards revealed this way into your hand and the rest on the
     * bottom of your library in any order / into your graveyard" (701.16, 401.4): every matching card goes to the hand.
     */
    record RevealTopPutAllIntoHand(Amount amount, ObjectFilter filter, boolean restToGraveyard) implements Effect {
    }

    /**
     * "Look at the top three cards of your library. Put one of those cards into your hand, one on top of
     * your library, and one on the bottom of your library." (401.4): in the order written, as far as the
     * cards looked at go.
     */
    record LookAtTopHandTopBottom(Amount amount) implements Effect {
    }

    /**
     * "Look at [player]'s hand and choose N cards from it. Put them on top of that player's library in any
     * order." (401.4): the effect's controller chooses and orders them.
     */
    record PutChosenFromHandOnTop(Who who, int count) implements Effect {
    }

    /** "Look at the top card of [player]'s library" (401.4): information only; the card stays where it is. */
    record LookAtTopCard(Who whose) implements Effect {
    }

    /** "Shuffle ~ into its owner's library" (701.20): the source, from wherever it is (a resolving spell too, 608.2n). */
    record ShuffleSourceIntoLibrary() implements Effect {
    }

    /** "[player] shuffles their [hand and] graveyard into their library" (701.20). */
    record ShuffleZonesIntoLibrary(Who who, boolean hand, boolean graveyard) implements Effect {
    }

    /**
     * Cascade's triggered ability (702.85a): "exile cards from the top of your library until you exile a
     * nonland card whose mana value is less than this spell's mana value ({@code manaValue}, fixed as the
     * spell was cast). You may cast that card without paying its mana cost if the resulting spell's mana
     * value is less than this spell's mana value. Then put all cards exiled this way that weren't cast on
     * the bottom of your library in a random order."
     */
    record Cascade(int manaValue) implements Effect {
    }

    /** "[player] reveals the top card of their library" (701.16): information only. */
    record RevealTopCard(Who who) implements Effect {
    }

    /**
     * "Look at the top card of [whose] library. You may put that card into their graveyard / on the
     * bottom of their library." (401.4): the ability's controller looks and chooses.
     */
    record LookAtTopCardMayMove(Who whose, boolean bottom) implements Effect {
    }

    /**
     * "search your library for up to X [filter] cards, ..." (701.23, 107.3): {@code count} read as the effect resolves
     * bounds how many may be found (none when it is 0 or less); {@code search}'s own count is not used.
     */
    record SearchUpToAmount(SearchLibrary search, Amount count) implements Effect {
    }

    /**
     * "search your library for a [filter] card with mana value equal to 1 plus the sacrificed creature's mana value, ..."
     * (701.23, 202.3): the value is read as the effect resolves (608.2h) and only cards of exactly that mana value are found.
     */
    record SearchWithManaValue(SearchLibrary search, Amount manaValue) implements Effect {
    }

    /** "search your library for a [filter] card with mana value X or less / greater ..." (701.23, 107.3): X bounds the filter. */
    record SearchWithManaValueX(SearchLibrary search, boolean orLess) implements Effect {
    }

    /**
     * "Search your library and/or graveyard for a card named NAME / a [filter] card, reveal it, and put it into
     * your hand. If you search your library this way, shuffle." (701.19, 701.20): {@code name} non-null for a
     * card named so (201.2), else {@code filter}; {@code text} what is searched for, as written.
     */
    record SearchLibraryAndGraveyard(ObjectFilter filter, String name, String text) implements Effect {
    }

    /**
     * "Exile the top [N] card(s) of your library. You may play [that card | those cards] this turn." / "Until the end of
     * your next turn, you may play those cards." (406, 601.2a, 305.1, 611.2a): the controller exiles the top {@code count}
     * cards of their library (X: 107.3) and may play them (cast them as spells; play them as lands when {@code lands}, within the
     * usual limits, 305.2) until end of turn, or through the end of their next turn ({@code throughNextTurn});
     * {@code free}: "without paying [its mana cost | their mana costs]" (118.9); {@code spells}: "you may cast [noncreature]
     * spells from among them" casts only those (null: any spell); {@code chooseOne}: "Choose one of them. You may play
     * that card": the permission is on the one card its controller chooses; {@code whileExiled}: "You may play them."
     * with no duration (611.2, 601.2a): the permission lasts as long as the cards stay exiled (a card that leaves is a
     * new object without it, 400.7).
     */
    record ExileTopMayPlay(Amount count, boolean lands, boolean throughNextTurn, boolean free, ObjectFilter spells,
                           boolean chooseOne, boolean whileExiled) implements Effect {
        public ExileTopMayPlay(Amount count, boolean lands, boolean throughNextTurn) {
            this(count, lands, throughNextTurn, false, null, false, false);
        }

        public ExileTopMayPlay(Amount count, boolean lands, boolean throughNextTurn, boolean free, ObjectFilter spells,
                               boolean chooseOne) {
            this(count, lands, throughNextTurn, free, spells, chooseOne, false);
        }
    }

    /**
     * "[player] reveal(s) cards from the top of [their] library until [they] reveal a [filter] card. [They] put that card
     * into [their] hand / onto the battlefield / into [their] graveyard and the rest on the bottom of [their] library in a
     * random order / into [their] graveyard / shuffle(s) the rest into [their] library" (701.16, 401.4): each named
     * player reveals from their own library; with no such card, every card is revealed and all go where the rest go.
     */
    record RevealUntil(Who who, ObjectFilter filter, Destination found, RevealedRest rest, ObjectFilter counted,
                       Effect then) implements Effect {
        public RevealUntil(Who who, ObjectFilter filter, Destination found, RevealedRest rest) {
            this(who, filter, found, rest, null, null);
        }
    }

    /**
     * "Each player reveals the top card of their library. For each [counted] card revealed this way, [then]." (701.16a,
     * 608.2c; parley): every player reveals their top card, which stays on top; {@code then} resolves once with the
     * number of revealed cards matching {@code counted} as {@link Amount.RevealedThisWay}.
     */
    record EachRevealTopThen(ObjectFilter counted, Effect then) implements Effect {
    }

    /**
     * Where the other cards a {@link RevealUntil} revealed go (701.16); {@code EXILE}: "exile all other cards revealed
     * this way". A {@link RevealUntil} with a {@code then} resolves it after, with the number of revealed cards that
     * match {@code counted} as {@link Amount.RevealedThisWay} (608.2c).
     */
    enum RevealedRest { BOTTOM_RANDOM, GRAVEYARD, SHUFFLE, EXILE }

    /**
     * "[player] reveal(s) / look(s) at the top card of [their] library. If it's a [filter] card, [they] [may] put it
     * [then]. Otherwise, / If [they] don't put the card [then], [they] [may] put it [otherwise]." (701.16, 401.4, 608.2c):
     * each named player acts on their own library and makes its choices; {@code otherwiseIfNotMoved} when the second
     * sentence applies also after a declined "may", not only to a card of another kind.
     */
    record TopCardIfKind(Who who, boolean reveal, ObjectFilter filter, TopCardPlace then, boolean thenMay,
                         TopCardPlace otherwise, boolean otherwiseMay, boolean otherwiseIfNotMoved) implements Effect {
    }

    /** Where a {@link TopCardIfKind} puts the top card; {@code STAYS} leaves it on top. */
    enum TopCardPlace { HAND, BATTLEFIELD, BATTLEFIELD_TAPPED, GRAVEYARD, BOTTOM, STAYS }

    /**
     * "Reveal / Look at the top card of your library. If it's a [filter] card, [effect]." (701.16, 401.4, 608.2c): the
     * effect happens only if the top card, as it is revealed, is of that kind; the card itself stays where it is.
     */
    record IfTopCardIs(Who who, boolean reveal, ObjectFilter filter, Effect then) implements Effect {
    }

    /**
     * "Search [player]'s graveyard, hand, and library for [all | any number of] cards with the same name as [that
     * object] and exile them. Then that player shuffles." / after "Choose a [nonland] card name.", "... with that name"
     * (701.19, 201.2, 201.3, 406.1): the name is the one of {@code sameNameAs} (as it was, 400.7), or one the controller
     * chooses as the effect resolves among the names of the cards in the game matching {@code nameOf}; {@code all}: every
     * such card is exiled, else the controller picks any number of them (701.19b); then each searched player shuffles.
     */
    record SearchZonesForName(Who whose, Subject sameNameAs, ObjectFilter nameOf, boolean all) implements Effect {
    }

    /**
     * "[player] mills N cards. [then, counting the {@code counted} cards milled this way]" and "If a [counted] card was
     * milled this way, [then]. [Otherwise, otherwise.]" ({@code ifAny}) (701.13b, 608.2c): the cards the mill put into
     * graveyards from libraries that match are counted ({@link Amount.MilledThisWay}); a card a replacement put
     * elsewhere was not milled.
     */
    record MillThen(Effect mill, ObjectFilter counted, Effect then, Effect otherwise, boolean ifAny) implements Effect {
    }

    /**
     * "[player] mills N cards. You may cast a [spells] spell from among them without paying its mana cost." (701.13b,
     * 118.9, 608.2g): after the mill, the controller may cast one of the cards it put into graveyards that matches
     * {@code spells} and could be cast, at once and for free.
     */
    record MillThenMayCastFree(Effect mill, ObjectFilter spells) implements Effect {
    }

    /**
     * "[player] puts NAME into their hand from their library, then shuffles" (702.124i, partner with; 701.23, 201.2): each
     * named player searches their own library for a card with that exact name (a hidden zone: they may find none,
     * 701.23b), puts it into their hand, and shuffles (701.20).
     */
    record PutNamedFromLibraryIntoHand(Who who, String name) implements Effect {
    }

    /**
     * "exile all cards from target player's hand and graveyard", "exile all cards from your library" (406.2): each named
     * player's cards in the zones named are exiled at once, one event.
     */
    record ExileCardsInZones(Who whose, boolean hand, boolean graveyard, boolean library) implements Effect {
    }

    /**
     * "target opponent puts a card from their hand on top of their library" (401.4): each named player chooses
     * {@code count} cards of their own hand (all, if fewer) and puts them on top of their library in the order they choose.
     */
    record PutOwnHandCardsOnTop(Who who, int count) implements Effect {
    }

    /**
     * "the owner of target nonland permanent puts it on the top or bottom of their library" (401.4): each object's owner
     * chooses the top or the bottom of their library for it.
     */
    record PutOnTopOrBottomByOwner(Subject subject) implements Effect {
    }

    /**
     * "Exile X target creature cards from your graveyard. For each creature card exiled this way, [then]" (406, 608.2c):
     * the objects {@code exile} names are noted as they are (608.2h), the exile happens, and {@code then} resolves with its
     * {@link Amount.ExiledThisWay} the number of {@code counted} ones that went to exile.
     */
    record CountExiled(Effect exile, ObjectFilter counted, Effect then) implements Effect {
    }

    /**
     * "search your library for a card with mana value less than or equal to the number of lands you control, ..." (701.23,
     * 202.3, 608.2h): the bound is read as the search begins.
     */
    record SearchWithManaValueAtMost(SearchLibrary search, Amount manaValue) implements Effect {
    }
}
