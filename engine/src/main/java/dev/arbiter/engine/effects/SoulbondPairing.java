package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Soulbond;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Pairs;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;
import io.vavr.collection.Vector;

import java.util.ArrayList;
import java.util.List;

/** Soulbond (702.95): pairing two creatures as a soulbond trigger resolves, and unpairing them (702.95e). */
public final class SoulbondPairing {
    private SoulbondPairing() {
    }

    /** 702.95a, 702.95c-d: the intervening "if" again, then the controller's choice; the pair is recorded on the state. */
    static void resolve(Ctx ctx, Soulbond.Pair p, Resolution r) {
        int player = r.controller();
        if (!pairable(ctx.s, r.source(), player)) return;
        GameObject self = ctx.s.object(r.source());
        if (r.sourceZoneChanges() >= 0 && self.zoneChanges() != r.sourceZoneChanges()) return; // 400.7: a new object
        int other;
        if (r.thatObject() >= 0) { // "pair that creature with this creature"
            other = r.thatObject();
            if (other == r.source() || !pairable(ctx.s, other, player)) return; // 702.95c
            Choice c = ctx.ask(new Decision.Option(player, "Pair " + self.name() + " with " + ctx.s.object(other).name()
                    + "? (soulbond, 702.95a)", List.of("yes", "no")));
            if (((Choice.ChooseOption) c).index() != 0) return;
        } else { // "pair this creature with another unpaired creature you control"
            List<Integer> candidates = new ArrayList<>();
            for (int id : ctx.s.battlefield()) if (id != r.source() && pairable(ctx.s, id, player)) candidates.add(id);
            if (candidates.isEmpty()) return;
            Choice c = ctx.ask(new Decision.Objects(player, "Pair " + self.name() + " with another unpaired creature you"
                    + " control? (soulbond, 702.95a; choose none to decline)", candidates, 0, 1));
            List<Integer> chosen = ((Choice.ChooseObjects) c).ids();
            if (chosen.isEmpty()) return;
            other = chosen.get(0);
        }
        ctx.s = ContinuousEffect.add(ctx.s, r.source(), player, new Modification.Paired(),
                Vector.of(self.ref(), ctx.s.object(other).ref()), Duration.INDEFINITE);
        ctx.log("%s is paired with %s (soulbond, 702.95a)", self.name(), ctx.s.object(other).name());
    }

    /** 702.95a, 702.95c: an unpaired creature on the battlefield that {@code player} controls. */
    private static boolean pairable(GameState s, int id, int player) {
        if (id < 0 || id >= s.objectCount()) return false;
        GameObject o = s.object(id);
        return o.zone() == Zone.BATTLEFIELD && o.controller() == player && Layers.of(s, id).isCreature()
                && Pairs.partner(s, id) < 0;
    }

    /**
     * 702.95e: a pair ends for good once either creature left the battlefield, stopped being a creature or came under
     * the control of another player than the one who paired them.
     */
    public static void prune(Ctx ctx) {
        GameState s = ctx.s;
        boolean any = false;
        for (ContinuousEffect e : s.effects()) {
            if (e.modification() instanceof Modification.Paired && !holds(s, e)) any = true;
        }
        if (!any) return;
        ctx.s = s.withEffects(s.effects().filter(e -> !(e.modification() instanceof Modification.Paired) || holds(s, e)));
    }

    private static boolean holds(GameState s, ContinuousEffect e) {
        if (e.affected().size() != 2) return false;
        for (Target.Object t : e.affected()) {
            GameObject o = s.object(t.id());
            if (o.zone() != Zone.BATTLEFIELD || o.zoneChanges() != t.zoneChanges() || o.controller() != e.controller()
                    || !Layers.of(s, t.id()).isCreature()) return false;
        }
        return true;
    }
}
