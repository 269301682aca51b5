package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * "Each player chooses from among the permanents they control an artifact, a creature, an enchantment, and a land, then
 * sacrifices the rest" (701.17a, 101.4): in turn order each player chooses one permanent of each kind in order (an
 * artifact creature may be both the artifact and the creature kept; for a party, 700.8, each creature fills one role
 * and each role may stay empty); then all the others that match are sacrificed at once.
 */
final class KeepingOneOfEach {
    private KeepingOneOfEach() {
    }

    static void resolve(Ctx ctx, List<Integer> players, Effect.SacrificeAllButOneOfEach e, int source) {
        List<Integer> rest = new ArrayList<>();
        for (int p : players) {
            Set<Integer> kept = new HashSet<>();
            for (Effect.KeptKind kind : e.keep()) {
                List<Integer> candidates = new ArrayList<>();
                for (int id : ctx.s.battlefield()) {
                    GameObject o = ctx.s.object(id);
                    // a permanent of several kinds may be kept for each of them (Cataclysm ruling 2004-10-04); a party's
                    // creature fills one role only (700.8)
                    if (o.controller() == p && !(e.upToOne() && kept.contains(id))
                            && Affecting.matches(ctx.s, source, kind.filter(), o, Layers.of(ctx.s, id))) {
                        candidates.add(id);
                    }
                }
                if (candidates.isEmpty()) continue;
                if (candidates.size() == 1 && !e.upToOne()) { // the only one of that kind: no choice to make
                    kept.add(candidates.get(0));
                    continue;
                }
                Choice c = ctx.ask(new Decision.Objects(p, "Choose " + kind.text() + " to keep", candidates,
                        e.upToOne() ? 0 : 1, 1));
                kept.addAll(((Choice.ChooseObjects) c).ids());
            }
            for (int id : ctx.s.battlefield()) {
                GameObject o = ctx.s.object(id);
                if (o.controller() == p && !kept.contains(id)
                        && Affecting.matches(ctx.s, source, e.rest(), o, Layers.of(ctx.s, id))) {
                    rest.add(id);
                }
            }
        }
        Sacrificing.together(ctx, rest); // 603.10a: one event
    }
}
