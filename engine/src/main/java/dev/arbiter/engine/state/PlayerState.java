package dev.arbiter.engine.state;

import dev.arbiter.engine.mana.ManaPool;
import io.vavr.collection.Vector;

/**
 * A player (102): life, poison, their ordered zones (library top first, 401.1), mana pool, lands
 * played this turn (305.2) and whether they attempted to draw from an empty library since the
 * last state-based check (seed 423.4). {@code team} groups players for Two-Headed Giant (810); there
 * {@code life} and {@code poison} are the team's shared totals, the same for each member (810.4, 810.10).
 * {@code snow} is the part of the pool produced by snow sources (106.3, 107.4h), which can pay {S}. {@code energy}: the
 * player's energy counters (107.14, 122.1), the player's own in Two-Headed Giant too;
 * {@code experience}: their experience counters (122.1), likewise their own; {@code restricted}: mana in the pool that
 * remembers a spending restriction (106.6), kept apart from {@code pool}.
 */
public record PlayerState(int id, String name, int life, int poison, Vector<Integer> library, Vector<Integer> hand,
                          Vector<Integer> graveyard, ManaPool pool, int landsPlayed, boolean drewFromEmptyLibrary,
                          PlayerStatus status, int mulligans, int team, ManaPool snow, OwnTurns ownTurns, int energy,
                          int startingLife, int experience, Vector<RestrictedPool> restricted) {

    /**
     * The player's most recent own turn and the last own turn in which they cast a spell or put a
     * nontoken permanent onto the battlefield (Arboria: "during their last turn"); 0 for none.
     */
    public record OwnTurns(int last, int acted, long upkeepBegan, long lastUpkeepBegan) {
        public static final OwnTurns NONE = new OwnTurns(0, 0);

        /**
         * {@code upkeepBegan}: the moment (a value of the game's timestamp counter) their most recent
         * upkeep began; {@code lastUpkeepBegan}: the one before it, "the beginning of your last
         * upkeep" as seen during the current one (702.30a); 0 for none.
         */
        public OwnTurns(int last, int acted) {
            this(last, acted, 0, 0);
        }

        /** Their upkeep begins at {@code moment}. */
        public OwnTurns upkeepBegins(long moment) {
            return new OwnTurns(last, acted, moment, upkeepBegan);
        }

        /** Whether they cast a spell or put a nontoken permanent onto the battlefield during their last turn. */
        public boolean actedInLast() {
            return last > 0 && acted == last;
        }
    }

    public static PlayerState create(int id, String name, int life, int team) {
        return new PlayerState(id, name, life, 0, Vector.empty(), Vector.empty(), Vector.empty(), ManaPool.EMPTY, 0,
                false, PlayerStatus.PLAYING, 0, team, ManaPool.EMPTY, OwnTurns.NONE, 0, life, 0, Vector.empty()); // 103.4: the starting life total
    }

    public boolean inGame() {
        return status == PlayerStatus.PLAYING;
    }

    /** This player's record only: game code uses {@link GameState#withLife}, which keeps a team's shared total (810.9). */
    public PlayerState withLife(int l) {
        return new PlayerState(id, name, l, poison, library, hand, graveyard, pool, landsPlayed, drewFromEmptyLibrary,
                status, mulligans, team, snow, ownTurns, energy, startingLife, experience, restricted);
    }

    /** This player's record only: game code uses {@link GameState#withPoison} (810.10). */
    public PlayerState withPoison(int p) {
        return new PlayerState(id, name, life, p, library, hand, graveyard, pool, landsPlayed, drewFromEmptyLibrary,
                status, mulligans, team, snow, ownTurns, energy, startingLife, experience, restricted);
    }

    public PlayerState withLibrary(Vector<Integer> l) {
        return new PlayerState(id, name, life, poison, l, hand, graveyard, pool, landsPlayed, drewFromEmptyLibrary,
                status, mulligans, team, snow, ownTurns, energy, startingLife, experience, restricted);
    }

    public PlayerState withHand(Vector<Integer> h) {
        return new PlayerState(id, name, life, poison, library, h, graveyard, pool, landsPlayed, drewFromEmptyLibrary,
                status, mulligans, team, snow, ownTurns, energy, startingLife, experience, restricted);
    }

    public PlayerState withGraveyard(Vector<Integer> g) {
        return new PlayerState(id, name, life, poison, library, hand, g, pool, landsPlayed, drewFromEmptyLibrary,
                status, mulligans, team, snow, ownTurns, energy, startingLife, experience, restricted);
    }

    /**
     * The pool becomes {@code p}; the snow part keeps at most what is left of each type (mana taken
     * from the pool without saying which is taken from the non-snow mana first).
     */
    public PlayerState withPool(ManaPool p) {
        ManaPool keptSnow = snow;
        if (!snow.isEmpty()) for (dev.arbiter.engine.mana.ManaType t : dev.arbiter.engine.mana.ManaType.values()) { // none: no walk
            int over = keptSnow.amount(t) - p.amount(t);
            if (over > 0) keptSnow = keptSnow.minus(t, over);
        }
        return p.equals(pool) && keptSnow.equals(snow) ? this : new PlayerState(id, name, life, poison, library, hand,
                graveyard, p, landsPlayed, drewFromEmptyLibrary, status, mulligans, team, keptSnow, ownTurns, energy, startingLife, experience, restricted);
    }

    /** The snow part of the pool becomes {@code sn} (107.4h); it must fit within the pool. */
    public PlayerState withSnow(ManaPool sn) {
        return sn.equals(snow) ? this : new PlayerState(id, name, life, poison, library, hand, graveyard, pool,
                landsPlayed, drewFromEmptyLibrary, status, mulligans, team, sn, ownTurns, energy, startingLife, experience, restricted);
    }

    public PlayerState withLandsPlayed(int n) {
        return new PlayerState(id, name, life, poison, library, hand, graveyard, pool, n, drewFromEmptyLibrary, status,
                mulligans, team, snow, ownTurns, energy, startingLife, experience, restricted);
    }

    public PlayerState withDrewFromEmptyLibrary(boolean b) {
        return new PlayerState(id, name, life, poison, library, hand, graveyard, pool, landsPlayed, b, status,
                mulligans, team, snow, ownTurns, energy, startingLife, experience, restricted);
    }

    public PlayerState withStatus(PlayerStatus s) {
        return new PlayerState(id, name, life, poison, library, hand, graveyard, pool, landsPlayed,
                drewFromEmptyLibrary, s, mulligans, team, snow, ownTurns, energy, startingLife, experience, restricted);
    }

    public PlayerState withMulligans(int m) {
        return new PlayerState(id, name, life, poison, library, hand, graveyard, pool, landsPlayed,
                drewFromEmptyLibrary, status, m, team, snow, ownTurns, energy, startingLife, experience, restricted);
    }

    public PlayerState withOwnTurns(OwnTurns t) {
        return t.equals(ownTurns) ? this : new PlayerState(id, name, life, poison, library, hand, graveyard, pool,
                landsPlayed, drewFromEmptyLibrary, status, mulligans, team, snow, t, energy, startingLife, experience, restricted);
    }

    /** This player's energy counters become {@code e} (107.14, 122.1). */
    public PlayerState withEnergy(int e) {
        return e == energy ? this : new PlayerState(id, name, life, poison, library, hand, graveyard, pool, landsPlayed,
                drewFromEmptyLibrary, status, mulligans, team, snow, ownTurns, e, startingLife, experience, restricted);
    }

    /** This player's experience counters become {@code x} (122.1). */
    public PlayerState withExperience(int x) {
        return x == experience ? this : new PlayerState(id, name, life, poison, library, hand, graveyard, pool, landsPlayed,
                drewFromEmptyLibrary, status, mulligans, team, snow, ownTurns, energy, startingLife, x, restricted);
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

    /** The restricted mana in the pool becomes {@code r} (106.6). */
    public PlayerState withRestricted(Vector<RestrictedPool> r) {
        return r.equals(restricted) ? this : new PlayerState(id, name, life, poison, library, hand, graveyard, pool,
                landsPlayed, drewFromEmptyLibrary, status, mulligans, team, snow, ownTurns, energy, startingLife, experience, r);
    }

    /** How much restricted mana the pool holds (106.6). */
    public int restrictedTotal() {
        int n = 0;
        for (int i = 0, k = restricted.size(); i < k; i++) n += restricted.get(i).mana().total();
        return n;
    }

    /** Whether the pool holds no mana at all, restricted mana included (106.4). */
    public boolean poolEmpty() {
        return pool.isEmpty() && restricted.isEmpty();
    }

    /** The pool emptied (106.4, 500.4): unrestricted, snow and restricted mana. */
    public PlayerState withEmptyPool() {
        return withPool(ManaPool.EMPTY).withSnow(ManaPool.EMPTY).withRestricted(Vector.empty());
    }
}
