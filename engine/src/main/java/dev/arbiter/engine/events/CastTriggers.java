package dev.arbiter.engine.events;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.StackItem;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;

import java.util.HashSet;
import java.util.Set;

/**
 * Triggers on a spell becoming cast (601.2i) that read the spell itself: its own "When you cast this
 * spell" abilities, which function on the stack, and "whenever you cast a spell that targets ~",
 * judged on the spell's targets as it becomes cast (115.9b).
 */
final class CastTriggers {
    private CastTriggers() {
    }

    static void spellCast(Ctx ctx, int caster, int spell) {
        GameObject sp = ctx.s.object(spell);
        Characteristics ch = Layers.of(ctx.s, spell);
        for (Ability a : ch.abilities()) { // 601.2i: the spell's own cast triggers
            if (a instanceof TriggeredAbility t && t.trigger() instanceof Trigger.CastSelf && sp.controller() == caster) {
                Triggers.add(ctx, sp, t, caster, spell);
            }
        }
        castOrCopied(ctx, caster, spell); // 601.2i
        nextCast(ctx, caster, spell, sp, ch); // 603.7
        Set<Integer> targeted = targets(ctx, spell);
        if (targeted.isEmpty()) return;
        for (int id : Layers.triggerSources(ctx.s)) {
            if (!targeted.contains(id)) continue; // 115.9b: only the permanents the spell targets
            GameObject o = ctx.s.object(id);
            for (Ability a : Layers.of(ctx.s, id).abilities()) {
                if (a instanceof TriggeredAbility t && t.trigger() instanceof Trigger.SpellTargetsSource st
                        && ctx.s.relates(st.caster(), o, caster)
                        && Affecting.matches(ctx.s, id, st.spell().controlledBy(Relation.ANY), sp, ch)) {
                    Triggers.add(ctx, o, t, caster, spell);
                }
            }
        }
    }

    /**
     * 603.7, 603.7c: the delayed "when you cast your next ... spell this turn" (each once) and "whenever you cast a ... spell
     * this turn" abilities the spell triggers.
     */
    private static void nextCast(Ctx ctx, int caster, int spell, GameObject sp, Characteristics ch) {
        DelayedTriggers.thisTurn(ctx, Trigger.SpellCast.class, (e, sc) -> e.controller() == caster
                && Affecting.matches(ctx.s, e.source(), sc.spell().controlledBy(Relation.ANY), sp, ch), caster, spell, 0);
    }

    /** "Whenever you cast or copy a [filter] spell": a spell cast (601.2i) or a copy put on the stack (707.10). */
    static void castOrCopied(Ctx ctx, int player, int spell) {
        GameObject sp = ctx.s.object(spell);
        Characteristics ch = Layers.of(ctx.s, spell);
        for (int id : Layers.triggerSources(ctx.s)) {
            GameObject o = ctx.s.object(id);
            for (Ability a : Layers.of(ctx.s, id).abilities()) {
                if (a instanceof TriggeredAbility t && t.trigger() instanceof Trigger.SpellCastOrCopied sc
                        && ctx.s.relates(sc.caster(), o, player)
                        && Affecting.matches(ctx.s, id, sc.spell().controlledBy(Relation.ANY), sp, ch)) {
                    Triggers.add(ctx, o, t, player, spell);
                }
            }
        }
    }

    /** The permanents on the battlefield the spell targets (115.9b: the same objects still there). */
    private static Set<Integer> targets(Ctx ctx, int spell) {
        Set<Integer> out = new HashSet<>();
        for (StackItem item : ctx.s.stack()) {
            if (!(item instanceof StackItem.Spell s) || s.objectId() != spell) continue;
            for (var group : s.targets()) {
                for (Target t : group) {
                    if (t instanceof Target.Object o) {
                        GameObject g = ctx.s.object(o.id());
                        if (g.zone() == Zone.BATTLEFIELD && g.zoneChanges() == o.zoneChanges()) out.add(o.id());
                    }
                }
            }
        }
        return out;
    }
}
