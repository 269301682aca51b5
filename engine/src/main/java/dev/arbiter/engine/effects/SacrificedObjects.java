package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Modification;
import io.vavr.collection.Vector;

/**
 * "the sacrificed creature's power", "the total power of the sacrificed creatures": permanents
 * sacrificed to pay a spell's or an ability's cost (118) are remembered as they last existed on the
 * battlefield (608.2h) — a non-layer {@link Modification.SacrificedAsCost} naming the spell or the
 * ability's stack number, until the turn ends — and read as the spell or ability resolves.
 */
public final class SacrificedObjects {
    private SacrificedObjects() {
    }

    /** Remembers {@code sacrificed} (still on the battlefield) for the spell {@code spell} or the ability {@code abilityStackId}. */
    public static void remember(Ctx ctx, int source, int spell, int abilityStackId, int sacrificed) {
        Characteristics ch = Layers.of(SimultaneousMoves.asBefore(ctx, sacrificed), sacrificed); // 704.3: before the event
        int mv = ch.manaCost() == null ? 0 : ch.manaCost().manaValue();
        GameObject s = ctx.s.object(source);
        Vector<dev.arbiter.engine.state.Target.Object> affected = spell >= 0 ? Vector.of(ctx.s.object(spell).ref()) : Vector.empty();
        ctx.s = ContinuousEffect.add(ctx.s, source, s.controller(),
                new Modification.SacrificedAsCost(spell >= 0 ? -1 : abilityStackId, ch.power(), ch.toughness(), mv),
                affected, Duration.UNTIL_END_OF_TURN);
    }

    /** How many permanents were sacrificed for the resolving spell or ability (608.2c: "sacrificed this way"). */
    static int count(Ctx ctx, Resolution r) {
        GameObject spell = ctx.resolvingAbility < 0 ? ctx.s.object(r.source()) : null;
        int n = 0;
        for (ContinuousEffect e : ctx.s.effects()) {
            if (e.modification() instanceof Modification.SacrificedAsCost sc && mine(ctx, spell, e, sc)) n++;
        }
        return n;
    }

    private static boolean mine(Ctx ctx, GameObject spell, ContinuousEffect e, Modification.SacrificedAsCost sc) {
        return ctx.resolvingAbility >= 0 ? sc.abilityStackId() == ctx.resolvingAbility
                : sc.abilityStackId() < 0 && spell != null && e.affected().contains(spell.ref());
    }

    /** The sum of the stat over what was sacrificed for the resolving spell or ability; 0 when nothing was (107.1b). */
    static int value(Ctx ctx, Amount.SacrificedStat a, Resolution r) {
        GameObject spell = ctx.resolvingAbility < 0 ? ctx.s.object(r.source()) : null;
        int total = 0;
        for (ContinuousEffect e : ctx.s.effects()) {
            if (!(e.modification() instanceof Modification.SacrificedAsCost sc)) continue;
            if (!mine(ctx, spell, e, sc)) continue;
            total += switch (a.stat()) {
                case POWER -> sc.power();
                case TOUGHNESS -> sc.toughness();
                case MANA_VALUE -> sc.manaValue();
            };
        }
        return Math.max(0, total); // 107.1b: a negative result counts as 0
    }
}
