package dev.arbiter.engine.state;

import dev.arbiter.engine.mana.ManaPool;
import io.vavr.collection.Vector;

/**
 * A player (102): life, poison, their ordered zones (library top first, 401.1), mana pool, lands
 * played this turn (305.2) and whether they attempted to draw from an empty library since the
 * last state-based check (seed 423.4). {@code team} groups players for Two-Headed Giant (810).
 */
public record PlayerState(int id, String name, int life, int poison, Vector<Integer> library, Vector<Integer> hand,
                          Vector<Integer> graveyard, ManaPool pool, int landsPlayed, boolean drewFromEmptyLibrary,
                          PlayerStatus status, int mulligans, int team) {

    public static PlayerState create(int id, String name, int life, int team) {
        return new PlayerState(id, name, life, 0, Vector.empty(), Vector.empty(), Vector.empty(), ManaPool.EMPTY, 0,
                false, PlayerStatus.PLAYING, 0, team);
    }

    public boolean inGame() {
        return status == PlayerStatus.PLAYING;
    }

    public PlayerState withLife(int l) {
        return new PlayerState(id, name, l, poison, library, hand, graveyard, pool, landsPlayed, drewFromEmptyLibrary,
                status, mulligans, team);
    }

    public PlayerState withPoison(int p) {
        return new PlayerState(id, name, life, p, library, hand, graveyard, pool, landsPlayed, drewFromEmptyLibrary,
                status, mulligans, team);
    }

    public PlayerState withLibrary(Vector<Integer> l) {
        return new PlayerState(id, name, life, poison, l, hand, graveyard, pool, landsPlayed, drewFromEmptyLibrary,
                status, mulligans, team);
    }

    public PlayerState withHand(Vector<Integer> h) {
        return new PlayerState(id, name, life, poison, library, h, graveyard, pool, landsPlayed, drewFromEmptyLibrary,
                status, mulligans, team);
    }

    public PlayerState withGraveyard(Vector<Integer> g) {
        return new PlayerState(id, name, life, poison, library, hand, g, pool, landsPlayed, drewFromEmptyLibrary,
                status, mulligans, team);
    }

    public PlayerState withPool(ManaPool p) {
        return p.equals(pool) ? this : new PlayerState(id, name, life, poison, library, hand, graveyard, p, landsPlayed,
                drewFromEmptyLibrary, status, mulligans, team);
    }

    public PlayerState withLandsPlayed(int n) {
        return new PlayerState(id, name, life, poison, library, hand, graveyard, pool, n, drewFromEmptyLibrary, status,
                mulligans, team);
    }

    public PlayerState withDrewFromEmptyLibrary(boolean b) {
        return new PlayerState(id, name, life, poison, library, hand, graveyard, pool, landsPlayed, b, status,
                mulligans, team);
    }

    public PlayerState withStatus(PlayerStatus s) {
        return new PlayerState(id, name, life, poison, library, hand, graveyard, pool, landsPlayed,
                drewFromEmptyLibrary, s, mulligans, team);
    }

    public PlayerState withMulligans(int m) {
        return new PlayerState(id, name, life, poison, library, hand, graveyard, pool, landsPlayed,
                drewFromEmptyLibrary, status, m, team);
    }

    /** The ordered list of object ids in one of this player's own zones. */
    public Vector<Integer> zone(Zone z) {
        return switch (z) {
            case LIBRARY -> library;
            case HAND -> hand;
            case GRAVEYARD -> graveyard;
            default -> throw new IllegalArgumentException(z + " is not a player's own zone");
        };
    }

    public PlayerState withZone(Zone z, Vector<Integer> ids) {
        return switch (z) {
            case LIBRARY -> withLibrary(ids);
            case HAND -> withHand(ids);
            case GRAVEYARD -> withGraveyard(ids);
            default -> throw new IllegalArgumentException(z + " is not a player's own zone");
        };
    }
}
