package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Zone;

/**
 * "[permanents] become(s) a [colours] [creature types] with base power and toughness P/T [until end of turn]": one
 * continuous effect per layer it touches (613.1d types, 613.1e colours, 613.4b base P/T), each with the same duration.
 */
final class BecomeTypeWithBase {
    private BecomeTypeWithBase() {
    }

    static boolean resolve(Ctx ctx, Effect.BecomeTypeWithBase e, Resolution r) {
        Duration d = e.untilEndOfTurn() ? Duration.UNTIL_END_OF_TURN : Duration.INDEFINITE;
        for (GameObject o : EffectSubjects.objects(ctx, e.subject(), r)) {
            if (o.zone() != Zone.BATTLEFIELD) continue;
            GrantedModifications.addEffect(ctx, r, o, new Modification.SetCreatureTypes(e.creatureTypes()), d); // 205.1a
            if (e.colors() != 0) GrantedModifications.addEffect(ctx, r, o, new Modification.SetColors(e.colors()), d); // 105.3
            GrantedModifications.addEffect(ctx, r, o, new Modification.SetPowerToughness(e.power(), e.toughness()), d); // 613.4b
        }
        return true;
    }
}
