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
