package dev.arbiter.engine.ability;

/**
 * Attaching and unattaching (701.3) and a host's leaving the battlefield (603.6c) seen from what was attached to it.
 * The records are named {@code Trigger.X} everywhere (this interface is one of those {@link Trigger} extends);
 * a new one goes into its area's file and into {@code Trigger}'s {@code permits} list.
 */
public interface AttachmentTriggers {

    /**
     * "Whenever [an Aura | ~] becomes attached to [~ | a creature you control]" (701.3a-b, 603.2): {@code attachment} /
     * {@code host} null is the source itself, else the filter the attached permanent / the permanent it became attached
     * to must match, judged as it becomes attached; "that creature" is the host, "that player" its controller.
     */
    record BecomesAttached(ObjectFilter attachment, ObjectFilter host) implements Trigger {
    }

    /**
     * "Whenever ~ becomes unattached from a permanent" (701.3d, 603.10c: it looks back in time): ~ moved to another
     * object, was unattached, left the battlefield, or the permanent it was attached to left it; "that permanent" is
     * the permanent it was attached to (the object it became, if it left), "that player" its controller.
     */
    record BecomesUnattached() implements Trigger {
    }

    /**
     * "When [enchanted | equipped] [permanent] is put into a graveyard ({@code toGraveyard}) | leaves the battlefield"
     * (603.6c, 603.10a): the host's leaving seen from the attachment as it was just before; "that [permanent]" is the
     * object the host became, "that player" / "its controller" who controlled it.
     */
    record HostLeaves(boolean toGraveyard) implements Trigger {
    }
}
