package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.Token;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.CostPart;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.FilterQualities;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * "Ninjutsu [mana cost]" (702.49a): "[cost], Reveal this card from your hand, Return an unblocked attacking creature you
 * control to its owner's hand: Put this card onto the battlefield from your hand tapped and attacking." An activated
 * ability that functions from the hand (113.6b) at instant speed; an unblocked attacker exists only once blockers are
 * declared (509.1h), so that is when it can be paid (118.3). Revealing the card shows it and nothing else (701.16a).
 * "Commander ninjutsu" (702.49d) needs the command zone: unsupported.
 */
final class NinjutsuLines {
    /** The cost part, written as the rule writes it: read by the cost grammar. */
    private static final String RETURN = "Return an unblocked attacking creature you control to its owner's hand";
    static final String EFFECT_TEXT = "Put ~ onto the battlefield from your hand tapped and attacking.";

    private NinjutsuLines() {
    }

    static Optional<List<Ability>> compile(String text, CardText card) {
        String t = text.strip();
        if (t.regionMatches(true, 0, "commander ninjutsu", 0, 18)) {
            throw new NotSupported("keyword \"Commander ninjutsu\" (the command zone, 702.49d)");
        }
        if (!t.regionMatches(true, 0, "ninjutsu", 0, 8)) return Optional.empty(); // a cheap look before tokenizing
        Cursor c = Cursor.of(t);
        if (!c.accept("ninjutsu")) return Optional.empty();
        List<String> symbols = new ArrayList<>();
        while (c.peek() != null && c.peek().kind() == Token.Kind.SYMBOL) symbols.add(c.next().text());
        if (symbols.isEmpty() || !c.atEnd()) throw new NotSupported("keyword \"Ninjutsu\" (a cost that isn't mana)");
        if (!card.hasType("Creature")) throw new NotSupported("keyword \"Ninjutsu\" on a card that isn't a creature");
        String mana;
        try {
            mana = dev.arbiter.engine.mana.ManaCost.ofSymbols(symbols).toString();
        } catch (RuntimeException e) {
            throw new NotSupported("keyword \"Ninjutsu\" (cost " + String.join("", symbols) + ")");
        }
        Cost cost = CostParser.parse(mana + ", " + RETURN);
        if (cost == null || cost.mana().hasX() || cost.parts().size() != 1
                || !(cost.parts().get(0) instanceof CostPart.ReturnPermanents r) || r.count() != 1
                || (r.filter().more().chosen() & FilterQualities.UNBLOCKED) == 0) {
            throw new NotSupported("keyword \"Ninjutsu\" (cost " + mana + ", the return not read)");
        }
        return Optional.of(List.of(new ActivatedAbility(cost, List.of(), new Effect.PutSelfFromHandAttacking(), false,
                ActivatedAbility.Timing.FROM_HAND, t)));
    }
}
