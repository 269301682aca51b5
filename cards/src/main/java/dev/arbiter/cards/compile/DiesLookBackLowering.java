package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.TriggerNode;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Trigger;
import java.util.List;

/**
 * "When ~ dies, if its power was 3 or greater" / "if it wasn't blocking" (700.4, 603.10a, 603.4): the source judged as it
 * last existed on the battlefield, by the filter "Whenever a [creature with power 3 or greater] dies" would use
 * ({@link DiesFilters}: what the engine reads of a dead creature), as {@code Trigger.DiesAsItWas}.
 */
final class DiesLookBackLowering {

    private DiesLookBackLowering() {
    }

    static Trigger trigger(TriggerNode.SelfDiesAsItWas w) {
        Noun creature = new Noun(List.of(), List.of("creature"), List.of(), null, w.with(), false, null);
        ObjectFilter f = NounLowering.lower(creature).filter();
        if (!DiesFilters.judgedAsItLastExisted(f)) throw new NotSupported("intervening 'if' clause (dies: as it last existed)");
        return new Trigger.DiesAsItWas(f, w.wasntBlocking(), w.damageAtLeast()); // 120.3: damage dealt to it this turn
    }
}
