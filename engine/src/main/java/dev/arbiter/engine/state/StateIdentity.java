package dev.arbiter.engine.state;

import java.util.Objects;

/**
 * When two states are the same game: equality and hash over the game's value, never the caches; the same position but
 * for the pending action; a copy without the derived values. Behind {@link GameState}'s forwarders.
 */
final class StateIdentity {
    private StateIdentity() {
    }

    /**
     * Whether {@code o} is this position but for its pending action and the loop detector's record: every other part the
     * very same value (by reference), so anything computed from those parts alone is the same for both (a pending state
     * and the view it shows, which the loop detector's record of the choice that led there does not reach).
     */
    static boolean samePositionButPending(GameState s, GameState o) {
        return o == s || (o.config() == s.config() && o.players() == s.players() && o.objects == s.objects && o.battlefield() == s.battlefield()
                && o.exile() == s.exile() && o.stack() == s.stack() && o.turn() == s.turn() && o.combat() == s.combat() && o.effects() == s.effects()
                && o.triggers() == s.triggers() && o.rng() == s.rng() && o.nextTimestamp() == s.nextTimestamp() && o.nextStackId() == s.nextStackId()
                && o.outcome() == s.outcome());
    }

    /**
     * The same state with none of the values derived from it: its caches (the layer table, the pending decision, the
     * loop key) are filled lazily and without locks, so a thread that explores on its own (a parallel search tree)
     * starts from this copy rather than sharing them.
     */
    static GameState detached(GameState s) {
        return new GameState(s.config(), s.players(), s.objects(), s.battlefield(), s.exile(), s.stack(), s.turn(), s.combat(), s.effects(), s.triggers(), s.rng(),
                s.nextTimestamp(), s.nextStackId(), s.pending(), s.outcome(), s.loops());
    }

    // ---- equality: the game's value, never the cache -------------------------------------

    static boolean equal(GameState t, java.lang.Object o) {
        if (t == o) return true;
        if (!(o instanceof GameState s)) return false;
        return t.nextTimestamp() == s.nextTimestamp() && t.nextStackId() == s.nextStackId() && t.config().equals(s.config())
                && t.turn().equals(s.turn()) && t.rng().equals(s.rng()) && t.players().equals(s.players()) && java.util.Arrays.equals(t.objects, s.objects)
                && t.battlefield().equals(s.battlefield()) && t.exile().equals(s.exile()) && t.stack().equals(s.stack())
                && t.combat().equals(s.combat()) && t.effects().equals(s.effects()) && t.triggers().equals(s.triggers())
                && Objects.equals(t.pending(), s.pending()) && Objects.equals(t.outcome(), s.outcome())
                && Objects.equals(t.loops(), s.loops());
    }

    static int hash(GameState t) {
        return Objects.hash(t.config(), t.players(), t.objects(), t.battlefield(), t.exile(), t.stack(), t.turn(), t.combat(), t.effects(), t.triggers(), t.rng(),
                t.nextTimestamp(), t.nextStackId(), t.pending(), t.outcome(), t.loops());
    }
}
