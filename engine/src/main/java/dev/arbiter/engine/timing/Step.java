package dev.arbiter.engine.timing;

/**
 * The steps of a turn in order (500.1, 501-514). Main phases and steps share one enum so the
 * turn structure is a walk through it. {@link #scenarioName()} is the SCENARIOS.md spelling.
 */
public enum Step {
    UNTAP(Phase.BEGINNING, "untap", false),
    UPKEEP(Phase.BEGINNING, "upkeep", true),
    DRAW(Phase.BEGINNING, "draw", true),
    MAIN1(Phase.PRECOMBAT_MAIN, "main1", true),
    BEGINNING_OF_COMBAT(Phase.COMBAT, "beginning-of-combat", true),
    DECLARE_ATTACKERS(Phase.COMBAT, "declare-attackers", true),
    DECLARE_BLOCKERS(Phase.COMBAT, "declare-blockers", true),
    /** The first of two combat damage steps (seed 502.2b / 510.4). */
    FIRST_STRIKE_DAMAGE(Phase.COMBAT, "first-strike-damage", true),
    COMBAT_DAMAGE(Phase.COMBAT, "combat-damage", true),
    END_OF_COMBAT(Phase.COMBAT, "end-of-combat", true),
    MAIN2(Phase.POSTCOMBAT_MAIN, "main2", true),
    END(Phase.ENDING, "end", true),
    CLEANUP(Phase.ENDING, "cleanup", false);

    private final Phase phase;
    private final String scenarioName;
    private final boolean givesPriority;

    Step(Phase phase, String scenarioName, boolean givesPriority) {
        this.phase = phase;
        this.scenarioName = scenarioName;
        this.givesPriority = givesPriority;
    }

    public Phase phase() {
        return phase;
    }

    public String scenarioName() {
        return scenarioName;
    }

    /** Whether players normally receive priority in this step (117.3a: not in untap, not in cleanup). */
    public boolean givesPriority() {
        return givesPriority;
    }

    public boolean isMain() {
        return this == MAIN1 || this == MAIN2;
    }

    public boolean isCombat() {
        return phase == Phase.COMBAT;
    }

    public static Step ofScenarioName(String name) {
        for (Step s : values()) if (s.scenarioName.equals(name)) return s;
        throw new IllegalArgumentException("unknown step: " + name);
    }

    public String display() {
        return scenarioName;
    }
}
