package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.ReferenceGrammar;
import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;

import java.util.List;
import java.util.Optional;

/**
 * Deck-construction rules (100.2a, 113.6n: they work before the game, in the deck checks):
 * <pre>
 * line := "a deck can have" ("any number of" | "up to" number) "cards named ~" "."
 *       | "remove ~ from your deck before playing if you're not playing for ante" "."   (407.3)
 * </pre>
 */
final class DeckRuleLines {

    private DeckRuleLines() {
    }

    static Optional<List<Ability>> compile(String text) {
        if (text.regionMatches(true, 0, "remove", 0, 6)) { // 407.3
            Cursor c = Cursor.of(text.strip());
            if (!c.accept("remove ~ from your deck before playing if you're not playing for ante") || !c.accept(".")
                    || !c.atEnd()) {
                return Optional.empty();
            }
            return Optional.of(List.of(new StaticAbility(new StaticEffect.PlayedOnlyForAnte(), text.strip())));
        }
        if (text.regionMatches(true, 0, "if ~ is in your opening hand", 0, 28)) return OpeningHandLines.compile(text); // 103.6a
        if (text.regionMatches(true, 0, "you may reveal this card from your opening hand", 0, 47)) {
            return OpeningHandLines.reveal(text); // 103.6b
        }
        if (!text.regionMatches(true, 0, "a deck can have", 0, 15)) return Optional.empty(); // a cheap look first
        Cursor c = Cursor.of(text.strip());
        c.expect("a deck can have");
        int max;
        if (c.accept("any number of")) {
            max = Integer.MAX_VALUE;
        } else if (c.accept("up to") && ReferenceGrammar.count(c) instanceof AmountNode.Fixed f) {
            max = f.value();
        } else {
            return Optional.empty();
        }
        if (!c.accept("cards named ~") || !c.accept(".") || !c.atEnd()) return Optional.empty();
        return Optional.of(List.of(new StaticAbility(new StaticEffect.DeckCopies(max), text.strip())));
    }
}
