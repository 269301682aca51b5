package dev.arbiter.engine.layers;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Zone;
import io.vavr.collection.Vector;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Computes characteristics (613): the card's copiable values, then continuous effects layer by
 * layer — 4 type, 5 colour, 6 abilities, 7a characteristic-defining P/T, 7b set, 7c modify (and
 * +1/+1 / -1/-1 counters, 613.4c), 7d switch — from static abilities (611.3: affected objects
 * decided anew) and from resolved spells and abilities (611.2: objects locked in). Within a layer
 * effects apply in dependency order (613.8), otherwise timestamp order (613.7). Results are cached
 * on the state value.
 * <p>
 * Inputs: objects, continuous effects and combat ("as long as it's attacking"); the state carries
 * the cache forward only when those are unchanged (see GameState).
 */
public final class Layers {
    private Layers() {
    }

    /** The per-state cache: characteristics by object id. */
    private static final class Table implements GameState.ObjectChangeAware {
        /** Characteristics by id; while {@link #shared} another table may read the same array, so a write copies it first. */
        private Characteristics[] chars;
        /** Whether {@link #chars} is also another table's (both copy it before writing: copy on write). */
        private boolean shared;
        /** While shared: the one id whose entry this table doesn't have, though the array holds the other table's (-1: none). */
        private int masked = -1;
        Boolean needsFullPass;
        List<LayerEffect> resolved;
        List<ActiveStatic> statics;
        int[] triggerSources;
        /** Battlefield ids, in battlefield order, of the permanents that now have activated abilities (see {@link #activatedSources}). */
        int[] activatedSources;

        /** Facts about the battlefield's permanents, their controllers and characteristics (see {@link #battlefieldFact}). */
        java.util.Map<Object, Object> facts;

        /** Answers about the permanents' cards (see {@link #battlefieldAny}), kept as permanents enter and leave. */
        CardFacts cardFacts;

        /** What the entries computed so far read (LayerReads bits): decides which changes keep them. */
        int reads;

        /** What the conditions read beyond the battlefield (611.3b), when some permanent's condition does. */
        OutsideInputs outside;

        Table(int size) {
            chars = new Characteristics[size];
        }

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
        private Table(Table from) {
            outside = from.outside;
            chars = from.chars;
            masked = from.masked;
            shared = true;
            from.shared = true;
            needsFullPass = from.needsFullPass;
            resolved = from.resolved;
            statics = from.statics;
            triggerSources = from.triggerSources;
            activatedSources = from.activatedSources;
            reads = from.reads;
            facts = from.facts; // shared: the copies made here differ from the original only in tapped or combat
            cardFacts = from.cardFacts; // shared: the same permanents' cards (entering and leaving make new ones)
        }

        private Table(Table from, int size) {
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
                Table t = new Table(this);
                t.drop(after.id());
                return t;
            }
            if (unreadFieldsOnly(before, after)) return this;
            if (before.zone() == Zone.BATTLEFIELD && after.zone() != Zone.BATTLEFIELD) return afterLeaving(before);
            if (before.zone() != Zone.BATTLEFIELD) return afterEntering(after);
            // Tapping or untapping a permanent changes no characteristic unless a computed entry read "tapped";
            // a copy, so that entries computed later for one state are not shared with the other.
            if ((reads & LayerReads.TAPPED) == 0 && onlyTappedDiffers(before, after)) return new Table(this);
            return before.card() == after.card() && before.zone() == after.zone() ? skeleton() : null;
        }

        /**
         * An empty table keeping only what depends on the cards on the battlefield and the effects
         * (whether a full pass is needed, the resolved effects, the outside inputs, checked anew on use):
         * for a change to a permanent that stays on the battlefield as the same card.
         */
        private Table skeleton() {
            Table t = new Table(size());
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
            if (added.zone() != Zone.BATTLEFIELD) return new Table(this, size() + 1);
            return enteringKeeps(added) ? entered(new Table(this, size() + 1), added) : null;
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
            Table t = new Table(this);
            t.facts = null;
            if (cardFacts != null) t.cardFacts = cardFacts.leaving();
            t.drop(gone.id());
            if (triggerSources != null) t.triggerSources = without(triggerSources, gone.id());
            if (activatedSources != null) t.activatedSources = without(activatedSources, gone.id());
            if (now == null) t.statics = null;
            else if (statics != null) t.statics = withoutSource(statics, gone.id());
            return t;
        }

        /** A permanent enters: kept only while no permanent's static abilities work through layers and nothing counts. */
        private Object afterEntering(GameObject in) {
            return enteringKeeps(in) ? entered(new Table(this), in) : null;
        }

        private boolean enteringKeeps(GameObject in) {
            return Boolean.FALSE.equals(needsFullPass) && (reads & LayerReads.COUNTS) == 0
                    && !hasLayeredStatics(in.card().baseCharacteristics());
        }

        private static Table entered(Table t, GameObject in) {
            t.drop(in.id());
            t.facts = null;
            if (t.cardFacts != null) t.cardFacts = t.cardFacts.entering(in.card());
            t.triggerSources = null;
            t.activatedSources = null;
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
            return (reads & LayerReads.COMBAT) == 0 ? new Table(this) : skeleton();
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

    private static Table table(GameState s) {
        Object c = s.layerCache();
        if (c instanceof Table t && t.size() == s.objectCount() && t.stillFor(s)) return t;
        Table t = new Table(s.objectCount());
        t.outside = OutsideInputs.of(s);
        s.setLayerCache(t);
        return t;
    }

    /**
     * A value computed by {@code compute} from which permanents are on the battlefield, who controls
     * them and their characteristics alone — nothing tapped, combat, damage or counters decide —
     * cached with the characteristics under {@code key} (kept while those are unchanged).
     */
    @SuppressWarnings("unchecked")
    public static <T> T battlefieldFact(GameState s, Object key, java.util.function.Function<GameState, T> compute) {
        Table t = table(s);
        if (t.facts == null) t.facts = new java.util.HashMap<>(4);
        Object v = t.facts.get(key);
        if (v == null) {
            v = compute.apply(s);
            t.facts.put(key, v);
        }
        return (T) v;
    }

    /**
     * Whether {@code beyondCards} holds of the state or {@code card} holds of the card of some permanent on the
     * battlefield (each asked with {@code key}): a fact of the permanents' cards and the continuous effects alone,
     * cached with the characteristics under {@code key} and kept as permanents enter and leave (see {@link CardFacts}).
     */
    public static boolean battlefieldAny(GameState s, Object key,
                                         java.util.function.BiPredicate<dev.arbiter.engine.card.CardDefinition, Object> card,
                                         java.util.function.BiPredicate<GameState, Object> beyondCards) {
        Table t = table(s);
        if (t.cardFacts == null) t.cardFacts = new CardFacts();
        int i = t.cardFacts.indexOf(key);
        if (i >= 0) return t.cardFacts.value(i);
        boolean v = false;
        for (int id : s.battlefield()) {
            if (card.test(s.object(id).card(), key)) {
                v = true;
                break;
            }
        }
        if (!v) v = beyondCards.test(s, key);
        t.cardFacts.put(key, v, card);
        return v;
    }

    public static Characteristics of(GameState s, GameObject o) {
        return of(s, o.id());
    }

    public static Characteristics of(GameState s, int id) {
        Table t = table(s);
        Characteristics ch = t.get(id);
        if (ch != null) return ch;
        GameObject o = s.object(id);
        Characteristics base = o.card().baseCharacteristics();
        if (o.zone() == Zone.BATTLEFIELD) {
            if (needsFullPass(s, t)) {
                computeBattlefield(s, t);
                return t.get(id);
            }
            ch = (s.effects().isEmpty() && o.counters().isEmpty()) ? base : onePermanent(s, o, base);
        } else {
            ch = o.zone() == Zone.STACK && !s.effects().isEmpty() ? onePermanent(s, o, base) : base;
            ch = characteristicDefining(s, id, ch); // 604.3: CDAs work in every zone
            t.reads |= LayerReads.ofDefining(ch);
        }
        t.put(id, ch);
        return ch;
    }

    /** Whether any static ability works through layers or any CDA exists: then every permanent is computed together. */
    private static boolean needsFullPass(GameState s, Table t) {
        if (t.needsFullPass == null) {
            boolean any = false;
            for (int id : s.battlefield()) {
                if (s.object(id).card().baseCharacteristics().layeredStatics()) {
                    any = true;
                    break;
                }
            }
            if (!any) {
                for (var e : s.effects()) {
                    var m = e.modification();
                    if (m.layer() != 0 && !(m instanceof dev.arbiter.engine.state.Modification.ModifyPowerToughness)
                            && !(m instanceof dev.arbiter.engine.state.Modification.AddAbility)) {
                        any = true;
                    }
                    // 613.1f: a static ability granted by a resolved effect works through the layers too
                    if (m instanceof dev.arbiter.engine.state.Modification.AddAbility add && add.ability() instanceof StaticAbility st
                            && (st.effect().layered() || st.effect() instanceof StaticEffect.CharacteristicPowerToughness)) {
                        any = true;
                    }
                }
            }
            t.needsFullPass = any;
        }
        return t.needsFullPass;
    }

    /** Fast path: only resolved +N/+N and ability-granting effects and counters touch this object. */
    private static Characteristics onePermanent(GameState s, GameObject o, Characteristics base) {
        List<LayerEffect> mine = new ArrayList<>(0);
        var ref = o.ref();
        Table t = table(s);
        if (t.resolved == null) t.resolved = LayerEffects.resolved(s);
        for (LayerEffect e : t.resolved) if (e.locked().contains(ref)) mine.add(e);
        mine.sort(Comparator.comparingInt((LayerEffect e) -> e.op().order()).thenComparingLong(LayerEffect::timestamp));
        Characteristics ch = base;
        boolean countersDone = false;
        boolean keywordCounters = false;
        for (LayerEffect e : mine) {
            if (!keywordCounters && e.op().order() >= 60) {
                ch = KeywordCounters.apply(o, ch); // 122.1b, 613.1f
                keywordCounters = true;
            }
            if (!countersDone && e.op().order() > 73) {
                ch = counters(o, ch);
                countersDone = true;
            }
            ch = e.op().apply(ch);
        }
        if (!keywordCounters) ch = KeywordCounters.apply(o, ch); // 122.1b, 613.1f
        return countersDone ? ch : counters(o, ch);
    }

    private static Characteristics counters(GameObject o, Characteristics ch) {
        int net = o.counters().get("+1/+1") - o.counters().get("-1/-1");
        if (net == 0 || !(ch.hasPowerToughness() || ch.isCreature())) return ch;
        return ch.withPowerToughness(ch.power() + net, ch.toughness() + net);
    }

    /** Every battlefield permanent at once, layer by layer (613.1). */
    private static void computeBattlefield(GameState s, Table t) {
        Vector<Integer> ids = s.battlefield();
        Characteristics[] cur = new Characteristics[s.objectCount()];
        for (int id : ids) cur[id] = s.object(id).card().baseCharacteristics();
        List<LayerEffect> all = LayerEffects.of(s);
        for (int layer : new int[] {40, 50, 60}) {
            if (layer == 60) {
                for (int id : ids) cur[id] = KeywordCounters.apply(s.object(id), cur[id]); // 122.1b, 613.1f
                all = SilencedStatics.without(s, ids, cur, all); // 613.1f, 613.8a
            }
            List<LayerEffect> inLayer = new ArrayList<>();
            for (LayerEffect e : all) if (e.op().order() == layer) inLayer.add(e);
            if (Dependencies.applyInOrder(s, ids, cur, inLayer)) t.reads |= LayerReads.ORDER;
        }
        List<LayerEffect> granted = new ArrayList<>();
        for (int id : ids) {
            List<Ability> extra = new ArrayList<>(cur[id].abilities());
            extra.removeAll(s.object(id).card().baseCharacteristics().abilities());
            LayerEffects.fromGranted(s, s.object(id), extra, granted);
        }
        // 613.8a: a granted static whose own effect is in layer 6 ("~ gains "Enchanted creature loses flying"") depends
        // on the effect granting it, so it applies after the layer's other effects
        List<LayerEffect> grantedSix = new ArrayList<>(0);
        for (LayerEffect e : granted) if (e.op().order() == 60) grantedSix.add(e);
        if (!grantedSix.isEmpty() && Dependencies.applyInOrder(s, ids, cur, grantedSix)) t.reads |= LayerReads.ORDER;
        // 7a: characteristic-defining abilities (613.4a).
        for (int id : ids) cur[id] = characteristicDefining(s, id, cur[id], cur);
        for (int sub : new int[] {72, 73, 74}) {
            List<LayerEffect> inLayer = new ArrayList<>();
            for (LayerEffect e : all) if (e.op().order() == sub) inLayer.add(e);
            for (LayerEffect e : granted) if (e.op().order() == sub) inLayer.add(e);
            if (Dependencies.applyInOrder(s, ids, cur, inLayer)) t.reads |= LayerReads.ORDER;
            if (sub == 73) for (int id : ids) cur[id] = counters(s.object(id), cur[id]); // 613.4c
        }
        int reads = 0;
        for (int id : ids) {
            t.put(id, cur[id]);
            reads |= staticReads(s.object(id).card().baseCharacteristics()) | staticReads(cur[id]);
        }
        t.reads |= reads;
    }

    /** What the static abilities of {@code ch} read when the layers apply them (their conditions, filters and counts). */
    private static int staticReads(Characteristics ch) {
        int r = 0;
        for (Ability a : ch.abilities()) if (a instanceof StaticAbility st) r |= LayerReads.ofStatic(st.effect());
        return r;
    }

    private static Characteristics characteristicDefining(GameState s, int id, Characteristics ch) {
        return characteristicDefining(s, id, ch, null);
    }

    /** 613.4a / 604.3: "~'s power and toughness are each equal to N", counted on the current battlefield. */
    private static Characteristics characteristicDefining(GameState s, int id, Characteristics ch, Characteristics[] cur) {
        if (!ch.characteristicDefining()) return ch;
        for (Ability a : ch.abilities()) {
            if (a instanceof StaticAbility st && st.effect() instanceof StaticEffect.CharacteristicPowerToughness cda) {
                ch = ch.withPowerToughness(LayerCounts.count(s, id, cda.power(), cur), LayerCounts.count(s, id, cda.toughness(), cur));
            }
        }
        return ch;
    }

    /**
     * The permanents on the battlefield that now have at least one triggered ability (including
     * abilities granted by effects), in battlefield order: an index for the trigger checks (603.2),
     * which find nothing on the others. Cached with the characteristics.
     */
    public static int[] triggerSources(GameState s) {
        Table t = table(s);
        if (t.triggerSources != null) return t.triggerSources;
        if (!PartKinds.mayHave(s, dev.arbiter.engine.ability.TriggeredAbility.class)) return t.triggerSources = new int[0]; // no pass
        int[] out = new int[s.battlefield().size()];
        int n = 0;
        for (int id : s.battlefield()) {
            for (Ability a : of(s, id).abilities()) {
                if (a instanceof dev.arbiter.engine.ability.TriggeredAbility) {
                    out[n++] = id;
                    break;
                }
            }
        }
        t.triggerSources = java.util.Arrays.copyOf(out, n);
        return t.triggerSources;
    }

    /**
     * The permanents with activated abilities (602), as the permanents now have them, in
     * battlefield order: what priority lists and the mana sources scan, kept with the table like
     * the trigger index (a permanent leaving is dropped from it; one entering drops it).
     */
    public static int[] activatedSources(GameState s) {
        Table t = table(s);
        if (t.activatedSources != null) return t.activatedSources;
        int[] out = new int[s.battlefield().size()];
        int n = 0;
        for (int id : s.battlefield()) if (!of(s, id).activatedAbilities().isEmpty()) out[n++] = id;
        t.activatedSources = java.util.Arrays.copyOf(out, n);
        return t.activatedSources;
    }

    /**
     * Every static ability of every permanent on the battlefield, as the permanents now have them
     * (including abilities granted by effects), with their sources' timestamps.
     */
    public static List<ActiveStatic> staticAbilities(GameState s) {
        Table t = table(s);
        if (t.statics != null) return t.statics;
        List<ActiveStatic> out = new ArrayList<>(0);
        for (int id : s.battlefield()) {
            for (Ability a : of(s, id).abilities()) {
                if (a instanceof StaticAbility st) out.add(new ActiveStatic(id, s.object(id).timestamp(), st.effect()));
            }
        }
        t.statics = List.copyOf(out);
        return t.statics;
    }
}
