package dev.arbiter.scenario.run;

import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.scenario.parse.ObjRef;
import dev.arbiter.scenario.parse.Pos;

import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/** Turns written targets (object names, labels, player names) into the engine's {@link Target}s. */
final class Targets {
    private Targets() {
    }

    /** One written target: a player by name, else an object, preferring the decision's candidates. */
    static Target of(GameState s, ObjectNames names, ObjRef ref, List<Target> candidates, Pos pos) {
        int p = ref.indexed() || names.isLabel(ref.raw()) ? -1 : names.player(ref.raw());
        if (p >= 0) return new Target.Player(p);
        int id = names.object(s, ref, pos,
                o -> isCandidate(candidates, o),
                o -> o.zone() == Zone.BATTLEFIELD,
                o -> o.zone() == Zone.STACK);
        for (Target t : candidates) if (t instanceof Target.Object obj && obj.id() == id) return t;
        return s.object(id).ref(); // not a candidate: the engine will say why
    }

    /** Takes as many written targets as {@code d} allows (at most its maximum) from the front of {@code refs}. */
    static List<Target> take(GameState s, ObjectNames names, Decision.Targets d, Deque<ObjRef> refs, Pos pos) {
        List<Target> out = new ArrayList<>();
        while (!refs.isEmpty() && out.size() < Math.max(1, d.max())) {
            out.add(of(s, names, refs.removeFirst(), d.candidates(), pos));
        }
        return out;
    }

    private static boolean isCandidate(List<Target> candidates, GameObject o) {
        for (Target t : candidates) if (t instanceof Target.Object obj && obj.id() == o.id()) return true;
        return false;
    }
}
