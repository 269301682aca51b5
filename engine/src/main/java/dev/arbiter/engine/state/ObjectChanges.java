package dev.arbiter.engine.state;

import io.vavr.collection.Vector;

/** GameState's object withers: object and zone changes (400.7) in one copy of the objects array, the derived caches carried. */
final class ObjectChanges {
    private ObjectChanges() {
    }

    /** {@link GameState#withObject}: {@code o} added (the next id) or replacing the object with its id. */
    static GameState withObject(GameState s, GameObject o) {
        GameObject[] objects = s.objects;
        boolean added = o.id() == objects.length;
        if (!added && objects[o.id()] == o) return s; // the same value: this state and everything derived from it
        GameObject before = added ? null : objects[o.id()];
        // clone for a change (the commonest): Arrays.copyOf of a GameObject[] makes its array reflectively (Array.newInstance)
        GameObject[] copy = added ? java.util.Arrays.copyOf(objects, objects.length + 1) : objects.clone();
        copy[o.id()] = o;
        GameState next = new GameState(s.config(), s.players(), copy, s.battlefield(), s.exile(), s.stack(), s.turn(), s.combat(),
                s.effects(), s.triggers(), s.rng(), s.nextTimestamp(), s.nextStackId(), s.pending(), s.outcome(), s.loops());
        next.transients = ObjectBits.afterChange(s.transients, before, o);
        next.sbaChanges = StateBasedChanges.after(s.sbaChanges, before, o);
        next.playerArray = s.playerArray;
        if (s.layerCache instanceof ObjectChangeAware c) next.layerCache = before == null ? c.afterObjectAdded(o) : c.afterObjectChange(before, o);
        return next;
    }

    /**
     * The objects in {@code changed} (existing ids) replaced in one copy of the objects array: the same state and
     * caches as {@link #withObject} applied to each in turn, without the states in between.
     */
    static GameState withObjects(GameState s, java.util.List<GameObject> changed) {
        if (changed.isEmpty()) return s;
        if (changed.size() == 1) return withObject(s, changed.get(0));
        GameObject[] copy = s.objects.clone();
        Object cache = s.layerCache;
        short t = s.transients;
        StateBasedChanges sba = s.sbaChanges;
        for (GameObject o : changed) {
            GameObject before = copy[o.id()];
            copy[o.id()] = o;
            t = ObjectBits.afterChange(t, before, o);
            sba = StateBasedChanges.after(sba, before, o);
            cache = cache instanceof ObjectChangeAware c ? c.afterObjectChange(before, o) : null;
        }
        GameState next = new GameState(s.config(), s.players(), copy, s.battlefield(), s.exile(), s.stack(), s.turn(), s.combat(),
                s.effects(), s.triggers(), s.rng(), s.nextTimestamp(), s.nextStackId(), s.pending(), s.outcome(), s.loops());
        next.transients = t;
        next.sbaChanges = sba;
        next.layerCache = cache;
        next.playerArray = s.playerArray;
        return next;
    }

    /**
     * One zone change (400.7) in one copy: object {@code after} (an existing id) replaces the old one, with the zone lists,
     * the players (their libraries, hands and graveyards), the combat and the next timestamp given. The same state and caches
     * as the withers applied in turn (the zone lists and the timestamp carry the caches; then {@link #withObject}, then
     * {@link GameState#withCombat}), without the states in between.
     */
    static GameState withZoneChange(GameState s, GameObject after, Vector<PlayerState> ps, PlayerState changedPlayer,
                                    Vector<Integer> b, Vector<Integer> e, Vector<StackItem> st, CombatState c, long ts) {
        GameObject before = s.objects[after.id()];
        GameObject[] copy = s.objects.clone();
        copy[after.id()] = after;
        GameState next = new GameState(s.config(), ps, copy, b, e, st, s.turn(), c, s.effects(), s.triggers(), s.rng(), ts,
                s.nextStackId(), s.pending(), s.outcome(), s.loops());
        next.transients = ObjectBits.afterChange(s.transients, before, after);
        next.sbaChanges = StateBasedChanges.after(s.sbaChanges, before, after);
        PlayerState[] a = s.playerArray;
        if (ps == s.players()) {
            next.playerArray = a;
        } else if (a != null && changedPlayer != null) { // as withPlayer: the array by id kept up to date at once
            a = a.clone();
            a[changedPlayer.id()] = changedPlayer;
            next.playerArray = a;
        }
        Object cache = s.layerCache instanceof ObjectChangeAware oc ? oc.afterObjectChange(before, after) : null;
        if (c != s.combat()) cache = cache instanceof ObjectChangeAware oc ? oc.afterCombatChange() : null;
        next.layerCache = cache;
        return next;
    }

    /**
     * Several zone changes (400.7) in one copy: objects {@code afters} (existing ids, each changing once) replace the old
     * ones in order, the combat changing at the k-th where {@code combatChanged[k]} and being {@code c} after the last,
     * with the players and battlefield given. The same state and caches as {@link #withZoneChange} applied for each in
     * turn, without the states in between.
     */
    static GameState withZoneChanges(GameState s, java.util.List<GameObject> afters, boolean[] combatChanged, CombatState c,
                                     Vector<PlayerState> ps, Vector<Integer> b, long ts) {
        GameObject[] copy = s.objects.clone();
        short t = s.transients;
        StateBasedChanges sba = s.sbaChanges;
        int n = afters.size();
        java.util.List<GameObject> befores = new java.util.ArrayList<>(n);
        for (int k = 0; k < n; k++) {
            GameObject after = afters.get(k);
            GameObject before = copy[after.id()];
            befores.add(before);
            copy[after.id()] = after;
            t = ObjectBits.afterChange(t, before, after);
            sba = StateBasedChanges.after(sba, before, after);
        }
        Object cache = s.layerCache instanceof ObjectChangeAware oc ? oc.afterObjectChanges(befores, afters, combatChanged) : null;
        GameState next = new GameState(s.config(), ps, copy, b, s.exile(), s.stack(), s.turn(), c, s.effects(), s.triggers(),
                s.rng(), ts, s.nextStackId(), s.pending(), s.outcome(), s.loops());
        next.transients = t;
        next.sbaChanges = sba;
        PlayerState[] a = s.playerArray;
        if (ps == s.players()) {
            next.playerArray = a;
        } else if (a != null) { // as withPlayer: the array by id kept up to date at once
            a = a.clone();
            for (int i = 0; i < a.length; i++) a[i] = ps.get(i);
            next.playerArray = a;
        }
        next.layerCache = cache;
        return next;
    }
}
