package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.ConditionNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.PlayerRef;

/**
 * Conditions on counts, as intervening "if" clauses write them (603.4):
 * <pre>
 * condition := "you control" count noun
 *            | "there are" count noun ("on the battlefield" | "in your graveyard")
 *            | count noun ("is" | "are") ("on the battlefield" | "in your graveyard")
 *            | player ("has" | "have") count "cards in hand"
 *            | this-turn (ThisTurnConditionGrammar: "a creature died this turn", "you attacked this turn")
 *            | status (StatusConditionGrammar: "~ is tapped", "~ is an enchantment", "enchanted creature has flying")
 * count     := "no" | "a" | "an" | number ("or more" | "or greater" | "or fewer" | "or less") | "at least" number
 * </pre>
 */
public final class ConditionGrammar {

    private ConditionGrammar() {
    }

    /** A condition at the cursor, or throws (the cursor is then where it started). */
    public static ConditionNode condition(Cursor c) {
        int m = c.mark();
        try {
            return parse(c);
        } catch (ParseFailure f) {
            c.reset(m);
            throw f;
        }
    }

    private static ConditionNode parse(Cursor c) {
        ConditionNode status = StatusConditionGrammar.condition(c); // "~ is tapped", "enchanted creature has flying"
        if (status != null) return status;
        ConditionNode thisTurn = ThisTurnConditionGrammar.condition(c); // "if a creature died this turn"
        if (thisTurn != null) return thisTurn;
        if (c.accept("you control")) {
            ConditionNode.Count n = count(c);
            return new ConditionNode.YouControl(n, NounGrammar.noun(c));
        }
        int m = c.mark();
        try {
            PlayerRef who = ReferenceGrammar.player(c);
            if (c.acceptAny("has", "have") != null) {
                ConditionNode.Count n = count(c);
                c.expect("cards in hand");
                return new ConditionNode.HandSize(who, n);
            }
        } catch (ParseFailure f) {
            // not a player: a count of objects
        }
        c.reset(m);
        boolean there = c.accept("there are") || c.accept("there is");
        ConditionNode.Count n = count(c);
        Noun noun = NounGrammar.noun(c);
        if (!there && c.acceptAny("is", "are") == null) throw c.fail("\"is\" or \"are\"");
        if (noun.hasHead("card")) {
            if (noun.zone() == null && c.accept("in your graveyard")) return new ConditionNode.InYourGraveyard(n, noun);
            if ("your graveyard".equals(noun.zone())) return new ConditionNode.InYourGraveyard(n, noun);
            throw c.fail("\"in your graveyard\"");
        }
        c.accept("on the battlefield");
        return new ConditionNode.OnBattlefield(n, noun);
    }

    private static ConditionNode.Count count(Cursor c) {
        if (c.accept("no")) return new ConditionNode.Count(0, 0);
        if (c.acceptAny("a", "an") != null) return new ConditionNode.Count(1, Integer.MAX_VALUE);
        boolean atLeast = c.accept("at least");
        AmountNode a = ReferenceGrammar.count(c);
        if (!(a instanceof AmountNode.Fixed f)) throw c.fail("a count");
        if (atLeast || c.acceptAny("or more", "or greater") != null) return new ConditionNode.Count(f.value(), Integer.MAX_VALUE);
        if (c.acceptAny("or fewer", "or less") != null) return new ConditionNode.Count(0, f.value());
        throw c.fail("\"or more\" or \"or fewer\"");
    }
}
