package dev.arbiter.engine.state;

/**
 * Layer-0 records of last known information (608.2h): what an object was as it left the battlefield or was
 * sacrificed, kept for the abilities and spells that still refer to it.
 * The records are named {@code Modification.X} everywhere (this interface is one of those {@link Modification}
 * extends); a new one goes into its file and into {@code Modification}'s {@code permits} list.
 */
public interface LastKnownRecords {

    /**
     * Not a layer effect: last known information (608.2h) of a permanent sacrificed to pay the cost of
     * the affected spell, or of the ability on the stack numbered {@code abilityStackId} (when >= 0):
     * its power, toughness and mana value as it last existed on the battlefield.
     */
    record SacrificedAsCost(int abilityStackId, int power, int toughness, int manaValue) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /**
     * Not a layer effect: the counters the affected object had as it left the battlefield while an
     * ability of it was on the stack or waiting to be put there: its last known information (608.2h).
     */
    record LastKnownCounters(Counters counters) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /**
     * Not a layer effect: the power, toughness and mana value the affected object had as it left the
     * battlefield while an ability of it was on the stack or waiting to be put there: its last known
     * information (608.2h).
     */
    record LastKnownStats(int power, int toughness, int manaValue) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /**
     * Not a layer effect: the copiable values (707.2) the affected permanent had as it left the battlefield, when they
     * differ from the card it became (it was a copy, 707.9): its last known information for an effect that copies it
     * afterwards ("create a token that's a copy of that creature", 608.2h).
     */
    record LastKnownCopiable(dev.arbiter.engine.card.CardDefinition copiable) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }

    /**
     * Not a layer effect: the permanent (as the object it was, 400.7) the affected Aura, Equipment or Fortification was
     * attached to as it left the battlefield while one of its abilities waited to be put on the stack or was on it:
     * "enchanted creature", "equipped creature", "it" after "Whenever equipped creature ..." read as it last existed
     * (608.2h, 603.10a).
     */
    record LastKnownHost(Target.Object host) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }
}
