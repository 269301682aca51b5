package dev.arbiter.cards.grammar.ast;

/**
 * Libraries and hands (121 draw, 401, 701.8 discard, 701.13 mill, 701.18 scry, 701.20 shuffle, 701.23 search, 701.16 reveal).
 * The records are named {@code EffectNode.X} everywhere (this interface is one of those {@link EffectNode}
 * extends); a new one goes into its area's file and into {@code EffectNode}'s {@code permits} list.
 */
public interface LibraryAndHandNodes {

    /**
     * "search your library and/or graveyard for a card named NAME / a [noun] card, reveal it, and put it into
     * your hand. If you search your library this way, shuffle." (701.19): {@code name} or {@code noun}.
     */
    record SearchLibraryAndGraveyard(Noun noun, String name) implements EffectNode {
    }

    /** "Draw [N] cards and reveal them. You may cast one of them without paying its mana cost." (121.1, 701.16a, 118.9). */
    record DrawRevealMayCastOne(AmountNode count) implements EffectNode {
    }

    /**
     * "Exile the top [N] card(s) of your library. [Until end of turn,] you may play [that card | those cards] [this
     * turn]" (406, 601.2a, 305.1): {@code lands} false for "cast"; {@code throughNextTurn} for "until the end of your
     * next turn"; {@code free}: "without paying [its mana cost | their mana costs]" (118.9); {@code spells}: "you may cast
     * [noun] spells from among them" (null: the cards themselves); {@code whileExiled}: no duration, the permission
     * lasting as long as the cards stay exiled (611.2, 601.2a).
     */
    record ExileTopMayPlay(AmountNode count, boolean lands, boolean throughNextTurn, boolean free, Noun spells,
                           boolean chooseOne, boolean whileExiled) implements EffectNode {
        public ExileTopMayPlay(AmountNode count, boolean lands, boolean throughNextTurn) {
            this(count, lands, throughNextTurn, false, null, false, false);
        }
    }

    /**
     * "[Reveal | Look at] the top card of your library. You may [cast | play] [it | that card] [without paying its mana
     * cost] [if it's a [noun]]. [If you don't, (exile it | put it into your hand).]" (608.2g); {@code otherwise} "exile",
     * "hand" or null.
     */
    record TopCardMayCast(boolean reveal, boolean play, boolean free, Noun only, String otherwise) implements EffectNode {
    }

    /** "[player] draws N cards" (121). */
    record Draw(PlayerRef who, AmountNode amount) implements EffectNode {
    }

    /** "[player] discards N cards [at random]" (701.8). */
    record Discard(PlayerRef who, AmountNode amount, boolean atRandom) implements EffectNode {
    }

    /** "[player] discards up to N cards" (701.8a): zero to N cards of the player's choice. */
    record DiscardUpTo(PlayerRef who, AmountNode amount) implements EffectNode {
    }

    /** "[player] mills N cards" (701.13). */
    record Mill(PlayerRef who, AmountNode amount) implements EffectNode {
    }

    /** "[player] exiles the top N card(s) of their library" (406.3). */
    record ExileTopOfLibrary(PlayerRef who, AmountNode amount) implements EffectNode {
    }

    /** "scry N" / "surveil N" (701.22, 701.25). */
    record Scry(PlayerRef who, AmountNode amount, boolean surveil) implements EffectNode {
    }

    /**
     * "search your library for [up to N] [noun] card(s)[, reveal it/them], put it/them into your hand
     * / onto the battlefield [tapped], then shuffle" (701.23).
     */
    record Search(Noun noun, int count, String destination, boolean tapped, boolean reveal) implements EffectNode {
    }

    /**
     * "Reveal the top five cards of your library. An opponent separates those cards into two piles. Put one pile into your
     * hand and the other into your graveyard." ({@code opponentSeparates}) or "... and separate them into two piles. An
     * opponent chooses one of those piles. ..." (700.3).
     */
    record RevealPiles(AmountNode count, boolean opponentSeparates) implements EffectNode {
    }

    /** "search your library for a Zombie card and a Swamp card, ..." (701.23): one card of each kind, in one search. */
    record SearchEach(java.util.List<Noun> kinds, String destination, boolean tapped, boolean reveal) implements EffectNode {
    }

    /** "search your library for up to X cards, ..." (701.23, 107.3): the number found is at most {@code count}, read as it resolves. */
    record SearchManaValueEqual(Search search, AmountNode manaValue) implements EffectNode {
    }

    /** "search your library for up to X ..." with X defined (107.3). */
    record SearchUpTo(Search search, AmountNode count) implements EffectNode {
    }

    /** "[player] searches their library for ...": another player than you searches their own library (701.23). */
    record PlayerSearch(PlayerRef who, Search search) implements EffectNode {
    }

    /** "[player] shuffles [their library]" (701.20). */
    record Shuffle(PlayerRef who) implements EffectNode {
    }

    /** "look at the top N cards of [whose] library, then put them back in any order" (401.4). */
    record LookAtTop(PlayerRef whose, AmountNode amount) implements EffectNode {
    }

    /**
     * "Look at / reveal the top N cards of your library. You may reveal / put [up to max] [noun] card(s)
     * from among them [and put it] into your hand. Put the rest on the bottom of your library in any
     * order / in a random order ({@code randomOrder}) / into your graveyard." (701.16, 401.4). {@code battlefield}:
     * "put ... from among them onto the battlefield [tapped ({@code tapped})]" instead of into the hand.
     */
    record LookAndTake(AmountNode amount, Noun noun, int max, boolean restToGraveyard, boolean mandatory,
                       boolean randomOrder, boolean battlefield, boolean tapped) implements EffectNode {
        public LookAndTake(AmountNode amount, Noun noun, int max, boolean restToGraveyard, boolean mandatory) {
            this(amount, noun, max, restToGraveyard, mandatory, false, false, false);
        }

        public LookAndTake(AmountNode amount, Noun noun, int max, boolean restToGraveyard, boolean mandatory,
                           boolean randomOrder) {
            this(amount, noun, max, restToGraveyard, mandatory, randomOrder, false, false);
        }
    }

    /** "put [objects] on top of / on the bottom of its owner's library" (401.4). */
    record PutOnLibrary(ObjectRef objects, boolean bottom, int fromTop) implements EffectNode {
        public PutOnLibrary(ObjectRef objects, boolean bottom) {
            this(objects, bottom, 0);
        }
    }

    /**
     * "[player] reveals their hand. You choose a [noun] from it. That player discards that card." and
     * "look at [player]'s hand and choose a [noun] from it. ..." (701.8a).
     */
    record DiscardChosen(PlayerRef who, Noun noun, boolean reveal, AmountNode count) implements EffectNode {
    }

    /** "look at [player]'s hand" (701.16); with {@code atRandom} "look at a card at random in [player]'s hand". */
    record LookAtHand(PlayerRef who, boolean atRandom) implements EffectNode {
        public LookAtHand(PlayerRef who) {
            this(who, false);
        }
    }

    /** "shuffle ~ into its owner's library" (701.20). */
    record ShuffleSelfIn() implements EffectNode {
    }

    /** "[player] shuffle(s) their [hand and] graveyard into their library" (701.20). */
    record ShuffleZonesIn(PlayerRef who, boolean hand, boolean graveyard) implements EffectNode {
    }

    /** "[player] discard(s) their hand" (701.8a). */
    record DiscardHand(PlayerRef who) implements EffectNode {
    }

    /** "[player] reveals the top card of their library" (701.16). */
    record RevealTop(PlayerRef who) implements EffectNode {
    }

    /**
     * "[player] reveals a card at random from their hand[, then | .] [then]" (701.16): {@code then} (null: nothing
     * more) names the revealed card as "that card".
     */
    record RevealAtRandom(PlayerRef who, EffectNode then) implements EffectNode {
    }

    /** "Look at the top card of [whose] library. You may put that card into their graveyard / on the bottom of their library." */
    record LookAtTopMayMove(PlayerRef whose, boolean bottom) implements EffectNode {
    }

    /**
     * "Search [target player's] library for [up to] N [noun] and [exile them | put them into that player's graveyard].
     * Then that player shuffles." (701.23, 701.20).
     */
    record SearchOthersLibrary(PlayerRef whose, Noun noun, int count, boolean upTo, boolean exile, boolean ontoBattlefield)
            implements EffectNode {
        public SearchOthersLibrary(PlayerRef whose, Noun noun, int count, boolean upTo, boolean exile) {
            this(whose, noun, count, upTo, exile, false);
        }
    }

    /** "look at the top three cards of your library. put one of those cards into your hand, one on top ..., and one on the bottom ..." (401.4). */
    record LookHandTopBottom(AmountNode amount) implements EffectNode {
    }

    /** "look at [player]'s hand and choose N cards from it. put them on top of that player's library in any order" (401.4). */
    record HandCardsOnTop(PlayerRef who, int count) implements EffectNode {
    }

    /**
     * "Reveal the top N cards of your library. Put all [noun] revealed this way into your hand and the rest on the bottom
     * of your library in any order / into your graveyard" (701.16, 401.4).
     */
    record RevealTopTakeAll(AmountNode count, Noun noun, boolean restToGraveyard) implements EffectNode {
    }

    /** "look at the top card of [player's] library" as the whole effect: information only (401.4). */
    record LookAtTopCard(PlayerRef whose) implements EffectNode {
    }

    /**
     * "[player] reveal(s) cards from the top of [their] library until [they] reveal a [noun]. [They] put(s) that card
     * [found] and the rest [rest]" (701.16): {@code found} "hand", "battlefield" or "graveyard"; {@code rest} "bottom"
     * (in a random order), "graveyard", "shuffle" or "exile"; {@code then} (or null) the next sentence, which counts the
     * cards "revealed this way" (608.2c).
     */
    record RevealUntil(PlayerRef who, Noun noun, String found, String rest, EffectNode then) implements EffectNode {
        public RevealUntil(PlayerRef who, Noun noun, String found, String rest) {
            this(who, noun, found, rest, null);
        }
    }

    /** "Each player reveals the top card of their library. For each [noun] revealed this way, [then]." (701.16a, 608.2c) */
    record EachRevealTopThen(EffectNode then) implements EffectNode {
    }

    /**
     * "[player] reveal(s) / look(s) at the top card of [their] library. If it's a [noun], [they] [may] put it [then].
     * Otherwise, / If [they] don't put the card [then], [they] [may] put it [otherwise]." (701.16, 608.2c): places
     * "hand", "battlefield", "battlefield tapped", "graveyard", "bottom"; {@code otherwise} null without a second sentence.
     */
    record TopCardIfKind(PlayerRef who, boolean reveal, Noun noun, String then, boolean thenMay, String otherwise,
                         boolean otherwiseMay, boolean otherwiseIfNotMoved) implements EffectNode {
    }

    /** "Reveal / Look at the top card of your library. If it's a [noun], [effect]." (701.16, 608.2c): the card stays. */
    record IfTopCardIs(boolean reveal, Noun noun, EffectNode then) implements EffectNode {
    }

    /**
     * "You may look at the top card of your library. If it shares a creature type with ~, you may reveal it. If you do,
     * [effect]." (401.4, 205.3m): {@code then} may happen only when the top card shares a creature type with the source.
     */
    record IfTopCardSharesCreatureType(EffectNode then) implements EffectNode {
    }

    /** "Reveal any number of [noun] cards in your hand." (701.16a): counted by what follows ("revealed this way"). */
    record RevealAnyNumber(Noun noun) implements EffectNode {
    }

    /**
     * "[player] reveals N cards from their hand. You choose one of them. That player discards that card." (701.16a,
     * 701.8a): the player picks which N to reveal, the ability's controller one of them.
     */
    record RevealFromHandDiscardChosen(PlayerRef who, AmountNode revealed) implements EffectNode {
    }

    /** "... You choose a [noun] from it. That player shuffles that card into their library." (701.16a, 701.20a). */
    record ShuffleChosenFromHand(PlayerRef who, Noun noun, boolean reveal) implements EffectNode {
    }

    /** "... You choose a [noun] from it. [then, naming "that card"]" (701.16a, 608.2c). */
    record ChooseFromHandThen(PlayerRef who, Noun noun, boolean reveal, EffectNode then) implements EffectNode {
    }
}
