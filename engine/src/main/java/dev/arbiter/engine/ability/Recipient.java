package dev.arbiter.engine.ability;

/** What damage is dealt to: a chosen target (object or player) or a player by reference. */
public sealed interface Recipient {
    record Target(int index) implements Recipient {
    }

    record Player(Who who) implements Recipient {
    }

    record Object(Subject subject) implements Recipient {
    }

    /**
     * "the player or planeswalker [it's | that creature is] attacking" (506.4, 508.1b): what {@code attacker}'s object
     * attacks as the effect resolves; nothing if it is no longer an attacking creature.
     */
    record Attacked(Subject attacker) implements Recipient {
    }
}
