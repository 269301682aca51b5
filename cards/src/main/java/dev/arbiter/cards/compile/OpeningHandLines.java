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

    /**
     * 103.6b: "You may reveal this card from your opening hand. If you do, at the beginning of the first upkeep,
     * [effect]." — the effect of a delayed triggered ability of the card's owner, with no targets and no "~".
     */
    static Optional<List<Ability>> reveal(String text) {
        String t = text.strip();
        String head = "you may reveal this card from your opening hand. if you do, at the beginning of the first upkeep, ";
        if (!t.toLowerCase(java.util.Locale.ROOT).startsWith(head)) return Optional.empty();
        String words = t.substring(head.length());
        ParseContext ctx = new ParseContext(false, false, false);
        dev.arbiter.engine.ability.Effect e = EffectParser.parse(Character.toUpperCase(words.charAt(0)) + words.substring(1), ctx);
        if (e == null) return Optional.empty();
        if (!ctx.targets().isEmpty()) throw new NotSupported("a target for an opening-hand reveal's delayed trigger");
        return Optional.of(List.of(new StaticAbility(new StaticEffect.RevealFromOpeningHand(e, words), t)));
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
