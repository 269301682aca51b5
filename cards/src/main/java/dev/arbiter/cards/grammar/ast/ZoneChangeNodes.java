package dev.arbiter.cards.grammar.ast;

/**
 * Objects moved between zones (400, 701.7 destroy, 701.16-701.17 sacrifice, exile, return) and Auras and Equipment attached (701.3).
 * The records are named {@code EffectNode.X} everywhere (this interface is one of those {@link EffectNode}
 * extends); a new one goes into its area's file and into {@code EffectNode}'s {@code permits} list.
 */
public interface ZoneChangeNodes {

    /** "create [one token], then attach ~ to it" (111.2, 701.3a): "it" is the token created. */
    record CreateThenAttach(EffectNode.CreateTokens create) implements EffectNode {
    }

    /** "return [count] [noun] card(s) at random from your graveyard to your hand". */
    record ReturnAtRandom(AmountNode count, Noun noun) implements EffectNode {
    }

    /** "destroy [objects][. They can't be regenerated.]" (701.8). */
    record Destroy(ObjectRef objects, boolean noRegeneration) implements EffectNode {
    }

    /**
     * "destroy all [noun] or all [noun]" (608.2d): one of them, chosen as it resolves; {@code noRegenCreatures}:
     * "Creatures destroyed this way can't be regenerated." (701.19c).
     */
    record DestroyEither(ObjectRef first, ObjectRef second, boolean noRegenCreatures) implements EffectNode {
    }

    /** "exile [objects]" (406). */
    record Exile(ObjectRef objects) implements EffectNode {
    }

    /** "return [objects] to [its owner's|their owners'|your] hand" (a zone change). */
    record ReturnToHand(ObjectRef objects) implements EffectNode {
    }

    /**
     * "return [cards] to the battlefield [under your control] [with a KIND counter on it]" from a graveyard
     * ({@code withCounter}: that kind, else null; 122.6).
     */
    record ReturnToBattlefield(ObjectRef objects, boolean underYourControl, boolean tapped, String withCounter)
            implements EffectNode {
        public ReturnToBattlefield(ObjectRef objects, boolean underYourControl, boolean tapped) {
            this(objects, underYourControl, tapped, null);
        }
    }

    /** "return all [noun] [player] owns to their hand" (108.3): by owner, whoever controls them. */
    record ReturnAllOwned(Noun noun, PlayerRef owner) implements EffectNode {
    }

    /**
     * "return all [noun] cards from [zone] to the battlefield [under their owners' control | under your
     * control]" (110.2); the noun's zone says whose graveyards.
     */
    record ReturnAllCards(Noun noun, boolean underYourControl, boolean put) implements EffectNode {
    }

    /** "attach [attachment] to [host]" (701.3a). */
    record Attach(ObjectRef attachment, ObjectRef host) implements EffectNode {
    }

    /** "[player] sacrifices [count] [noun]" (701.17). */
    record Sacrifice(PlayerRef who, ObjectRef objects) implements EffectNode {
    }

    /** "[player] sacrifices [count] [noun] of an opponent's choice" (701.17a): an opponent chooses which. */
    record SacrificeOpponentChooses(Sacrifice sacrifice) implements EffectNode {
    }

    /** "[player] chooses N [noun] they control, then sacrifices the rest" (701.17a): the noun without its controller. */
    record SacrificeAllButChosen(PlayerRef who, Noun noun, int keep) implements EffectNode {
    }

    /**
     * "[player] chooses from among the permanents they control an artifact, a creature, ..., then sacrifices the rest"
     * (701.17a): one of each kept kind ({@code upToOne}: or none, 700.8's party), the rest of {@code rest} sacrificed.
     */
    record SacrificeAllButOneOfEach(PlayerRef who, java.util.List<Noun> kept, Noun rest, boolean upToOne) implements EffectNode {
        public SacrificeAllButOneOfEach {
            kept = java.util.List.copyOf(kept);
        }
    }

    /** "[player] put(s) a [noun] card from their hand onto the battlefield" (110.2). */
    record PutFromHand(PlayerRef who, Noun noun, boolean tapped) implements EffectNode {
        public PutFromHand(PlayerRef who, Noun noun) {
            this(who, noun, false);
        }
    }

    /** "[move it]. Its controller gains life equal to its power / toughness" (113.7a last known information). */
    record MoveThenControllerGains(EffectNode move, boolean toughness) implements EffectNode {
    }

    /**
     * "[destroy | exile it]. [player] [gains | loses] life equal to [its | that creature's] [power | toughness]" (608.2h:
     * the value as the object last existed before the move); {@code life} is the clause as written.
     */
    record MoveThenLifeEqualToStat(EffectNode move, EffectNode.Life life, String stat) implements EffectNode {
    }

    /** "[player] return(s) N [noun] [you|they] control to its owner's hand". */
    record ReturnChosen(PlayerRef who, ObjectRef.Chosen objects) implements EffectNode {
    }

    /** "put [card] onto the battlefield [tapped] under your control [tapped]" (110.2a, 110.5b). */
    record PutOntoBattlefieldYours(ObjectRef objects, boolean tapped) implements EffectNode {
        public PutOntoBattlefieldYours(ObjectRef objects) {
            this(objects, false);
        }
    }

    /** "exile [all cards from] [player]'s graveyard" / "exile all cards from all graveyards" (406.2). */
    record ExileGraveyard(PlayerRef who) implements EffectNode {
    }

    /**
     * "Each player chooses a number of [noun] they control equal to the number of [noun] controlled by the player who
     * controls the fewest, then sacrifices the rest" (701.17a) and the steps "the same way" after it; a null noun:
     * "discard cards the same way" (701.8a).
     */
    record KeepAsManyAsFewest(java.util.List<Noun> steps) implements EffectNode {
        public KeepAsManyAsFewest {
            steps = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(steps)); // null: cards in hand
        }
    }

    /** "[player] reveals their hand. You choose a [noun] from it. Exile that card." (701.16, 406). */
    record ExileChosenFromHand(PlayerRef who, Noun noun) implements EffectNode {
    }

    /** "... you choose a [noun] from it. Exile that card until ~ leaves the battlefield." (701.16, 610.3). */
    record ExileChosenFromHandUntilLeaves(PlayerRef who, Noun noun) implements EffectNode {
    }

    /** "sacrifice ~" / "sacrifice it" (701.17a). */
    record SacrificeObject(ObjectRef object) implements EffectNode {
    }

    /** "exile [objects] until ~ leaves the battlefield" (610.3). */
    record ExileUntilLeaves(ObjectRef objects) implements EffectNode {
    }

    /** "exile any number of [noun] until ~ leaves the battlefield" (610.3, 608.2d). */
    record ExileAnyNumberUntilLeaves(Noun noun) implements EffectNode {
    }

    /** "return ~ from your graveyard to your hand / to the battlefield" (113.6m). */
    record ReturnSelfFromGraveyard(boolean toBattlefield, boolean tapped) implements EffectNode {
    }

    /** "[player] attach(es) [attachment] to a [noun] of their choice" (701.3a): a permanent chosen, not targeted. */
    record AttachToChosen(PlayerRef who, ObjectRef attachment, Noun noun) implements EffectNode {
    }

    /** "attach it to another permanent it can enchant" (701.3c). */
    record AttachToAnother(ObjectRef attachment) implements EffectNode {
    }

    /**
     * "[player] exiles N [noun] from their hand", "... a card from their graveyard", "... all [noun] cards from their
     * graveyard" (406.1): the player chooses which of their own cards; {@code amount} null for "all".
     */
    record PlayerExiles(PlayerRef who, AmountNode amount, Noun noun, boolean fromHand) implements EffectNode {
    }

    /**
     * "Search [whose] graveyard, hand, and library for [all | any number of] cards with the same name as [that object] /
     * with that name [chosen by "Choose a [nameOf] name."] and exile them. Then that player shuffles." (701.19, 201.2):
     * exactly one of {@code sameAs} and {@code nameOf} is set.
     */
    record SearchZonesForName(PlayerRef whose, ObjectRef sameAs, Noun nameOf, boolean all) implements EffectNode {
    }

    /**
     * 607.2a: "return [the exiled card(s) | each / all [noun] card(s) exiled with ~] to [its owner's hand | its owner's
     * graveyard | the battlefield [tapped] under [its owner's | your] control]": the cards another ability of this object
     * exiled. {@code noun} null for any card; {@code to} "hand", "graveyard" or "battlefield".
     */
    record ReturnExiledWith(Noun noun, String to, boolean tapped, boolean underYourControl) implements EffectNode {
    }

    /**
     * "return [a | N | up to N] [noun] card(s) from your graveyard to your hand / to the battlefield [tapped]" (608.2d: not
     * targeted, chosen as it resolves); {@code noun} without its zone.
     */
    record ReturnChosenFromGraveyard(AmountNode count, boolean upTo, Noun noun, boolean toBattlefield, boolean tapped)
            implements EffectNode {
    }

    /** "[put / return ...] onto the battlefield tapped and attacking" (508.4): {@code put} with its permanents attacking. */
    record EntersAttacking(EffectNode put) implements EffectNode {
    }

    /** "shuffle [objects] into its owner's library / their owners' libraries / your library" (701.20a). */
    record ShuffleObjectsIn(ObjectRef objects) implements EffectNode {
    }

    /**
     * "[put a card from your hand | return ~ from your graveyard] onto the battlefield attached to [host]" (303.4f, 303.4i,
     * 301.5e): {@code put} ({@link PutFromHand} or {@link ReturnSelfFromGraveyard}) with the object it enters attached to.
     */
    record EntersAttachedTo(EffectNode put, ObjectRef host) implements EffectNode {
    }

    /** "Until end of turn, if a [noun] would enter the battlefield and it wasn't cast, exile it instead." (614.1a, 601.2). */
    record ExileUncastEnteringThisTurn(Noun noun) implements EffectNode {
    }
}
