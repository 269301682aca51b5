package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ClauseShapeGrammar;
import dev.arbiter.cards.grammar.ast.ClauseShapeNodes;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;

/** "Tap [object]" / "Untap [object]" (701.26): "untap ~" (Basalt Monolith), "tap enchanted creature" (Paralyze). */
final class TapClauses {

    private TapClauses() {
    }

    /** The effect of such a clause ({@link ClauseShapeGrammar#tap}), or null when {@code clause} is not one. */
    static Effect clause(String clause, ParseContext pc) {
        ClauseShapeNodes.TapOrUntap t = ClauseShapeGrammar.tap(clause);
        if (t == null) return null;
        Subject s = Referents.object(t.object(), pc);
        return s == null ? null : new Effect.TapOrUntap(s, t.tap());
    }
}
