package dev.arbiter.engine.ability;

/**
 * Static replacement and prevention effects (614, 615): members of {@link StaticEffect}, named {@code StaticEffect.X} everywhere.
 */
public interface ReplacementStatics {
    /** A replacement of its controller's card draws (seed 423.6). */
    record ReplaceDraw(DrawReplacement replacement) implements StaticEffect {
    }

    /** "If ~ would be destroyed, regenerate it." (a regeneration replacement, 614.8) */
    record DamageCantBePrevented() implements StaticEffect { // 615.12: "Damage can't be prevented."
    }

    record RegenerateInsteadOfDestroy() implements StaticEffect {
    }

    /**
     * "Prevent all [combat] damage that would be dealt to [and dealt by] [affected]" and "If a source
     * [an opponent controls] would deal damage to you, prevent N of that damage" (615.1a): applies to
     * each damage event; {@code amount} -1 prevents all. {@code to} null with {@code toController}
     * false means any recipient; {@code by} / {@code bySources} null mean any source; with
     * {@code toAndBy} it prevents damage dealt to {@code to} and damage dealt by it.
     */
    record PreventDamage(int amount, boolean combatOnly, Affected to, boolean toController, Affected by,
                         ObjectFilter bySources, boolean toAndBy, boolean noncombatOnly) implements StaticEffect {
        /** Any damage, or combat damage only ({@code noncombatOnly}: "noncombat damage", 120.2b). */
        public PreventDamage(int amount, boolean combatOnly, Affected to, boolean toController, Affected by,
                             ObjectFilter bySources, boolean toAndBy) {
            this(amount, combatOnly, to, toController, by, bySources, toAndBy, false);
        }
    }

    /**
     * "[As long as ~ is untapped,] all damage that would be dealt to you [by unblocked creatures] is dealt to
     * [enchanted creature | ~] instead." (614.9, 611.3b): a redirection of each damage event to this ability's
     * controller; {@code combatOnly} for combat damage; {@code by} the sources it watches (null: any).
     */
    record RedirectDamage(Affected to, boolean combatOnly, Affected by, Condition condition) implements StaticEffect {
        /** Any source, always. */
        public RedirectDamage(Affected to, boolean combatOnly) {
            this(to, combatOnly, null, new Condition.Always());
        }
    }

    /**
     * "For each 1 damage that would be dealt to ~, if it has a +1/+1 counter on it, remove a +1/+1 counter from it
     * and prevent that 1 damage." (615.1a, 122.8): damage to the source is prevented up to the number of
     * {@code kind} counters on it, one counter removed for each 1 damage prevented.
     */
    record PreventByRemovingCounters(String kind) implements StaticEffect {
    }

    /**
     * "If [noncombat] damage would be dealt to ~ [while it has a KIND counter on it], prevent that damage." followed by
     * "Remove a KIND counter from ~." / "and remove that many KIND counters from it" / "Put a KIND counter on ~ for each
     * 1 damage prevented this way." (615.1a, 615.5, 122.1): all damage to the source is prevented, then one counter
     * ({@code thatMany}: one per damage) is removed from it ({@code put}: put on it).
     */
    record PreventDamageToSelfChangingCounters(String kind, boolean put, boolean thatMany, boolean noncombatOnly,
                                               boolean whileHasCounter) implements StaticEffect {
    }

    /**
     * "If one or more [kind] counters would be put on [a filter permanent], that many plus one [minus one] ... are put on
     * it instead" (614.1a, 122.6): {@code delta} more (or fewer) counters of each kind ({@code kind} null: any kind) put on
     * such a permanent.
     */
    record ModifyCountersPut(ObjectFilter filter, String kind, int delta) implements StaticEffect {
    }

    /**
     * "If a source [you control] would deal damage to a permanent or player, it deals double / triple
     * that damage [plus N] to that permanent or player instead." and "If ~ would deal combat damage
     * to a player, it deals double that damage to that player instead." (614.1a): the amount becomes
     * amount x {@code factor} + {@code plus} (never below 0). {@code by} / {@code bySources} null mean
     * any source; {@code toPlayers} / {@code toOpponents}: only damage to a player / an opponent.
     */
    record ModifyDamage(int factor, int plus, Affected by, ObjectFilter bySources, boolean combatOnly, boolean toPlayers,
                        boolean toOpponents, boolean toYou, boolean toSelf, Condition condition) implements StaticEffect {
        /** Always (611.3b: a condition is "As long as you have no cards in hand, ..."). */
        public ModifyDamage(int factor, int plus, Affected by, ObjectFilter bySources, boolean combatOnly, boolean toPlayers,
                            boolean toOpponents, boolean toYou, boolean toSelf) {
            this(factor, plus, by, bySources, combatOnly, toPlayers, toOpponents, toYou, toSelf, new Condition.Always());
        }

        /**
         * Not only damage to its controller ({@code toYou}: "If a source would deal damage to you, it deals double ...") or
         * to itself ({@code toSelf}: "... damage to ~, it deals double that damage to ~ instead").
         */
        public ModifyDamage(int factor, int plus, Affected by, ObjectFilter bySources, boolean combatOnly, boolean toPlayers,
                            boolean toOpponents) {
            this(factor, plus, by, bySources, combatOnly, toPlayers, toOpponents, false, false);
        }
    }

    /**
     * "If you would gain life, you gain twice that much life / that much life plus N instead." (614.1a):
     * life its controller would gain becomes amount x {@code factor} + {@code plus}.
     */
    record ModifyLifeGain(int factor, int plus) implements StaticEffect {
    }

    /**
     * "[If condition,] damage that would reduce your life total to less than 1 reduces it to 1 instead." (614.1a): the
     * damage is still dealt in full (lifelink, "that much"); only the controller's life total stops at 1.
     */
    record DamageLifeFloor(Condition condition) implements StaticEffect {
    }

    /** "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its owner's library instead." */
    record ShuffleIntoLibraryInsteadOfGraveyard() implements StaticEffect {
    }

    /**
     * "If you would lose the game, instead shuffle your hand, your graveyard, and all permanents you
     * own into your library, then draw seven cards and your life total becomes 20." (Lich's Mirror, 614.1a, 104.3)
     */
    record RestartInsteadOfLosing() implements StaticEffect {
    }

    /**
     * "If you would lose the game, instead [effect]." (614.1a, 104.3): the effect happens for its controller in place of
     * the loss (The Golden Throne: "instead exile ~ and your life total becomes 1").
     */
    record EffectInsteadOfLosing(Effect instead) implements StaticEffect {
    }

    /**
     * "If a spell or ability an opponent controls causes you to discard ~, put it onto the battlefield instead of putting
     * it into your graveyard." (614.1a, 701.8a): read from the hand the card is discarded from.
     */
    record EntersIfDiscardedByOpponent() implements StaticEffect {
    }

    /** "[affected] can't have -1/-1 counters put on them." (Melira) */
    record CantHaveMinusCounters(Affected affected) implements StaticEffect {
    }

    /**
     * "~ can't have counters put on it." / "[affected] can't have +1/+1 counters put on them." (122.6, 614.1a): no counter
     * of {@code kind} (null: of any kind) is put on an affected permanent, entering with them included.
     */
    record CantHaveCounters(Affected affected, String kind) implements StaticEffect {
    }

    /**
     * "If [~ | a noun] would die / be put into [a | your | an opponent's] graveyard [from anywhere], [exile it | return it
     * to its owner's hand | put it on top of / on the bottom of its owner's library] instead." (614.1a, 614.6, 700.4): a
     * permanent ({@code cards} false: only from the battlefield) or a card from any zone ({@code cards}: tokens and
     * copies are no cards) that {@code filter} matches ({@code self}: only the source itself; the filter is then any),
     * going to a graveyard whose owner is {@code graveyardOf} as seen from the source's controller, goes to
     * {@code instead}.
     */
    record GraveyardInstead(ObjectFilter filter, boolean self, boolean cards, Relation graveyardOf, Destination instead)
            implements StaticEffect {
        /** Where the object goes instead of the graveyard. */
        public enum Destination { EXILE, HAND, LIBRARY_TOP, LIBRARY_BOTTOM }
    }

    /**
     * "If an effect would create one or more [creature] tokens under your control, it creates twice that many of those
     * tokens instead." / "If one or more tokens would be created [under your control], twice that many of those tokens are
     * created instead." (614.1a, 111.2): each creation of tokens of {@code type} (null: any) under this ability's
     * controller ({@code yours} false: under any player's control) makes {@code factor} times as many.
     */
    record MultiplyTokensCreated(int factor, dev.arbiter.engine.characteristic.CardType type, boolean yours) implements StaticEffect {
    }

    /**
     * "If [noncombat] damage would be dealt to [recipients], prevent that damage. [Then]" / "If [sources] would deal damage
     * to [recipients], prevent that damage and [then]" (615.1a, 615.5): {@code prevent} as a static prevention, and after
     * each damage event it prevents, {@code then} happens at once for this ability's controller, X being the damage it
     * prevented ("the damage prevented this way", "that many") and "that creature" / "that player" the damaged one.
     */
    record PreventDamageThen(PreventDamage prevent, Effect then) implements StaticEffect {
    }

    /**
     * "If [a noun] would enter the battlefield and it wasn't cast, exile it instead." (614.1a, 614.12, 601.2): an object
     * that {@code filter} matches, as it would exist on the battlefield, put onto it other than as a resolving spell (a
     * card put there by an effect, a token created) is exiled instead; {@code what} is the noun as written.
     */
    record ExileInsteadOfEnteringUncast(ObjectFilter filter, String what) implements StaticEffect {
    }

    /**
     * "If you would create one or more Treasure tokens, instead create those tokens plus an additional Treasure token."
     * (614.1a, 111.2): each creation of tokens with subtype {@code subtype} under this ability's controller ({@code yours}
     * false: under any player's control) makes {@code plus} more of them.
     */
    record AddTokensCreated(String subtype, int plus, boolean yours) implements StaticEffect {
    }

    /**
     * "As long as ~ is untapped, if a creature would deal combat damage to you, prevent 1 of that damage." (611.3b,
     * 615.1a): {@code prevent} applies only while {@code condition} holds for this ability's source.
     */
    record PreventDamageWhile(PreventDamage prevent, Condition condition) implements StaticEffect {
    }
}
