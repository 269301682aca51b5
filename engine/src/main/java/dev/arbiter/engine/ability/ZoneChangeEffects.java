package dev.arbiter.engine.ability;

/**
 * Objects moving between zones: destroy, regenerate, exile, sacrifice, return, attach (400.7, 701): members of {@link Effect}, named {@code Effect.X} everywhere.
 */
public interface ZoneChangeEffects {
    /** "Destroy [subject]" (701.8). */
    record Destroy(Subject subject) implements Effect {
    }

    /** Attach [attachment] to [host] (701.3): Equip and Fortify (702.6a, 702.67a); a new timestamp (613.7e). */
    record Attach(Subject attachment, Subject host) implements Effect {
    }

    /** "Unattach [attachment]" (701.3d): it stays where it is, attached to nothing (reconfigure, 702.151a). */
    record Unattach(Subject attachment) implements Effect {
    }

    /**
     * Return [subject] from a graveyard to the battlefield under its owner's control, optionally
     * with a counter on it (persist, 702.79a).
     */
    record ReturnToBattlefield(Subject subject, String withCounter, boolean tapped) implements Effect {
        public ReturnToBattlefield(Subject subject, String withCounter) {
            this(subject, withCounter, false);
        }
    }

    /** Return [subject] to its owner's hand. */
    record ReturnToHand(Subject subject) implements Effect {
    }

    /**
     * "Return ~ from your graveyard to your hand / to the battlefield" (113.6m): the source card, if it is
     * still the same object in its owner's graveyard (400.7), moves to its owner's hand or battlefield.
     */
    record ReturnSelfFromGraveyard(boolean toBattlefield, boolean tapped) implements Effect {
        public ReturnSelfFromGraveyard(boolean toBattlefield) {
            this(toBattlefield, false);
        }
    }

    /** "Regenerate [subject]" (701.15a, 614.8): the next time it would be destroyed this turn, instead tap it,
     * remove all damage from it and remove it from combat. */
    record Regenerate(Subject subject) implements Effect {
    }

    /** "Destroy [subject]. It can't be regenerated." (701.8, 701.15c): no regeneration replaces this destruction. */
    record DestroyNoRegeneration(Subject subject) implements Effect {
    }

    /**
     * "Destroy all creatures. You gain 1 life for each creature destroyed this way." (701.8a, 608.2c): {@code then}
     * resolves with its {@link Amount.DestroyedThisWay} the number of {@code counted} permanents the destroy put
     * into a graveyard (not those regenerated, indestructible or moved elsewhere by a replacement).
     */
    record CountDestroyed(Effect destroy, ObjectFilter counted, Effect then) implements Effect {
    }

    /**
     * "Target player discards two cards, then draws as many cards as they discarded this way." (701.9a, 608.2c): {@code then}
     * resolves with its {@link Amount.DiscardedThisWay} the number of cards {@code discard} took from the players' hands.
     */
    record CountDiscarded(Effect discard, Effect then) implements Effect {
    }

    /**
     * "Tap any number of untapped creatures you control. You gain 4 life for each creature tapped this way." (701.26a,
     * 608.2c): the controller chooses any number of untapped permanents they control matching {@code filter} and taps
     * them; {@code then} resolves with its {@link Amount.TappedThisWay} the number tapped.
     */
    record TapAnyNumberThen(ObjectFilter filter, Effect then) implements Effect {
    }

    /**
     * "Sacrifice any number of permanents. You gain 2 life for each permanent sacrificed this way." (701.17a, 608.2c):
     * the controller chooses any number (zero included) of the permanents they control matching {@code filter} and
     * sacrifices them at once; {@code then} resolves with its {@link Amount.SacrificedThisWay} the number sacrificed.
     */
    record SacrificeAnyNumberThen(ObjectFilter filter, Effect then) implements Effect {
    }

    /** "[subject] can't be regenerated [this turn]" (701.15c). */
    record CantBeRegenerated(Subject subject) implements Effect {
    }

    /** "Put [subject] on top of its owner's library" (401.4 order; a zone change, not a draw, seed 423.5 / 121.1). */
    record PutOnTopOfLibrary(Subject subject) implements Effect {
    }

    /**
     * "Put [subject] into its owner's library second / third ... from the top" (401.4): {@code position} 2 to 5; with
     * fewer cards above that place, the object goes to the bottom.
     */
    record PutIntoLibraryFromTop(Subject subject, int position) implements Effect {
    }

    /**
     * "Exile all [filter]" where a linked ability later refers to "the exiled cards" (607.2a): the
     * cards exiled are remembered as exiled with this source object.
     */
    record ExileAllLinked(ObjectFilter filter) implements Effect {
    }

    /**
     * "Exile [target]" on a card whose other ability returns "the exiled card" (607.2a): the card exiled is
     * remembered as exiled with this source object, as {@link ExileAllLinked} does for "exile all".
     */
    record ExileLinked(Subject subject) implements Effect {
    }

    /**
     * Champion's first ability (702.72a): "sacrifice ~ unless you exile another [{@code noun}] you control": its controller
     * may choose one other permanent they control matching {@code filter} (no target) to exile, linked to the source as
     * it is on the battlefield (607.2a, 702.72b: "the exiled card"); if they don't, the source is sacrificed.
     */
    record Champion(ObjectFilter filter, String noun) implements Effect {
    }

    /** "Return the exiled cards to the battlefield under their owners' control" (607.2a: those exiled with this object). */
    record ReturnLinkedExiled(boolean oneCard) implements Effect {
        public ReturnLinkedExiled() {
            this(false);
        }
    }

    /**
     * "Return all [type] cards from your graveyard to the battlefield" (Replenish): all at once, one
     * event (they share their arrival, so they have been on the battlefield equally long, seed 420.5i).
     */
    record ReturnAllFromGraveyard(int types) implements Effect {
    }

    /** "Exile [subject]" (406.2, 701.x): each object the subject names moves to exile. */
    record Exile(Subject subject) implements Effect {
    }

    /**
     * Exploit's effect (702.110a): "you may sacrifice a creature"; sacrificing one as it resolves is the source "exploiting a
     * creature" (702.110b), which triggers its "When ~ exploits a creature" abilities.
     */
    record Exploit() implements Effect {
    }

    /**
     * "[player] sacrifices N [filter]" (701.17a): each named player chooses N permanents they control
     * that match and puts them into their owner's graveyard; a player sacrifices as many as they can.
     */
    record Sacrifice(Who who, ObjectFilter filter, Amount amount) implements Effect {
    }

    /**
     * "Sacrifice another creature. You gain X life ..., where X is that creature's power." (701.17a, 608.2h): the
     * sacrifice, with what was sacrificed remembered as it last existed for the rest of the resolving spell or ability
     * ({@link Amount.SacrificedStat}).
     */
    record SacrificeNoted(Sacrifice sacrifice) implements Effect {
    }

    /**
     * "[player] sacrifices a land of an opponent's choice" (701.17a): the permanents are the sacrificing player's, but an
     * opponent of theirs chooses which (with several opponents, the sacrificing player names which opponent chooses).
     */
    record SacrificeOpponentChooses(Sacrifice sacrifice) implements Effect {
    }

    /**
     * "Each player chooses a number of lands they control equal to the number of lands controlled by the player who
     * controls the fewest, then sacrifices the rest." / "Players discard cards ... the same way." (701.17a, 701.8a):
     * one step after another, the fewest counted as each step resolves; a null step: cards in hand, discarded down to
     * the fewest.
     */
    record KeepAsManyAsFewest(java.util.List<ObjectFilter> steps) implements Effect {
        public KeepAsManyAsFewest {
            steps = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(steps)); // null: cards in hand
        }
    }

    /**
     * "Each player chooses three permanents they control, then sacrifices the rest" (701.17a, 101.4): each player in turn
     * order chooses {@code keep} of their permanents that match (all of them if fewer); the others that match are
     * sacrificed at once.
     */
    record SacrificeAllButChosen(Who who, ObjectFilter filter, int keep) implements Effect {
    }

    /**
     * "Each player chooses from among the permanents they control an artifact, a creature, an enchantment, and a land, then
     * sacrifices the rest" (701.17a, 101.4): each player in turn order chooses, for each of {@code keep} in order, one of
     * their permanents that matches it (none if they have none; the same permanent may be kept for several kinds); with
     * {@code upToOne} ("a party", 700.8) each kind may stay empty and a permanent fills one kind only. Then every other
     * permanent of theirs that matches {@code rest} is sacrificed, all at once.
     */
    record SacrificeAllButOneOfEach(Who who, java.util.List<KeptKind> keep, ObjectFilter rest, boolean upToOne)
            implements Effect {
        public SacrificeAllButOneOfEach {
            keep = java.util.List.copyOf(keep);
        }
    }

    /** One kind of permanent kept by {@link SacrificeAllButOneOfEach}: its filter and its words ("an artifact"). */
    record KeptKind(ObjectFilter filter, String text) {
    }

    /** "Sacrifice a creature. If you can't, ..." (701.17a): {@code otherwise} when fewer were sacrificed than asked. */
    record SacrificeOrElse(Sacrifice sacrifice, Effect otherwise) implements Effect {
    }

    /** "Put [subject] on the bottom of its owner's library" (401.4; a zone change, not a draw). */
    record PutOnBottomOfLibrary(Subject subject) implements Effect {
    }

    /**
     * "Exile ~" in an instant's or sorcery's own text: the resolving spell moves from the stack to exile, so it is not put
     * into its owner's graveyard as its resolution ends (608.2n, 406.2).
     */
    record ExileThisSpell() implements Effect {
    }

    /**
     * "Return ~ to its owner's hand" / "Put ~ on the bottom of [| top of] its owner's library" in an instant's or
     * sorcery's own text: the resolving spell moves from the stack there, so it is not put into its owner's graveyard as
     * its resolution ends (608.2n, 401.4).
     */
    record MoveThisSpell(Destination to) implements Effect {
        /** Where the spell goes. */
        public enum Destination { HAND, LIBRARY_TOP, LIBRARY_BOTTOM }
    }

    /**
     * "Sacrifice ~" / "sacrifice it" (701.17a): the named permanent is sacrificed by the ability's
     * controller, who can sacrifice only a permanent they control.
     */
    record SacrificePermanent(Subject subject) implements Effect {
    }

    /**
     * "Its controller sacrifices it" (701.17a): the named permanent is sacrificed by whoever controls it as the effect
     * resolves, not necessarily the ability's controller.
     */
    record SacrificedByItsController(Subject subject) implements Effect {
    }

    /**
     * "Put [subject] onto the battlefield under your control [tapped]" from a graveyard (110.2a), "return that card to the
     * battlefield under your control with a +1/+1 counter on it" ({@code withCounter}: that kind, else null; 122.6).
     */
    record PutOntoBattlefieldUnderYourControl(Subject subject, boolean tapped, String withCounter) implements Effect {
        public PutOntoBattlefieldUnderYourControl(Subject subject) {
            this(subject, false, null);
        }
    }

    /** "Exile [all cards from] [player]'s graveyard" / "... from all graveyards" (406.2). */
    record ExileGraveyard(Who who) implements Effect {
    }

    /** "exile [objects] until ~ leaves the battlefield" (610.3): they return when the source leaves. */
    record ExileUntilSourceLeaves(Subject subject) implements Effect {
    }

    /** "exile any number of [permanents] you control until ~ leaves the battlefield" (610.3; chosen as it resolves, 608.2d). */
    record ExileAnyNumberUntilSourceLeaves(ObjectFilter filter) implements Effect {
    }

    /**
     * "Return all [filter] [player] owns to their hand" (108.3, 400.3): each permanent matching the filter that
     * the player owns, whoever controls it, goes to its owner's hand.
     */
    record ReturnAllOwnedToHand(Who owner, ObjectFilter filter) implements Effect {
    }

    /**
     * "Return all [filter] cards from [whose] graveyard(s) to the battlefield [under their owners' control |
     * under your control]" (110.2, 110.2a): the matching permanent cards enter at once (one arrival).
     */
    record ReturnAllCardsToBattlefield(Who whose, ObjectFilter filter, boolean underYourControl, boolean put)
            implements Effect {
        /** Worded "return all ..." ({@code put}: "put all ... onto the battlefield", the same effect). */
        public ReturnAllCardsToBattlefield(Who whose, ObjectFilter filter, boolean underYourControl) {
            this(whose, filter, underYourControl, false);
        }
    }

    /**
     * "Attach it to another permanent it can enchant." (701.3a-c): the controller chooses, as the effect
     * resolves, a permanent other than the one it is attached to that it could legally be attached to;
     * with none, nothing happens (701.3b).
     */
    record AttachToAnother(Subject attachment) implements Effect {
    }

    /**
     * "[player] attaches [attachment] to a [filter] of their choice" (701.3a-b): the player chooses, as the effect
     * resolves, one such permanent it could legally be attached to (not a target); with none, nothing happens.
     */
    record AttachToChosen(Subject attachment, Who chooser, ObjectFilter filter) implements Effect {
    }

    /**
     * "Return [N] [filter] card(s) at random from your graveyard to your hand": the cards are chosen at random (the
     * game's seeded generator) among the matching cards of the controller's graveyard, all of them if fewer.
     */
    record ReturnRandomFromGraveyard(ObjectFilter filter, Amount count) implements Effect {
    }

    /** "[player] antes the top card of [their] library" (407.4): its owner puts it into the ante zone. */
    record AnteTopOfLibrary(Who who) implements Effect {
    }

    /** "You own [subject]" for a card in the ante (407.3: only ante cards change owners). */
    record GainOwnership(Subject subject) implements Effect {
    }

    /**
     * "Exchange that card with the top card of your library" (701.10a, 701.10d): the card, owned by you, goes on top
     * of your library and your library's top card goes to the zone the card was in; only if you own the card.
     */
    record ExchangeWithTopOfLibrary(Subject subject) implements Effect {
    }

    /**
     * Unearth's effect (702.84a): "Return this card from your graveyard to the battlefield. It gains haste. Exile it at
     * the beginning of the next end step. If it would leave the battlefield, exile it instead of putting it anywhere
     * else."
     */
    record Unearth() implements Effect {
    }

    /**
     * "Return all [filter] cards from your graveyard to your hand", "... from all graveyards to their owners' hands", "Exile
     * all [filter] cards from [player's] graveyard" (400.7, 404.1, 406.1): the matching cards in the graveyards of
     * {@code whose}, fixed as the effect begins (608.2h), each put into its owner's hand ({@code toHand}) or exiled.
     */
    record MoveAllFromGraveyards(Who whose, ObjectFilter filter, boolean toHand) implements Effect {
    }

    /**
     * 607.2a: {@code exile} (an ability's exile: "exile target creature you control", "target opponent reveals their hand
     * and you choose a nonland card from it. Exile that card.") on an object with another ability that refers to "the
     * exiled card(s)" or to cards "exiled with ~": the cards it moves into exile are remembered as exiled with the source,
     * as the source is now on the battlefield (none when it has left).
     */
    record LinkExiled(Effect exile) implements Effect {
    }

    /**
     * 607.2a: "return the exiled card(s) / each [filter] card exiled with ~ / all cards exiled with ~" to {@code to} (hand
     * or graveyard: its owner's, 400.3; battlefield: {@code tapped}, under its owner's control or, {@code underYourControl},
     * the ability's controller's, 110.2). The cards are those the incarnation of the source that made the ability exiled
     * (603.10a, 602.2i: as it was before any cost), still in exile as the same objects (400.7); all move at once. {@code
     * filter} null for any card.
     */
    record ReturnExiledWith(ObjectFilter filter, Destination to, boolean tapped, boolean underYourControl) implements Effect {
        /** Where the cards go. */
        public enum Destination { HAND, GRAVEYARD, BATTLEFIELD }
    }

    /**
     * 603.7a, 603.7c: "[exile]. Return the exiled card(s) to ... at the beginning of the next end step.": {@code exile}
     * resolves, then a delayed triggered ability is created bound to exactly the cards it moved into exile ({@code then}
     * returns them).
     */
    record ExileThenReturnLater(Effect exile, dev.arbiter.engine.timing.Step step, ReturnThoseTogether then, String text)
            implements Effect {
    }

    /**
     * The delayed half of {@link ExileThenReturnLater}: the cards its target 0 names, still in exile as the same objects
     * (400.7), all return at once to {@code to} (hand: its owner's, 400.3; battlefield: {@code tapped}, under its owner's
     * control or the ability's controller's, 110.2).
     */
    record ReturnThoseTogether(ReturnExiledWith.Destination to, boolean tapped, boolean underYourControl) implements Effect {
    }

    /**
     * "[you may] return [a | N | up to N] [filter] card(s) from your graveyard to your hand / to the battlefield [tapped]"
     * (400.7, 110.2, not targeted: 608.2d, the cards are chosen as the effect resolves): the controller chooses {@code
     * count} matching cards of their graveyard (all of them if fewer; any number up to it when {@code upTo}) and they move
     * together.
     */
    record ReturnChosenFromGraveyard(ObjectFilter filter, Amount count, boolean upTo, boolean toBattlefield, boolean tapped)
            implements Effect {
    }

    /**
     * 508.4: "[put / return a card] onto the battlefield tapped and attacking": each creature {@code put} puts onto the
     * battlefield under the attacking player's control during combat attacks a defending player or a planeswalker, as its
     * controller chooses; it was never declared as an attacker (no attack triggers). Out of combat it is only tapped.
     */
    record EnterAttacking(Effect put) implements Effect {
    }

    /**
     * "Shuffle [objects] into [its owner's library | their owners' libraries | your library]" (701.20a, 401.3): each
     * object (a permanent or a card, from wherever the subject finds it) is put into its owner's library, then each of
     * those libraries is shuffled once.
     */
    record ShuffleIntoOwnersLibrary(Subject subject) implements Effect {
    }

    /**
     * Ninjutsu's effect (702.49a, c): "Put this card onto the battlefield from your hand tapped and attacking": the source
     * card, if it is still the same object in its owner's hand (400.7), enters tapped under its owner's control attacking
     * the player or planeswalker the creature returned to pay the cost was attacking; it was never declared as an
     * attacker (508.4, no attack triggers).
     */
    record PutSelfFromHandAttacking() implements Effect {
    }

    /**
     * "[put a card from your hand | return ~ from your graveyard] onto the battlefield attached to [host]" (303.4f, 303.4i,
     * 301.5e, 303.4h): {@code put} ({@link HandZoneEffects.PutFromHandOntoBattlefield} or {@link ReturnSelfFromGraveyard})
     * moves the card; the effect names what it is attached to. An Aura that can't legally enchant the host (or with no host)
     * stays where it is; an Equipment or Fortification that can't be attached to it enters unattached; any other
     * permanent enters unattached.
     */
    record EnterAttached(Effect put, Subject host) implements Effect {
    }

    /**
     * "[who] may [move]. If you do, [ifMoved]. [If you don't, otherwise]" where the act moves an object ({@code moved}:
     * "When ~ dies, you may exile it. If you do, ...", 608.2d, 400.7): "if you do" follows only when that object really
     * moved (it was still the object named when the effect began), not merely when the player chose to; when nothing
     * can be moved the player isn't asked.
     */
    record OptionalMove(Who who, Effect move, Subject moved, Effect ifMoved, Effect otherwise) implements Effect {
    }

    /**
     * "Until end of turn, if [a noun] would enter the battlefield and it wasn't cast, exile it instead." (614.1a, 614.12,
     * 601.2): until end of turn, an object {@code filter} matches put onto the battlefield other than as its resolving spell
     * is exiled instead; {@code what} is the noun as written.
     */
    record ExileUncastEnteringThisTurn(ObjectFilter filter, String what) implements Effect {
    }
}
