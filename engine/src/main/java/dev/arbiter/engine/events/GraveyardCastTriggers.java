package dev.arbiter.engine.events;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.SpellCastInGraveyard;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.layers.TriggerConditions;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;

/**
 * "Whenever you cast a [filter] spell, you may return ~ from your graveyard ..." (113.6m, 601.2i): the cards in the
 * caster's graveyard whose ability functions there trigger as the spell becomes cast, "you" being the card's owner.
 */
final class GraveyardCastTriggers {
    private GraveyardCastTriggers() {
    }

    static void emit(Ctx ctx, GameEvent e) {
        if (!(e instanceof GameEvent.SpellCast c) || c.player() < 0) return;
        GameObject spell = null;
        Characteristics ch = null;
        for (int id : ctx.s.player(c.player()).graveyard()) { // 113.6m: the owner's graveyard; the owner cast it
            GameObject o = ctx.s.object(id);
            if (!o.card().partKinds().contains(SpellCastInGraveyard.class)) continue; // most cards: one look-up
            if (spell == null) {
                spell = ctx.s.object(c.spell());
                ch = Layers.of(ctx.s, c.spell());
            }
            for (Ability a : o.card().baseCharacteristics().abilities()) {
                if (a instanceof TriggeredAbility t && t.trigger() instanceof SpellCastInGraveyard g && o.owner() == c.player()
                        && Affecting.matches(ctx.s, id, g.spell().controlledBy(Relation.ANY), spell, ch)
                        && (g.nth() <= 0 || NthSpellTriggers.count(ctx.s, c.player(), g.spell()) == g.nth()) // 601.2i
                        && TriggerConditions.holds(ctx.s, id, o.owner(), c.player(), t.interveningIf())) {
                    Triggers.add(ctx, o, t, c.player(), c.spell());
                }
            }
        }
    }
}
