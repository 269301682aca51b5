package dev.arbiter.engine.events;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.KeywordAbility;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.StackItem;

import java.util.List;

/**
 * Cascade (702.85a): "When you cast this spell, exile cards from the top of your library until ..."
 * (the effect is {@link Effect.Cascade}, carried out by the stack package). Each instance triggers
 * (702.85c); the spell's mana value is read as it is cast.
 */
public final class CascadeTrigger {
    private CascadeTrigger() {
    }

    /** Spell {@code spell} was just cast. */
    public static void check(Ctx ctx, int spell) {
        GameObject o = ctx.s.object(spell);
        Characteristics ch = Layers.of(ctx.s, spell);
        int x = 0;
        for (StackItem i : ctx.s.stack()) if (i instanceof StackItem.Spell sp && sp.objectId() == spell) x = sp.x();
        int manaValue = ch.manaCost().manaValue() + ch.manaCost().xCount() * Math.max(0, x); // 202.3e: X on the stack
        for (Ability a : ch.abilities()) {
            if (a instanceof KeywordAbility k && k.keyword() == Keyword.CASCADE) {
                TriggeredAbility t = new TriggeredAbility(new Trigger.SpellCast(Relation.YOU, null), List.of(),
                        new Effect.Cascade(manaValue), "Cascade");
                Triggers.add(ctx, o, t, -1, -1);
            }
        }
    }
}
