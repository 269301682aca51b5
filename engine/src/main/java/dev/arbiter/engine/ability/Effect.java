package dev.arbiter.engine.ability;

import dev.arbiter.engine.mana.ManaPool;

import java.util.List;

/**
 * One-shot effects (610): the vocabulary the card compiler builds spells and abilities from.
 * They are data; {@code dev.arbiter.engine.effects.EffectResolver} carries them out.
 */
public sealed interface Effect {
    /**
     * "Add {G} for each Elf you control" (106.1, 107.1): {@code unit} times the count, taken as the
     * ability resolves (a mana ability resolves at once, 605.3a).
     */
    record AddManaForEach(ManaPool unit, Amount count) implements Effect {
    }

    /** "~ deals N damage to ..." (120). */
    record DealDamage(Amount amount, Recipient to) implements Effect {
    }

    /** "[player] wins the game" (104.2b) / "[player] loses the game" (104.3e). */
    record GameResult(Who who, boolean wins) implements Effect {
    }

    /**
     * "~ deals N damage divided as you choose among [targets]" (601.2d): the division among the
     * targets of group {@code targetIndex} is announced as the spell is cast, at least 1 each.
     */
    record DividedDamage(Amount amount, int targetIndex) implements Effect {
    }

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

    /** "[subject] has base power and toughness P/T until end of turn" (layer 7b, 613.4b). */
    record SetBasePowerToughnessUntilEndOfTurn(Subject subject, int power, int toughness) implements Effect {
    }

    /**
     * "[subject] becomes a P/T [colours] [subtypes] [types] creature [with abilities] [until end of
     * turn]. It's still a land." (205.1b, 613.1d-g): creature and {@code types} added with the
     * subtypes (layer 4), colours set when named (layer 5), abilities added (layer 6), base P/T set
     * (layer 7b); {@code sizeX}: "an X/X ... creature", X announced for the ability (107.3); "until end
     * of combat" (500.5). Only for objects whose other types it keeps (the compiler checks "still a land").
     */
    record BecomeCreature(Subject subject, int power, int toughness, int colors, List<String> subtypes, int types,
                          List<Ability> abilities, boolean untilEndOfTurn, boolean sizeX, boolean untilEndOfCombat)
            implements Effect {
        public BecomeCreature {
            subtypes = List.copyOf(subtypes);
            abilities = List.copyOf(abilities);
        }

        /** A fixed size, until end of turn or for good. */
        public BecomeCreature(Subject subject, int power, int toughness, int colors, List<String> subtypes, int types,
                              List<Ability> abilities, boolean untilEndOfTurn) {
            this(subject, power, toughness, colors, subtypes, types, abilities, untilEndOfTurn, false, false);
        }
    }

    /**
     * "[subject] becomes [colours] [until end of turn]" (105.3, 613.1e layer 5): a spell or
     * permanent; on a spell the effect ends when it becomes a new object (400.7).
     */
    record BecomeColors(Subject subject, int colors, boolean untilEndOfTurn) implements Effect {
    }

    /**
     * "That creature is a black Zombie in addition to its other colors and types" / "is black and is a
     * Nightmare in addition to its other creature types": from the resolution on, for as long as the object
     * stays on the battlefield (611.2a), it has these types (layer 4) and colours (layer 5: added to its other
     * colours when {@code colorsInAddition}, else replacing them, 105.3).
     */
    record GainTypesAndColors(Subject subject, int types, List<String> subtypes, int colors, boolean colorsInAddition)
            implements Effect {
    }

    /** "Switch [subject]'s power and toughness until end of turn" (layer 7d, 613.4d). */
    record SwitchPowerToughnessUntilEndOfTurn(Subject subject) implements Effect {
    }

    /** "[player] gains N life" (119.3). */
    record GainLife(Who who, Amount amount) implements Effect {
    }

    /** "[player] loses N life" (119.3). */
    record LoseLife(Who who, Amount amount) implements Effect {
    }

    /** "[loss]. {@code who} gain(s) life equal to the life lost this way" (119.3, 608.2c): the life the loss took, summed. */
    record GainLifeLostThisWay(LoseLife loss, Who who) implements Effect {
    }

    /**
     * "Add {R} or one mana of the chosen color" (106.1, 607.2): one of the alternatives or one mana of the colour
     * chosen as the source entered (614.12); only the alternatives while no colour was chosen.
     */
    record AddManaOrChosenColor(List<ManaPool> alternatives) implements Effect {
        public AddManaOrChosenColor {
            alternatives = List.copyOf(alternatives);
        }
    }

    /** "Add {G}" / "Add {W} or {U}" / "Add one mana of any color": one of the alternatives (106). */
    record AddMana(List<ManaPool> alternatives) implements Effect {
        public AddMana {
            alternatives = List.copyOf(alternatives);
        }
    }

    /** "[subject] gets +P/+T until end of turn" (layer 7c, 611.2a). */
    record PumpUntilEndOfTurn(Subject subject, int power, int toughness) implements Effect {
    }

    /**
     * "[subject] can't block this turn" / "can't be blocked this turn" / "attacks this turn if able":
     * a combat restriction or requirement on the objects, locked in as it resolves (611.2c), until
     * the cleanup step (514.2). Not an ability the objects gain.
     */
    record CombatRuleThisTurn(Subject subject, StaticEffect rule) implements Effect {
    }

    /** "[subject] gets +P/+T until end of turn for each ...": the count is taken as it resolves (608.2h), then layer 7c. */
    record PumpForEach(Subject subject, int power, int toughness, Amount count) implements Effect {
    }

    /** "[subject] gains [ability] until end of turn" (layer 6). */
    record GainAbilityUntilEndOfTurn(Subject subject, Ability ability) implements Effect {
    }

    /**
     * "[subject] gains protection from the color of your choice until end of turn": the colour is
     * chosen as the effect resolves (608.2d), then layer 6 as above (seed 502.7).
     */
    record GainProtectionFromChosenColorUntilEndOfTurn(Subject subject) implements Effect {
    }

    /**
     * "Counter target spell." / "counter it unless that player pays {3}" (701.5a): {@code spell} is
     * the spell; {@code unlessPays}, when not null, is what its controller may pay to prevent it
     * (an X in it is the countering spell's X, 107.3a); {@code times}, when not null, is how many
     * times that cost is paid ("{1} for each card in your graveyard", 107.1).
     */
    /**
     * "[effect] unless its controller pays {N}" (118.12): the controller of {@code object} may pay
     * {@code cost} (an X in it is this spell's X, 107.3a); if they don't, {@code effect} happens.
     */
    record UnlessControllerPays(Subject object, dev.arbiter.engine.mana.ManaCost cost, Effect effect) implements Effect {
    }

    record CounterSpell(Subject spell, dev.arbiter.engine.mana.ManaCost unlessPays, Amount times) implements Effect {
        public CounterSpell(Subject spell, dev.arbiter.engine.mana.ManaCost unlessPays) {
            this(spell, unlessPays, null);
        }
    }

    /**
     * "Counter target spell. If that spell is countered this way, exile it / put it on top of its owner's library
     * instead of [putting it into] its owner's graveyard" (701.5a, 614.1a): the countered card goes to {@code to}.
     */
    record CounterSpellInstead(CounterSpell counter, CounteredTo to) implements Effect {
    }

    /** Where a spell countered by {@link CounterSpellInstead} goes instead of its owner's graveyard. */
    enum CounteredTo { EXILE, LIBRARY_TOP }

    /**
     * "[subject] gains landwalk of your choice until end of turn": any landwalk ability may be
     * chosen as the effect resolves, snow landwalk included (seed 502.6c).
     */
    record GainLandwalkOfChoiceUntilEndOfTurn(Subject subject) implements Effect {
    }

    /** "[subject] gains [ability]" with no duration: until the game ends or it leaves (611.2a). */
    record GainAbility(Subject subject, Ability ability) implements Effect {
    }

    /** "[subject] loses [keyword] [until end of turn]" (layer 6). */
    record LoseKeyword(Subject subject, Keyword keyword, boolean untilEndOfTurn) implements Effect {
    }

    /** "[subject] loses all landwalk abilities until end of turn" (layer 6; seed 502.6c: snow landwalk too). */
    record LoseAllLandwalk(Subject subject) implements Effect {
    }

    /** "Destroy [subject]" (701.8). */
    record Destroy(Subject subject) implements Effect {
    }

    /** Attach [attachment] to [host] (701.3): Equip and Fortify (702.6a, 702.67a); a new timestamp (613.7e). */
    record Attach(Subject attachment, Subject host) implements Effect {
    }

    /** Put N counters of a kind on [subject] (122.1). */
    record PutCounters(Subject subject, String kind, Amount amount) implements Effect {
    }

    /** "[player] gets N poison counters" (122.1f). */
    record GivePoison(Who who, Amount amount) implements Effect {
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

    /** "Create N [token]" (111.2): tokens enter the battlefield under the controller's control. */
    record CreateTokens(Amount count, TokenSpec token) implements Effect {
    }

    /**
     * "[player] create(s) N [tapped] [token]" (111.2, 701.6a): each player {@code who} names creates the
     * tokens, which enter under that player's control, tapped when the effect says so (110.5b).
     */
    record CreateTokensFor(Who who, Amount count, TokenSpec token, boolean tapped) implements Effect {
    }

    /**
     * "[first] fights [second]" (701.14a): each deals damage equal to its power to the other (not combat damage,
     * 701.14d); if either is gone, isn't a creature or is an illegal target, no damage is dealt by or to it (701.14b).
     */
    record Fight(Subject first, Subject second) implements Effect {
    }

    /**
     * Tokens created by {@code create} (a {@link CreateTokens} or {@link CreateTokensFor}) that enter the battlefield
     * attacking (508.4: "that's tapped and attacking"; 506.3b: only under an attacking player's control) and/or get a
     * delayed triggered ability made for exactly them (603.7a, 603.7c: "Exile them at the beginning of the next end
     * step"): {@code fate}, naming them as target 0, at the next beginning of {@code step} (null: none).
     */
    record CreateTokensThen(Effect create, boolean attacking, dev.arbiter.engine.timing.Step step, Effect fate,
                            String text) implements Effect {
    }

    /**
     * "Copy target instant or sorcery spell[, except that the copy is COLOUR]. You may choose new
     * targets for the copy." (707.10): the copy is put on the stack, not cast; {@code colorMask}
     * -1 keeps the original's colour.
     */
    record CopyTargetSpell(int targetIndex, int colorMask, boolean mayChooseNewTargets) implements Effect {
    }

    /** "Regenerate [subject]" (701.15a, 614.8): the next time it would be destroyed this turn, instead tap it,
     * remove all damage from it and remove it from combat. */
    record Regenerate(Subject subject) implements Effect {
    }

    /** "Destroy [subject]. It can't be regenerated." (701.8, 701.15c): no regeneration replaces this destruction. */
    record DestroyNoRegeneration(Subject subject) implements Effect {
    }

    /**
     * "[damage]. If a creature [permanent] dealt damage this way would die this turn, exile it instead." (120,
     * 614.1a, 700.4): each creature ({@code creaturesOnly}) or permanent the damage actually reached, after prevention
     * and redirection, is exiled instead if it would die this turn.
     */
    record DamageExileIfDies(DealDamage damage, boolean creaturesOnly) implements Effect {
    }

    /**
     * "If that creature would die this turn, exile it instead." (614.1a, 700.4): a replacement effect until end
     * of turn on each object of {@code subject} still on the battlefield.
     */
    record ExileIfDiesThisTurn(Subject subject) implements Effect {
    }

    /**
     * "[damage]. A creature dealt damage this way can't be regenerated this turn." (120, 701.15c): each
     * creature the damage was actually dealt to, after prevention and redirection, gets no regeneration
     * shield applied until end of turn.
     */
    record DamageCantBeRegenerated(DealDamage damage) implements Effect {
    }

    /**
     * "Target creature you control deals damage equal to its power to target creature you don't control"
     * (120.1, 120.3): another object than the effect's source deals the damage, if it is still there.
     */
    record ObjectDealsDamage(Subject source, Amount amount, Recipient to) implements Effect {
    }

    /**
     * "Destroy all creatures. You gain 1 life for each creature destroyed this way." (701.8a, 608.2c): {@code then}
     * resolves with its {@link Amount.DestroyedThisWay} the number of {@code counted} permanents the destroy put
     * into a graveyard (not those regenerated, indestructible or moved elsewhere by a replacement).
     */
    record CountDestroyed(Effect destroy, ObjectFilter counted, Effect then) implements Effect {
    }

    /** "[subject] can't be regenerated [this turn]" (701.15c). */
    record CantBeRegenerated(Subject subject) implements Effect {
    }

    /**
     * "If it's a creature, [then]" (608.2c): {@code then} resolves only if the objects of {@code subject} still on the
     * battlefield (at least one) all match {@code filter} as the effect resolves.
     */
    record IfObjectIs(Subject subject, ObjectFilter filter, String noun, Effect then) implements Effect {
    }

    /** "Put [subject] on top of its owner's library" (401.4 order; a zone change, not a draw, seed 423.5 / 121.1). */
    record PutOnTopOfLibrary(Subject subject) implements Effect {
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

    /**
     * "You may exile a [type] card with mana value N or less from your hand" (imprint, Isochron
     * Scepter): the exiled card is linked to this object (607.2a).
     */
    record ExileFromHandLinked(int types, int maxManaValue) implements Effect {
    }

    /**
     * "You may copy the exiled card. If you do, you may cast the copy without paying its mana cost."
     * (707.12): the copy is created in exile and may be cast at once; a copy left in exile ceases
     * to exist (seed 420.5j).
     */
    record CopyLinkedCardMayCast() implements Effect {
    }

    /** "[player] mills N cards" (701.13a): the top N cards of their library go to their graveyard; not a draw. */
    record Mill(Who who, Amount amount) implements Effect {
    }

    /**
     * "[player] discards N cards [at random]" (701.8a): the player chooses which (701.8b), or they
     * are chosen at random with the game's seeded generator; fewer if the hand holds fewer.
     */
    record Discard(Who who, Amount amount, boolean atRandom) implements Effect {
    }

    /** "Tap [subject]" / "Untap [subject]" (701.26). */
    record TapOrUntap(Subject subject, boolean tap) implements Effect {
    }

    /**
     * A modal triggered ability's "choose one —" (700.2b): its controller chooses one of {@code modes}
     * as the ability is put on the stack (603.3c), and the ability becomes that mode, with its own
     * targets; a mode without legal targets can't be chosen. Never resolved as it is.
     */
    record ChooseOneMode(List<Mode> modes) implements Effect {
        public ChooseOneMode {
            modes = List.copyOf(modes);
        }

        /** One mode: its targets and effect, and its text after the bullet. */
        public record Mode(List<TargetSpec> targets, Effect effect, String text) {
            public Mode {
                targets = List.copyOf(targets);
            }
        }
    }

    /** Several effects carried out in order (608.2c). */
    record Sequence(List<Effect> effects) implements Effect {
        public Sequence {
            effects = List.copyOf(effects);
        }
    }

    /** "Exile [subject]" (406.2, 701.x): each object the subject names moves to exile. */
    record Exile(Subject subject) implements Effect {
    }

    /**
     * "[player] may [effect]. If [they] do, [then]." (603.5, 608.2d): the player chooses as the effect
     * resolves; {@code ifTheyDo} (may be null) happens only if they did, and {@code otherwise}
     * (may be null) only if they didn't.
     */
    record Optional(Who who, Effect effect, Effect ifTheyDo, Effect otherwise) implements Effect {
    }

    /**
     * "Flip a coin. If you win the flip, [win]. If you lose the flip, [lose]." (705.1-705.2): the
     * controller flips a coin (the game's seeded generator); either branch may be null.
     */
    record FlipCoin(Effect win, Effect lose) implements Effect {
    }

    /**
     * "[player] sacrifices N [filter]" (701.17a): each named player chooses N permanents they control
     * that match and puts them into their owner's graveyard; a player sacrifices as many as they can.
     */
    record Sacrifice(Who who, ObjectFilter filter, Amount amount) implements Effect {
    }

    /** "Sacrifice a creature. If you can't, ..." (701.17a): {@code otherwise} when fewer were sacrificed than asked. */
    record SacrificeOrElse(Sacrifice sacrifice, Effect otherwise) implements Effect {
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

    /** Where found cards go. */
    enum Destination { HAND, BATTLEFIELD, GRAVEYARD, TOP_OF_LIBRARY }

    /** "[player] shuffles their library" (701.20). */
    record ShuffleLibrary(Who who) implements Effect {
    }

    /**
     * "[otherwise]. If [condition], [then] instead." (608.2c, 614.1a): as the spell or ability resolves, {@code then}
     * happens if the condition holds for its controller, else {@code otherwise}.
     */
    record IfCondition(Condition condition, Effect then, Effect otherwise) implements Effect {
    }

    /**
     * "If this spell was kicked, [then]" (702.33d): {@code then} happens only if the resolving spell
     * was kicked; with "instead", {@code otherwise} (may be null) is what happens if it wasn't.
     */
    record IfKicked(Effect then, Effect otherwise) implements Effect {
    }

    /**
     * Cumulative upkeep (702.24a): put an age counter on this permanent, then its controller may pay
     * {@code cost} for each age counter on it (702.24b: the costs add up); if they don't, they
     * sacrifice it.
     */
    record CumulativeUpkeep(dev.arbiter.engine.mana.ManaCost cost) implements Effect {
    }

    /** Fading (702.32a): "remove a [kind] counter from this permanent. If you can't, sacrifice the permanent." */
    record RemoveCounterOrSacrifice(String kind) implements Effect {
    }

    /**
     * "[source] deals X damage to any target. You gain life equal to the damage dealt [, but not more ...]." (120.3,
     * 608.2c): {@code then} resolves after the damage with {@link Amount.DamageDealtThisWay} the damage actually dealt,
     * with {@code capped} no more than each recipient's life total, loyalty or toughness before the damage.
     */
    record DealDamageThen(DealDamage damage, Effect then, boolean capped) implements Effect {
    }

    /**
     * "[prevention]. You gain life equal to the damage prevented this way." (615.5): each time the shield
     * {@code prevent} creates prevents damage, {@code then} happens immediately afterward with
     * {@link Amount.PreventedThisWay} the damage it prevented.
     */
    record PreventThen(PreventDamage prevent, Effect then) implements Effect {
    }

    /**
     * "Prevent the next N / all [combat] damage that would be dealt [to ...] [by ...] this turn" and
     * "The next time a [colour] source of your choice would deal damage to ... this turn, prevent that
     * damage" (615.1a, 615.7, 609.7a): a prevention shield until end of turn. {@code amount} null
     * prevents all; {@code to} empty means any recipient; {@code by} and {@code bySources} null mean
     * any source; with {@code sourceOfChoice} the controller chooses one source matching
     * {@code bySources} as it resolves, and the shield is used up the first time it prevents damage.
     * With {@code redirectTo} (not null) the damage is dealt to that recipient instead (a redirection
     * effect, 614.9): "... is dealt to ~ instead".
     */
    record PreventDamage(Amount amount, boolean combatOnly, List<Recipient> to, Subject by, ObjectFilter bySources,
                         boolean sourceOfChoice, Recipient redirectTo) implements Effect {
        public PreventDamage {
            to = List.copyOf(to);
        }

        /** A prevention shield (no redirection). */
        public PreventDamage(Amount amount, boolean combatOnly, List<Recipient> to, Subject by, ObjectFilter bySources,
                             boolean sourceOfChoice) {
            this(amount, combatOnly, to, by, bySources, sourceOfChoice, null);
        }
    }

    /**
     * "[player] may pay {cost}. If [they] do, [ifPaid]. [Otherwise, ...]" (608.2d, 118.3): the
     * player chooses as the effect resolves and can pay only if able; paying is the optional act.
     */
    record MayPay(Who who, dev.arbiter.engine.mana.ManaCost cost, Effect ifPaid, Effect otherwise) implements Effect {
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
     * the graveyard with {@code restToGraveyard}).
     */
    record LookAtTopPutIntoHand(Amount amount, ObjectFilter filter, int max, boolean restToGraveyard,
                                boolean mandatory) implements Effect {
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

    /** "[player] loses all unspent mana" (106.4): their mana pool empties. */
    record LoseUnspentMana(Who who) implements Effect {
    }

    /** "Put [subject] on the bottom of its owner's library" (401.4; a zone change, not a draw). */
    record PutOnBottomOfLibrary(Subject subject) implements Effect {
    }

    /**
     * "[player] reveals their hand. You choose a [filter] card from it. That player discards that
     * card." / "Look at [player]'s hand and choose a card from it. ..." (701.8a, 701.16): the
     * ability's controller chooses, the player discards; {@code reveal} when the hand is revealed
     * rather than looked at.
     */
    record DiscardChosenByYou(Who who, ObjectFilter filter, boolean reveal) implements Effect {
    }

    /** "Look at the top card of [player]'s library" (401.4): information only; the card stays where it is. */
    record LookAtTopCard(Who whose) implements Effect {
    }

    /** "Look at target player's hand" / "[player] reveals their hand" (701.16): information only. */
    record LookAtHand(Who who) implements Effect {
    }

    /**
     * "Untap up to N lands" (701.26, 608.2d): as the effect resolves, its controller chooses up to {@code count} of the
     * permanents {@code filter} names (any player's) and untaps them; no target is chosen.
     */
    record UntapUpTo(ObjectFilter filter, Amount count) implements Effect {
    }

    /**
     * "Exile ~" in an instant's or sorcery's own text: the resolving spell moves from the stack to exile, so it is not put
     * into its owner's graveyard as its resolution ends (608.2n, 406.2).
     */
    record ExileThisSpell() implements Effect {
    }

    /** "Tap or untap [subject]" (701.26): the controller chooses for each as the effect resolves. */
    record TapOrUntapChosen(Subject subject) implements Effect {
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

    /** "Shuffle ~ into its owner's library" (701.20): the source, from wherever it is (a resolving spell too, 608.2n). */
    record ShuffleSourceIntoLibrary() implements Effect {
    }

    /** "[player] shuffles their [hand and] graveyard into their library" (701.20). */
    record ShuffleZonesIntoLibrary(Who who, boolean hand, boolean graveyard) implements Effect {
    }

    /** "[player] discards their hand" (701.8a). */
    record DiscardHand(Who who) implements Effect {
    }

    /**
     * "[move] [subject]. Its controller gains life equal to its power / toughness" (608.2h, 113.7a
     * last known information): the controller and the value are taken before {@code move}.
     */
    record ControllerGainsLifeEqualToStat(Subject subject, boolean toughness, Effect move) implements Effect {
    }

    /** "[player] takes N extra turn(s) after this one" (500.7). */
    record TakeExtraTurns(Who who, int count) implements Effect {
    }

    /** "[players] can't cast [spells] this turn" (601.3): each player named, as the effect resolves, can't cast such spells. */
    record CantCastThisTurn(Who who, ObjectFilter spells) implements Effect {
    }

    /**
     * "After this [main | combat] phase, there is an additional combat phase [followed by an
     * additional main phase]" (500.8): {@code after} "main", "combat" or null (this phase, whatever it is).
     */
    record AdditionalPhases(String after, List<String> phases) implements Effect {
        public AdditionalPhases {
            phases = List.copyOf(phases);
        }
    }

    /**
     * "[subject] gets +X/+X until end of turn" (layer 7c, 611.2a): the amounts are computed once as
     * the effect resolves (608.2h); a negative {@code powerSign} / {@code toughnessSign} subtracts.
     */
    record PumpByAmountUntilEndOfTurn(Subject subject, Amount power, int powerSign, Amount toughness, int toughnessSign)
            implements Effect {
    }

    /**
     * "Sacrifice ~" / "sacrifice it" (701.17a): the named permanent is sacrificed by the ability's
     * controller, who can sacrifice only a permanent they control.
     */
    record SacrificePermanent(Subject subject) implements Effect {
    }

    /**
     * "[effect] unless [player] pays [cost]" (118.12): as it resolves the player may pay the cost
     * (mana, discarding, sacrificing, life); the effect happens only if they don't.
     */
    record UnlessPays(Who payer, Cost cost, Effect effect) implements Effect {
    }

    /**
     * Rebound's delayed trigger (702.88a): "you may cast this card from exile without paying its mana
     * cost"; the card is the trigger's bound object 0, and it triggers at its controller's upkeep only.
     */
    record MayCastReboundCard() implements Effect {
    }

    /**
     * Madness's triggered ability resolving (702.35a): "its owner may cast it by paying {@code cost}
     * rather than paying its mana cost. If that player doesn't, they put this card into their graveyard."
     * The card is the ability's source, still the object that was exiled.
     */
    record CastWithMadness(dev.arbiter.engine.mana.ManaCost cost) implements Effect {
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

    /**
     * Evolve's triggered ability (702.100a): "if that creature's power is greater than this creature's
     * power and/or that creature's toughness is greater than this creature's toughness, put a +1/+1
     * counter on this creature" — checked again as it resolves (603.4); the entering creature is the
     * trigger's object, {@code power}/{@code toughness} its values when it entered (used once it has left).
     */
    record Evolve(int power, int toughness) implements Effect {
    }

    /**
     * "[effect] at the beginning of the next end step" / "at end of combat" (603.7a): resolving
     * creates a delayed triggered ability that triggers once, at the next beginning of {@code step}.
     * {@code effect} names its objects as targets 0.. of its own; {@code bind} says which objects of
     * the resolving ability they are, fixed now (603.7c: a particular object, not whatever it becomes).
     */
    record Delayed(dev.arbiter.engine.timing.Step step, Effect effect, List<Subject> bind, String text) implements Effect {
        public Delayed {
            bind = List.copyOf(bind);
        }
    }

    /**
     * "[player] returns N [filter] they control to its owner's hand" (a zone change): each player
     * chooses among the permanents they control that match (all of them if fewer).
     */
    record ReturnChosenToHand(Who who, ObjectFilter filter, Amount amount) implements Effect {
    }

    /** "Put [subject] onto the battlefield under your control" from a graveyard (110.2a). */
    record PutOntoBattlefieldUnderYourControl(Subject subject) implements Effect {
    }

    /** "[player] reveals the top card of their library" (701.16): information only. */
    record RevealTopCard(Who who) implements Effect {
    }

    /**
     * Vanishing (702.63a): "remove a [kind] counter from ~"; removing the last one triggers the
     * source's "When the last [kind] counter is removed" abilities.
     */
    record RemoveCounterFromSource(String kind) implements Effect {
    }

    /**
     * Storm's copies (702.40a): copy the source spell {@code count} times (the spells cast before it
     * this turn, counted as it was cast); its controller may choose new targets for each copy.
     */
    record CopySourceSpell(int count) implements Effect {
    }

    /**
     * "[subject] doesn't untap during its controller's untap step for as long as ~ remains tapped / you control ~"
     * (502.3, 611.2b): {@code lasting} is {@link ControlLasting#SOURCE_TAPPED} or {@link ControlLasting#YOU_CONTROL_SOURCE}.
     */
    record DoesntUntapWhile(Subject subject, ControlLasting lasting) implements Effect {
    }

    /** "[subject] doesn't untap during its controller's next untap step" (502.3). */
    record DoesntUntapNextUntapStep(Subject subject) implements Effect {
    }

    /** "Exile [all cards from] [player]'s graveyard" / "... from all graveyards" (406.2). */
    record ExileGraveyard(Who who) implements Effect {
    }

    /**
     * "Look at the top card of [whose] library. You may put that card into their graveyard / on the
     * bottom of their library." (401.4): the ability's controller looks and chooses.
     */
    record LookAtTopCardMayMove(Who whose, boolean bottom) implements Effect {
    }

    /** "[player] reveals their hand. You choose a [filter] card from it. Exile that card." (701.16, 406.2). */
    record ExileChosenFromHand(Who who, ObjectFilter filter) implements Effect {
    }

    /**
     * "Tap / untap all [filter] [player] controls" (701.26); with {@code skipNextUntap}, "Those
     * creatures don't untap during that player's next untap step" (502.3).
     */
    record TapAllControlledBy(Who who, ObjectFilter filter, boolean tap, boolean skipNextUntap) implements Effect {
    }

    /**
     * "gain control of [objects] [until end of turn | for as long as ...]", "target opponent gains
     * control of it" (613.1b, 611.2a-b): a layer-2 effect giving {@code to} control of each object.
     */
    record GainControl(Subject subject, Who to, boolean untilEndOfTurn, java.util.List<ControlLasting> lasting)
            implements Effect {
    }

    /** "exchange control of [first] and [second]" (701.12a-b); {@code second} null: the two objects of {@code first}. */
    record ExchangeControl(Subject first, Subject second) implements Effect {
    }

    /** "double [player]'s life total": the player gains or loses the life that makes it twice what it was (119.5: as if set to twice the old total). */
    record DoubleLifeTotal(Who who) implements Effect {
    }

    /**
     * "[Target land] becomes the basic land type of your choice until end of turn." (305.7): the controller
     * chooses a basic land type as it resolves; the land has only that land type and its mana ability.
     */
    record BecomeBasicLandTypeOfChoice(Subject subject) implements Effect {
    }

    /** "search your library for a [filter] card with mana value X or less / greater ..." (701.23, 107.3): X bounds the filter. */
    record SearchWithManaValueX(SearchLibrary search, boolean orLess) implements Effect {
    }

    /** "exile [objects] until ~ leaves the battlefield" (610.3): they return when the source leaves. */
    record ExileUntilSourceLeaves(Subject subject) implements Effect {
    }

    /** "each player [loses 1 life for each creature they control]": {@code effect} once per player, who is its "that player" (101.4). */
    record ForEachPlayer(Who who, Effect effect) implements Effect {
    }

    /** "you may sacrifice ~. If you do, [then]" (608.2d, 701.17a): {@code then} only if ~ was sacrificed. */
    /**
     * "[effect on it] if it attacked this turn" / "if it didn't attack this turn" (508.1, 608.2c): {@code then} happens
     * only if the one object {@code subject} names was (with {@code attacked} false: wasn't) declared as an attacker
     * this turn, as the object it now is (400.7).
     */
    record IfAttackedThisTurn(Subject subject, boolean attacked, Effect then) implements Effect {
    }

    /**
     * "If this ability has been activated N or more times this turn, [then]" (602.2, 608.2c): counted as the ability
     * resolves, from the activations of this ability of the source this turn (this one included).
     */
    record IfActivatedTimes(int atLeast, Effect then) implements Effect {
    }

    record MaySacrificeSourceThen(Effect then) implements Effect {
    }

    /**
     * "[effect on target X]. ... that X's controller ...": {@code effect} with "that player" being the
     * controller of {@code subject}'s object as the effect begins (608.2h: later moves don't change it).
     */
    record ThatPlayerControls(Subject subject, Effect effect) implements Effect {
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
     * "Search your library and/or graveyard for a card named NAME / a [filter] card, reveal it, and put it into
     * your hand. If you search your library this way, shuffle." (701.19, 701.20): {@code name} non-null for a
     * card named so (201.2), else {@code filter}; {@code text} what is searched for, as written.
     */
    record SearchLibraryAndGraveyard(ObjectFilter filter, String name, String text) implements Effect {
    }

    /**
     * "You may [cost]. If you do, [ifPaid]. [If you don't, otherwise]" (608.2d, 118.3): a cost beyond mana ("pay 2
     * life", "pay {1} and discard a card", "sacrifice a creature") offered as the effect resolves; a player who
     * can't pay it can't choose to, and "if you do" happens only when it was paid.
     */
    record MayPayCost(Who who, Cost cost, Effect ifPaid, Effect otherwise) implements Effect {
    }

    /**
     * "Exile the top [N] card(s) of your library. You may play [that card | those cards] this turn." / "Until the end of
     * your next turn, you may play those cards." (406, 601.2a, 305.1, 611.2a): the controller exiles the top {@code count}
     * cards of their library (X: 107.3) and may play them (cast them as spells; play them as lands when {@code lands}, within the
     * usual limits, 305.2) until end of turn, or through the end of their next turn ({@code throughNextTurn}).
     */
    record ExileTopMayPlay(Amount count, boolean lands, boolean throughNextTurn) implements Effect {
    }

    /**
     * "You may cast a [filter] spell from your hand without paying its mana cost" (118.9, 608.2g): the player may
     * cast one such card during the resolution, ignoring timing permissions.
     */
    record MayCastFromHandFree(ObjectFilter filter) implements Effect {
    }

    /**
     * "Attach it to another permanent it can enchant." (701.3a-c): the controller chooses, as the effect
     * resolves, a permanent other than the one it is attached to that it could legally be attached to;
     * with none, nothing happens (701.3b).
     */
    record AttachToAnother(Subject attachment) implements Effect {
    }

    /**
     * "double the number of +1/+1 counters on [objects]" / "... of each kind of counter on ..." ({@code kind}
     * null) (701.10e): each object gets as many more counters of the kind as it has.
     */
    record DoubleCounters(Subject subject, String kind) implements Effect {
    }

    /** "remove N [kind] counters from [objects]" (122.8): as many as they have, at most N; {@code amount} null: all of them. */
    record RemoveCounters(Subject subject, String kind, Amount amount) implements Effect {
    }

    /**
     * "Create a token that's a copy of target creature" (111.2, 707.2): a token with the object's
     * copiable values, put onto the battlefield under the effect's controller, entering as any
     * permanent does (614.1c, 707.9).
     */
    record CreateTokenCopy(Subject original) implements Effect {
    }

    /** "Add an amount of {B} equal to [amount]" (106.1): that much mana of one type, counted as it resolves (608.2h). */
    record AddManaAmount(dev.arbiter.engine.mana.ManaType type, Amount amount) implements Effect {
    }

    /**
     * "You may remove a [kind] counter from ~. If you do, [ifTheyDo]. [Otherwise, ...]" (608.2d, 122.8):
     * the choice is offered only when the counters are there to remove; otherwise (or when declined)
     * the "if you do" part doesn't happen.
     */
    record MayRemoveCounters(RemoveCounters remove, Effect ifTheyDo, Effect otherwise) implements Effect {
    }

    /**
     * "When you do, [ability]" (603.12): resolving it makes the reflexive triggered ability trigger; it waits,
     * like any triggered ability, to be put on the stack the next time a player would receive priority, and its
     * targets are chosen then (603.3d). Its source and controller are the resolving ability's; "that player" and
     * "that object" are what the resolving ability's event named.
     */
    record ReflexiveTrigger(TriggeredAbility ability) implements Effect {
    }

    /**
     * "Return [N] [filter] card(s) at random from your graveyard to your hand": the cards are chosen at random (the
     * game's seeded generator) among the matching cards of the controller's graveyard, all of them if fewer.
     */
    record ReturnRandomFromGraveyard(ObjectFilter filter, Amount count) implements Effect {
    }
}
