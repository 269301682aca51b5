package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.UntapLimitGrammar;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;

import java.util.List;
import java.util.Optional;

/**
 * "[As long as ~ is untapped,] players can't untap more than one land during their untap steps."
 * (502.3): read by {@link UntapLimitGrammar}, lowered into {@link StaticEffect.UntapLimit}.
 */
final class UntapLimitLines {

    private UntapLimitLines() {
    }

    static Optional<List<Ability>> compile(String text) {
        String t = text.strip();
        UntapLimitGrammar.Limit limit = UntapLimitGrammar.parse(t);
        if (limit == null) return Optional.empty();
        NounLowering.Lowered l = NounLowering.lower(limit.noun());
        if (l.kind() != NounLowering.Kind.PERMANENT || limit.noun().controller() != null) {
            throw new NotSupported("an untap limit on cards, spells or a controller's permanents");
        }
        Condition condition = limit.whileUntapped() ? new Condition.SourceUntapped() : new Condition.Always();
        return Optional.of(List.of(new StaticAbility(
                new StaticEffect.UntapLimit(l.filter(), limit.max(), limit.youOnly(), condition), t)));
    }
}
