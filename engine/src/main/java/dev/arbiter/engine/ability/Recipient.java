package dev.arbiter.engine.ability;

/** What damage is dealt to: a chosen target (object or player) or a player by reference. */
public sealed interface Recipient {
    record Target(int index) implements Recipient {
    }

    record Player(Who who) implements Recipient {
    }

    record Object(Subject subject) implements Recipient {
    }
}
