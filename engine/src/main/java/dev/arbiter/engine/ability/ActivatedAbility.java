package dev.arbiter.engine.ability;

import java.util.List;

/**
 * "[Cost]: [Effect.]" (602). A mana ability (605.1a) has no target, could add mana and isn't a
 * loyalty ability; it resolves immediately without the stack.
 */
public record ActivatedAbility(Cost cost, List<TargetSpec> targets, Effect effect, boolean manaAbility,
                               Timing timing, String text, int perTurn, Condition onlyIf) implements Ability {
    public ActivatedAbility {
        targets = List.copyOf(targets);
        if (onlyIf == null) onlyIf = new Condition.Always();
    }

    /** An ability activated at most {@code perTurn} times each turn (0: no limit), with no "Activate only if". */
    public ActivatedAbility(Cost cost, List<TargetSpec> targets, Effect effect, boolean manaAbility, Timing timing,
                            String text, int perTurn) {
        this(cost, targets, effect, manaAbility, timing, text, perTurn, new Condition.Always());
    }

    /** An ability with no limit on how often it may be activated each turn. */
    public ActivatedAbility(Cost cost, List<TargetSpec> targets, Effect effect, boolean manaAbility, Timing timing,
                            String text) {
        this(cost, targets, effect, manaAbility, timing, text, 0);
    }

    /** This ability activated at most {@code n} times each turn (602.5b: "Activate only once each turn"); 0 = no limit. */
    public ActivatedAbility limitedTo(int n) {
        return new ActivatedAbility(cost, targets, effect, manaAbility, timing, text, n, onlyIf);
    }

    /** This ability activated only while {@code c} holds (602.5b: "Activate only if ..."). */
    public ActivatedAbility onlyIf(Condition c) {
        return new ActivatedAbility(cost, targets, effect, manaAbility, timing, text, perTurn, c);
    }

    /** When the ability may be activated (602.5). */
    public enum Timing {
        /** Any time its controller has priority. */
        INSTANT,
        /** Only as a sorcery (307.1): main phase, own turn, empty stack. */
        SORCERY,
        /** "Activate only during your upkeep." */
        YOUR_UPKEEP,
        /** "Activate only during your turn." (602.5d) */
        YOUR_TURN,
        /** "Activate only during your turn, before attackers are declared." (602.5d, 508.1) */
        YOUR_TURN_BEFORE_ATTACKERS,
        /** "Activate only during an opponent's turn, before attackers are declared." (602.5d, 508.1) */
        OPPONENT_TURN_BEFORE_ATTACKERS,
        /** "Activate only before attackers are declared." (602.5d, 508.1): any player's turn */
        BEFORE_ATTACKERS,
        /** "Activate only during combat." (602.5d, 506.1) */
        COMBAT,
        /** "Activate only during an opponent's upkeep." (602.5d, 503) */
        OPPONENT_UPKEEP,
        /** "Activate only during the declare blockers step." (602.5d, 509) */
        DECLARE_BLOCKERS_STEP,
        /** "Activate only during combat after blockers are declared." (602.5d, 509-511): the steps after blockers are declared. */
        COMBAT_AFTER_BLOCKERS,
        /** "Activate only during the end of combat step." (602.5d, 511) */
        END_OF_COMBAT_STEP,
        /**
         * "Only your opponents may activate this ability." (602.5): any time an opponent of the
         * source's controller has priority; that opponent controls the ability (113.8).
         */
        OPPONENTS_ONLY,
        /**
         * "Only ~'s owner may activate this ability." (602.5): any time the source's owner has priority, whoever
         * controls it; the owner controls the ability (113.8).
         */
        OWNER_ONLY,
        /**
         * "Any player may activate this ability." (602.5): any time any player in the game has priority; that
         * player controls the ability (113.8).
         */
        ANY_PLAYER,
        /** "Any player may activate this ability but only as a sorcery." (602.5, 307.1): with that player's sorcery timing. */
        ANY_PLAYER_SORCERY,
        /** "Any player may activate this ability but only during any upkeep step." (602.5, 503) */
        ANY_PLAYER_ANY_UPKEEP,
        /** "Any player may activate this ability but only during their draw step." (602.5, 504): the activator's own. */
        ANY_PLAYER_OWN_DRAW_STEP,
        /**
         * Activated from its owner's hand at instant speed (113.6b: it functions only there), as
         * cycling is (702.29a); "Discard this card" is then part of its cost.
         */
        FROM_HAND,
        /**
         * Activated from its owner's graveyard at instant speed: its effect moves the card out of the
         * graveyard ("Return ~ from your graveyard to your hand"), so it functions only there (113.6m).
         */
        FROM_GRAVEYARD,
        /** As {@link #FROM_GRAVEYARD}, "Activate only as a sorcery." (113.6m, 307.1) */
        FROM_GRAVEYARD_SORCERY,
        /** As {@link #FROM_GRAVEYARD}, "Activate only during your upkeep." (113.6m, 602.5d) */
        FROM_GRAVEYARD_YOUR_UPKEEP,
        /** As {@link #FROM_GRAVEYARD}, "Activate only during your turn." (113.6m, 602.5d) */
        FROM_GRAVEYARD_YOUR_TURN,
        /** As {@link #FROM_HAND}, "Activate only as a sorcery." (113.6b, 307.1): transmute (702.53a). */
        FROM_HAND_SORCERY,
        /** As {@link #FROM_HAND}, "Activate only during your upkeep and only once each turn." (113.6b): forecast (702.57b). */
        FROM_HAND_YOUR_UPKEEP;

        /** Whether the ability is activated from its owner's hand (113.6b), with or without a time restriction. */
        public boolean fromHand() {
            return this == FROM_HAND || this == FROM_HAND_SORCERY || this == FROM_HAND_YOUR_UPKEEP;
        }

        /** Whether the ability is activated from its owner's graveyard (113.6m), with or without a time restriction. */
        public boolean fromGraveyard() {
            return this == FROM_GRAVEYARD || this == FROM_GRAVEYARD_SORCERY || this == FROM_GRAVEYARD_YOUR_UPKEEP
                    || this == FROM_GRAVEYARD_YOUR_TURN;
        }

        /** The graveyard timing with {@code restriction} (SORCERY, YOUR_UPKEEP, YOUR_TURN or INSTANT), or null. */
        public static Timing fromGraveyard(Timing restriction) {
            return switch (restriction) {
                case INSTANT -> FROM_GRAVEYARD;
                case SORCERY -> FROM_GRAVEYARD_SORCERY;
                case YOUR_UPKEEP -> FROM_GRAVEYARD_YOUR_UPKEEP;
                case YOUR_TURN -> FROM_GRAVEYARD_YOUR_TURN;
                default -> null;
            };
        }
    }
}
