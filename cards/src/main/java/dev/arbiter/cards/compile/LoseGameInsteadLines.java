package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.LoseGameInsteadGrammar;
import dev.arbiter.cards.grammar.ast.LoseGameInsteadNode;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;

import java.util.List;
import java.util.Optional;

/**
 * Losing the game replaced by an effect (614.1a, 104.3): "If you would lose the game, instead exile ~ and your life total
 * becomes 1." The effect is a one-shot effect without targets (a static ability's replacement targets nothing). Lich's
 * Mirror's own wording is read before this ({@link PlayerRuleLowering}).
 */
final class LoseGameInsteadLines {

    private LoseGameInsteadLines() {
    }

    /** The static ability of such a line, or empty. */
    static Optional<List<Ability>> compile(String text, CardText card) {
        String t = text.strip();
        LoseGameInsteadNode node = LoseGameInsteadGrammar.parse(t);
        if (node == null) return Optional.empty();
        String body = node.effectText().strip();
        ParseContext ctx = new ParseContext(true, false, false).card(card);
        Effect effect = EffectParser.parse(Character.toUpperCase(body.charAt(0)) + body.substring(1), ctx);
        if (effect == null) return Optional.empty();
        if (!ctx.targets().isEmpty()) throw new NotSupported("a loss replacement with a target");
        return Optional.of(List.of(new StaticAbility(new StaticEffect.EffectInsteadOfLosing(effect), t)));
    }
}
