package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.TriggeredAbility;
import java.util.ArrayList;
import java.util.List;

/**
 * "[trigger line] This ability triggers only once each turn." (603.2, {@code TriggerNode.OnceEachTurn}): each triggered
 * ability of the line limited by {@link Condition.OnlyOnceEachTurn}, joined to its intervening "if" (603.4).
 */
final class OnceEachTurnLowering {

    private OnceEachTurnLowering() {
    }

    /** The abilities {@code read} of the line {@code text}, each triggering only once each turn. */
    static List<Ability> limit(List<Ability> read, String text) {
        List<Ability> out = new ArrayList<>();
        for (Ability a : read) {
            if (!(a instanceof TriggeredAbility t)) throw new NotSupported("\"triggers only once each turn\" after a line that isn't a trigger");
            Condition once = new Condition.OnlyOnceEachTurn();
            Condition c = t.interveningIf() instanceof Condition.Always ? once : new Condition.Both(t.interveningIf(), once);
            out.add(new TriggeredAbility(t.trigger(), c, t.targets(), t.effect(), text));
        }
        return out;
    }
}
