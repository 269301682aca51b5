package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.layers.ActiveStatic;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.CopyKind;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Zone;

/**
 * "If a nontoken creature would enter the battlefield and it wasn't cast, exile it instead." (614.1a, 614.12): a
 * permanent put onto the battlefield other than by its spell resolving (601.2: a spell is cast; a card an effect puts
 * there, a token being created and a copy of a permanent spell (707.10) are not) is exiled instead when a static
 * ability of a permanent on the battlefield ({@link StaticEffect.ExileInsteadOfEnteringUncast}) or an effect until end
 * of turn ({@link Modification.ExileUncastEntering}) matches it as it would exist there.
 */
final class UncastEntry {
    private UncastEntry() {
    }

    /** Resolves {@code effect} if it is the effect until end of turn; false otherwise. */
    static boolean resolve(Ctx ctx, Effect effect, Resolution r) {
        if (!(effect instanceof Effect.ExileUncastEnteringThisTurn e)) return false;
        ctx.s = ContinuousEffect.add(ctx.s, r.source(), r.controller(), new Modification.ExileUncastEntering(e.filter()),
                io.vavr.collection.Vector.empty(), Duration.UNTIL_END_OF_TURN);
        return true;
    }

    /** Whether object {@code id}, about to be put onto the battlefield, is exiled instead. */
    static boolean exiledInstead(Ctx ctx, int id) {
        boolean statics = Layers.mayHaveStatic(ctx.s, StaticEffect.ExileInsteadOfEnteringUncast.class);
        boolean lasting = false;
        for (ContinuousEffect c : ctx.s.effects()) {
            if (c.modification() instanceof Modification.ExileUncastEntering) {
                lasting = true;
                break;
            }
        }
        if (!statics && !lasting) return false;
        GameObject o = ctx.s.object(id);
        if (o.zone() == Zone.STACK && o.copyKind() != CopyKind.SPELL) return false; // its spell resolving (608.3): it was cast
        if (statics) {
            for (ActiveStatic st : Layers.staticAbilities(ctx.s)) {
                if (st.effect() instanceof StaticEffect.ExileInsteadOfEnteringUncast e && matches(ctx, st.source(), e.filter(), o)) {
                    log(ctx, o, st.source());
                    return true;
                }
            }
        }
        if (lasting) {
            for (ContinuousEffect c : ctx.s.effects()) {
                if (c.modification() instanceof Modification.ExileUncastEntering x && matches(ctx, c.source(), x.filter(), o)) {
                    log(ctx, o, c.source());
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean matches(Ctx ctx, int source, ObjectFilter filter, GameObject o) {
        return Affecting.matches(ctx.s, source, filter, o, Layers.of(ctx.s, o.id())); // 614.12: as it would exist there
    }

    private static void log(Ctx ctx, GameObject o, int source) {
        ctx.log("%s wasn't cast: it is exiled instead of entering the battlefield (%s, 614.1a)", o.name(),
                ctx.s.object(source).name());
    }
}
