package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.CostPart;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Who;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.util.RecordTrees;

/**
 * "Whenever [~ | you | a permanent ...] become(s) the target of a spell or ability an opponent controls, counter that
 * spell or ability unless its controller pays {2}" (702.21a ward, and the same words printed in full): when the effect
 * counters "that spell or ability", the trigger's object is the spell or ability that targeted, not the one targeted. The counter must be the whole effect:
 * nothing else in it may read the trigger's object.
 */
final class TargetingItemLowering {

    private TargetingItemLowering() {
    }

    /** {@code trigger}, naming the targeting spell or ability when {@code effect} counters it. */
    static Trigger of(Trigger trigger, Effect effect) {
        if (!mentions(effect)) return trigger;
        boolean whole = effect instanceof Effect.CounterTargeting
                || effect instanceof Effect.UnlessPays u && u.effect() instanceof Effect.CounterTargeting;
        if (!whole || !(trigger instanceof Trigger.BecomesTargetOf bt)) {
            throw new NotSupported("\"counter that spell or ability\" with other effects");
        }
        return new Trigger.BecomesTargetOf(bt.self(), bt.you(), bt.permanents(), bt.spellsOnly(), bt.by(), true, bt.firstEachTurn());
    }

    /**
     * "counter that spell or ability unless that player pays 3 life / discards a card" (702.21a, 118.12): the
     * controller of the targeting spell or ability ("that player", the trigger's player) may pay the cost from their
     * own life or hand; other costs are refused.
     */
    static Effect unlessPays(String costText) {
        Cost cost = CostParser.parse(costText);
        if (cost == null || !cost.mana().isEmpty() || cost.parts().isEmpty()) throw new NotSupported("cost \"" + costText + "\"");
        for (CostPart p : cost.parts()) {
            if (!(p instanceof CostPart.PayLife || p instanceof CostPart.DiscardCards)) {
                throw new NotSupported("cost \"" + costText + "\" paid by the targeting spell's controller");
            }
        }
        return new Effect.UnlessPays(new Who.ThatPlayer(), cost, new Effect.CounterTargeting(null));
    }

    /** Whether a CounterTargeting is anywhere inside {@code effect} (walked, not searched for in its printed form). */
    private static boolean mentions(Effect effect) {
        return effect instanceof Effect.CounterTargeting || RecordTrees.contains(effect, Effect.CounterTargeting.class);
    }
}
