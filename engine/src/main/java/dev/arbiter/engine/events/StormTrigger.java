package dev.arbiter.engine.events;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.KeywordAbility;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;

import java.util.List;

/**
 * Storm (702.40a): "When you cast this spell, copy it for each other spell that was cast before it
 * this turn. If the spell has any targets, you may choose new targets for any of the copies." Each
 * instance triggers (702.40b); the number is fixed as the spell is cast.
 */
public final class StormTrigger {
    private StormTrigger() {
    }

    /**
     * Casualty (702.153a): "When you cast this spell, if a casualty cost was paid for it, copy it. If the spell has any
     * targets, you may choose new targets for the copy." Called when {@code spell} was cast with such a cost paid;
     * {@code keyword} names the ability.
     */
    public static void copyWhenPaid(Ctx ctx, int spell, String keyword) {
        copyWhenPaid(ctx, spell, keyword, 1);
    }

    /**
     * Replicate (702.56a): "When you cast this spell, if a replicate cost was paid for it, copy it for each time its
     * replicate cost was paid. ..." Called with the number of payments, one or more.
     */
    public static void copyWhenPaid(Ctx ctx, int spell, String keyword, int times) {
        TriggeredAbility t = new TriggeredAbility(new Trigger.SpellCast(Relation.YOU, null), List.of(),
                new Effect.CopySourceSpell(times), keyword);
        Triggers.add(ctx, ctx.s.object(spell), t, -1, -1);
    }

    /** Spell {@code spell} was just cast, after {@code castBefore} other spells this turn. */
    public static void check(Ctx ctx, int spell, int castBefore) {
        GameObject o = ctx.s.object(spell);
        for (Ability a : Layers.of(ctx.s, spell).abilities()) {
            if (a instanceof KeywordAbility k && k.keyword() == Keyword.STORM) {
                TriggeredAbility t = new TriggeredAbility(new Trigger.SpellCast(Relation.YOU, null), List.of(),
                        new Effect.CopySourceSpell(castBefore), "Storm");
                Triggers.add(ctx, o, t, -1, -1);
            }
        }
    }
}
