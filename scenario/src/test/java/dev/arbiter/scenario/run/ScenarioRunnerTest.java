package dev.arbiter.scenario.run;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.scenario.ScenarioFixture;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The runner's verdicts and messages (SCENARIOS.md "Output"), through the fluent fixture and files. */
class ScenarioRunnerTest {
    @TempDir
    Path dir;

    private static ScenarioFixture shockTheBear() {
        return ScenarioFixture.scenario("shock.scenario", "Shock kills a 2/2")
                .rules("704.5g")
                .setup("turn 1 alice main1",
                        "alice hand: Shock",
                        "alice mana: {R}",
                        "bob battlefield: Grizzly Bears");
    }

    @Test
    void aScenarioThatHoldsPasses() {
        ScenarioResult r = shockTheBear()
                .actions("alice casts Shock targeting Grizzly Bears", "pass")
                .expect("Grizzly Bears in bob graveyard", "stack empty", "bob life 20")
                .assertPasses();
        assertThat(r.line()).isEqualTo("PASS shock.scenario: Shock kills a 2/2");
    }

    @Test
    void aWrongExpectationIsReportedWithFileLineExpectedAndFound() {
        ScenarioFixture f = shockTheBear()
                .actions("alice casts Shock targeting bob", "pass")
                .expect("bob life 20");
        // line 1 title, 2 rules, 3-7 setup, 8-10 actions, 11 expect:, 12 the wrong line
        assertThat(f.assertFails("expected bob life 20, found 18")).isEqualTo("FAIL shock.scenario:12: expected bob life 20, found 18");
    }

    @Test
    void anIllegalActionThatIsAcceptedFailsTheScenario() {
        String line = shockTheBear()
                .actions("illegal: alice casts Shock targeting bob")
                .assertFails("expected the action to be rejected");
        assertThat(line).startsWith("FAIL shock.scenario:9:");
    }

    @Test
    void anIllegalActionMustCiteTheRuleItNames() {
        ScenarioFixture.scenario("Shock without mana is rejected citing 601.2h")
                .setup("alice hand: Shock", "bob battlefield: Grizzly Bears")
                .actions("illegal 601.2h: alice casts Shock targeting bob")
                .expect("Shock in alice hand")
                .assertPasses(); // no mana: the cost can't be paid
        ScenarioFixture.scenario("Shock without mana cites 601.2h, not 305.2")
                .setup("alice hand: Shock", "bob battlefield: Grizzly Bears")
                .actions("illegal 305.2: alice casts Shock targeting bob")
                .assertFails("expected the rejection to cite 305.2");
    }

    @Test
    void anUnknownCardFailsAtItsLine() {
        String line = ScenarioFixture.scenario("x.scenario", "Unknown card")
                .setup("alice battlefield: Grizzly Bearz")
                .assertFails("Grizzly Bearz");
        assertThat(line).startsWith("FAIL x.scenario:3:");
    }

    @Test
    void actionsAfterTheGameEndedFail() {
        ScenarioFixture.scenario("Shock on a player at 2 life, then a cast")
                .setup("alice hand: Shock, Shock", "alice mana: {R}{R}", "bob life 2")
                .actions("alice casts Shock#1 targeting bob", "pass", "alice casts Shock#2 targeting bob")
                .assertFails("the game is over (alice wins) before this action");
    }

    @Test
    void passingAfterTheGameEndedStopsWithoutError() {
        ScenarioFixture.scenario("Shock on a player at 2 life, then passing")
                .setup("alice hand: Shock", "alice mana: {R}", "bob life 2")
                .actions("alice casts Shock targeting bob", "pass", "pass", "advance to end")
                .expect("game over: alice wins", "bob life 0")
                .assertPasses();
    }

    @Test
    void oneBrokenFileNeverStopsTheOthersAndTheSummaryCountsBoth() throws IOException {
        Files.writeString(dir.resolve("a-broken.scenario"), "scenario: broken\nsetup:\n  alice battlefield: No Such Card\n");
        Files.writeString(dir.resolve("b-good.scenario"), shockTheBear()
                .actions("alice casts Shock targeting Grizzly Bears", "pass")
                .expect("Grizzly Bears in bob graveyard").text());
        Files.writeString(dir.resolve("c-syntax.scenario"), "scenario: bad syntax\nexpect:\n  bob lief 20\n");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ScenarioRunner.Summary s = new ScenarioRunner().runAll(List.of(dir), new PrintStream(bytes, true, StandardCharsets.UTF_8));
        List<String> out = bytes.toString(StandardCharsets.UTF_8).lines().toList();
        assertThat(out).hasSize(4);
        assertThat(out.get(0)).startsWith("FAIL " + dir.resolve("a-broken.scenario") + ":3: ").contains("No Such Card");
        assertThat(out.get(1)).isEqualTo("PASS " + dir.resolve("b-good.scenario") + ": Shock kills a 2/2");
        assertThat(out.get(2)).startsWith("FAIL " + dir.resolve("c-syntax.scenario") + ":3: ");
        assertThat(out.get(3)).isEqualTo("1 passed, 2 failed");
        assertThat(s.failed()).isEqualTo(2);
    }

    @Test
    void aDecisionWithOneLegalOptionIsTakenBeforeTheNextExpectation() {
        ScenarioFixture.scenario("An upkeep trigger with one legal target is on the stack when the step begins")
                .rules("603.3")
                .card("Test Pyre {R}", "Enchantment", "At the beginning of your upkeep, Test Pyre deals 1 damage to target creature.")
                .setup("turn 2 bob end", "alice battlefield: Test Pyre, Llanowar Elves")
                .actions("advance to upkeep of turn 3")
                .expect("stack 1", "Llanowar Elves on battlefield")
                .actions("pass")
                .expect("stack empty", "Llanowar Elves in alice graveyard")
                .assertPasses();
    }
}
