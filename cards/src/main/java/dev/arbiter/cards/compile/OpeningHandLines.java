package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;

import java.util.List;
import java.util.Optional;

/**
 * Actions a card allows from its owner's opening hand (103.6), once every player has kept:
 * <pre>
 * line := "if ~ is in your opening hand" "," "you may begin the game with" ("it" | "~") "on the battlefield" "."   (103.6a)
 * </pre>
 * Conditions on the starting player and follow-ups ("If you do, ...") are not read: such a line stays unsupported.
 */
final class OpeningHandLines {

    private OpeningHandLines() {
    }

    static Optional<List<Ability>> compile(String text) {
        Cursor c = Cursor.of(text.strip());
        if (!c.accept("if ~ is in your opening hand") || !c.accept(",") || !c.accept("you may begin the game with")) {
            return Optional.empty();
        }
        if (!c.accept("it") && !c.accept("~")) return Optional.empty();
        if (!c.accept("on the battlefield") || !c.accept(".") || !c.atEnd()) return Optional.empty();
        return Optional.of(List.of(new StaticAbility(new StaticEffect.BeginOnBattlefield(), text.strip())));
    }
}
