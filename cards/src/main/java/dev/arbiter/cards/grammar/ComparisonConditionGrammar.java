package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.ConditionNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.PlayerRef;

/**
 * Conditions that compare totals, as intervening "if" clauses write them (603.4):
 * <pre>
 * comparison := noun "you control have total power" number "or greater"
 *             | ("an opponent" | "that player" | "defending player") "controls" ["at least" number] "more" noun "than you"
 *             | "an opponent has more life than you" | "you have more life than an opponent"
 *             | "you have less life than an opponent"
 *             | "you have more cards in hand than each opponent" | "an opponent has more cards in hand than you"   (402.1)
 *             | "you control fewer" noun "than" ("an opponent" | "that player" | "defending player")   (the same as "controls more")
 * </pre>
 */
final class ComparisonConditionGrammar {

    private ComparisonConditionGrammar() {
    }

    /** The condition at the cursor, or null with the cursor where it was. */
    static ConditionNode condition(Cursor c) {
        return c.attempt(ComparisonConditionGrammar::parse);
    }

    private static ConditionNode parse(Cursor c) {
        if (c.accept("an opponent has more life than you") || c.accept("you have less life than an opponent")) {
            return new ConditionNode.LifeComparison(true); // 119
        }
        if (c.accept("you have more life than an opponent")) return new ConditionNode.LifeComparison(false);
        if (c.accept("you have more cards in hand than each opponent")) return new ConditionNode.HandComparison(true); // 402.1
        if (c.accept("an opponent has more cards in hand than you")) return new ConditionNode.HandComparison(false); // 402.1
        String who = c.acceptAny("an opponent", "that player", "defending player");
        if (who != null) {
            if (!c.accept("controls")) return null;
            int more = 1;
            if (c.accept("at least")) { // "at least four more creatures than you"
                AmountNode a = ReferenceGrammar.count(c);
                if (!(a instanceof AmountNode.Fixed f) || f.value() < 1) return null;
                more = f.value();
            }
            if (!c.accept("more")) return null;
            Noun noun = NounGrammar.noun(c);
            c.expect("than you");
            return new ConditionNode.ControlsMore(who.equals("an opponent") ? new PlayerRef.EachOpponent() : new PlayerRef.That(who), noun, more);
        }
        if (c.accept("you control fewer")) { // "you control fewer creatures than an opponent": that player controls more
            Noun noun = NounGrammar.noun(c);
            c.expect("than");
            String than = c.acceptAny("an opponent", "that player", "defending player");
            if (than == null || noun.controller() != null) return null;
            return new ConditionNode.ControlsMore(than.equals("an opponent") ? new PlayerRef.EachOpponent() : new PlayerRef.That(than), noun, 1);
        }
        Noun noun = NounGrammar.noun(c); // "creatures you control have total power 8 or greater" (formidable)
        if (!c.accept("have total power")) return null;
        AmountNode a = ReferenceGrammar.count(c);
        if (!(a instanceof AmountNode.Fixed f) || c.acceptAny("or greater", "or more") == null) return null;
        return new ConditionNode.TotalPower(noun, f.value());
    }
}
