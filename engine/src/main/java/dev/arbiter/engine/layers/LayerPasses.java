package dev.arbiter.engine.layers;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import io.vavr.collection.Vector;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The passes of the layer system (613.1): whether every permanent must be computed together, one permanent touched
 * only by resolved +N/+N and ability-granting effects and counters, the whole battlefield layer by layer, and
 * characteristic-defining abilities (604.3, 613.4a). Their results are kept by {@link Layers} in a {@link LayerTable}.
 */
final class LayerPasses {
    private LayerPasses() {
    }

    /** Whether any static ability works through layers or any CDA exists: then every permanent is computed together. */
    static boolean needsFullPass(GameState s, LayerTable t) {
        if (t.needsFullPass == null) {
            boolean any = false;
            // newest first: an "any" over the permanents, in whatever order; the lords and anthems are usually cast after
            // the lands and early creatures, so a board with one stops here in a few steps, not after a walk of the lands
            var field = s.battlefield();
            for (int i = field.size() - 1; i >= 0; i--) {
                if (s.object(field.get(i)).card().baseCharacteristics().layeredStatics()) {
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
                    // 114.4: an emblem's static abilities work through the layers as a permanent's do
                    if (m instanceof dev.arbiter.engine.state.Modification.Emblem em && em.card().baseCharacteristics().layeredStatics()) {
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
    static Characteristics onePermanent(GameState s, GameObject o, Characteristics base) {
        List<LayerEffect> mine = new ArrayList<>(0);
        var ref = o.ref();
        LayerTable t = Layers.table(s);
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
        if (o.counters().isEmpty()) return ch;
        int[] pt = PtCounters.of(o); // 122.1a, 613.4c: every +X/+Y counter
        if ((pt[0] == 0 && pt[1] == 0) || !(ch.hasPowerToughness() || ch.isCreature())) return ch;
        return ch.withPowerToughness(ch.power() + pt[0], ch.toughness() + pt[1]);
    }

    /** Every battlefield permanent at once, layer by layer (613.1). */
    static void computeBattlefield(GameState s, LayerTable t) {
        Vector<Integer> ids = s.battlefield();
        Characteristics[] cur = new Characteristics[s.objectCount()];
        for (int id : ids) cur[id] = s.object(id).card().baseCharacteristics();
        List<LayerEffect> all = LayerEffects.of(s);
        boolean grants = grantsStatics(all);
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
            List<Ability> now = cur[id].abilities();
            List<Ability> printed = s.object(id).card().baseCharacteristics().abilities();
            if (now == printed || !anyStatic(now)) continue; // only granted static abilities make effects (fromGranted)
            List<Ability> extra = new ArrayList<>(now);
            extra.removeAll(printed);
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
            Characteristics printed = s.object(id).card().baseCharacteristics();
            reads |= staticReads(printed);
            if (cur[id].abilities() != printed.abilities()) reads |= staticReads(cur[id]);
        }
        // 114.4: what an emblem's static abilities read, as a permanent's
        for (int id : dev.arbiter.engine.state.CommandZone.emblems(s)) reads |= staticReads(s.object(id).card().baseCharacteristics());
        t.reads |= reads;
        t.grantsStatics = grants || !granted.isEmpty();
        t.passed = true;
    }

    /**
     * 613 for one permanent alone: a permanent that entered a board whose effects it cannot change (it has no layered or
     * characteristic-defining static ability, no effect grants static abilities, nothing counts permanents and no layer's
     * order was found by trying effects: see {@code LayerTable.enteringKeeps}), so the others keep their characteristics
     * (611.3a, 613) and only its own are computed. The same effects, layers and timestamp order (613.7) as the whole pass,
     * applied to it alone; null when that would not be exact (an effect judged on other permanents as its layer applies,
     * one that removes all abilities, a count, a granted static ability, or an order decided by trying effects), and the
     * caller makes the whole pass.
     */
    static Characteristics alone(GameState s, GameObject o) {
        Characteristics base = o.card().baseCharacteristics();
        int id = o.id();
        Vector<Integer> bf = s.battlefield();
        if (base.layeredStatics() || base.characteristicDefining() || !(bf.last() == id || bf.contains(id))) return null;
        List<LayerEffect> all = LayerEffects.of(s);
        for (LayerEffect e : all) if (!aloneExact(e)) return null;
        Vector<Integer> ids = Vector.of(id);
        Characteristics[] cur = new Characteristics[s.objectCount()];
        cur[id] = base;
        for (int layer : new int[] {40, 50, 60}) {
            if (layer == 60) cur[id] = KeywordCounters.apply(o, cur[id]); // 122.1b, 613.1f
            List<LayerEffect> inLayer = new ArrayList<>();
            for (LayerEffect e : all) if (e.op().order() == layer) inLayer.add(e);
            if (Dependencies.applyInOrder(s, ids, cur, inLayer)) return null;
        }
        for (Ability a : cur[id].abilities()) if (a instanceof StaticAbility && !base.abilities().contains(a)) return null;
        if (cur[id].characteristicDefining()) return null;
        for (int sub : new int[] {72, 73, 74}) {
            List<LayerEffect> inLayer = new ArrayList<>();
            for (LayerEffect e : all) if (e.op().order() == sub) inLayer.add(e);
            if (Dependencies.applyInOrder(s, ids, cur, inLayer)) return null;
            if (sub == 73) cur[id] = counters(o, cur[id]); // 613.4c
        }
        return cur[id];
    }

    /**
     * Whether applying {@code e} to one permanent alone gives what the whole pass gives it: what it applies to is
     * judged on that permanent alone (a fixed set, itself, its host, or a filter of its own characteristics) and it
     * neither counts permanents, is judged as its layer applies (611.3b), nor removes abilities (613.1f: silencing
     * others' statics).
     */
    private static boolean aloneExact(LayerEffect e) {
        if (e.condition() != null || e.op() instanceof Operation.LoseAllAbilities || e.op() instanceof Operation.ModifyPerCount) {
            return false;
        }
        return e.locked() != null || e.affected() instanceof dev.arbiter.engine.ability.Affected.All
                || e.affected() instanceof dev.arbiter.engine.ability.Affected.Self
                || e.affected() instanceof dev.arbiter.engine.ability.Affected.Host;
    }

    /** Whether some effect of {@code all} grants a static ability (613.1f: it may bring effects of its own). */
    static boolean grantsStatics(List<LayerEffect> all) {
        for (LayerEffect e : all) {
            if (e.op() instanceof Operation.AddAbilities add) {
                for (Ability a : add.abilities()) if (a instanceof StaticAbility) return true;
            }
        }
        return false;
    }

    private static boolean anyStatic(List<Ability> abilities) {
        for (Ability a : abilities) if (a instanceof StaticAbility) return true;
        return false;
    }

    /** What the static abilities of {@code ch} read when the layers apply them (their conditions, filters and counts). */
    static int staticReads(Characteristics ch) {
        int r = 0;
        for (Ability a : ch.abilities()) if (a instanceof StaticAbility st) r |= LayerReads.ofStatic(st.effect());
        return r;
    }

    static Characteristics characteristicDefining(GameState s, int id, Characteristics ch) {
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
}
