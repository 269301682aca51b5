package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;

import java.util.List;
import java.util.Optional;

/**
 * A life gain replaced by nothing (614.1a, 119.7):
 * <pre>
 * line := "if" who "would gain life," whoAgain ("gains" | "gain") "no life instead" "."
 * who  := "a player" ("that player") | "an opponent" ("that player" | "they") | "you" ("you")
 * </pre>
 * e.g. Sulfuric Vortex's "If a player would gain life, that player gains no life instead." The event is replaced by
 * nothing, so no life is gained and nothing triggers on it: the same as "can't gain life" (119.7), which it is lowered
 * to. A duration ("this turn") or a condition is not read here.
 */
final class LifeGainReplacementLines {

    private LifeGainReplacementLines() {
    }

    static Optional<List<Ability>> compile(String text) {
        Cursor c = Cursor.of(text.strip());
        if (!c.accept("if")) return Optional.empty();
        Relation who = c.accept("a player") ? Relation.ANY : c.accept("an opponent") ? Relation.OPPONENT
                : c.accept("you") ? Relation.YOU : null;
        if (who == null || !c.accept("would gain life") || !c.accept(",")) return Optional.empty();
        boolean again = who == Relation.YOU ? c.accept("you gain")
                : c.accept("that player gains") || who == Relation.OPPONENT && c.accept("they gain");
        if (!again || !c.accept("no life instead") || !c.accept(".") || !c.atEnd()) return Optional.empty();
        return Optional.of(List.of(new StaticAbility(new StaticEffect.CantGainLife(who), text)));
    }
}
