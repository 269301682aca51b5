package dev.arbiter.engine.decision;

import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.state.Target;

import java.util.List;

/**
 * What the engine needs from a player before it can continue (DESIGN.md principle 2): who
 * decides, what kind of choice, and the legal options or the data to validate against.
 */
public sealed interface Decision {
    int player();

    String prompt();

    /** Priority (117): cast, activate, play a land, or pass. {@code actions} lists every legal start. */
    record Priority(int player, List<Choice> actions) implements Decision {
        public Priority {
            if (!(actions instanceof LazyChoices)) actions = List.copyOf(actions); // a lazy listing is made when read
        }

        public String prompt() { return "You have priority"; }

        /**
         * The actions without those that activate mana abilities (605.3a: activated while paying, or on their own), in
         * the listing's order; when the listing offers no such list, the whole listing (the caller filters it).
         */
        public List<Choice> withoutManaAbilities() {
            List<Choice> w = actions instanceof LazyChoices lazy ? lazy.withoutManaAbilities() : null;
            return w != null ? w : actions;
        }
    }

    /**
     * Choose targets for one target requirement (601.2c): {@code min}..{@code max} distinct candidates.
     * {@code source}: the spell or ability's source object (-1 if unknown), for explaining an illegal target.
     */
    record Targets(int player, String prompt, TargetSpec spec, List<Target> candidates, int min, int max, int source)
            implements Decision {
        public Targets {
            candidates = List.copyOf(candidates);
        }

        public Targets(int player, String prompt, TargetSpec spec, List<Target> candidates, int min, int max) {
            this(player, prompt, spec, candidates, min, max, -1);
        }
    }

    /** Choose a number in [min, max] (X, 107.3; loop counts, 421). */
    record Number(int player, String prompt, int min, int max) implements Decision {
    }

    /** Choose one of several labelled options. */
    record Option(int player, String prompt, List<String> options) implements Decision {
        public Option {
            options = List.copyOf(options);
        }
    }

    /** Choose {@code min}..{@code max} objects among {@code candidates}. */
    record Objects(int player, String prompt, List<Integer> candidates, int min, int max) implements Decision {
        public Objects {
            candidates = List.copyOf(candidates);
        }
    }

    /** Declare attackers (508.1): each candidate with the players/planeswalkers it could attack. */
    record Attackers(int player, List<AttackCandidate> candidates) implements Decision {
        public Attackers {
            candidates = List.copyOf(candidates);
        }

        public String prompt() { return "Declare attackers"; }
    }

    record AttackCandidate(int creature, List<Target> defenders) {
        public AttackCandidate {
            defenders = List.copyOf(defenders);
        }
    }

    /** Declare blockers (509.1): each candidate with the attackers it could block and how many at once. */
    record Blockers(int player, List<BlockCandidate> candidates) implements Decision {
        public Blockers {
            candidates = List.copyOf(candidates);
        }

        public String prompt() { return "Declare blockers"; }
    }

    record BlockCandidate(int creature, List<Integer> attackers, int maxAttackers) {
        public BlockCandidate {
            attackers = List.copyOf(attackers);
        }
    }

    /**
     * Divide one creature's combat damage (510.1c-d, seed 502.9): {@code amount} among
     * {@code recipients} (blockers in order, then the defending player or planeswalker when
     * {@code trample}). {@code lethal} gives each blocker's lethal damage (702.19b: counting
     * damage already marked and assigned this step).
     */
    record DamageAssignment(int player, int source, int amount, List<Target> recipients, List<Integer> lethal,
                            boolean trample) implements Decision {
        public DamageAssignment {
            recipients = List.copyOf(recipients);
            lethal = List.copyOf(lethal);
        }

        public String prompt() { return "Assign combat damage"; }
    }
}
