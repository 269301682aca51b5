package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.ConditionNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;

/**
 * "your team" in an intervening "if" (102.4: you and/or your teammates; in a game without teams, you):
 * <pre>
 * team := "your team" ("gained life this turn" | "controls" ("another" | "a" | "an") noun)
 * </pre>
 * each read as the condition said of "you", true when it holds for one member of the team. Read for {@link ConditionGrammar}.
 */
final class TeamConditionGrammar {

    private static final ConditionNode.Count ANY = new ConditionNode.Count(1, Integer.MAX_VALUE);

    private TeamConditionGrammar() {
    }

    /** The condition at the cursor, or null with the cursor where it was. */
    static ConditionNode condition(Cursor c) {
        if (!c.at("your team")) return null;
        return c.attempt(TeamConditionGrammar::parse);
    }

    private static ConditionNode parse(Cursor c) {
        if (!c.accept("your team")) return null;
        if (c.accept("gained life this turn")) { // 119.3
            return new ConditionNode.Team(new ConditionNode.ThisTurn("gained life", new PlayerRef.You(), 1));
        }
        if (!c.accept("controls")) return null;
        boolean another = c.accept("another");
        if (!another && c.acceptAny("a", "an") == null) return null;
        return new ConditionNode.Team(new ConditionNode.YouControl(ANY, NounGrammar.noun(c), another)); // 109.5: "another"
    }
}
