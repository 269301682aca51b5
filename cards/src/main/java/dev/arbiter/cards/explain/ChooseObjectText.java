package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Who;
import java.util.ArrayList;
import java.util.List;

/** Renderings of a permanent chosen as the effect resolves (115.10, 608.2d), registered into {@link EffectText}'s table. */
final class ChooseObjectText {
    private ChooseObjectText() {
    }

    static Cases<Effect, Scope, List<Clause>> register(Cases<Effect, Scope, List<Clause>> cases) {
        return cases.on(Effect.ChoosePermanentThen.class, (e, s) -> {
            String noun = ObjectText.singular(e.filter());
            String first = e.chooser() instanceof Who.You ? "choose " + Words.article(noun) + " " + noun
                    : ReferenceText.who(e.chooser(), s) + " chooses " + Words.article(noun) + " " + noun + " they control";
            List<Clause> out = new ArrayList<>();
            out.add(Clause.sentence(e, first));
            out.addAll(EffectText.clauses(e.then(), s));
            return out;
        });
    }
}
