package dev.arbiter.engine.costs;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.Modification;
import io.vavr.collection.Vector;

/**
 * 106.6: mana whose ability has "an additional effect that affects the spell ... that mana is spent on" ("If that mana is
 * spent on a creature spell, it gains haste."): spent to cast a matching spell, the spell gains the rider's abilities, a
 * continuous effect of the mana ability's source and controller, once for each mana spent (106.6a); the permanent the
 * spell becomes keeps it (400.7a, {@link dev.arbiter.engine.effects.SpellToPermanent}).
 */
final class ManaSpentRiders {
    private ManaSpentRiders() {
    }

    /** {@code spent} mana from {@code source}'s rider paid toward {@code spell} (an object id, or -1: not a spell). */
    static void apply(Ctx ctx, int source, int controller, Effect.ManaSpentRider rider, int spell, int spent) {
        if (spell < 0 || !Affecting.matches(ctx.s, source, rider.spells(), ctx.s.object(spell), Layers.of(ctx.s, spell))) return;
        Duration duration = rider.untilEndOfTurn() ? Duration.UNTIL_END_OF_TURN : Duration.INDEFINITE; // 611.2a
        Vector<dev.arbiter.engine.state.Target.Object> affected = Vector.of(ctx.s.object(spell).ref());
        for (int i = 0; i < spent; i++) { // 106.6a: one effect for each mana spent
            for (Ability a : rider.grants()) {
                ctx.s = ContinuousEffect.add(ctx.s, source, controller, new Modification.AddAbility(a), affected, duration);
            }
        }
    }
}
