package dev.arbiter.engine.layers;

import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.state.GameState;
import io.vavr.collection.Vector;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * 613.1f, 613.8a: an object that loses all abilities in layer 6 has no static abilities left to apply there or in
 * layer 7. The effect removing them is applied first (the others depend on it: applying it changes whether they
 * exist), so their layer-6 and layer-7 effects are dropped whatever their timestamps; their effects in earlier layers
 * have already applied (613.6).
 */
final class SilencedStatics {
    private SilencedStatics() {
    }

    /** {@code all} without the layer-6 and -7 effects of static abilities of objects that lose all abilities. */
    static List<LayerEffect> without(GameState s, Vector<Integer> ids, Characteristics[] cur, List<LayerEffect> all) {
        Set<Integer> silenced = null;
        for (LayerEffect e : all) {
            if (!(e.op() instanceof Operation.LoseAllAbilities)) continue;
            if (silenced == null) silenced = new HashSet<>();
            silenced.addAll(Dependencies.affected(s, ids, cur, e));
        }
        if (silenced == null || silenced.isEmpty()) return all;
        List<LayerEffect> out = new ArrayList<>(all.size());
        for (LayerEffect e : all) {
            boolean itsOwn = e.isStatic() && e.op().order() >= 60 && !(e.op() instanceof Operation.LoseAllAbilities);
            if (!itsOwn || !silenced.contains(e.source())) out.add(e);
        }
        return out;
    }
}
