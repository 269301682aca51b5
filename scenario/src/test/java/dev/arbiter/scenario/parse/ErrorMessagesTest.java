package dev.arbiter.scenario.parse;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import org.junit.jupiter.api.Test;

/** The messages a scenario author sees: {@code file:line: what is wrong; expected ...}, on whole files. */
class ErrorMessagesTest {

    private static String error(String text) {
        ScenarioSyntaxException e = catchThrowableOfType(ScenarioSyntaxException.class,
                () -> ScenarioParser.parse("bugs/bolt.scenario", text, NameOracle.ANY_SIMPLE));
        assertThat(e).as("expected a syntax error").isNotNull();
        assertThat(e.getMessage()).isEqualTo(e.pos() + ": " + e.problem());
        return e.getMessage();
    }

    @Test
    void missingScenarioLine() {
        assertThat(error("\n# comment\nsetup:\n  alice life 3\n"))
                .isEqualTo("bugs/bolt.scenario:3: expected \"scenario: TITLE\" as the first line, found \"setup:\"");
    }

    @Test
    void unknownStep() {
        assertThat(error("scenario: s\nsetup:\n  turn 3 alice combat\n")).isEqualTo("bugs/bolt.scenario:3: "
                + "unknown step \"combat\"; expected one of untap upkeep draw main1 beginning-of-combat declare-attackers"
                + " declare-blockers first-strike-damage combat-damage end-of-combat main2 end cleanup");
    }

    @Test
    void badNumber() {
        assertThat(error("scenario: s\n\nexpect:\n  bob life sixteen\n"))
                .isEqualTo("bugs/bolt.scenario:4: bad number \"sixteen\"; expected a whole number in \"PLAYER life N\"");
    }

    @Test
    void unknownPlayer() {
        assertThat(error("scenario: s\nplayers: ann ben\nactions:\n  alice casts Lightning Bolt\n"))
                .isEqualTo("bugs/bolt.scenario:4: unknown player \"alice\"; expected one of ann ben");
    }

    @Test
    void unknownAction() {
        assertThat(error("scenario: s\nactions:\n  pass\n  alice taps Forest\n")).startsWith(
                "bugs/bolt.scenario:4: unknown action \"alice taps Forest\"; expected PLAYER plays|casts|activates|attacks:"
                        + "|blocks:|assigns|chooses:|orders triggers: ..., pass, advance to STEP [of turn N],"
                        + " or illegal[ RULE]: ACTION");
    }

    @Test
    void badModifier() {
        assertThat(error("scenario: s\nsetup:\n  alice battlefield: Grizzly Bears (tapped, angry)\n"))
                .isEqualTo("bugs/bolt.scenario:3: bad modifier \"angry\"; expected tapped, sick, token, damage N,"
                        + " KIND N (e.g. +1/+1 2, charge 3), attached to CARD or as LABEL");
    }

    @Test
    void unknownTopLevelKey() {
        assertThat(error("scenario: s\nsetup:\n  alice life 3\nexpects:\n  alice life 3\n"))
                .startsWith("bugs/bolt.scenario:4: unknown top-level key \"expects:\"; expected one of scenario:");
    }

    @Test
    void unknownExpectation() {
        assertThat(error("scenario: s\nexpect:\n  Grizzly Bears is dead\n"))
                .startsWith("bugs/bolt.scenario:3: unknown expectation \"Grizzly Bears is dead\"; expected ");
    }
}
