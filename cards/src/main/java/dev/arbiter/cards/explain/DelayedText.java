package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.timing.Step;

import java.util.List;

/** A delayed triggered ability (603.7a): its clause, on the object it was created for, then when. */
final class DelayedText {

    private DelayedText() {
    }

    static List<Clause> clauses(Effect.Delayed d, Scope s) {
        Effect shown = d.bind().isEmpty() ? d.effect() : on(d.effect(), d.bind().get(0));
        if (shown == d.effect() && !d.bind().isEmpty()) s = s.boundTo(d.bind()); // other clauses name their objects through it
        String when = d.step() == Step.END ? "at the beginning of the next end step"
                : d.step() == Step.UPKEEP ? "at the beginning of the next turn's upkeep"
                : d.step() == Step.CLEANUP ? "at the beginning of the next cleanup step" : "at end of combat"; // 514.3a
        if (shown instanceof Effect.IfAttackedThisTurn ia) { // "Destroy it at the beginning of the next end step if it didn't attack this turn"
            return List.of(Clause.sentence(d, Words.capitalize(ClauseJoiner.join(EffectText.clauses(ia.then(), s))) + " " + when
                    + (ia.attacked() ? " if it attacked this turn" : " if it didn't attack this turn")));
        }
        return List.of(Clause.sentence(d, Words.capitalize(ClauseJoiner.join(EffectText.clauses(shown, s))) + " " + when));
    }

    /** "At the beginning of that turn's end step, [clause]." (500.7, 603.7a): a step of the extra turn just given. */
    static List<Clause> inExtraTurn(Effect.DelayedInExtraTurn d, Scope s) {
        String when = d.step() == Step.UPKEEP ? "At the beginning of that turn's upkeep, " : "At the beginning of that turn's end step, ";
        return List.of(Clause.sentence(d, when + ClauseJoiner.join(EffectText.clauses(d.effect(), s))));
    }

    /** The clause as written, naming the bound object as the resolving ability names it. */
    private static Effect on(Effect e, Subject s) {
        if (e instanceof Effect.IfAttackedThisTurn ia) return new Effect.IfAttackedThisTurn(s, ia.attacked(), on(ia.then(), s));
        if (e instanceof Effect.Destroy) return new Effect.Destroy(s);
        if (e instanceof Effect.Exile) return new Effect.Exile(s);
        if (e instanceof Effect.SacrificePermanent) return new Effect.SacrificePermanent(s);
        if (e instanceof Effect.SacrificedByItsController) return new Effect.SacrificedByItsController(s);
        if (e instanceof Effect.ReturnToHand) return new Effect.ReturnToHand(s);
        return e;
    }
}
