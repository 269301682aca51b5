package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.Token;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Squad;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.mana.ManaCost;
import dev.arbiter.cards.text.CardText;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * "Squad [mana cost]" (702.157a): two linked abilities, an additional cost that may be paid any number of times
 * ({@link Squad}) and "When this creature enters, if its squad cost was paid, create a token that's a copy of it for each
 * time its squad cost was paid" (an intervening "if", 603.4; the copies made at once, 111.2). A cost that isn't mana, or
 * has X, a card that isn't a creature, or a second squad line (702.157b: each instance its own payments) is unsupported.
 */
final class SquadLines {

    static final String TRIGGER_TEXT = "When this creature enters the battlefield, if its squad cost was paid, create a token "
            + "that's a copy of it for each time its squad cost was paid.";

    private SquadLines() {
    }

    static Optional<List<Ability>> compile(String text, CardText card) {
        String t = text.strip();
        if (!t.regionMatches(true, 0, "squad", 0, 5)) return Optional.empty(); // a cheap look before tokenizing
        Cursor c = Cursor.of(t);
        if (!c.accept("squad")) return Optional.empty();
        List<String> symbols = new ArrayList<>();
        while (c.peek() != null && c.peek().kind() == Token.Kind.SYMBOL) symbols.add(c.next().text());
        if (symbols.isEmpty() || !c.atEnd()) throw new NotSupported("keyword \"Squad\" (a cost that isn't mana)");
        ManaCost cost;
        try {
            cost = ManaCost.ofSymbols(symbols);
        } catch (RuntimeException e) {
            throw new NotSupported("keyword \"Squad\" (cost " + String.join("", symbols) + ")");
        }
        if (cost.hasX() || cost.manaValue() == 0) throw new NotSupported("keyword \"Squad\" (cost " + cost + ")");
        if (card != null && !card.hasType("Creature")) throw new NotSupported("keyword \"Squad\" on a card that isn't a creature");
        if (card != null && card.rulesTexts().stream().filter(l -> l.strip().regionMatches(true, 0, "squad", 0, 5)).count() > 1) {
            throw new NotSupported("keyword \"Squad\" twice (702.157b)");
        }
        Effect copies = new Effect.CreateTokenCopies(new Amount.TimesCostPaid(Squad.PAID), // 702.157a, 707.2
                new Effect.CreateTokenCopy(new Subject.Self()));
        TriggeredAbility enters = new TriggeredAbility(new Trigger.EntersBattlefield(), new Condition.SourceCostPaid(Squad.PAID),
                List.of(), copies, TRIGGER_TEXT);
        return Optional.of(List.of(new Squad(cost, t), enters));
    }
}
