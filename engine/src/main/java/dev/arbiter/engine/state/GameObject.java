package dev.arbiter.engine.state;

import dev.arbiter.engine.card.CardDefinition;

/**
 * An object in a zone (109.1): a card, token, or copy of a spell or card ({@link CopyKind}), with its status (110.5) and
 * what is marked on it. Characteristics are not stored here; the layer system computes them.
 * {@code id} is stable for a physical card; {@code zoneChanges} counts zone moves (400.7).
 * {@code sick}: not controlled continuously since its controller's most recent turn began (302.6).
 * {@code timestamp} orders it for the layers (613.7); {@code arrival} is the moment of the event that put it into its
 * zone, shared by everything that event moved at once (while their timestamps differ, 613.7m): how long a permanent has
 * been on the battlefield (the world rule, seed 420.5i / 704.5k).
 */
public record GameObject(int id, CardDefinition card, int owner, int controller, Zone zone, boolean tapped,
                         boolean sick, int damage, boolean deathtouchDamage, Counters counters, int attachedTo,
                         long timestamp, boolean token, CopyKind copyKind, int zoneChanges, long arrival) {
    public static final int NONE = -1;
    /** {@code attachedTo} of an Aura attached to player p is {@code PLAYER_HOST - p} (303.4: "Enchant player"). */
    private static final int PLAYER_HOST = -1000;

    /** The {@code attachedTo} value that means attached to player {@code p} (303.4, 702.5). */
    public static int playerHost(int p) {
        return PLAYER_HOST - p;
    }

    /** The player an {@code attachedTo} value names, or -1 when it names an object or nothing. */
    public static int hostPlayer(int attachedTo) {
        return attachedTo <= PLAYER_HOST ? PLAYER_HOST - attachedTo : -1;
    }

    /** The player it is attached to ("enchanted player", 303.4), or -1. */
    public int attachedPlayer() {
        return hostPlayer(attachedTo);
    }

    public static GameObject newCard(int id, CardDefinition card, int owner, Zone zone) {
        return new GameObject(id, card, owner, owner, zone, false, false, 0, false, Counters.NONE, NONE, 0, false,
                CopyKind.NONE, 0, 0);
    }

    /** Whether it is a copy of a spell or of a card (707). */
    public boolean copy() {
        return copyKind != CopyKind.NONE;
    }

    /** A token off the battlefield (704.5d) or a copy of a spell or card out of the zones it can be in (704.5e). */
    public boolean ceasesToExist() {
        boolean tokenGone = token && zone != Zone.BATTLEFIELD && zone != Zone.NONE;
        boolean copyGone = switch (copyKind) {
            case NONE -> false;
            case SPELL -> zone != Zone.STACK && zone != Zone.NONE;
            case CARD -> zone != Zone.STACK && zone != Zone.BATTLEFIELD && zone != Zone.NONE;
        };
        return tokenGone || copyGone;
    }

    /** 111.8: a token that has left the battlefield can't move to another zone (it ceases to exist at the next check). */
    public boolean tokenOffBattlefield() {
        return token && zone != Zone.BATTLEFIELD;
    }

    public Target.Object ref() {
        return new Target.Object(id, zoneChanges);
    }

    /** Its name, or "a face-down creature" for an object without one (708.2a: face down, it has no name). */
    public String name() {
        return card.name().isEmpty() ? "a face-down creature" : card.name();
    }

    public GameObject withTapped(boolean t) {
        return t == tapped ? this : new GameObject(id, card, owner, controller, zone, t, sick, damage, deathtouchDamage,
                counters, attachedTo, timestamp, token, copyKind, zoneChanges, arrival);
    }

    public GameObject withSick(boolean s) {
        return s == sick ? this : new GameObject(id, card, owner, controller, zone, tapped, s, damage, deathtouchDamage,
                counters, attachedTo, timestamp, token, copyKind, zoneChanges, arrival);
    }

    public GameObject withDamage(int d, boolean deathtouch) {
        return new GameObject(id, card, owner, controller, zone, tapped, sick, d, deathtouch, counters, attachedTo,
                timestamp, token, copyKind, zoneChanges, arrival);
    }

    public GameObject withCounters(Counters c) {
        return new GameObject(id, card, owner, controller, zone, tapped, sick, damage, deathtouchDamage, c, attachedTo,
                timestamp, token, copyKind, zoneChanges, arrival);
    }

    public GameObject withController(int p) {
        return new GameObject(id, card, owner, p, zone, tapped, sick, damage, deathtouchDamage, counters, attachedTo,
                timestamp, token, copyKind, zoneChanges, arrival);
    }

    /** The same object with other copiable values (707.2: a copy effect applied as it enters the battlefield). */
    /** The object with a new owner: only ante cards change owners (407.3). */
    public GameObject withOwner(int p) {
        return p == owner ? this : new GameObject(id, card, p, controller, zone, tapped, sick, damage, deathtouchDamage,
                counters, attachedTo, timestamp, token, copyKind, zoneChanges, arrival);
    }

    public GameObject withCard(CardDefinition c) {
        return new GameObject(id, c, owner, controller, zone, tapped, sick, damage, deathtouchDamage, counters,
                attachedTo, timestamp, token, copyKind, zoneChanges, arrival);
    }

    public GameObject withAttachedTo(int target) {
        return new GameObject(id, card, owner, controller, zone, tapped, sick, damage, deathtouchDamage, counters,
                target, timestamp, token, copyKind, zoneChanges, arrival);
    }

    public GameObject withTimestamp(long ts) {
        return new GameObject(id, card, owner, controller, zone, tapped, sick, damage, deathtouchDamage, counters,
                attachedTo, ts, token, copyKind, zoneChanges, arrival);
    }

    /**
     * This card as a new object in another zone (400.7): status, damage, counters and attachments
     * are reset; it comes under its owner's control unless a caller says otherwise. {@code arrival}
     * is the moment of the move (the same for objects moved together).
     */
    public GameObject movedTo(Zone to, long ts, long arrival) {
        return new GameObject(id, card, owner, owner, to, false, to == Zone.BATTLEFIELD, 0, false, Counters.NONE, NONE,
                ts, token, copyKind, zoneChanges + 1, arrival);
    }
}
