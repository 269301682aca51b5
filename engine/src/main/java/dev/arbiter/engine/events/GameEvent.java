package dev.arbiter.engine.events;

import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.timing.Step;

import java.util.List;

/** Something that happened in the game; triggered abilities watch these (603.2). */
public sealed interface GameEvent {
    /** An object moved between zones; {@code before} is the object as it last existed (603.10a). */
    record ZoneChange(GameObject before, GameObject after, Zone from, Zone to) implements GameEvent {
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

    /** A spell became cast (601.2i). */
    record SpellCast(int player, int spell) implements GameEvent {
    }

    /** A permanent became tapped. */
    record BecameTapped(int permanent) implements GameEvent {
    }
}
