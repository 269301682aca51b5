package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.layers.ActiveStatic;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;

/**
 * "If a nontoken creature would enter the battlefield and it wasn't cast, exile it instead." (614.1a, 614.12): a
 * permanent put onto the battlefield other than by its spell resolving (601.2: only a spell is cast; a card an effect
 * puts there, a token being created) is exiled instead when a static ability of a permanent on the battlefield matches
 * it as it would exist there ({@link StaticEffect.ExileInsteadOfEnteringUncast}).
 */
final class UncastEntry {
    private UncastEntry() {
    }

    /** Whether object {@code id}, about to be put onto the battlefield, is exiled instead. */
    static boolean exiledInstead(Ctx ctx, int id) {
        if (!Layers.mayHaveStatic(ctx.s, StaticEffect.ExileInsteadOfEnteringUncast.class)) return false;
        GameObject o = ctx.s.object(id);
        if (o.zone() == Zone.STACK) return false; // a resolving permanent spell (608.3): it was cast
        for (ActiveStatic st : Layers.staticAbilities(ctx.s)) {
            if (st.effect() instanceof StaticEffect.ExileInsteadOfEnteringUncast e
                    && Affecting.matches(ctx.s, st.source(), e.filter(), o, Layers.of(ctx.s, id))) {
                ctx.log("%s wasn't cast: it is exiled instead of entering the battlefield (%s, 614.1a)", o.name(),
                        ctx.s.object(st.source()).name());
                return true;
            }
        }
        return false;
    }
}
