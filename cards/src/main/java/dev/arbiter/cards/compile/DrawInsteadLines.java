package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.DrawInsteadGrammar;
import dev.arbiter.cards.grammar.ast.DrawInsteadNode;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.DrawReplacement;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;

import java.util.List;
import java.util.Optional;

/**
 * A card draw replaced by an effect (614.1a, 614.6; 121.1):
 * <pre>
 * line := "If you would draw a card," ("you may" effect "instead." | effect "instead." | "instead" effect)
 * effect := "skip that draw" | one-shot effect text (no targets: a static ability's replacement targets nothing)
 * </pre>
 * The forms with their own wording ("draw two cards instead", Abundance, Laboratory Maniac) are read before this.
 */
final class DrawInsteadLines {

    private DrawInsteadLines() {
    }

    /** The static ability of such a line, or empty. */
    static Optional<List<Ability>> compile(String text, CardText card) {
        String t = text.strip();
        DrawInsteadNode node = DrawInsteadGrammar.parse(t);
        if (node == null) return Optional.empty();
        boolean optional = node.optional();
        String body = node.effectText();
        body = body.strip();
        if (body.endsWith(".")) body = body.substring(0, body.length() - 1);
        Effect effect;
        if (body.equalsIgnoreCase("skip that draw")) {
            effect = new Effect.Sequence(List.of()); // 614.1a: "skip": nothing happens instead
        } else {
            ParseContext ctx = new ParseContext(true, false, false).card(card);
            effect = EffectParser.parse(Character.toUpperCase(body.charAt(0)) + body.substring(1) + ".", ctx);
            if (effect == null) return Optional.empty();
            if (!ctx.targets().isEmpty()) throw new NotSupported("a draw replacement with a target");
        }
        StaticEffect e = new StaticEffect.ReplaceDraw(new DrawReplacement.EffectInstead(effect, optional));
        return Optional.of(List.of(new StaticAbility(e, t)));
    }
}
