package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Effect;
import java.util.ArrayList;
import java.util.List;

/** "Roll a d20." and what follows it: the sentences reading "the result" or a results table's rows (706). */
final class DieRollText {

    private DieRollText() {
    }

    static List<Clause> clauses(Effect.RollDie e, Scope s) {
        List<Clause> out = new ArrayList<>();
        out.add(Clause.sentence(e, "roll a d" + e.sides()));
        out.addAll(EffectText.clauses(e.then(), s));
        return out;
    }

    /** "N—M | [effect]" (706.3a). */
    static Clause row(Effect.IfDieResult e, Scope s) {
        String range = e.min() == e.max() ? String.valueOf(e.min()) : e.min() + "—" + e.max();
        String then = ClauseJoiner.join(EffectText.clauses(e.then(), s));
        return Clause.sentence(e, range + " | " + (then.isEmpty() ? then : Character.toUpperCase(then.charAt(0)) + then.substring(1)));
    }
}
