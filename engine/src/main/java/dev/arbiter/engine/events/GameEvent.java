package dev.arbiter.engine.events;

import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.timing.Step;

import io.vavr.collection.Vector;

import dev.arbiter.engine.card.Characteristics;

import java.util.List;

/** Something that happened in the game; triggered abilities watch these (603.2). */
public sealed interface GameEvent {
    /**
     * An object moved between zones; {@code before} is the object as it last existed (603.10a),
     * {@code attached} the permanents that were attached to it as it left the battlefield and {@code lastKnown} its
     * characteristics then, with every layer applied (null when it wasn't on the battlefield); {@code spellX} the X
     * chosen for the spell that became this permanent as it resolved (107.3m), 0 when it wasn't a spell with X (107.3i).
     */
    record ZoneChange(GameObject before, GameObject after, Zone from, Zone to, List<Integer> attached,
                      Characteristics lastKnown, int spellX) implements GameEvent {
        public ZoneChange {
            attached = List.copyOf(attached);
        }

        public ZoneChange(GameObject before, GameObject after, Zone from, Zone to, List<Integer> attached,
                          Characteristics lastKnown) {
            this(before, after, from, to, attached, lastKnown, 0);
        }

        public ZoneChange(GameObject before, GameObject after, Zone from, Zone to) {
            this(before, after, from, to, List.of(), null);
        }

        /**
         * 603.10a: the object's characteristics as it last existed: on the battlefield, as the layers made them (a
         * land animated into a creature died as a creature, an ability an Aura granted it triggers as it leaves);
         * elsewhere, its card's.
         */
        public Characteristics asItLastExisted() {
            return lastKnown != null ? lastKnown : before.card().baseCharacteristics();
        }
    }

    /** A step began (603.2: "at the beginning of"). */
    record StepBegan(Step step, int activePlayer) implements GameEvent {
    }

    /** A player drew a card (seed 423.1). */
    record CardDrawn(int player, int card) implements GameEvent {
    }

    /** Damage was dealt (120). */
    record DamageDealt(int source, Target recipient, int amount, boolean combat) implements GameEvent {
    }

    /** A player gained life (119.3). */
    record LifeGained(int player, int amount) implements GameEvent {
    }

    /** Creatures were declared as attackers (508.1). */
    record AttackersDeclared(List<Integer> attackers) implements GameEvent {
    }

    /** A defending player declared blockers: each pair is (blocker, attacker) (509.1). */
    record BlockersDeclared(List<int[]> blocks) implements GameEvent {
    }

    /** Every defending player has declared blockers (509.1 complete): "isn't blocked" is known. */
    record BlockersComplete() implements GameEvent {
    }

    /** A copy of a spell was put on the stack (707.10); it was not cast. */
    record SpellCopied(int player, int copy) implements GameEvent {
    }

    /** A player played a land (305.1), the special action, not a land put onto the battlefield. */
    record LandPlayed(int player, int land) implements GameEvent {
    }

    /** A player lost life (119.3): from damage, a loss, or life paid (119.4); {@code amount} is how much. */
    record LifeLost(int player, int amount) implements GameEvent {
    }

    /** A spell became cast (601.2i); {@code from} is the zone it was cast from (601.2a), null when not known. */
    record SpellCast(int player, int spell, dev.arbiter.engine.state.Zone from) implements GameEvent {
        /** Without the zone it was cast from. */
        public SpellCast(int player, int spell) {
            this(player, spell, null);
        }
    }

    /**
     * {@code amount} counters of {@code kind} were put on the permanent (122.6): by an effect, a cost, or given to it as it
     * entered the battlefield. {@code player} put them (122.6a, 120.3d), or -1 when not known.
     */
    record CountersPut(int permanent, String kind, int amount, int player) implements GameEvent {
        /** Counters put by a player not known (-1). */
        public CountersPut(int permanent, String kind, int amount) {
            this(permanent, kind, amount, -1);
        }
    }

    /**
     * The permanent {@code source} exploited a creature (702.110b): its controller sacrificed one as its exploit ability
     * resolved. {@code before} / {@code was} are the source and its characteristics just before the sacrifice, for a source
     * that sacrificed itself (603.10a).
     */
    record Exploited(GameObject before, dev.arbiter.engine.card.Characteristics was) implements GameEvent {
    }

    /**
     * A permanent became monstrous (701.37b); {@code amount} is the N of its "monstrosity N", which its "when ~ becomes
     * monstrous" abilities read as X (701.37c).
     */
    record BecameMonstrous(int permanent, int amount) implements GameEvent {
    }

    /** A face-down permanent was turned face up (702.37e, 708.8). */
    record TurnedFaceUp(int permanent) implements GameEvent {
    }

    /** A player tapped a permanent for mana: a mana ability with {T} in its cost was activated (605.1b). */
    record TappedForMana(int permanent, int player) implements GameEvent {
    }

    /**
     * Objects became the targets of a spell or ability as it was cast, activated or put on the stack (601.2c, 603.3d);
     * {@code controller} controls that spell or ability ({@code spell}: a spell, not an ability); {@code item} names it
     * on the stack ({@code StackItem.refOf}, -1 unknown).
     */
    record BecameTargets(Vector<Vector<Target>> targets, int controller, boolean spell, int item) implements GameEvent {
        /** Targets of a spell or ability whose controller and kind the triggers don't need. */
        public BecameTargets(Vector<Vector<Target>> targets) {
            this(targets, -1, false, -1);
        }
    }

    /** A permanent became tapped. */
    record BecameTapped(int permanent) implements GameEvent {
    }

    /** A player exerted a permanent (701.39a); {@code asItAttacks}: as an optional cost to attack (701.39d). */
    record Exerted(int permanent, int player, boolean asItAttacks) implements GameEvent {
    }

    /** A permanent became untapped (701.26b, 502.3). */
    record BecameUntapped(int permanent) implements GameEvent {
    }

    /**
     * A player sacrificed a permanent (701.17a): {@code before} and {@code was} are the permanent and its
     * characteristics as it last existed on the battlefield (603.10a), {@code card} the object it became.
     */
    record Sacrificed(GameObject before, dev.arbiter.engine.card.Characteristics was, int card) implements GameEvent {
    }

    /** A player scried ({@code surveil} false, 701.18) or surveilled (701.25) one or more cards. */
    record Scried(int player, boolean surveil) implements GameEvent {
    }

    /** A player searched their own library (701.19). */
    record LibrarySearched(int player) implements GameEvent {
    }

    /** Combat damage of one step dealt to players (510.2): {source, player} for each source that dealt a player damage. */
    record CombatDamageToPlayers(List<int[]> dealt) implements GameEvent {
    }

    /** A player cycled a card (702.29a): discarded it to pay a cycling cost; {@code card} is the object it became. */
    record Cycled(int player, int card) implements GameEvent {
    }

    /**
     * A player activated an ability that isn't a mana ability (602.2i: its costs are paid and it is on the stack):
     * {@code before} and {@code was} are its source and the source's characteristics as the activation began (a cost may
     * have moved it since), {@code loyalty} whether it is a loyalty ability (606.3).
     */
    record AbilityActivated(int player, GameObject before, dev.arbiter.engine.card.Characteristics was, boolean loyalty)
            implements GameEvent {
    }

    /** {@code attachment} became attached to the permanent {@code host} (701.3a-b, 303.4f: entering attached included). */
    record Attached(int attachment, int host) implements GameEvent {
    }

    /**
     * {@code attachment}, as it was just before (603.10c), ceased to be attached to the permanent {@code host} while it
     * stays on the battlefield: attached to another object or unattached (701.3d, 704.5n).
     */
    record Unattached(GameObject attachment, int host) implements GameEvent {
    }

    /** {@code amount} counters of {@code kind} were removed from the permanent (122.8, 603.2). */
    record CountersRemoved(int permanent, String kind, int amount) implements GameEvent {
    }

    /** A combat damage step dealt damage (510.2): {@code recipients} each player or permanent dealt more than 0 damage. */
    record CombatDamageStep(List<Target> recipients) implements GameEvent {
    }

    /** A permanent explored (701.40b), {@code before} as it was when told to explore (701.40c), {@code was} its characteristics. */
    record Explored(GameObject before, dev.arbiter.engine.card.Characteristics was) implements GameEvent {
    }

    /** {@code player} flipped a coin and won ({@code won}) or lost the flip (705.2). */
    record CoinFlipped(int player, boolean won) implements GameEvent {
    }

    /** {@code player} clashed (701.23b) and won ({@code won}) or didn't (701.23d). */
    record Clashed(int player, boolean won) implements GameEvent {
    }

    /** {@code player} paid {@code amount} life (119.4), after the {@link LifeLost} of the same life. */
    record LifePaid(int player, int amount) implements GameEvent {
    }

    /** {@code player} rolled a die of {@code sides} sides with the natural result {@code result} (706.2). */
    record DieRolled(int player, int sides, int result) implements GameEvent {
    }
}
