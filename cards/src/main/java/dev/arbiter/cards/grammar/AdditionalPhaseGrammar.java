package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;

import java.util.List;

/** Additional phases after this one (500.8), for {@link EffectGrammar}. */
final class AdditionalPhaseGrammar {
    private AdditionalPhaseGrammar() {
    }

    /** "after this [main | combat] phase, there is an additional combat phase [followed by an additional main phase]" (500.8). */
    static EffectNode additionalPhases(Cursor c) {
        int m = c.mark();
        if (!c.accept("after this")) return null;
        String after = c.acceptAny("main", "combat");
        if (!c.accept("phase ,") || c.acceptAny("there is", "there's") == null || !c.accept("an additional combat phase")) {
            c.reset(m);
            return null;
        }
        boolean main = c.accept("followed by an additional main phase");
        return new EffectNode.AdditionalPhases(after, main ? List.of("combat", "main") : List.of("combat"));
    }
}
