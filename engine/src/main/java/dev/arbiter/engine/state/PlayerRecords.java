package dev.arbiter.engine.state;

/**
 * Layer-0 records about a player or the turn rather than an object (no layer applies them): extra turns and skipped
 * steps (500.7, 614.10), additional phases (500.8), permissions and restrictions to play (305.2, 601.2a, 601.3),
 * emblems (114.1), the monarch (724.1) and the city's blessing (702.131c).
 * The records are named {@code Modification.X} everywhere (this interface is one of those {@link Modification}
 * extends); a new one goes into its file and into {@code Modification}'s {@code permits} list.
 */
public interface PlayerRecords {

    /**
     * Not a layer effect: {@code player} takes an extra turn after this one (500.7); the most
     * recently created extra turn is taken first. It affects no object.
     */
    /**
     * Not a layer effect: the next time {@code player} would lose the game this turn, {@code instead} happens (614.1a);
     * used up when it applies. It affects no object.
     */
    record LossShield(int player, dev.arbiter.engine.ability.Effect instead) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    record ExtraTurn(int player) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /**
     * Not a layer effect: {@code player} skips their next step, phase or turn of the kind {@code what} (614.10); used
     * up when it is skipped. It affects no object.
     */
    record SkipNext(int player, dev.arbiter.engine.ability.PlayerEffects.Skippable what) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /**
     * Not a layer effect: "after this [main / combat] phase, there is an additional combat phase
     * [followed by an additional main phase]" (500.8), created during a phase of kind {@code after}
     * ("main" or "combat"); {@code phases} the kinds added, in order. Ends with the turn.
     */
    record AdditionalPhases(String after, java.util.List<String> phases) implements Modification {
        public AdditionalPhases {
            phases = java.util.List.copyOf(phases);
        }

        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /**
     * Not a layer effect: {@code player} may play the affected cards from exile (601.2a, 305.1): cast them, and play them
     * as lands when {@code lands}; until end of turn, or ({@code throughNextTurn}) until the end of that player's first
     * own turn after turn {@code createdTurn}. A card that leaves exile is a new object (400.7) and loses it.
     * {@code free}: cast without paying its mana cost (118.9, an alternative cost); {@code spells}: only spells it matches
     * may be cast (null: any).
     */
    record PlayFromExile(int player, boolean lands, boolean throughNextTurn, int createdTurn, boolean free,
                         dev.arbiter.engine.ability.ObjectFilter spells) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /**
     * Not a layer effect: object {@code object}, with {@code card}, is an emblem in the command zone (114.1); its abilities
     * work from there (114.4): its static abilities apply and its triggered abilities trigger as a permanent's do. Kept
     * for the rest of the game (an emblem never leaves the command zone).
     */
    record Emblem(int object, dev.arbiter.engine.card.CardDefinition card) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /** Not a layer effect: {@code player} is the monarch (724.1); at most one such effect exists (724.3). */
    record Monarch(int player) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /** Not a layer effect: {@code player} has the city's blessing (702.131c), for the rest of the game. */
    record CitysBlessing(int player) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /** Not a layer effect: {@code player} may play {@code extra} more lands this turn (305.2); until end of turn. */
    record AdditionalLandPlays(int player, int extra) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /** Not a layer effect: a permanent of {@code filter} that would die is exiled instead (614.1a); until end of turn. */
    record ExileDying(dev.arbiter.engine.ability.ObjectFilter filter) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /** Not a layer effect: damage can't be prevented (615.12, "Damage can't be prevented this turn."); until end of turn. */
    record DamageUnpreventable() implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /** Not a layer effect: {@code player} can't play lands (305.2: "Target player can't play lands this turn"); until end of turn. */
    record CantPlayLands(int player) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /** Not a layer effect: {@code player} can't gain life (119.7: "Players can't gain life this turn"); until end of turn. */
    record CantGainLife(int player) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /** Not a layer effect: {@code player} may cast spells that match {@code spells} as though they had flash (702.8a); until end of turn. */
    record FlashThisTurn(int player, dev.arbiter.engine.ability.ObjectFilter spells) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /**
     * Not a layer effect: {@code player} may cast spells that match {@code spells} from their hand without paying their
     * mana costs (118.9, an alternative cost); until end of turn.
     */
    record FreeFromHandThisTurn(int player, dev.arbiter.engine.ability.ObjectFilter spells) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /** Not a layer effect: {@code player} can't cast spells that match {@code spells} (601.3); until end of turn. */
    record CantCast(int player, dev.arbiter.engine.ability.ObjectFilter spells) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /**
     * Not a layer effect: the additional phases still to come this turn (500.8), then the step the
     * turn goes on with ({@code resume}, what would have followed the phase they were added after).
     */
    record PhaseQueue(java.util.List<String> phases, dev.arbiter.engine.timing.Step resume) implements Modification {
        public PhaseQueue {
            phases = java.util.List.copyOf(phases);
        }

        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /**
     * Not a layer effect: a delayed triggered ability (603.7a) waiting for the beginning of {@code step} of one extra turn
     * (500.7: "Take an extra turn after this one. At the beginning of that turn's end step, ..."): the extra turn whose
     * pending {@link ExtraTurn} record has timestamp {@code extraTurn}; {@code turn} is -1 until that turn begins, then its
     * number. It triggers once (603.7c), controlled by its creator (603.7d); never if that turn is skipped (614.10).
     */
    record ExtraTurnDelayedTrigger(long extraTurn, int player, int turn, dev.arbiter.engine.timing.Step step,
                                   dev.arbiter.engine.ability.Effect effect, String text) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }

        /** This record once its extra turn, numbered {@code number}, has begun. */
        public ExtraTurnDelayedTrigger begun(int number) {
            return new ExtraTurnDelayedTrigger(extraTurn, player, number, step, effect, text);
        }
    }

    /** Not a layer effect: an object of {@code filter} that would enter the battlefield without being cast is exiled instead (614.1a). */
    record ExileUncastEntering(dev.arbiter.engine.ability.ObjectFilter filter) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }
}
