package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;

import java.util.List;
import java.util.Optional;

/**
 * Static rules on life gain and damage prevention:
 * <pre>
 * line := ("players" | "your opponents" | "you") "can't gain life" "."       (119.7)
 *       | "damage can't be prevented" "."                                  (615.12)
 * </pre>
 * The forms limited to a turn ("this turn") or naming a source are not read here.
 */
final class LifeAndDamageRuleLines {

    private LifeAndDamageRuleLines() {
    }

    static Optional<List<Ability>> compile(String text) {
        Cursor c = Cursor.of(text);
        if (c.accept("damage can't be prevented") && c.accept(".") && c.atEnd()) {
            return Optional.of(List.of(new StaticAbility(new StaticEffect.DamageCantBePrevented(), text)));
        }
        c = Cursor.of(text);
        Relation who = c.accept("players") ? Relation.ANY : c.accept("your opponents") ? Relation.OPPONENT
                : c.accept("you") ? Relation.YOU : null;
        if (who == null || !c.accept("can't gain life") || !c.accept(".") || !c.atEnd()) return Optional.empty();
        return Optional.of(List.of(new StaticAbility(new StaticEffect.CantGainLife(who), text)));
    }
}
