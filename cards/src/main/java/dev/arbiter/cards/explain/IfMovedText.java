package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.CountMovedThen;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.util.RecordTrees;

/** "If a Goblin is sacrificed this way, " (608.2c): the words of a step's follow-up that asks whether it moved one. */
final class IfMovedText {
    private IfMovedText() {
    }

    /** The leading words, or null when {@code e} isn't a step followed by such a condition. */
    static String condition(CountMovedThen e) {
        if (e.perPlayer() || e.counted() == null || !(e.then() instanceof Effect.IfCondition ic) || ic.otherwise() != null
                || !(ic.condition() instanceof Condition.AmountBetween ab) || !(ab.amount() instanceof Amount.MovedThisWay)
                || ab.min() != 1 || ab.max() != Integer.MAX_VALUE) return null;
        String verb = RecordTrees.contains(e.step(), Effect.Sacrifice.class) ? "sacrificed" // 701.17a
                : RecordTrees.contains(e.step(), Effect.Discard.class) ? "discarded" // 701.9a
                : e.to() == CountMovedThen.To.EXILE ? "exiled" : "destroyed"; // 406, 701.8a
        return "If " + Words.article(ObjectText.singular(e.counted())) + " " + ObjectText.singular(e.counted()) + " is " + verb + " this way, ";
    }
}
