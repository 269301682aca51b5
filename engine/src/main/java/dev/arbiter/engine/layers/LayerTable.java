package dev.arbiter.engine.layers;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.ObjectChangeAware;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * The layer system's per-state cache (see {@link Layers}): characteristics by object id, the battlefield indexes and
 * facts kept with them, and what stays valid when one object, or combat, changes.
 */
final class LayerTable implements ObjectChangeAware {
    /** Characteristics by id; while {@link #shared} another table may read the same array, so a write copies it first. */
    private Characteristics[] chars;
    /** Whether {@link #chars} is also another table's (both copy it before writing: copy on write). */
    private boolean shared;
    /** While shared: the one id whose entry this table doesn't have, though the array holds the other table's (-1: none). */
    private int masked = -1;
    Boolean needsFullPass;
    List<LayerEffect> resolved;
    List<ActiveStatic> statics;
    /** The kinds among {@link #statics} (see {@link Layers#mayHaveStatic}); describes the list it names, made anew for another. */
    StaticKinds staticKinds;
    int[] triggerSources;
    /** Battlefield ids, in battlefield order, of the permanents that now have activated abilities (see {@link Layers#activatedSources}). */
    int[] activatedSources;
    /** Those of {@link #activatedSources} with an activated ability that is not a mana ability (see {@link Layers#listedSources}). */
    int[] listedSources;

    /** Facts about the battlefield's permanents, their controllers and characteristics (see {@link Layers#battlefieldFact}). */
    java.util.Map<Object, Object> facts;

    /** Answers about the permanents' cards (see {@link Layers#battlefieldAny}), kept as permanents enter and leave. */
    CardFacts cardFacts;

    /** What the entries computed so far read (LayerReads bits): decides which changes keep them. */
    int reads;

    /**
     * Whether every permanent on the battlefield has had its entry computed by a whole pass (613.1) whose effects are
     * still those of the board: a permanent entering since then may be computed alone (see {@link #enteringKeeps}).
     */
    boolean passed;

    /** Whether the last whole pass found an effect that grants a static ability (613.1f), or a granted one. */
    boolean grantsStatics;

    /** What the conditions read beyond the battlefield (611.3b), when some permanent's condition does. */
    OutsideInputs outside;

    LayerTable(int size) {
        chars = new Characteristics[size];
        lineage = new Object();
    }

    /**
     * Shared by the copies that keep every entry but those of the changed objects ({@link #LayerTable(LayerTable)}); a
     * table made anew has its own: the same lineage means the same characteristics for every object not changed since.
     */
    final Object lineage;

    int size() {
        return chars.length;
    }

    Characteristics get(int id) {
        return id == masked ? null : chars[id];
    }

    void put(int id, Characteristics ch) {
        if (shared) own();
        chars[id] = ch;
    }

    /** This table no longer has an entry for {@code id}. */
    void drop(int id) {
        if (get(id) == null) return;
        if (!shared) chars[id] = null;
        else if (masked < 0) masked = id;
        else {
            own();
            chars[id] = null;
        }
    }

    /** A private copy of the shared array, before the first write. */
    private void own() {
        chars = chars.clone();
        if (masked >= 0) chars[masked] = null;
        masked = -1;
        shared = false;
    }

    /** Whether the turn and graveyards the conditions read are as when this table was made. */
    boolean stillFor(GameState s) {
        return outside == null || outside.sameAs(s);
    }

    /** The same entries as {@code from}, sharing its array until either writes (see {@link #put}). */
    private LayerTable(LayerTable from) {
        lineage = from.lineage;
        outside = from.outside;
        chars = from.chars;
        masked = from.masked;
        shared = true;
        from.shared = true;
        needsFullPass = from.needsFullPass;
        resolved = from.resolved;
        statics = from.statics;
        staticKinds = from.staticKinds; // describes the list it names (checked on use)
        triggerSources = from.triggerSources;
        activatedSources = from.activatedSources;
        listedSources = from.listedSources;
        reads = from.reads;
        passed = from.passed;
        grantsStatics = from.grantsStatics;
        facts = from.facts; // shared: the copies made here differ from the original only in tapped or combat
        cardFacts = from.cardFacts; // shared: the same permanents' cards (entering and leaving make new ones)
    }

    private LayerTable(LayerTable from, int size) {
        this(from);
        chars = java.util.Arrays.copyOf(from.chars, size);
        if (masked >= 0) chars[masked] = null;
        masked = -1;
        shared = false;
    }

    /**
     * What stays valid when one object changes. The inputs of 613 are the permanents on the
     * battlefield (all their fields but damage and summoning sickness), the continuous effects,
     * combat and the players' teams; an object off the battlefield is computed from its card,
     * itself and the battlefield alone (604.3 counts on the battlefield). So a change to an
     * object that is not on the battlefield before or after only drops that object's entry,
     * and a change of damage or sickness alone keeps everything. Tapping keeps everything while
     * no computed entry read "tapped" (LayerReads); a permanent leaving or entering keeps the
     * others' entries in the cases of afterLeaving / afterEntering. Anything else: recompute.
     * A condition or amount that reads other zones (cards in a graveyard or hand) must end the
     * first case here; {@code LayerCacheCarryTest} and {@code LargeBoardCacheCarryTest} compare
     * carried and fresh tables.
     */
    @Override
    public Object afterObjectChange(GameObject before, GameObject after) {
        if (before == after) return this;
        if (before.zone() != Zone.BATTLEFIELD && after.zone() != Zone.BATTLEFIELD) {
            LayerTable t = new LayerTable(this);
            t.drop(after.id());
            return t;
        }
        if (unreadFieldsOnly(before, after)) return this;
        if (before.zone() == Zone.BATTLEFIELD && after.zone() != Zone.BATTLEFIELD) return afterLeaving(before);
        if (before.zone() != Zone.BATTLEFIELD) return afterEntering(after);
        // Tapping or untapping a permanent changes no characteristic unless a computed entry read "tapped";
        // a copy, so that entries computed later for one state are not shared with the other.
        if ((reads & LayerReads.TAPPED) == 0 && onlyTappedDiffers(before, after)) return new LayerTable(this);
        return before.card() == after.card() && before.zone() == after.zone() ? skeleton() : null;
    }

    /**
     * An empty table keeping only what depends on the cards on the battlefield and the effects
     * (whether a full pass is needed, the resolved effects, the outside inputs, checked anew on use):
     * for a change to a permanent that stays on the battlefield as the same card.
     */
    private LayerTable skeleton() {
        LayerTable t = new LayerTable(size());
        t.needsFullPass = needsFullPass;
        t.resolved = resolved;
        t.outside = outside;
        t.cardFacts = cardFacts; // the same cards on the battlefield
        return t;
    }

    /** A new object off the battlefield: the battlefield it is computed from is unchanged (604.3). */
    @Override
    public Object afterObjectAdded(GameObject added) {
        if (added.id() != size()) return null;
        if (added.zone() != Zone.BATTLEFIELD) return new LayerTable(this, size() + 1);
        return enteringKeeps(added) ? entered(new LayerTable(this, size() + 1), added) : null;
    }

    /**
     * A permanent without layered or characteristic-defining static abilities leaves: the others keep their characteristics when
     * no computed entry counted permanents and no layer's order was decided by trying effects
     * (then each permanent's characteristics depend on itself and the effects' sources alone).
     */
    private Object afterLeaving(GameObject gone) {
        if ((reads & (LayerReads.COUNTS | LayerReads.ORDER)) != 0 || hasLayeredStatics(gone.card().baseCharacteristics())) return null;
        // with a full pass every permanent is computed at once: no entry for it means none on the battlefield yet
        Characteristics now = get(gone.id());
        if (now != null && hasLayeredStatics(now)) return null;
        LayerTable t = new LayerTable(this);
        t.facts = null;
        if (cardFacts != null) t.cardFacts = cardFacts.leaving();
        t.drop(gone.id());
        if (triggerSources != null) t.triggerSources = without(triggerSources, gone.id());
        if (activatedSources != null) t.activatedSources = without(activatedSources, gone.id());
        if (listedSources != null) t.listedSources = without(listedSources, gone.id());
        if (now == null) t.statics = null;
        else if (statics != null) t.statics = withoutSource(statics, gone.id());
        return t;
    }

    /**
     * Several permanents leaving in turn (704.3, {@code GameState#withZoneChanges}): the same entries as
     * {@link #afterObjectChange} and {@link #afterCombatChange} one at a time, in one new table, so the shared
     * characteristics array is copied once, not on every second leaving (a masked id each).
     */
    @Override
    public Object afterObjectChanges(List<GameObject> befores, List<GameObject> afters, boolean[] combatChanged) {
        for (int k = 0; k < afters.size(); k++) {
            if (befores.get(k).zone() != Zone.BATTLEFIELD || afters.get(k).zone() == Zone.BATTLEFIELD) {
                return ObjectChangeAware.super.afterObjectChanges(befores, afters, combatChanged);
            }
        }
        LayerTable t = this;
        boolean own = false; // whether t is this call's own table (new, changed in place)
        int[] gone = new int[afters.size()]; // the leavers still to take out of t's lists (since t was made)
        int pending = 0;
        boolean staticsDropped = false; // a leaver without an entry: t's statics dropped (as afterLeaving)
        for (int k = 0; k < afters.size(); k++) {
            GameObject leaver = befores.get(k);
            if ((t.reads & (LayerReads.COUNTS | LayerReads.ORDER)) != 0 || hasLayeredStatics(leaver.card().baseCharacteristics())) return null;
            Characteristics now = t.get(leaver.id());
            if (now != null && hasLayeredStatics(now)) return null;
            if (!own) {
                t = new LayerTable(t);
                own = true;
                t.facts = null;
                if (t.cardFacts != null) t.cardFacts = t.cardFacts.leaving(); // the same after any number of leavings
            }
            t.drop(leaver.id());
            gone[pending++] = leaver.id();
            if (now == null) staticsDropped = true;
            if (combatChanged[k] && (t.reads & LayerReads.COMBAT) != 0) { // as afterCombatChange: the lists start empty
                t = t.skeleton();
                pending = 0;
                staticsDropped = false;
            }
        }
        // each list edited once for all the leavers: the same elements as one leaver at a time (issue 13: O(N), not O(k·N))
        if (pending > 0) {
            if (t.triggerSources != null) t.triggerSources = withoutAll(t.triggerSources, gone, pending);
            if (t.activatedSources != null) t.activatedSources = withoutAll(t.activatedSources, gone, pending);
            if (t.listedSources != null) t.listedSources = withoutAll(t.listedSources, gone, pending);
            if (staticsDropped) t.statics = null;
            else if (t.statics != null) t.statics = withoutSources(t.statics, gone, pending);
        }
        return t;
    }

    private static boolean among(int[] ids, int n, int id) {
        for (int i = 0; i < n; i++) if (ids[i] == id) return true;
        return false;
    }

    /** {@code ids} without those among the first {@code n} of {@code gone}, in order; {@code ids} itself when none is. */
    private static int[] withoutAll(int[] ids, int[] gone, int n) {
        int[] out = null;
        int m = 0;
        for (int i = 0; i < ids.length; i++) {
            if (among(gone, n, ids[i])) {
                if (out == null) {
                    out = new int[ids.length - 1];
                    System.arraycopy(ids, 0, out, 0, i);
                    m = i;
                }
            } else if (out != null) {
                out[m++] = ids[i];
            }
        }
        return out == null ? ids : m == out.length ? out : java.util.Arrays.copyOf(out, m);
    }

    /** {@code all} without the statics of those among the first {@code n} of {@code gone}, in order; {@code all} when none is. */
    private static List<ActiveStatic> withoutSources(List<ActiveStatic> all, int[] gone, int n) {
        int size = all.size();
        int kept = 0;
        for (int i = 0; i < size; i++) if (!among(gone, n, all.get(i).source())) kept++;
        if (kept == size) return all;
        ActiveStatic[] out = new ActiveStatic[kept];
        int m = 0;
        for (int i = 0; i < size; i++) {
            ActiveStatic a = all.get(i);
            if (!among(gone, n, a.source())) out[m++] = a;
        }
        return List.of(out);
    }

    /**
     * A permanent enters: the others keep their entries while no permanent's static abilities work through layers and
     * nothing counts; or, when some do, while the entering permanent has no layered or characteristic-defining static
     * ability, no effect of the last whole pass grants one, nothing counts permanents and no layer's order was decided by
     * trying effects: then no effect is added, none changes what it applies to among the others (each is judged on the
     * object it may affect alone) and the order is by timestamp (613.7), so only the newcomer is computed
     * ({@link LayerPasses#alone}, or a whole pass when that declines).
     */
    private Object afterEntering(GameObject in) {
        return enteringKeeps(in) ? entered(new LayerTable(this), in) : null;
    }

    private boolean enteringKeeps(GameObject in) {
        if ((reads & LayerReads.COUNTS) != 0 || hasLayeredStatics(in.card().baseCharacteristics())) return false;
        if (Boolean.FALSE.equals(needsFullPass)) return true;
        return Boolean.TRUE.equals(needsFullPass) && passed && !grantsStatics && (reads & LayerReads.ORDER) == 0;
    }

    private static LayerTable entered(LayerTable t, GameObject in) {
        t.drop(in.id());
        t.facts = null;
        if (t.cardFacts != null) t.cardFacts = t.cardFacts.entering(in.card());
        t.triggerSources = null;
        t.activatedSources = null;
        t.listedSources = null;
        t.statics = null;
        return t;
    }

    /** Whether {@code ch} has a static ability the layers apply or a characteristic-defining one (604.3, 613). */
    private static boolean hasLayeredStatics(Characteristics ch) {
        if (ch.layeredStatics() || ch.characteristicDefining()) return true;
        for (Ability a : ch.abilities()) {
            if (a instanceof StaticAbility st && (st.effect().layered()
                    || st.effect() instanceof StaticEffect.CharacteristicPowerToughness)) {
                return true;
            }
        }
        return false;
    }

    private static List<ActiveStatic> withoutSource(List<ActiveStatic> all, int id) {
        List<ActiveStatic> out = new ArrayList<>(all.size());
        for (ActiveStatic a : all) if (a.source() != id) out.add(a);
        return out.size() == all.size() ? all : List.copyOf(out);
    }

    private static int[] without(int[] ids, int id) {
        int i = 0;
        while (i < ids.length && ids[i] != id) i++;
        if (i == ids.length) return ids;
        int[] out = new int[ids.length - 1];
        System.arraycopy(ids, 0, out, 0, i);
        System.arraycopy(ids, i + 1, out, i, out.length - i);
        return out;
    }

    /** Attackers and blockers are read only by "as long as it's attacking" and combat filters (611.3b). */
    @Override
    public Object afterCombatChange() {
        return (reads & LayerReads.COMBAT) == 0 ? new LayerTable(this) : skeleton();
    }

    private static boolean onlyTappedDiffers(GameObject a, GameObject b) {
        return a.tapped() != b.tapped() && unreadFieldsOnly(a.withTapped(b.tapped()), b);
    }

    private static boolean unreadFieldsOnly(GameObject a, GameObject b) {
        return a.card() == b.card() && a.zone() == b.zone() && a.owner() == b.owner() && a.controller() == b.controller()
                && a.tapped() == b.tapped() && a.counters().equals(b.counters()) && a.attachedTo() == b.attachedTo()
                && a.timestamp() == b.timestamp() && a.token() == b.token() && a.copyKind() == b.copyKind()
                && a.zoneChanges() == b.zoneChanges() && a.arrival() == b.arrival();
    }
}
