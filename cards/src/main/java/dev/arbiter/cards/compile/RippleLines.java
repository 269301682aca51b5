package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.Token;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Ripple;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import java.util.List;
import java.util.Optional;

/**
 * "Ripple N" (702.60a, first word "ripple"): a triggered ability, "When you cast this spell, you may reveal the top N
 * cards of your library ... cast any of those cards with the same name as this spell without paying their mana costs,
 * then put all revealed cards not cast this way on the bottom of your library in any order": {@link Trigger.CastSelf}
 * with the engine's {@link Ripple} effect. Each instance triggers on its own (702.60b). On any card (a spell is cast
 * whatever its type; a land is never cast and never triggers it).
 */
final class RippleLines {

    private RippleLines() {
    }

    static Optional<List<Ability>> compile(String text, CardText card) {
        Cursor c = Cursor.of(text.strip());
        if (!c.accept("ripple")) return Optional.empty();
        Token n = c.next();
        if (n == null || n.kind() != Token.Kind.NUMBER || !c.atEnd()) return Optional.empty();
        int count;
        try {
            count = Integer.parseInt(n.text());
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
        if (count <= 0) return Optional.empty();
        return Optional.of(List.of(new TriggeredAbility(new Trigger.CastSelf(), List.of(), new Ripple(count),
                "Ripple " + count)));
    }
}
