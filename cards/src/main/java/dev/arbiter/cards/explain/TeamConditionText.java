package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Condition;

/** "your team gained life this turn" / "your team controls another Warrior" (102.4): the member condition with "your team". */
final class TeamConditionText {

    private TeamConditionText() {
    }

    static String of(Condition.Team c, Scope s) {
        String one = StaticText.CONDITIONS.apply(c.of(), s);
        if (one.startsWith("you control ")) return "your team controls " + one.substring("you control ".length());
        if (one.startsWith("you ")) return "your team " + one.substring("you ".length());
        return "your team: " + one;
    }
}
