package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.Token;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.AlternativeCost;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.mana.ManaCost;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * "Evoke [cost]" (702.74a) is two abilities: "You may cast this spell by paying [cost] rather than paying its mana cost"
 * (an alternative cost, 118.9) and "When this permanent enters, if its evoke cost was paid, its controller sacrifices it"
 * (a triggered ability with an intervening "if", 603.4). A cost that isn't mana is written after a dash ("Evoke—Exile a
 * white card from your hand."), read by {@link KeywordCosts}; one it can't read leaves the card unsupported.
 */
final class EvokeLines {
    /** The name the payment is remembered by (702.74a). */
    static final String KEYWORD = "evoke";

    private EvokeLines() {
    }

    static Optional<List<Ability>> compile(String text, CardText card) {
        String t = text.strip();
        if (!t.regionMatches(true, 0, "evoke", 0, 5)) return Optional.empty(); // a cheap look before tokenizing
        Cost cost = KeywordCosts.afterDash("Evoke", t);
        if (cost == null) {
            Cursor c = Cursor.of(t);
            if (!c.accept("evoke")) return Optional.empty();
            List<String> symbols = new ArrayList<>();
            while (c.peek() != null && c.peek().kind() == Token.Kind.SYMBOL) symbols.add(c.next().text());
            if (symbols.isEmpty() || !c.atEnd()) throw new NotSupported("keyword \"Evoke\" (a cost that isn't mana)");
            try {
                cost = new Cost(ManaCost.ofSymbols(symbols), List.of());
            } catch (RuntimeException e) {
                throw new NotSupported("keyword \"Evoke\" (cost " + String.join("", symbols) + ")");
            }
        }
        if (cost.mana().hasX()) throw new NotSupported("keyword \"Evoke\" with X in its cost");
        if (!card.hasType("Creature") && !card.hasType("Artifact") && !card.hasType("Enchantment")
                && !card.hasType("Planeswalker")) {
            throw new NotSupported("keyword \"Evoke\" on a card that isn't a permanent"); // 702.74a: "this permanent"
        }
        // 702.74a: the sacrifice trigger; the permanent's controller sacrifices it (701.17a)
        TriggeredAbility sacrifice = new TriggeredAbility(new Trigger.EntersBattlefield(),
                new Condition.SourceCostPaid(KEYWORD), List.of(), new Effect.SacrificePermanent(new Subject.Self()),
                "When ~ enters the battlefield, if its evoke cost was paid, its controller sacrifices it.");
        return Optional.of(List.of(new AlternativeCost(cost, List.of(), t, KEYWORD), sacrifice));
    }
}
