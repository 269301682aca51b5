package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Zone;

/**
 * "[permanents] become(s) a [creature types] [until end of turn]" (205.1a): one layer-4 effect (613.1d) setting each
 * permanent's creature types to the named ones; card types, other subtypes, colours and size stay.
 */
final class BecomeCreatureTypes {
    private BecomeCreatureTypes() {
    }

    static boolean resolve(Ctx ctx, Effect.BecomeCreatureTypes e, Resolution r) {
        Duration d = e.untilEndOfTurn() ? Duration.UNTIL_END_OF_TURN : Duration.INDEFINITE;
        for (GameObject o : EffectSubjects.objects(ctx, e.subject(), r)) {
            if (o.zone() != Zone.BATTLEFIELD) continue;
            GrantedModifications.addEffect(ctx, r, o, new Modification.SetCreatureTypes(e.creatureTypes()), d); // 205.1a
        }
        return true;
    }
}
