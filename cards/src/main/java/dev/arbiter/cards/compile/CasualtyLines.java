package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.Token;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Casualty;
import dev.arbiter.engine.ability.Cost;
import java.util.List;
import java.util.Optional;

/**
 * "Casualty N" (702.153a): "As you cast this spell, you may sacrifice a creature with power N or greater. When you do,
 * copy this spell." An optional additional cost (the sacrifice, read as the cost "Sacrifice a creature with power N or
 * greater") whose payment makes the spell copy itself. Only on instants and sorceries (a copied permanent spell is
 * not read here).
 */
final class CasualtyLines {

    private CasualtyLines() {
    }

    static Optional<List<Ability>> compile(String text, CardText card) {
        if (!text.strip().regionMatches(true, 0, "casualty", 0, 8)) return Optional.empty(); // a cheap look before tokenizing
        Cursor c = Cursor.of(text.strip());
        if (!c.accept("casualty")) return Optional.empty();
        Token n = c.peek();
        if (n == null || n.kind() != Token.Kind.NUMBER) return Optional.empty();
        c.next();
        if (!c.atEnd()) return Optional.empty();
        if (!(card.hasType("Instant") || card.hasType("Sorcery"))) {
            throw new NotSupported("keyword \"Casualty\" on a permanent spell (702.153a)");
        }
        int power = Integer.parseInt(n.text());
        Cost sacrifice = CostParser.parse("Sacrifice a creature with power " + power + " or greater");
        if (sacrifice == null || !sacrifice.mana().isEmpty() || sacrifice.parts().size() != 1) {
            throw new NotSupported("keyword \"Casualty\" (the sacrifice as a cost)");
        }
        return Optional.of(List.of(new Casualty(power, text.strip(), sacrifice.parts())));
    }
}
