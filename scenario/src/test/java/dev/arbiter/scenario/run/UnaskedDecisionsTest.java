package dev.arbiter.scenario.run;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.scenario.ScenarioFixture;
import org.junit.jupiter.api.Test;

/**
 * Stated answers to decisions the engine took without asking, and illegal declarations it never
 * asked for (SCENARIOS.md: "A decision with exactly one legal option is taken without asking").
 */
class UnaskedDecisionsTest {

    private static ScenarioFixture giantBlockedByBears(String... actions) {
        String[] all = new String[actions.length + 3];
        all[0] = "advance to declare-attackers";
        all[1] = "alice attacks: Hill Giant";
        all[2] = "bob blocks: Grizzly Bears -> Hill Giant";
        System.arraycopy(actions, 0, all, 3, actions.length);
        return ScenarioFixture.scenario("giant.scenario", "Hill Giant blocked by Grizzly Bears")
                .rules("510.1c")
                .setup("turn 1 alice main1", "alice battlefield: Hill Giant", "bob battlefield: Grizzly Bears")
                .actions(all);
    }

    @Test
    void aStatedAssignmentEqualToTheEnginesGoesOn() {
        giantBlockedByBears("alice assigns Hill Giant: Grizzly Bears 3", "advance to end-of-combat")
                .expect("Grizzly Bears in bob graveyard", "bob life 20")
                .assertPasses();
    }

    @Test
    void aStatedAssignmentThatDiffersFailsNamingTheRuleThatForcedIt() {
        String line = giantBlockedByBears("alice assigns Hill Giant: Grizzly Bears 2, bob 1")
                .assertFails("510.1c");
        // line 1 title, 2 rules, 3-6 setup, 7 actions:, 8-10 the combat, 11 the assignment
        assertThat(line).isEqualTo("FAIL giant.scenario:11: Hill Giant's combat damage was assigned without asking, as"
                + " 510.1c requires (a creature blocked by exactly one creature assigns all its combat damage to it):"
                + " 3 to Grizzly Bears; the script assigns 2 to Grizzly Bears, 1 to bob");
    }

    @Test
    void anUnblockedAttackersStatedDamageIsChecked() {
        ScenarioFixture unblocked = ScenarioFixture.scenario("bears.scenario", "Unblocked bears")
                .setup("turn 1 alice main1", "alice battlefield: Grizzly Bears");
        unblocked.actions("advance to declare-attackers", "alice attacks: Grizzly Bears", "alice assigns Grizzly Bears: bob 2")
                .expect("bob life 18").assertPasses();
        String line = ScenarioFixture.scenario("bears.scenario", "Unblocked bears")
                .setup("turn 1 alice main1", "alice battlefield: Grizzly Bears")
                .actions("advance to declare-attackers", "alice attacks: Grizzly Bears", "alice assigns Grizzly Bears: bob 3")
                .assertFails("510.1b");
        assertThat(line).endsWith("2 to bob; the script assigns 3 to bob");
    }

    private static ScenarioFixture angelAgainstBears(String... actions) {
        String[] all = new String[actions.length + 2];
        all[0] = "advance to declare-attackers";
        all[1] = "alice attacks: Serra Angel";
        System.arraycopy(actions, 0, all, 2, actions.length);
        return ScenarioFixture.scenario("angel.scenario", "Serra Angel against Grizzly Bears")
                .setup("turn 1 alice main1", "alice battlefield: Serra Angel", "bob battlefield: Grizzly Bears")
                .actions(all);
    }

    @Test
    void aStatedBlockWhereTheEngineDeclaredNoneFailsNamingTheRuleItBreaks() {
        String line = angelAgainstBears("bob blocks: Grizzly Bears -> Serra Angel").assertFails("502.4b");
        assertThat(line).startsWith("FAIL angel.scenario:9: the engine declared no blockers for bob (509.1: no creature"
                + " could block) without asking; this declaration breaks ");
    }

    @Test
    void anIllegalBlockNeverAskedIsJudgedByTheEnginesLegalityCheck() {
        angelAgainstBears("illegal 502.4b: bob blocks: Grizzly Bears -> Serra Angel", "illegal: bob blocks: Grizzly Bears -> Serra Angel")
                .expect("step declare-blockers").assertPasses();
        String wrongRule = angelAgainstBears("illegal 508.1a: bob blocks: Grizzly Bears -> Serra Angel")
                .assertFails("expected the rejection to cite 508.1a, found: ");
        assertThat(wrongRule).contains("502.4b");
        angelAgainstBears("bob blocks: nothing", "advance to end-of-combat").expect("bob life 16").assertPasses();
    }

    @Test
    void anIllegalAttackNeverAskedIsJudgedAndAStatedOneFails() {
        ScenarioFixture sick = ScenarioFixture.scenario("sick.scenario", "A summoning-sick creature")
                .setup("turn 3 alice main1", "alice battlefield: Grizzly Bears (sick)");
        sick.actions("advance to declare-attackers", "illegal 302.6: alice attacks: Grizzly Bears").expect("bob life 20")
                .assertPasses();
        String line = ScenarioFixture.scenario("sick.scenario", "A summoning-sick creature")
                .setup("turn 3 alice main1", "alice battlefield: Grizzly Bears (sick)")
                .actions("alice attacks: Grizzly Bears")
                .assertFails("302.6");
        assertThat(line).contains("the engine declared no attackers for alice (508.1: no creature could attack) without"
                + " asking; this declaration breaks ");
    }

    @Test
    void anIllegalAssignmentWhereTheEngineAssignedItselfIsJudgedByItsCheck() {
        giantBlockedByBears("illegal 510.1c: alice assigns Hill Giant: Grizzly Bears 1, bob 2",
                "illegal 510.1a: alice assigns Hill Giant: Grizzly Bears 2")
                .expect("Grizzly Bears in bob graveyard").assertPasses();
        assertThat(giantBlockedByBears("illegal: alice assigns Hill Giant: Grizzly Bears 3")
                .assertFails("expected the assignment to be illegal, but it is the one the engine made without asking (510.1c)"))
                .startsWith("FAIL giant.scenario:11: ");
        assertThat(giantBlockedByBears("illegal 510.1a: alice assigns Hill Giant: bob 3")
                .assertFails("expected the rejection to cite 510.1a, found: ")).contains("510.1c");
    }
}
