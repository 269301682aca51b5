package dev.arbiter.engine.combat;

import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.effects.Tapping;
import dev.arbiter.engine.events.GameEvent;
import dev.arbiter.engine.events.Triggers;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * 508.1f: the attacking creatures without vigilance become tapped. Each was tapped in its own state (one copy of the
 * objects array a creature: a large board's attack of 30 made 30); when nothing can read between two of the taps they
 * are written in one state, the same objects and caches, and their events emitted after in the same order.
 */
final class AttackerTapping {
    private AttackerTapping() {
    }

    /** Taps the attackers of {@code attacks} in declaration order, as {@link Tapping#tap} one by one would. */
    static void tap(Ctx ctx, List<Choice.Attack> attacks) {
        if (!inOneState(ctx, attacks)) {
            for (Choice.Attack a : attacks) {
                GameObject o = ctx.s.object(a.attacker());
                if (!Layers.of(ctx.s, o).has(Keyword.VIGILANCE)) Tapping.tap(ctx, o.id());
            }
        }
    }

    /**
     * The taps in one state, when: no trigger can see an event (603.2, {@link Triggers#quiet}: each emission then makes
     * only the history notes, which no tap event changes), and no characteristic computed for the attackers read
     * "tapped" (then each tap carries the others' characteristics, so each vigilance is the one the loop would read).
     * False, and nothing done, otherwise.
     */
    private static boolean inOneState(Ctx ctx, List<Choice.Attack> attacks) {
        if (attacks.size() < 2 || !Triggers.quiet(ctx) || Layers.readsTapped(ctx.s)) return false;
        GameState s = ctx.s;
        List<GameObject> changed = new ArrayList<>(attacks.size());
        Set<Integer> seen = new HashSet<>();
        for (Choice.Attack a : attacks) {
            GameObject o = s.object(a.attacker());
            if (!seen.add(o.id()) || o.tapped()) continue; // tapped already: no change, no event (701.26a)
            if (!Layers.of(s, o).has(Keyword.VIGILANCE)) changed.add(o.withTapped(true));
        }
        ctx.s = s.withObjects(changed);
        for (GameObject o : changed) Triggers.emit(ctx, new GameEvent.BecameTapped(o.id()));
        return true;
    }
}
