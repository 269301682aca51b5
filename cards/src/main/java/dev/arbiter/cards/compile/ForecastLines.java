package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.Token;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.Condition;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Forecast (702.57a-b): "Forecast — [mana], Reveal ~ from your hand: [effect]" is an activated ability that functions
 * only in its owner's hand (113.6b), activated only during its owner's upkeep and only once each turn (602.5b);
 * revealing the card is the rest of its cost (it stays in the hand). Read as the ability "[mana]: [effect]" with the
 * timing {@link ActivatedAbility.Timing#FROM_HAND_YOUR_UPKEEP} and a limit of once each turn. A cost other than mana
 * and the reveal, an effect naming the card, or a restriction of its own is refused.
 */
final class ForecastLines {

    private ForecastLines() {
    }

    static Optional<List<Ability>> compile(String text, CardText card) {
        String t = text.strip();
        Cursor c = Cursor.of(t);
        if (!c.accept("forecast") || c.acceptAny("—", "-") == null) return Optional.empty();
        List<String> symbols = new ArrayList<>();
        while (c.peek() != null && c.peek().kind() == Token.Kind.SYMBOL) symbols.add("{" + c.next().text() + "}");
        if (symbols.isEmpty() || !c.accept(", reveal ~ from your hand :")) {
            throw new NotSupported("forecast with a cost other than mana and revealing the card");
        }
        Token first = c.peek();
        if (first == null) return Optional.empty();
        String effect = t.substring(first.start()).strip();
        for (Cursor e = Cursor.of(effect); e.peek() != null; ) {
            if (e.next().text().equals("~")) throw new NotSupported("a forecast ability naming the revealed card");
        }
        Optional<List<Ability>> compiled = ActivatedAbilityLines.compile(String.join("", symbols) + ": " + effect, card);
        if (compiled.isEmpty()) return Optional.empty();
        if (compiled.get().size() != 1 || !(compiled.get().get(0) instanceof ActivatedAbility a) || a.manaAbility()
                || a.timing() != ActivatedAbility.Timing.INSTANT || a.perTurn() != 0 || !(a.onlyIf() instanceof Condition.Always)) {
            throw new NotSupported("a forecast ability with a restriction of its own");
        }
        // 702.57b: from the hand, during its owner's upkeep, once each turn
        return Optional.of(List.of(new ActivatedAbility(a.cost(), a.targets(), a.effect(), false,
                ActivatedAbility.Timing.FROM_HAND_YOUR_UPKEEP, t, 1)));
    }
}
