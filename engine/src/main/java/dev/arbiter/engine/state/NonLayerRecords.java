package dev.arbiter.engine.state;

import dev.arbiter.engine.ability.Ability;

/**
 * Records a resolved effect leaves on the state that no layer applies (layer 0): shields and "instead" effects for a turn, delayed triggers (603.7), designations, linked exiles (607), choices made as a permanent entered;
 * those about a player or the turn are in {@link PlayerRecords}, last known information (608.2h) in {@link LastKnownRecords}.
 * The records are named {@code Modification.X} everywhere (this interface is one of those {@link Modification}
 * extends); a new one goes into its file and into {@code Modification}'s {@code permits} list.
 */
public interface NonLayerRecords {

    /**
     * Not a layer effect: a combat restriction or requirement from a resolved spell or ability on
     * the affected objects ("can't block this turn", "attacks this turn if able"; 611.2c, 508.1c-d,
     * 509.1b-c). It is not an ability, so losing abilities does not end it.
     */
    record CombatRule(dev.arbiter.engine.ability.StaticEffect rule) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /** Not a layer effect: a regeneration shield (701.19a) on the affected object, used up when it replaces a destruction. */
    record RegenerationShield() implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /** Not a layer effect: the affected object can't be regenerated (701.19c). */
    record CantBeRegenerated() implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /**
     * Not a layer effect: if the affected permanent would die, it is exiled instead (614.1a, 700.4); on a spell, if it
     * would be put into a graveyard from the stack ("If that spell would be put into a graveyard this turn, exile it
     * instead", 614.1a).
     */
    record ExileIfDies() implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /**
     * Not a layer effect: {@code player} may spend mana as though it were mana of any color ({@code anyType}: of any
     * type) to cast the affected card (609.4b), by the permission that lets them cast it ("Until end of turn, you may
     * cast that card and you may spend mana as though it were mana of any color to cast that spell").
     */
    record SpendAnyColor(int player, boolean anyType) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /**
     * Not a layer effect: the affected cards were exiled with the effect's source while that source
     * had made {@code sourceZoneChanges} zone changes (607.2a linked abilities, "the exiled cards").
     */
    record ExiledWith(int sourceZoneChanges) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /**
     * Not a layer effect: the affected cards were exiled "until" the source object, as it was after
     * {@code sourceZoneChanges} zone changes, leaves the battlefield; they return to {@code from}, the zone they
     * were exiled from (610.3).
     */
    record ExiledUntilLeaves(int sourceZoneChanges, Zone from) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /**
     * A delayed triggered ability created for the rest of this turn (603.7): "When you cast your next ... spell this turn"
     * ({@code once}: it triggers once, then the record goes, 603.7c) or "Whenever [you cast a ... spell | you gain life | a
     * creature blocks | a ... enters the battlefield under your control] this turn" (each time until the turn ends).
     */
    record ThisTurnDelayedTrigger(dev.arbiter.engine.ability.TriggeredAbility ability, boolean once) implements Modification {
        /** "When you cast your next ... spell this turn": triggers once. */
        public ThisTurnDelayedTrigger(dev.arbiter.engine.ability.TriggeredAbility ability) {
            this(ability, true);
        }

        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /**
     * A delayed triggered ability waiting for the affected object to die this turn (603.7): {@code ability} triggers once,
     * then the record goes (603.7c); it ends in the cleanup step.
     */
    record DeathTrigger(dev.arbiter.engine.ability.TriggeredAbility ability) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /**
     * Not a layer effect: a delayed triggered ability (603.7) waiting for the beginning of
     * {@code step}; the effect's objects are its {@code affected}, the particular objects it was
     * created for (603.7c). It triggers once, then the record goes (603.7c).
     */
    record DelayedTrigger(dev.arbiter.engine.timing.Step step, dev.arbiter.engine.ability.Effect effect, String text)
            implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /**
     * Not a layer effect: the affected spell was cast from {@code from} (601.2a), for "if you cast it
     * from your hand" as the permanent it becomes enters (603.4); it ends in the cleanup step.
     */
    record CastFrom(Zone from) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /**
     * Not a layer effect: the mana {@code spent} on the affected spell's total cost as it was cast (601.2h), for "if {R} was
     * spent to cast it" (603.4, {@link dev.arbiter.engine.ability.Condition.ManaSpentToCast}); it ends in the cleanup step.
     */
    record ManaSpent(dev.arbiter.engine.mana.ManaPool spent) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /**
     * Not a layer effect: the affected card was discarded and exiled by its madness ability instead of
     * being put into a graveyard (702.35a), so its move is a discard and its madness trigger triggers.
     */
    record MadnessExiled() implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /**
     * Not a layer effect: the affected permanent was a spell that was kicked (702.33d), for its
     * abilities linked to the kicker (702.33e: "if it was kicked"). It names that object only, so it
     * ends when the permanent leaves (400.7).
     */
    record Kicked() implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /**
     * Not a layer effect: the affected permanent has a designation, {@code name} "monstrous" (701.37a) or "renowned"
     * (702.112b); it names that object only, so it ends when the permanent leaves the battlefield (400.7).
     */
    record Designation(String name) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /**
     * Not a layer effect: how the affected spell's damage is divided among its targets (601.2d),
     * {@code amounts.get(i)} to {@code targets.get(i)}; the division doesn't change if targets become
     * illegal (608.2b). For an ability's division (603.3d), {@code abilityStackId} is its stack number, else -1.
     */
    record DamageDivision(io.vavr.collection.Vector<Target> targets, io.vavr.collection.Vector<Integer> amounts,
                          int abilityStackId) implements Modification {
        /** A spell's division (the affected object is the spell). */
        public DamageDivision(io.vavr.collection.Vector<Target> targets, io.vavr.collection.Vector<Integer> amounts) {
            this(targets, amounts, -1);
        }

        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /**
     * Not a layer effect: the affected creature was dealt damage this turn by the effect's source
     * (as the object it was then: {@code sourceZoneChanges}, 400.7), for "whenever a creature dealt
     * damage by ~ this turn dies"; it ends in the cleanup step with the turn.
     */
    record DamagedBy(int sourceZoneChanges) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /**
     * Not a layer effect: the affected object's {@code ability} was activated this turn, for
     * "Activate only once each turn" (602.5b); it ends in the cleanup step with the turn.
     */
    record ActivatedThisTurn(dev.arbiter.engine.ability.ActivatedAbility ability) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /**
     * Not a layer effect: the affected permanent doesn't untap during {@code player}'s next untap
     * step (502.3); the marker ends with that untap step.
     */
    record SkipNextUntap(int player) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /**
     * Not a layer effect: the affected permanent doesn't untap during its controller's untap steps for as long as
     * {@code lasting} holds for the source as it was when the effect began ({@code sourceZoneChanges}); once it stops
     * holding the effect has ended (611.2b, 502.3).
     */
    record DoesntUntapWhile(dev.arbiter.engine.ability.ControlLasting lasting, int sourceZoneChanges) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /**
     * Not a layer effect: a marker that the continuous effect with timestamp {@code effectTimestamp} lasts for as long as
     * {@code lasting} holds for the source as it was when the effect began ({@code sourceZoneChanges}); once it stops
     * holding, that effect and this marker have ended for good (611.2b).
     */
    record EndsWhenNot(dev.arbiter.engine.ability.ControlLasting lasting, int sourceZoneChanges, long effectTimestamp)
            implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /**
     * Not a layer effect: a marker that the continuous effect with timestamp {@code effectTimestamp} lasts for as long as
     * its affected object (this marker's affected list) has a {@code counter} counter on it (611.2b, 122.1); once none
     * does, that effect and this marker have ended for good, even if such a counter is put on it again.
     */
    record EndsWithoutCounter(String counter, long effectTimestamp) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /**
     * Not a layer effect: what happens each time the prevention shield with timestamp {@code shield} prevents
     * damage (615.5), resolved for the same source and controller with these targets and X the damage prevented;
     * when {@code then} is a delayed triggered ability (603.7) it was created with the shield and {@code total} adds
     * up the damage prevented for it to read as it resolves.
     */
    record PreventionFollowUp(long shield, dev.arbiter.engine.ability.Effect then,
                              io.vavr.collection.Vector<io.vavr.collection.Vector<Target>> targets, int total) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /**
     * Not a layer effect: a prevention shield (615.7) from a resolved spell or ability.
     * {@code remaining} -1 prevents all; {@code to} empty and {@code toPermanents} null mean any
     * recipient (the filter is read when damage would be dealt, from the effect controller's view);
     * {@code byObject} -1 and {@code bySources} null mean any source; {@code once}: used up the first
     * time it prevents damage ("the next time ... prevent that damage"); {@code redirectTo} not null:
     * the damage is dealt to it instead of being prevented (a redirection, 614.9).
     */
    record PreventionShield(int remaining, boolean combatOnly, io.vavr.collection.Vector<Target> to,
                            dev.arbiter.engine.ability.ObjectFilter toPermanents, int byObject,
                            dev.arbiter.engine.ability.ObjectFilter bySources, boolean once, Target redirectTo)
            implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /**
     * Not a layer effect: the player the affected permanent came under the control of as it entered
     * (110.2), kept while control-changing effects apply to it so that control returns when they end.
     */
    record BaseController(int player) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /**
     * Not a layer record: the affected permanent entered as a copy (707.9); the copy effect (layer 1,
     * 613.1a) is kept as the object's card, the copied values locked in as it entered (707.2), and
     * {@code printed} is the card it is again once it leaves the battlefield (400.7).
     */
    record EnteredAsCopy(dev.arbiter.engine.card.CardDefinition printed) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /**
     * Not a layer record: the affected permanent became a copy of another object while on the battlefield (707.2, 613.1a,
     * a copy effect with a duration, 611.2a); {@code values} are the copiable values it has from this effect (its card
     * while the effect is the latest copy effect on it, 613.7), {@code base} its card before any such effect, back when
     * they all end or it leaves the battlefield (400.7).
     */
    record BecameCopy(dev.arbiter.engine.card.CardDefinition values, dev.arbiter.engine.card.CardDefinition base)
            implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /**
     * Not a layer record: the affected spell or permanent's text was changed (612, layer 3, 613.1c); the changed text
     * is kept as the object's card, and {@code before} is its card as it was, its copiable values (707.2: text changes
     * are not copied), back when it leaves its zone (400.7; from the stack to the battlefield it stays, 400.7a).
     */
    record TextChanged(dev.arbiter.engine.card.CardDefinition before) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /**
     * Not a layer record: the affected spell or permanent is face down (708.2, 702.37c); the face-down values are kept
     * as the object's card and {@code printed} is its card face up, back when it is turned face up (708.8) or leaves
     * for a zone other than the battlefield (708.9).
     */
    record FaceDown(dev.arbiter.engine.card.CardDefinition printed, boolean manifested) implements Modification {
        /** Cast face down (702.37c), not manifested. */
        public FaceDown(dev.arbiter.engine.card.CardDefinition printed) {
            this(printed, false);
        }

        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /**
     * Not a layer effect: what was chosen for the affected permanent as it entered the battlefield
     * (614.12, 607.2: "the chosen color"): {@code word} (a colour's name, a type, a card name) or
     * {@code player} (an index, else -1). It names that object only (its zone changes), so it ends
     * when the permanent leaves (400.7).
     */
    record Chosen(dev.arbiter.engine.ability.ChoiceKind kind, String word, int player) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /**
     * Not a layer effect: if the affected permanent would leave the battlefield, it is exiled instead of put anywhere else
     * (614.1a; unearth, 702.84a). It follows the object only while it stays on the battlefield (400.7).
     */
    record ExileIfLeaves() implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /**
     * Not a layer effect: the affected spell was cast by paying the alternative cost of its {@code dash} (702.109a dash,
     * 702.152a blitz), for the permanent it becomes; it ends in the cleanup step.
     */
    record DashPaid(dev.arbiter.engine.ability.Dash dash) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /**
     * Not a layer effect: the affected spell was cast with the alternative cost of its {@code keyword} ability paid
     * ("evoke", 702.74a), for "if its evoke cost was paid"; the permanent it becomes reads it (one zone change later, 400.7).
     */
    record CostPaid(String keyword) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /**
     * Not a layer effect: the affected spell's multikicker cost was paid {@code times} times (702.33c), for "for each time
     * it was kicked"; the permanent it becomes reads it (one zone change later, 400.7).
     */
    record TimesKicked(int times) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /**
     * Not a layer effect: an attacking creature returned to its owner's hand to pay a cost of the affected card's ability
     * (ninjutsu, 702.49a) was attacking {@code defender}, for the card that enters attacking it (702.49c).
     */
    record ReturnedAttacker(Target defender) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /**
     * 702.47c: the text box of a card spliced onto the spell (its spell ability {@code spliced}, from card {@code name}),
     * on the spell while it is on the stack (702.47e); one record per spliced card, in the order their effects happen.
     */
    record Spliced(dev.arbiter.engine.ability.SpellAbility spliced, String name) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /**
     * Not a layer effect: the two affected creatures are paired (soulbond, 702.95b) for the effect's controller, for as
     * long as both remain creatures on the battlefield under that player's control (702.95e: {@code effects.SoulbondPairing}
     * ends it once one of them doesn't).
     */
    record Paired() implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /**
     * Not a layer effect: the affected exiled card haunts the creature {@code creature} as it was after
     * {@code creatureZoneChanges} zone changes (702.55b), for its "When the creature it haunts dies" abilities (702.55c).
     */
    record Haunting(int creature, int creatureZoneChanges) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /**
     * Not a layer effect: the affected card was exiled face down by its foretell special action during turn
     * {@code turn} (702.143a, 116.2h): a foretold card (702.143c), castable for its foretell cost after that turn.
     */
    record Foretold(int turn) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }
}
