package dev.arbiter.engine.ability;

/**
 * Objects entering and leaving the battlefield and moving between zones (603.6, 603.10, 700.4 dies, 701.17 sacrifice).
 * The records are named {@code Trigger.X} everywhere (this interface is one of those {@link Trigger} extends);
 * a new one goes into its area's file and into {@code Trigger}'s {@code permits} list.
 */
public interface ZoneTriggers {

    /**
     * "When ~ enters the battlefield untapped" (603.6a, 110.5b): as "enters the battlefield", only when it is untapped as
     * it enters (not a condition checked again later: tapping it in response doesn't stop the ability).
     */
    record EntersUntapped() implements Trigger {
    }

    /** "When ~ enters the battlefield" (603.6a). */
    record EntersBattlefield() implements Trigger {
    }

    /** "When ~ dies" (700.4). */
    record Dies() implements Trigger {
    }

    /**
     * "When ~ is put into [a | your ({@code yours})] graveyard from [anywhere ({@code anywhere}) | the battlefield]" (603.6c,
     * 113.6k, 404.1): the card's ability triggers from the graveyard it arrived in; from the battlefield it is judged as the
     * permanent last existed (603.10a), and "your graveyard" is its owner's, so it triggers only when its controller then owned
     * it. "It" is the card in the graveyard.
     */
    record SelfPutIntoGraveyard(boolean yours, boolean anywhere) implements Trigger {
    }

    /**
     * "When ~ is put into exile from the battlefield" (603.6c, 603.10a): a leaves-the-battlefield ability, the permanent's as
     * it last existed, for the player who controlled it then; "it" is the card it became in exile (400.7d).
     */
    record SelfExiledFromBattlefield() implements Trigger {
    }

    /** Madness's trigger (702.35a): "When this card is exiled this way" (discarded with madness). */
    record ExiledWithMadness() implements Trigger {
    }

    /** "When ~ leaves the battlefield" (603.6c). */
    record LeavesBattlefield() implements Trigger {
    }

    /** "Whenever a creature is put into your graveyard from the battlefield"; "it" is that card. */
    record CreatureToYourGraveyard() implements Trigger {
    }

    /** "Whenever [another | a] creature enters the battlefield" (603.6a); "it" is that creature. */
    record CreatureEnters(boolean another) implements Trigger {
    }

    /**
     * "Whenever [~ or] [another] [filter] enters the battlefield [under your control]" (603.6a):
     * judged as the permanent is on the battlefield; {@code includesSelf} also counts the source
     * itself entering ("~ or another Ally"); "it" / "that creature" is the permanent that entered.
     */
    record PermanentEnters(ObjectFilter filter, boolean includesSelf) implements Trigger {
    }

    /**
     * "Whenever a land enters the battlefield under your control, you may return ~ from your graveyard to the
     * battlefield." (113.6m, 603.6a): an ability whose effect moves its card out of the graveyard triggers only while
     * the card is in its owner's graveyard; the entering permanent is judged as for {@link PermanentEnters}.
     */
    record PermanentEntersInGraveyard(ObjectFilter filter) implements Trigger {
    }

    /**
     * "Whenever [~ or] [another] [filter] dies" (700.4, 603.6c): leaves-the-battlefield abilities look
     * back at the permanent as it last existed on the battlefield (603.10a); "it" is the card in the
     * graveyard, "that creature's controller" the player who controlled it then.
     */
    record PermanentDies(ObjectFilter filter, boolean includesSelf) implements Trigger {
    }

    /**
     * "When ~ dies, if it had [a +1/+1 counter | counters | no time counters] on it" (700.4, 603.10a): judged on the
     * counters the permanent had as it last existed, which no later event changes (so the intervening "if" of 603.4
     * holds on resolution whenever it held when the event happened).
     */
    record DiesWithCounters(FilterQualities.CounterCount counters) implements Trigger {
    }

    /**
     * "When ~ dies, if its power was 3 or greater" / "if it wasn't blocking" (700.4, 603.10a, 603.4): the source judged as
     * it last existed on the battlefield ({@code filter} as "Whenever a [filter] dies" reads it; {@code wasntBlocking}:
     * not a blocking creature just before it left, 506.4), which no later event changes, so the intervening "if" holds on
     * resolution whenever it held as the creature died. "It" is the card in the graveyard. {@code damageAtLeast}: "if 4 or
     * more damage was dealt to it this turn" (120.3: damage dealt to the permanent this turn, not damage marked; 0: any).
     */
    record DiesAsItWas(ObjectFilter filter, boolean wasntBlocking, int damageAtLeast) implements Trigger {
        /** With no bound on the damage dealt to it. */
        public DiesAsItWas(ObjectFilter filter, boolean wasntBlocking) {
            this(filter, wasntBlocking, 0);
        }
    }

    /**
     * "When enchanted / equipped creature dies" (700.4, 603.10a): the host's death is seen from the
     * Aura or Equipment as it was just before; "that creature" is the card in the graveyard and
     * "that creature's controller" the player who controlled it.
     */
    record HostDies() implements Trigger {
    }

    /**
     * "Whenever [a filter permanent] is put into [a | your | an opponent's] graveyard from the battlefield" (603.6c,
     * 603.10a): judged as it last existed; "that [permanent]'s controller" is its controller then; {@code owner} whose
     * graveyard it went to (404.1: its owner's), relative to the source's controller.
     */
    record PutIntoGraveyardFromBattlefield(ObjectFilter filter, Relation owner) implements Trigger {
        public PutIntoGraveyardFromBattlefield(ObjectFilter filter) {
            this(filter, Relation.ANY);
        }
    }

    /**
     * "Whenever [a | another] [filter permanent] leaves the battlefield" (603.6c, 603.10a): judged as it last existed, the
     * counters it had included; "it" is the object it became, "that player" its controller then.
     */
    record PermanentLeaves(ObjectFilter filter) implements Trigger {
    }

    /**
     * "Whenever [~ or another | a] [filter permanent] is returned to your hand [from the battlefield]" (603.6c, 603.10a): a
     * permanent put into its owner's hand from the battlefield, that owner being the source's controller (400.3), judged as
     * it last existed (its own ability included, unless the filter says "another"); "it" is the card in the hand.
     */
    record PermanentReturnedToHand(ObjectFilter filter) implements Trigger {
    }

    /**
     * "Whenever a [filter] card is put into [a | your | an opponent's] graveyard from [anywhere | your library]" (404.1):
     * judged as the card in the graveyard; {@code fromLibrary} for "from your library", else from anywhere; "that card" is it.
     */
    record CardPutIntoGraveyard(ObjectFilter filter, Relation owner, boolean fromLibrary) implements Trigger {
    }

    /** "When ~ exploits a creature" (702.110b). */
    record Exploits() implements Trigger {
    }

    /**
     * "Whenever a creature dealt damage by ~ this turn dies" (603.10a, 700.4): the creature is judged
     * as it last existed; "that creature" / "it" is the card in the graveyard.
     */
    record DealtDamageBySourceDies() implements Trigger {
    }

    /**
     * "Whenever [you | an opponent | a player] sacrifice[s] [another] [filter permanent]" (701.17a): the
     * permanent is judged as it last existed on the battlefield (603.10a), so the source's own sacrifice
     * triggers it unless the filter says "another"; "that player" sacrificed it, "it" is the card it became.
     * {@code self}: "When you sacrifice ~" (the source alone; {@code filter} is then any object).
     */
    record Sacrifices(Relation who, ObjectFilter filter, boolean self) implements Trigger {
        /** "Whenever [a player] sacrifices [a permanent]": any permanent the filter takes. */
        public Sacrifices(Relation who, ObjectFilter filter) {
            this(who, filter, false);
        }
    }

    /**
     * "Whenever one or more [filter] [leave your graveyard | are put into your graveyard from anywhere | die]" (603.2c):
     * triggers once for each event however many objects it moved ({@code from} / {@code to} null: any zone), each judged
     * as it last existed (603.10a); {@code owner} whose card, relative to the source's controller (404.1); {@code cards}:
     * tokens don't count (108.2).
     */
    record GroupMoves(ObjectFilter filter, Place from, Place to, Relation owner, boolean cards) implements Trigger {
        /** The zones a group's move names (400.1); the engine's zone of the same name. */
        public enum Place { BATTLEFIELD, GRAVEYARD, LIBRARY, EXILE }
    }

    /**
     * "Whenever one or more [filter] enter the battlefield [under your control]" (603.2c, 603.6a): triggers once for each
     * event that puts one or more matching permanents onto the battlefield, each judged as it is on the battlefield, the
     * source among the permanents there after the event (newcomers included).
     */
    record GroupEnters(ObjectFilter filter) implements Trigger {
    }
}
