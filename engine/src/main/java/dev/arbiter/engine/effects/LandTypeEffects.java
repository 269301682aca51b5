package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Zone;
import io.vavr.collection.Vector;

import java.util.List;

/** "Target land becomes the basic land type of your choice until end of turn." (305.7, 611.2: a resolved layer-4 effect). */
final class LandTypeEffects {
    private LandTypeEffects() {
    }

    private static final List<String> BASIC_LAND_TYPES = List.of("Plains", "Island", "Swamp", "Mountain", "Forest");

    /** Resolves {@code effect} if it is one of these; false otherwise. */
    static boolean resolve(Ctx ctx, Effect effect, Resolution r) {
        if (effect instanceof Effect.BecomeBasicLandType b) { // 305.7: a fixed basic land type
            Vector<dev.arbiter.engine.state.Target.Object> affected = Vector.empty();
            for (GameObject o : EffectSubjects.objects(ctx, b.subject(), r)) {
                if (o.zone() == Zone.BATTLEFIELD) affected = affected.append(o.ref());
            }
            if (affected.isEmpty()) return true;
            ctx.s = ContinuousEffect.add(ctx.s, r.source(), r.controller(), new Modification.SetLandType(List.of(b.landType())),
                    affected, Duration.INDEFINITE);
            if (ctx.logging()) ctx.log("%s becomes a %s", ctx.s.object(affected.get(0).id()).name(), b.landType());
            return true;
        }
        if (!(effect instanceof Effect.BecomeBasicLandTypeOfChoice e)) return false;
        List<GameObject> lands = EffectSubjects.objects(ctx, e.subject(), r);
        lands.removeIf(o -> o.zone() != Zone.BATTLEFIELD);
        if (lands.isEmpty()) return true;
        Choice c = ctx.ask(new Decision.Option(r.controller(), "Choose a basic land type", BASIC_LAND_TYPES));
        String type = BASIC_LAND_TYPES.get(((Choice.ChooseOption) c).index());
        Vector<dev.arbiter.engine.state.Target.Object> affected = Vector.empty();
        for (GameObject o : lands) affected = affected.append(o.ref());
        ctx.s = ContinuousEffect.add(ctx.s, r.source(),
                r.controller(), new Modification.SetLandType(List.of(type)), affected, Duration.UNTIL_END_OF_TURN);
        ctx.log("%s becomes a %s until end of turn", lands.get(0).name(), type);
        return true;
    }
}
