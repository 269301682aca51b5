package dev.arbiter.engine.ability;

/**
 * Counters on permanents and tokens created (111, 122): members of {@link Effect}, named {@code Effect.X} everywhere.
 */
public interface CounterAndTokenEffects {
    /** Put N counters of a kind on [subject] (122.1). */
    record PutCounters(Subject subject, String kind, Amount amount) implements Effect {
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
     * "[player] get(s) an emblem with "[ability]"" (114.1-114.4): each player {@code who} names gets an emblem, an object
     * in the command zone with {@code abilities} (its only characteristics), owned and controlled by that player.
     */
    record CreateEmblem(Who who, java.util.List<Ability> abilities) implements Effect {
    }

    /**
     * Tokens created by {@code create} (a {@link CreateTokens} or {@link CreateTokensFor}) that enter the battlefield
     * attacking (508.4: "that's tapped and attacking"; 506.3b: only under an attacking player's control) and/or get a
     * delayed triggered ability made for exactly them (603.7a, 603.7c: "Exile them at the beginning of the next end
     * step"): {@code fate}, naming them as target 0, at the next beginning of {@code step}; with no step, {@code fate}
     * (if any) acts on them at once (608.2c: "It gains haste until end of turn."), {@code text} its sentence.
     */
    record CreateTokensThen(Effect create, boolean attacking, dev.arbiter.engine.timing.Step step, Effect fate,
                            String text) implements Effect {
    }

    /**
     * Cumulative upkeep (702.24a): put an age counter on this permanent, then its controller may pay
     * {@code cost} for each age counter on it (702.24b: the costs add up); if they don't, they
     * sacrifice it. {@code parts} are the cost's parts beyond mana ("Cumulative upkeep—Pay 2 life.", "—Sacrifice a
     * creature.", "—Put a -1/-1 counter on ~."), each paid that many times over too.
     */
    record CumulativeUpkeep(dev.arbiter.engine.mana.ManaCost cost, java.util.List<CostPart> parts) implements Effect {
        public CumulativeUpkeep {
            parts = java.util.List.copyOf(parts);
        }

        /** Paid with mana only. */
        public CumulativeUpkeep(dev.arbiter.engine.mana.ManaCost cost) {
            this(cost, java.util.List.of());
        }

        /** The cost once, as written ("{1}", "Pay 2 life"). */
        public String costText() {
            return new Cost(cost, parts).text();
        }
    }

    /** Fading (702.32a): "remove a [kind] counter from this permanent. If you can't, sacrifice the permanent." */
    record RemoveCounterOrSacrifice(String kind) implements Effect {
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
     * Vanishing (702.63a): "remove a [kind] counter from ~"; removing the last one triggers the
     * source's "When the last [kind] counter is removed" abilities.
     */
    record RemoveCounterFromSource(String kind) implements Effect {
    }

    /**
     * "double the number of +1/+1 counters on [objects]" / "... of each kind of counter on ..." ({@code kind}
     * null) (701.10e): each object gets as many more counters of the kind as it has.
     */
    record DoubleCounters(Subject subject, String kind) implements Effect {
    }

    /**
     * "move N KIND counters from [object] onto [object]" (122.5): removed from the first and put on the second (the
     * putting is an ordinary placement, 122.6); none move unless both are on the battlefield, at most as many as the
     * first has; {@code kind} null: a counter of any kind (the controller chooses which) or, {@code amount} null, all of
     * them (AnyKindCounters).
     */
    record MoveCounters(Subject from, Subject onto, String kind, Amount amount) implements Effect {
    }

    /**
     * "remove N [kind] counters from [objects]" (122.8): as many as they have, at most N; {@code amount} null: all of them;
     * {@code kind} null: "a counter" of a kind the controller chooses, or all counters of every kind.
     */
    record RemoveCounters(Subject subject, String kind, Amount amount) implements Effect {
    }

    /**
     * "Create a token that's a copy of target creature" (111.2, 707.2): a token with the object's
     * copiable values, put onto the battlefield under the effect's controller, entering as any
     * permanent does (614.1c, 707.9); {@code except}: the copy's exceptions (707.9b); {@code creator} the players who
     * create it ("that creature's controller creates a token that's a copy of that creature", 111.2), null: the
     * effect's controller.
     */
    record CreateTokenCopy(Subject original, CopyExceptions except, Who creator) implements Effect {
        public CreateTokenCopy(Subject original, CopyExceptions except) {
            this(original, except, null);
        }

        public CreateTokenCopy(Subject original) {
            this(original, CopyExceptions.NONE);
        }
    }

    /**
     * "create N tokens that are copies of [original] [, except they're ...]" (111.2, 707.2, 707.9b): {@code copy} made
     * {@code count} times over in one creation for each original and creator (the tokens enter as one event, 111.2).
     */
    record CreateTokenCopies(Amount count, CreateTokenCopy copy) implements Effect {
    }

    /**
     * "[subject] becomes a copy of [original] [until end of turn][, except ...]" (707.2, 613.1a): each permanent the
     * subject names gets the original's copiable values, with the exceptions (707.9b) and, when {@code thisAbility},
     * the ability that made the copy ("except it has this ability"); a copy effect in layer 1 lasting until the end
     * of the turn (514.2) or, without a duration, until it leaves the battlefield (611.2a); a later copy effect
     * overrides it while both last (613.7).
     */
    record BecomeCopy(Subject subject, Subject original, CopyExceptions except, boolean thisAbility,
                      boolean untilEndOfTurn) implements Effect {
    }

    /**
     * "You may remove a [kind] counter from ~. If you do, [ifTheyDo]. [Otherwise, ...]" (608.2d, 122.8):
     * the choice is offered only when the counters are there to remove; otherwise (or when declined)
     * the "if you do" part doesn't happen.
     */
    record MayRemoveCounters(RemoveCounters remove, Effect ifTheyDo, Effect otherwise) implements Effect {
    }

    /** Adapt N (701.46a): "If this permanent has no +1/+1 counters on it, put N +1/+1 counters on it." */
    record Adapt(Amount amount) implements Effect {
    }

    /**
     * Monstrosity N (701.37a): "If this permanent isn't monstrous, put N +1/+1 counters on it and it becomes
     * monstrous"; becoming monstrous triggers its "When ~ becomes monstrous" abilities (701.37b).
     */
    record Monstrosity(Amount amount) implements Effect {
    }

    /**
     * "create [a token], then attach ~ to it" (111.2, 701.3a; living weapon 702.92a): {@code create} makes one token, and
     * the source is attached to it if it can legally be (701.3b).
     */
    record CreateTokenAttachSource(Effect create) implements Effect {
    }

    /** Renown N's effect (702.112a): "put N +1/+1 counters on it and it becomes renowned" (its trigger checks "if it isn't renowned"). */
    record Renown(Amount amount) implements Effect {
    }

    /**
     * Proliferate (701.27a): "Choose any number of permanents and/or players, then give each another counter of each
     * kind already there."
     */
    record Proliferate() implements Effect {
    }

    /**
     * Bolster N (701.39a): "Choose a creature with the least toughness among creatures you control and put N +1/+1
     * counters on it."
     */
    record Bolster(Amount amount) implements Effect {
    }

    /**
     * "Distribute N [kind] counters among [one or two | one, two, or three | any number of] target [permanents]" (601.2d):
     * the division is announced as it is cast or put on the stack, at least 1 to each target; each target still legal as
     * it resolves gets its share.
     */
    record DistributeCounters(String kind, Amount amount, int targetIndex) implements Effect, DividedAmong {
        @Override
        public String what() {
            return kind + " counters";
        }
    }

    /**
     * "create [N] X/X [token]" (111.2, 107.3): {@code create} (a {@link CreateTokens}, {@link CreateTokensFor} or
     * {@link CreateTokensThen} of them) makes tokens whose power and toughness are each {@code size}, known as it resolves.
     */
    record CreateTokensOfSize(Effect create, Amount size) implements Effect {
    }

    /**
     * "create a 2/2 creature token of the chosen color and type" (607.2, 614.12): {@code create} (a token creation, or a
     * {@link CreateTokensOfSize} of one) makes tokens of the colour and creature type chosen as the source entered, read
     * as it resolves; no choice recorded (a new object, 400.7), the tokens are colorless and have no creature type.
     */
    record CreateTokensOfChosen(Effect create) implements Effect {
    }

    /**
     * Myriad's effect (702.116a): "for each opponent other than defending player, you may create a token that's a copy of
     * this creature that's tapped and attacking that player or a planeswalker they control. Exile the tokens at end of
     * combat."
     */
    record Myriad() implements Effect {
    }

    /**
     * "[permanent] explores" (701.40a): its controller reveals the top card of their library; a land card goes to their
     * hand, otherwise the permanent gets a +1/+1 counter and the player may put the card into their graveyard.
     */
    record Explore(Subject subject) implements Effect {
    }

    /**
     * Amass N (701.44a): "If you don't control an Army creature, create a 0/0 black Zombie Army creature token. Choose an
     * Army creature you control. Put N +1/+1 counters on that creature."
     */
    record Amass(Amount amount) implements Effect {
    }

    /**
     * "[permanent] connives" (701.47a): its controller draws a card, then discards a card; a nonland card discarded this
     * way puts a +1/+1 counter on the permanent.
     */
    record Connive(Subject subject) implements Effect {
    }

    /**
     * Populate (701.30a): "Choose a creature token you control. Then create a token that's a copy of that creature token."
     * "Populate N times" does it {@code times} times, choosing anew each time (608.2c: in order).
     */
    record Populate(Amount times) implements Effect {
        public Populate() {
            this(new Amount.Fixed(1));
        }
    }

    /**
     * Encore's effect (702.141a): "For each opponent, create a token copy of this card that attacks that opponent this
     * turn if able. They gain haste. Sacrifice them at the beginning of the next end step."
     */
    record Encore() implements Effect {
    }

    /**
     * "Put up to N KIND counters on [subject]. This ability can't cause the total number of KIND counters on [it] to be
     * greater than M." (122.1, 608.2d): the controller chooses how many as it resolves, from 0 to N, and no more than
     * would bring the total to {@code cap} (-1: no cap).
     */
    record PutCountersUpTo(Subject subject, String kind, Amount max, int cap) implements Effect {
    }

    /**
     * "put its counters on [object]", "if it had counters on it, put those counters on [object]" (122.8, 603.10a): the
     * object named by {@code from} ({@link Subject.Self} or the trigger's {@link Subject.ThatObject}) has left the
     * battlefield, so no counters move: the same number of each kind of counter it had as it last existed is put on
     * each object {@code onto} names.
     */
    record PutCountersItHad(Subject from, Subject onto) implements Effect {
    }
}
