package dev.arbiter.engine.ability;

/**
 * A permanent's status and counters changing: tapped and untapped (701.21), exerted (701.39), monstrous (701.37), turned face up (702.37), counters put and removed (122.6).
 * The records are named {@code Trigger.X} everywhere (this interface is one of those {@link Trigger} extends);
 * a new one goes into its area's file and into {@code Trigger}'s {@code permits} list.
 */
public interface StatusTriggers {

    /** "Whenever [host] becomes tapped" — for Fortifications and Auras ("fortified land"). */
    record HostBecomesTapped() implements Trigger {
    }

    /**
     * "Whenever [a filter permanent | enchanted permanent] becomes tapped" (603.2e): "that player" is
     * its controller and "it" the permanent.
     */
    record PermanentBecomesTapped(ObjectFilter filter) implements Trigger {
    }

    /**
     * "Whenever one or more [kind] counters are put on [~ | a filter permanent]" / "Whenever a [kind] counter is put on ..."
     * (122.6): {@code filter} null is the source itself, {@code kind} null any kind; {@code perCounter} ("a counter is
     * put") triggers once for each counter, otherwise once for each placement; "that many" is the number put, "it" the
     * permanent.
     */
    record CountersPut(ObjectFilter filter, String kind, boolean perCounter) implements Trigger {
    }

    /**
     * "Whenever [you | an opponent] put(s) one or more [kind] counters on [~ | a filter permanent]" (122.6, 603.2): once for
     * each placement by a player of {@code who} (relative to the source's controller): the controller of the resolving
     * spell or ability, the payer of a cost, the wither or infect source's controller (120.3d), a permanent's controller for
     * counters it entered with (122.6a); a placement whose player isn't known triggers nothing. {@code filter} null is
     * the source itself, {@code kind} null any kind; "that many" is the number put, "it" the permanent.
     */
    record CountersPutBy(Relation who, ObjectFilter filter, String kind) implements Trigger {
    }

    /**
     * A Saga's chapter ability "{rN} — [effect]" (714.2b): "When one or more lore counters are put onto this Saga, if the
     * number of lore counters on it was less than {@code chapter} and became at least {@code chapter}, [effect]".
     */
    record Chapter(int chapter) implements Trigger {
        /** The lore counter's kind (714.3). */
        public static final String LORE = "lore";
    }

    /** "Whenever ~ becomes tapped" (603.2e). */
    record SelfBecomesTapped() implements Trigger {
    }

    /**
     * "Whenever you tap ~ for mana" (106.12, 605.1b): a mana ability of ~ with {T} in its cost was activated; an ability
     * whose effect adds no mana waits for the stack like any trigger. "It" is ~.
     */
    record SelfTappedForMana() implements Trigger {
    }

    /** "Whenever you exert a creature" (701.39): as it attacks or to pay a cost; {@code who} exerted it. */
    record CreatureExerted(Relation who) implements Trigger {
    }

    /** "When you do" after "You may exert ~ as it attacks." (701.39d, 607.2h: linked to the exert ability). */
    record SelfExerted() implements Trigger {
    }

    /** "Whenever ~ becomes untapped" (701.26b, 502.3: in its controller's untap step too). */
    record SelfBecomesUntapped() implements Trigger {
    }

    /** "Whenever a [filter permanent] becomes untapped" (701.26b, 502.3); "it" is the permanent, "that player" its controller. */
    record PermanentBecomesUntapped(ObjectFilter filter) implements Trigger {
    }

    /** "When ~ becomes monstrous" (701.37b). */
    record BecomesMonstrous() implements Trigger {
    }

    /** "When ~ is turned face up" (702.37e, 708.8). */
    record TurnedFaceUp() implements Trigger {
    }

    /** "Whenever a permanent / creature [you control] is turned face up" (702.37e, 708.8); "it" is that permanent. */
    record PermanentTurnedFaceUp(ObjectFilter filter) implements Trigger {
    }

    /** "When the last [kind] counter is removed from ~" (vanishing, 702.63a). */
    record LastCounterRemoved(String kind) implements Trigger {
    }

    /**
     * "Whenever a [kind] counter is removed from ~" (122.8, 603.2): once for each counter removed from the source on the
     * battlefield ({@code kind} null: a counter of any kind).
     */
    record CounterRemoved(String kind) implements Trigger {
    }

    /**
     * "Whenever a [filter] explores" (701.40b): once the process of 701.40a is complete, for each permanent that explored
     * matching the filter as it last existed (701.40c); "it" / "that creature" is that permanent, "that player" its controller.
     */
    record Explores(ObjectFilter filter) implements Trigger {
    }
}
