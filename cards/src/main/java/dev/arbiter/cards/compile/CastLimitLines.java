package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.CastLimitGrammar;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;

import java.util.List;
import java.util.Optional;

/** "Each player can't cast more than one spell each turn." (601.3): read by {@link CastLimitGrammar}. */
final class CastLimitLines {

    private CastLimitLines() {
    }

    static Optional<List<Ability>> compile(String text) {
        String t = text.strip();
        CastLimitGrammar.Limit limit = CastLimitGrammar.parse(t);
        if (limit == null) return Optional.empty();
        Relation who = switch (limit.who()) {
            case "you" -> Relation.YOU;
            case "opponents" -> Relation.OPPONENT;
            case "enchanted player" -> Relation.ENCHANTED; // 303.4: the player the Aura enchants
            default -> Relation.ANY;
        };
        return Optional.of(List.of(new StaticAbility(new StaticEffect.CastLimit(who, limit.max()), t)));
    }
}
