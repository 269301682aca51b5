package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import java.util.List;

/**
 * Keyword actions written back as the keyword and its number: "Adapt 2" (701.46), "Monstrosity 3" (701.37); renown's
 * effect (702.112a) and "create [a token], then attach ~ to it" (701.3a).
 */
final class KeywordActionText {
    private KeywordActionText() {
    }

    static Cases<Effect, Scope, List<Clause>> register(Cases<Effect, Scope, List<Clause>> cases) {
        return cases
                .on(Effect.Adapt.class, (e, s) -> List.of(Clause.sentence(e, "adapt " + AmountText.digits(e.amount(), s))))
                .on(Effect.Monstrosity.class, (e, s) -> List.of(Clause.sentence(e, "monstrosity "
                        + AmountText.digits(e.amount(), s))))
                .on(Effect.Proliferate.class, (e, s) -> List.of(Clause.sentence(e, "proliferate"))) // 701.27a
                .on(Effect.EndTheTurn.class, (e, s) -> List.of(Clause.sentence(e, "end the turn"))) // 721.1
                .on(Effect.Populate.class, (e, s) -> List.of(Clause.sentence(e, e.times() instanceof Amount.Fixed f && f.value() == 1
                        ? "populate" : "populate " + AmountText.digits(e.times(), s) + " times"))) // 701.30a
                .on(Effect.Bolster.class, (e, s) -> List.of(Clause.sentence(e, "bolster " + AmountText.digits(e.amount(), s)))) // 701.39a
                .on(Effect.CreateTokenAttachSource.class, (e, s) -> List.of(Clause.sentence(e, ClauseJoiner.join(
                        EffectText.clauses(e.create(), s)) + ", then attach " + s.selfName() + " to it"))) // 111.2, 701.3a
                .on(Effect.Renown.class, (e, s) -> List.of(Clause.sentence(e, "put " + AmountText.digits(e.amount(), s)
                        + " +1/+1 counters on " + s.selfName() + " and it becomes renowned"))); // 702.112a
    }
}
