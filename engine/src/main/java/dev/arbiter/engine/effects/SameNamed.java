package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;

import java.util.List;

/**
 * "Target creature and all other creatures with the same name as that creature" (201.2, 608.2h): the target, then every
 * other permanent matching the filter whose name is the target's, found as the effect begins. An object with no name
 * (a face-down permanent, 708.2) shares its name with nothing.
 */
final class SameNamed {
    private SameNamed() {
    }

    static void add(Ctx ctx, Subject.AndSameName a, Resolution r, List<GameObject> targets, List<GameObject> out) {
        out.addAll(targets);
        for (GameObject t : targets) {
            String name = Layers.of(ctx.s, t.id()).name();
            if (name == null || name.isEmpty()) continue;
            for (int id : ctx.s.battlefield()) {
                GameObject o = ctx.s.object(id);
                if (out.contains(o)) continue;
                var ch = Layers.of(ctx.s, id);
                if (name.equals(ch.name()) && Affecting.matches(ctx.s, r.source(), a.others(), o, ch)) out.add(o);
            }
        }
    }
}
