package dev.arbiter.engine.events;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.KeywordAbility;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;

import java.util.List;

/**
 * Evolve (702.100a): "Whenever a creature you control enters, if that creature's power is greater
 * than this creature's power and/or that creature's toughness is greater than this creature's
 * toughness, put a +1/+1 counter on this creature." The intervening "if" is checked here, as the
 * creature enters (603.4), and again on resolution ({@code effects/EvolveCounters}); each instance
 * triggers (702.100d); a noncreature permanent never compares greater (702.100c).
 */
public final class EvolveTrigger {
    private EvolveTrigger() {
    }

    /** Permanent {@code entered} just entered the battlefield. */
    static void check(Ctx ctx, int entered) {
        GameObject in = ctx.s.object(entered);
        Characteristics inCh = Layers.of(ctx.s, entered);
        if (!inCh.isCreature()) return;
        for (int id : ctx.s.battlefield()) {
            if (id == entered) continue; // it can't be greater than itself
            GameObject o = ctx.s.object(id);
            if (o.controller() != in.controller()) continue;
            Characteristics ch = Layers.of(ctx.s, id);
            if (!ch.isCreature() || !ch.has(Keyword.EVOLVE)) continue;
            if (!greater(inCh.power(), inCh.toughness(), ch)) continue;
            for (Ability a : ch.abilities()) {
                if (a instanceof KeywordAbility k && k.keyword() == Keyword.EVOLVE) {
                    TriggeredAbility t = new TriggeredAbility(new Trigger.PermanentEnters(ObjectFilter.creatures().controlledBy(Relation.YOU)
                            .otherThanSource(), false), List.of(),
                            new Effect.Evolve(inCh.power(), inCh.toughness()), "Evolve");
                    Triggers.add(ctx, o, t, -1, entered);
                }
            }
        }
    }

    /** Whether a creature of {@code power}/{@code toughness} is greater than {@code evolver} in power and/or toughness. */
    public static boolean greater(int power, int toughness, Characteristics evolver) {
        return power > evolver.power() || toughness > evolver.toughness();
    }
}
