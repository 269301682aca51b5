package dev.arbiter.engine.decision;

import dev.arbiter.engine.state.Target;

import java.util.List;

/** A player's answer to a {@link Decision}. Values only; the engine validates them. */
public sealed interface Choice {
    /** Pass priority (117.3d). */
    record Pass() implements Choice {
        /** One value for every listing's Pass (a record without parts: every Pass is equal to it). */
        public static final Pass PASS = new Pass();

        @Override public String toString() { return "pass"; }
    }

    /** Play a land (305.1), a special action. */
    record PlayLand(int card) implements Choice {
    }

    /**
     * Cast a spell (601). {@code payWith} names the mana sources to tap; empty means automatic
     * payment from the pool and untapped sources.
     */
    record CastSpell(int card, List<Integer> payWith) implements Choice {
        public CastSpell {
            payWith = List.copyOf(payWith);
        }

        public CastSpell(int card) {
            this(card, List.of());
        }
    }

    /** Activate the {@code index}-th activated ability (0-based) of {@code source} (602, 605). */
    record ActivateAbility(int source, int index, List<Integer> payWith) implements Choice {
        public ActivateAbility {
            payWith = List.copyOf(payWith);
        }

        public ActivateAbility(int source, int index) {
            this(source, index, List.of());
        }
    }

    /** Turn a face-down permanent face up by paying its morph cost (702.37e), a special action (116.2b). */
    record TurnFaceUp(int permanent, List<Integer> payWith) implements Choice {
        public TurnFaceUp {
            payWith = List.copyOf(payWith);
        }

        public TurnFaceUp(int permanent) {
            this(permanent, List.of());
        }
    }

    /** The targets for one use of "target" (601.2c). */
    record ChooseTargets(List<Target> targets) implements Choice {
        public ChooseTargets {
            targets = List.copyOf(targets);
        }
    }

    /** A number: X (107.3), a loop count (421), ... */
    record ChooseNumber(int value) implements Choice {
    }

    /** One of a list of labelled options (0-based). */
    record ChooseOption(int index) implements Choice {
    }

    /** Some objects, in order where order matters (discard, bottom of library, ...). */
    record ChooseObjects(List<Integer> ids) implements Choice {
        public ChooseObjects {
            ids = List.copyOf(ids);
        }
    }

    /** The whole declaration of attackers (508.1). */
    record DeclareAttackers(List<Attack> attacks) implements Choice {
        public DeclareAttackers {
            attacks = List.copyOf(attacks);
        }
    }

    record Attack(int attacker, Target defender) {
    }

    /** The whole declaration of blockers (509.1). */
    record DeclareBlockers(List<Block> blocks) implements Choice {
        public DeclareBlockers {
            blocks = List.copyOf(blocks);
        }
    }

    record Block(int blocker, int attacker) {
    }

    /** One creature's combat damage assignment (510.1). */
    record AssignDamage(List<DamageShare> shares) implements Choice {
        public AssignDamage {
            shares = List.copyOf(shares);
        }
    }

    record DamageShare(Target recipient, int amount) {
    }

    /** Reverse the action in progress (seed 422.1): back to the state before it began. */
    record Cancel() implements Choice {
        @Override public String toString() { return "cancel"; }
    }

    /** Exile a card with suspend from the hand, paying its suspend cost (702.62a), a special action (116.2f). */
    record Suspend(int card, List<Integer> payWith) implements Choice {
        public Suspend {
            payWith = List.copyOf(payWith);
        }

        public Suspend(int card) {
            this(card, List.of());
        }
    }

    /** Exile a card with foretell from the hand face down, paying {2} (702.143a), a special action (116.2h). */
    record Foretell(int card, List<Integer> payWith) implements Choice {
        public Foretell {
            payWith = List.copyOf(payWith);
        }

        public Foretell(int card) {
            this(card, List.of());
        }
    }
}
