package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Who;

/**
 * An amount read outside a resolution, as a spell's cost is determined (601.2f) or a permanent enters (614.1c): only
 * what the state alone answers for the source's controller (107.1) — counts of permanents and of your cards, the
 * greatest or total of a characteristic, life gained or lost this turn, devotion, and sums, differences, halves and
 * multiples of these. Anything else (a target, "that player", the resolution's objects) is refused.
 */
final class StaticAmountLowering {

    private StaticAmountLowering() {
    }

    static Amount lower(AmountNode a) {
        if (a instanceof AmountNode.Fixed f) return Amount.of(f.value());
        if (a instanceof AmountNode.CountOf c) {
            Amount count = PlayerAmountLowering.count(c);
            return c.factor() == 1 ? count : new Amount.Times(c.factor(), count);
        }
        if (a instanceof AmountNode.Greatest g) return ManaCountLowering.greatest(g); // 107.1
        if (a instanceof AmountNode.Total t) return ManaCountLowering.total(t); // 107.1
        if (a instanceof AmountNode.LifeGainedThisTurn) return new Amount.LifeGainedThisTurn(); // 119.3
        if (a instanceof AmountNode.LifeLostThisTurn ll && ll.who() instanceof PlayerRef.You) {
            return new Amount.LifeLostThisTurn(new Who.You()); // 119.3
        }
        if (a instanceof AmountNode.LifeLostThisTurn ll && ll.who() instanceof PlayerRef.EachOpponent) {
            return new Amount.LifeLostThisTurn(new Who.EachOpponent()); // 119.3
        }
        if (a instanceof AmountNode.ColorsSpent) return new Amount.ColorsSpentToCast(); // 601.2h, 105.1
        if (a instanceof AmountNode.CountedThisTurn t && t.who() instanceof PlayerRef.You) { // 601.2i, 121.1
            Amount count = new Amount.CountedThisTurn(new Who.You(), t.spells());
            return t.factor() == 1 ? count : new Amount.Times(t.factor(), count);
        }
        if (a instanceof AmountNode.Devotion d) return DevotionLowering.amount(d); // 700.5
        if (a instanceof AmountNode.Sum s) return new Amount.Sum(lower(s.first()), lower(s.second())); // 107.1
        if (a instanceof AmountNode.Minus m) return new Amount.Minus(lower(m.of()), lower(m.less())); // 107.1b
        if (a instanceof AmountNode.Times t) return new Amount.Times(t.factor(), lower(t.of())); // 107.1
        if (a instanceof AmountNode.Plus p) return new Amount.Plus(lower(p.of()), p.add()); // 107.1
        throw new NotSupported("variable amount (read outside a resolution)");
    }
}
