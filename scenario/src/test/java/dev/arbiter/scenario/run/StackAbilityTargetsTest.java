package dev.arbiter.scenario.run;

import dev.arbiter.scenario.ScenarioFixture;
import org.junit.jupiter.api.Test;

/**
 * Abilities on the stack as targets (115.1, 113.1c): countered (701.5a), copied (707.10), and illegal once they left the
 * stack (608.2b). The scenario language names no ability on the stack, so these rely on a target requirement with one
 * legal choice being chosen without asking (SCENARIOS.md).
 */
class StackAbilityTargetsTest {

    private static ScenarioFixture sorcererAimsAtAlice(String aliceHand, String aliceMana) {
        return ScenarioFixture.scenario("bind.scenario", "Prodigal Sorcerer's ability on the stack")
                .setup("turn 3 bob main1", "bob battlefield: Prodigal Sorcerer", "alice hand: " + aliceHand,
                        "alice mana: " + aliceMana);
    }

    @Test
    void aCounteredTargetAbilityMakesTheSecondCounterFizzle() {
        // 608.2b: the second Bind resolves first and counters the ability; the first Bind's only target is gone, so it
        // doesn't resolve at all and its "Draw a card" doesn't happen: one card drawn, not two.
        sorcererAimsAtAlice("Bind, Bind", "{G}{G}{G}{G}")
                .rules("608.2b 701.5a 115.1")
                .actions("bob activates Prodigal Sorcerer targeting alice", "alice casts Bind#1", "alice casts Bind#2",
                        "pass", "pass")
                .expect("stack empty", "alice life 20", "alice hand 1", "log contains: Bind doesn't resolve")
                .assertPasses();
    }

    @Test
    void withoutAnActivatedAbilityOnTheStackBindCantBeCast() {
        // 601.2c, 115.1: a spell ability on the stack is not an activated ability; no legal target, no casting
        ScenarioFixture.scenario("bind.scenario", "Bind with only a spell on the stack")
                .setup("turn 3 bob main1", "bob hand: Shock", "bob mana: {R}", "alice hand: Bind", "alice mana: {1}{G}")
                .actions("bob casts Shock targeting alice", "illegal: alice casts Bind")
                .assertPasses();
    }

    @Test
    void brownOupheCountersOnlyAbilitiesFromArtifactSources() {
        // 113.7: the ability's source; Prodigal Sorcerer is a creature, not an artifact
        ScenarioFixture.scenario("ouphe.scenario", "Brown Ouphe and a creature's ability")
                .setup("turn 3 bob main1", "bob battlefield: Prodigal Sorcerer", "alice battlefield: Brown Ouphe",
                        "alice mana: {1}{G}")
                .actions("bob activates Prodigal Sorcerer targeting alice", "illegal: alice activates Brown Ouphe")
                .assertPasses();
        ScenarioFixture.scenario("ouphe.scenario", "Brown Ouphe counters Rod of Ruin's ability")
                .setup("turn 3 bob main1", "bob battlefield: Rod of Ruin", "bob mana: {3}", "alice battlefield: Brown Ouphe",
                        "alice mana: {1}{G}")
                .actions("bob activates Rod of Ruin targeting alice", "alice activates Brown Ouphe", "pass")
                .expect("stack empty", "alice life 20", "Rod of Ruin tapped", "Brown Ouphe tapped",
                        "log contains: Rod of Ruin's ability is countered")
                .assertPasses();
    }

    @Test
    void voidslimeCountersATriggeredAbility() {
        // 701.5a: "Counter target spell, activated ability, or triggered ability." — the enters trigger never resolves
        ScenarioFixture.scenario("voidslime.scenario", "Voidslime counters Lone Missionary's trigger")
                .setup("turn 3 alice main1", "alice hand: Lone Missionary", "alice mana: {1}{W}", "bob hand: Voidslime",
                        "bob mana: {G}{U}{U}")
                .actions("alice casts Lone Missionary", "pass", "bob casts Voidslime", "pass")
                .expect("stack empty", "alice life 20", "Lone Missionary on battlefield", "Voidslime in bob graveyard")
                .assertPasses();
    }

    @Test
    void strionicResonatorCantCopyAnOpponentsTrigger() {
        // 115.1: "target triggered ability you control"; bob's trigger is no legal target, so no activation (602.2b)
        ScenarioFixture.scenario("resonator.scenario", "Strionic Resonator and bob's trigger")
                .setup("turn 3 bob main1", "bob hand: Lone Missionary", "bob mana: {1}{W}",
                        "alice battlefield: Strionic Resonator", "alice mana: {2}")
                .actions("bob casts Lone Missionary", "pass", "illegal: alice activates Strionic Resonator")
                .assertPasses();
    }

    @Test
    void boltBendChangesTheTargetOfAnActivatedAbility() {
        // 115.7a: "Change the target of target spell or ability with a single target." The Sorcerer's ping goes to bob
        ScenarioFixture.scenario("boltbend.scenario", "Bolt Bend redirects Prodigal Sorcerer's ability")
                .rules("115.7a 115.1")
                .setup("turn 3 bob main1", "bob battlefield: Prodigal Sorcerer", "alice hand: Bolt Bend",
                        "alice mana: {3}{R}")
                .actions("bob activates Prodigal Sorcerer targeting alice", "alice casts Bolt Bend", "pass",
                        "alice chooses: bob", "pass")
                .expect("stack empty", "alice life 20", "bob life 19",
                        "log contains: Prodigal Sorcerer's ability now targets bob")
                .assertPasses();
    }

    @Test
    void diplomaticEscortCountersOnlyWhatTargetsACreature() {
        // 115.1: "Counter target spell or ability that targets a creature." — judged on the ability's targets as they are
        ScenarioFixture escort = ScenarioFixture.scenario("escort.scenario", "Diplomatic Escort and Prodigal Sorcerer")
                .setup("turn 3 bob main1", "bob battlefield: Prodigal Sorcerer", "alice battlefield: Diplomatic Escort, Grizzly Bears",
                        "alice hand: Forest", "alice mana: {U}");
        escort.actions("bob activates Prodigal Sorcerer targeting alice", "illegal: alice activates Diplomatic Escort")
                .assertPasses();
        ScenarioFixture.scenario("escort.scenario", "Diplomatic Escort and Prodigal Sorcerer")
                .setup("turn 3 bob main1", "bob battlefield: Prodigal Sorcerer", "alice battlefield: Diplomatic Escort, Grizzly Bears",
                        "alice hand: Forest", "alice mana: {U}")
                .actions("bob activates Prodigal Sorcerer targeting Grizzly Bears", "alice activates Diplomatic Escort", "pass")
                .expect("stack empty", "Grizzly Bears damage 0", "Forest in alice graveyard",
                        "log contains: Prodigal Sorcerer's ability is countered")
                .assertPasses();
    }

    @Test
    void tawnosCopiesAnArtifactsActivatedAbilityWithTheSacrificedCreaturesPower() {
        // 707.10: the copy copies the choices made for the original, its cost included: the sacrificed Hill Giant's power
        // (608.2h) is 3 for the copy too. Bob mills 3 for the copy, then 3 for the original.
        ScenarioFixture.scenario("tawnos.scenario", "Tawnos copies Altar of Dementia's ability")
                .rules("707.10 707.10c 608.2h 115.1")
                .setup("turn 3 alice main1", "alice battlefield: Altar of Dementia, Tawnos, Urza's Apprentice, Hill Giant",
                        "alice mana: {U}{R}")
                .actions("alice activates Altar of Dementia targeting bob choosing Hill Giant",
                        "alice activates Tawnos, Urza's Apprentice", "pass", "alice chooses: keep the targets", "pass")
                .expect("stack 1", "bob library 17")
                .actions("pass")
                .expect("stack empty", "bob library 14", "Hill Giant in alice graveyard")
                .assertPasses();
    }
}
