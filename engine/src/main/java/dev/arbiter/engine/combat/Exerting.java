package dev.arbiter.engine.combat;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Exert;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.events.GameEvent;
import dev.arbiter.engine.events.Triggers;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.Attacker;
import dev.arbiter.engine.state.GameObject;
import io.vavr.collection.Vector;

import java.util.ArrayList;
import java.util.List;

/**
 * Exert as a creature attacks (701.39): "You may exert ~ as it attacks" is an optional cost to attack, chosen by the
 * active player as attackers are declared (508.1g); an exerted creature doesn't untap during its controller's next
 * untap step (701.39a: {@code effects/UntapSkips.exert}, a marker used up by that untap step, 701.39b).
 */
final class Exerting {
    private Exerting() {
    }

    /** 508.1g: asks, for each attacker with an exert ability, whether to exert it; returns those exerted. */
    static List<Integer> choose(Ctx ctx, Vector<Attacker> attackers) {
        List<Integer> exerted = new ArrayList<>();
        int player = ctx.s.turn().active();
        for (Attacker a : attackers) {
            if (!hasExert(ctx, a.id())) continue;
            GameObject o = ctx.s.object(a.id());
            Choice c = ctx.ask(new Decision.Option(player, "Exert " + o.name() + " as it attacks?", List.of("exert", "no")));
            if (((Choice.ChooseOption) c).index() != 0) continue;
            dev.arbiter.engine.effects.UntapSkips.exert(ctx, player, o.id()); // 701.39a
            exerted.add(o.id());
        }
        return exerted;
    }

    /** After the declaration: the "When you do" abilities of the exerted creatures trigger (701.39d, 603.2). */
    static void announce(Ctx ctx, List<Integer> exerted) {
        for (int id : exerted) Triggers.emit(ctx, new GameEvent.Exerted(id, ctx.s.turn().active(), true));
    }

    private static boolean hasExert(Ctx ctx, int id) {
        for (Ability ab : Layers.of(ctx.s, id).abilities()) if (ab instanceof Exert) return true;
        return false;
    }
}
