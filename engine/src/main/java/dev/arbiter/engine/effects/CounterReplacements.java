package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.layers.ActiveStatic;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;

import java.util.ArrayList;
import java.util.List;

/**
 * Replacements of counters being put on a permanent (614.1a, 122.6): "that many plus one ... are put on it instead". Each
 * applies once, and only while at least one counter would still be put (so their order matters); with several, the
 * permanent's controller chooses the order (616.1).
 */
final class CounterReplacements {
    private CounterReplacements() {
    }

    /**
     * 122.6, 614.1c: the counters a permanent is given as it enters ({@code o} as it enters, already in the battlefield's
     * list of {@code s}) after these replacements, applied in timestamp order (no one is asked during the move).
     */
    static GameObject entering(dev.arbiter.engine.state.GameState s, GameObject o) {
        if (o.counters().isEmpty()) return o;
        GameObject out = o;
        for (String kind : o.counters().byKind().keySet()) {
            int n = o.counters().get(kind);
            int changed = n;
            for (ActiveStatic st : Layers.staticAbilities(s)) {
                if (changed <= 0) break;
                if (!(st.effect() instanceof StaticEffect.ModifyCountersPut m) || m.kind() != null && !m.kind().equals(kind)) continue;
                if (!Affecting.matches(s, st.source(), m.filter(), o, Layers.of(s, o.id()))) continue;
                changed = Math.max(0, changed + m.delta());
            }
            if (changed != n) out = out.withCounters(out.counters().plus(kind, changed - n));
        }
        return out;
    }

    /** How many {@code kind} counters are put on permanent {@code id} when {@code n} would be. */
    static int modified(Ctx ctx, int id, String kind, int n) {
        List<ActiveStatic> applicable = null;
        GameObject o = null;
        Characteristics ch = null;
        for (ActiveStatic st : Layers.staticAbilities(ctx.s)) {
            if (!(st.effect() instanceof StaticEffect.ModifyCountersPut m) || m.kind() != null && !m.kind().equals(kind)) continue;
            if (o == null) {
                o = ctx.s.object(id);
                ch = Layers.of(ctx.s, id);
            }
            if (!Affecting.matches(ctx.s, st.source(), m.filter(), o, ch)) continue;
            if (applicable == null) applicable = new ArrayList<>();
            applicable.add(st);
        }
        if (applicable == null) return n;
        while (!applicable.isEmpty() && n > 0) {
            int pick = 0;
            if (applicable.size() > 1) {
                List<String> names = new ArrayList<>();
                for (ActiveStatic st : applicable) names.add(ctx.s.object(st.source()).name());
                Choice c = ctx.ask(new Decision.Option(o.controller(), "Apply first to the counters put on " + o.name()
                        + " (616.1)", names));
                pick = ((Choice.ChooseOption) c).index();
            }
            ActiveStatic st = applicable.remove(pick);
            n = Math.max(0, n + ((StaticEffect.ModifyCountersPut) st.effect()).delta());
            ctx.log("%s: %d %s counter%s instead", ctx.s.object(st.source()).name(), n, kind, n == 1 ? "" : "s");
        }
        return n;
    }
}
