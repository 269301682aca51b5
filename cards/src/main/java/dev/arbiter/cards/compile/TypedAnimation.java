package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.Token;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;

import java.util.ArrayList;
import java.util.List;

/**
 * A permanent with printed power and toughness becoming a creature without a new size (702.122a crew, 301.7c, 208.3):
 * <pre>
 * sentence := "~ becomes" article (subtype | card type)* "creature" "until end of turn" "."
 * </pre>
 * Types are only added (layer 4), so nothing the object had is lost; a card without printed power and toughness, or
 * one that is a creature already, is not this sentence (null).
 */
final class TypedAnimation {
    private TypedAnimation() {
    }

    static Effect parse(String text, ParseContext ctx) {
        CardText card = ctx.card();
        if (card == null || !ctx.sourceIsPermanent() || card.power() == null || card.toughness() == null
                || card.hasType("Creature")) {
            return null;
        }
        Cursor c = Cursor.of(text.strip());
        if (!c.accept("~ becomes") || c.acceptAny("a", "an") == null) return null;
        List<String> words = new ArrayList<>();
        while (c.peek() != null && c.peek().kind() == Token.Kind.WORD && !c.at("creature")) words.add(c.next().text());
        if (!c.accept("creature until end of turn") || !c.accept(".") || !c.atEnd()) return null;
        AnimationClauses.Words w = AnimationClauses.words(String.join(" ", words));
        if (w == null || w.colors() != 0) return null;
        return new Effect.BecomeTypedCreatureUntilEndOfTurn(new Subject.Self(), w.types(), w.subtypes());
    }
}
