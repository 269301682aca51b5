package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ConditionalEntryGrammar;
import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.characteristic.CardType;

/**
 * "~ enters the battlefield with a +1/+1 counter on it for each other Kithkin you control", "... with X
 * +1/+1 counters on it, where X is the greatest power among other creatures you control" (614.1c,
 * 107.1): the number is counted as the permanent enters. The replacement applies before it is on the
 * battlefield, so a count of permanents that could include the entering permanent itself (one
 * without "other" whose filter its own types could match) is refused. "for each creature that died this turn" (700.4)
 * counts the turn's record.
 */
final class CountedEntry {

    private CountedEntry() {
    }

    static StaticEffect lower(ConditionalEntryGrammar.Entry e, CardText card) {
        return new StaticEffect.EntersWithCounters(CounterKinds.check(e.kind()), amount(e.amount(), card));
    }

    /** The amount counted as the permanent enters; a sum of two of them (107.1) adds them. */
    private static Amount amount(AmountNode node, CardText card) {
        if (node instanceof AmountNode.Sum s) return new Amount.Sum(amount(s.first(), card), amount(s.second(), card)); // 107.1
        return one(node, card);
    }

    private static Amount one(AmountNode node, CardText card) {
        Amount amount;
        if (node instanceof AmountNode.CountOf c) {
            Amount count = PlayerAmountLowering.count(c);
            if (count instanceof Amount.CountPermanents p && couldBeItself(p.filter(), card)) {
                throw new NotSupported("enters-the-battlefield replacement (a count that would include the entering permanent)");
            }
            amount = c.factor() == 1 ? count : new Amount.Times(c.factor(), count);
        } else if (node instanceof AmountNode.Greatest g) {
            amount = ManaCountLowering.greatest(g); // 107.1
            if (amount instanceof Amount.Greatest gr && couldBeItself(gr.filter(), card)) {
                throw new NotSupported("enters-the-battlefield replacement (a greatest value that would include the entering permanent)");
            }
        } else if (node instanceof AmountNode.Total t) {
            amount = ManaCountLowering.total(t); // 107.1: "the total toughness of other creatures you control"
            if (amount instanceof Amount.Total tot && couldBeItself(tot.filter(), card)) {
                throw new NotSupported("enters-the-battlefield replacement (a total that would include the entering permanent)");
            }
        } else if (node instanceof AmountNode.LifeLostThisTurn ll && (ll.who() instanceof dev.arbiter.cards.grammar.ast.PlayerRef.You
                || ll.who() instanceof dev.arbiter.cards.grammar.ast.PlayerRef.EachOpponent)) { // 119.3
            amount = new Amount.LifeLostThisTurn(ll.who() instanceof dev.arbiter.cards.grammar.ast.PlayerRef.You
                    ? new dev.arbiter.engine.ability.Who.You() : new dev.arbiter.engine.ability.Who.EachOpponent());
        } else if (node instanceof AmountNode.ColorsSpent) {
            amount = new Amount.ColorsSpentToCast(); // 601.2h, 105.1: the colours spent on the spell it was
        } else if (node instanceof AmountNode.TimesKicked) {
            amount = new Amount.TimesKicked(); // 702.33c: the kicks paid on the spell it was
        } else if (node instanceof AmountNode.Times t && t.of() instanceof AmountNode.TimesKicked) {
            amount = new Amount.Times(t.factor(), new Amount.TimesKicked()); // 702.33c: "two counters for each time"
        } else if (node instanceof AmountNode.LifeGainedThisTurn) {
            amount = new Amount.LifeGainedThisTurn(); // 119.3: "where X is the amount of life you gained this turn"
        } else if (node instanceof AmountNode.Counted c && c.what().equals(dev.arbiter.cards.grammar.OneShotGrammar.DIED)) {
            // 700.4: "for each creature that died this turn", counted as it enters (it hasn't died itself)
            amount = c.factor() == 1 ? new Amount.CreaturesDiedThisTurn() : new Amount.Times(c.factor(), new Amount.CreaturesDiedThisTurn());
        } else if (node instanceof AmountNode.DiedThisTurn d) {
            amount = DiedThisTurnLowering.amount(d); // 700.4, 603.10a
        } else {
            throw new NotSupported("enters-the-battlefield replacement (variable amount)");
        }
        return amount;
    }

    /** Whether the entering card could match {@code f} (then it would count itself). */
    private static boolean couldBeItself(ObjectFilter f, CardText card) {
        if (f.other()) return false;
        if (f.anyOfTypes() == 0) return true;
        for (CardType t : CardType.values()) {
            if ((f.anyOfTypes() & t.bit()) != 0 && card.hasType(t.word())) return true;
        }
        return false;
    }
}
