package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Target;

/**
 * Resolving "~ deals N damage divided as you choose among ..." (601.2d, 608.2b): each target still
 * legal is dealt the damage announced for it as the spell was cast; the damage announced for a
 * target that became illegal isn't dealt, and the division doesn't change.
 */
public final class DividedDamage {
    private DividedDamage() {
    }

    static void resolve(Ctx ctx, Effect.DividedDamage d, Resolution r) {
        Modification.DamageDivision division = division(ctx, r.source());
        if (division == null) return; // no division was announced: no damage (the cast announces one for each target group)
        for (Target t : r.targetsOf(d.targetIndex())) {
            int i = division.targets().indexOf(t);
            if (i >= 0) Damage.deal(ctx, r.source(), t, division.amounts().get(i), false);
        }
    }

    /** The division recorded for spell {@code source} as it is now on the stack, or null. */
    static Modification.DamageDivision division(Ctx ctx, int source) {
        Target.Object spell = ctx.s.object(source).ref();
        for (ContinuousEffect e : ctx.s.effects()) {
            if (e.source() != source || !(e.modification() instanceof Modification.DamageDivision dd)) continue;
            boolean mine = ctx.resolvingAbility >= 0 ? dd.abilityStackId() == ctx.resolvingAbility // 603.3d
                    : dd.abilityStackId() < 0 && e.affected().contains(spell);
            if (mine) return dd;
        }
        return null;
    }

    /**
     * Remembers {@code amounts} for the targets {@code group} of the ability numbered {@code stackId} on the
     * stack, from {@code source} (602.2b, 603.3d); read as that ability resolves, wherever its source is then.
     */
    public static void recordForAbility(Ctx ctx, int source, int controller, int stackId,
                                        io.vavr.collection.Vector<Target> group, io.vavr.collection.Vector<Integer> amounts) {
        ctx.s = ContinuousEffect.add(ctx.s, source, controller, new Modification.DamageDivision(group, amounts, stackId),
                io.vavr.collection.Vector.empty(), dev.arbiter.engine.state.Duration.UNTIL_END_OF_TURN);
    }

    /** Remembers {@code amounts} for the targets {@code group} of spell {@code card} as it now is on the stack (601.2d). */
    public static void record(Ctx ctx, int card, io.vavr.collection.Vector<Target> group, io.vavr.collection.Vector<Integer> amounts) {
        var o = ctx.s.object(card);
        ctx.s = ContinuousEffect.add(ctx.s, card, o.controller(), new Modification.DamageDivision(group, amounts),
                io.vavr.collection.Vector.of(o.ref()), dev.arbiter.engine.state.Duration.UNTIL_END_OF_TURN);
    }

    /**
     * 707.10: a copy of ability {@code original} (a stack id) copies its division, under the copy's stack id; a copy whose
     * targets changed keeps the amounts in the same places (as for a spell's copy).
     */
    static void copyForAbility(Ctx ctx, int source, int controller, int original, int copy,
                               io.vavr.collection.Vector<io.vavr.collection.Vector<Target>> newTargets) {
        for (ContinuousEffect e : ctx.s.effects()) {
            if (e.source() != source || !(e.modification() instanceof Modification.DamageDivision dd)
                    || dd.abilityStackId() != original) continue;
            io.vavr.collection.Vector<Target> group = dd.targets();
            for (var g : newTargets) if (g.size() == group.size() && !g.equals(group)) group = g;
            recordForAbility(ctx, source, controller, copy, group, dd.amounts());
            return;
        }
    }

    /**
     * 707.10: a copy of a spell copies the division; with new targets chosen for the copy, each
     * new target takes the amount of the target in its place.
     */
    static void copy(Ctx ctx, int original, int copy, io.vavr.collection.Vector<io.vavr.collection.Vector<Target>> oldTargets,
                     io.vavr.collection.Vector<io.vavr.collection.Vector<Target>> newTargets) {
        Modification.DamageDivision d = division(ctx, original);
        if (d == null) return;
        for (int g = 0; g < oldTargets.size(); g++) {
            if (!oldTargets.get(g).equals(d.targets())) continue;
            io.vavr.collection.Vector<Target> group = g < newTargets.size() ? newTargets.get(g) : d.targets();
            if (group.size() != d.targets().size()) group = d.targets();
            record(ctx, copy, group, d.amounts());
            return;
        }
    }
}
