package dev.arbiter.scenario.parse;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/** One line of an {@code actions:} block. */
public sealed interface Action {

    Pos pos();

    /** An action taken by a named player (the runner passes priority until that player can take it). */
    sealed interface PlayerAction extends Action {
        String player();
    }

    /**
     * {@code PLAYER plays LAND [choosing ANSWER]}; {@code choosing} answers a choice made as the land
     * enters ("As ~ enters, you may pay 2 life", 614.12).
     */
    record PlayLand(String player, ObjRef card, Pos pos, Optional<String> choosing) implements PlayerAction {
        /** Without {@code choosing}. */
        public PlayLand(String player, ObjRef card, Pos pos) {
            this(player, card, pos, Optional.empty());
        }
    }

    /** {@code PLAYER casts CARD [targeting T, T] [paying X=N] [choosing MODE] [paying with CARD, CARD]}. */
    record Cast(String player, ObjRef card, List<ObjRef> targets, OptionalInt x, Optional<String> mode,
                List<ObjRef> payingWith, Pos pos) implements PlayerAction {
        public Cast {
            targets = List.copyOf(targets);
            payingWith = List.copyOf(payingWith);
        }
    }

    /**
     * {@code PLAYER activates CARD[:N] [targeting T, T] [paying X=N] [choosing [MODE-NUMBER,] CARD, CARD] [paying with CARD, CARD]};
     * N is 1-based; {@code choosing} names the objects a cost asks for (extension: "Sacrifice a creature");
     * {@code x} the X of an {X} in the cost (107.3).
     */
    record Activate(String player, ObjRef card, int abilityIndex, List<ObjRef> targets,
                    List<ObjRef> payingWith, Optional<String> choosing, Pos pos, OptionalInt x) implements PlayerAction {
        public Activate {
            targets = List.copyOf(targets);
            payingWith = List.copyOf(payingWith);
        }

        /** Without X. */
        public Activate(String player, ObjRef card, int abilityIndex, List<ObjRef> targets, List<ObjRef> payingWith,
                        Optional<String> choosing, Pos pos) {
            this(player, card, abilityIndex, targets, payingWith, choosing, pos, OptionalInt.empty());
        }

        /** Without {@code choosing}. */
        public Activate(String player, ObjRef card, int abilityIndex, List<ObjRef> targets, List<ObjRef> payingWith,
                        Pos pos) {
            this(player, card, abilityIndex, targets, payingWith, Optional.empty(), pos);
        }
    }

    /**
     * {@code PLAYER turns CARD face up [targeting T, T]}: the special action of 702.37e (116.2b), paying its morph
     * cost; the targets are those of the abilities that trigger as it turns face up.
     */
    record TurnFaceUp(String player, ObjRef card, List<ObjRef> targets, Pos pos) implements PlayerAction {
        public TurnFaceUp {
            targets = List.copyOf(targets);
        }
    }

    /** {@code PLAYER suspends CARD}: the special action of 702.62a (116.2f), paying its suspend cost. */
    record Suspend(String player, ObjRef card, Pos pos) implements PlayerAction {
    }

    /** {@code PLAYER foretells CARD}: the special action of 702.143a (116.2h), paying {2}. */
    record Foretell(String player, ObjRef card, Pos pos) implements PlayerAction {
    }

    /** {@code PLAYER attacks: ...}, the whole declaration; {@code attacks: nothing} has no entries. */
    record Attack(String player, List<AttackEntry> attackers, Pos pos) implements PlayerAction {
        public Attack {
            attackers = List.copyOf(attackers);
        }
    }

    /** {@code PLAYER blocks: B -> A, ...}, the whole declaration; {@code blocks: nothing} has no entries. */
    record Block(String player, List<BlockEntry> blocks, Pos pos) implements PlayerAction {
        public Block {
            blocks = List.copyOf(blocks);
        }
    }

    /**
     * {@code PLAYER assigns ATTACKER: TARGET N, ...}. Consecutive assign lines for the same step form
     * one assignment; they stay separate nodes here, in order, and the runner groups them.
     */
    record Assign(String player, ObjRef attacker, List<DamageShare> shares, Pos pos) implements PlayerAction {
        public Assign {
            shares = List.copyOf(shares);
        }
    }

    /** {@code PLAYER chooses: TEXT}: answers the next pending decision. */
    record Choose(String player, String text, Pos pos) implements PlayerAction {}

    /** {@code PLAYER orders triggers: CARD, CARD}. */
    record OrderTriggers(String player, List<ObjRef> order, Pos pos) implements PlayerAction {
        public OrderTriggers {
            order = List.copyOf(order);
        }
    }

    /** {@code pass}: every player passes priority once in turn. */
    record Pass(Pos pos) implements Action {}

    /** {@code advance to STEP [of turn N]}; STEP is canonical (see {@link Steps}). */
    record AdvanceTo(String step, OptionalInt turn, Pos pos) implements Action {}

    /** {@code illegal: ACTION} or {@code illegal RULE: ACTION}: the action must be rejected (citing RULE). */
    record Illegal(Optional<String> rule, PlayerAction action, Pos pos) implements Action {}
}
