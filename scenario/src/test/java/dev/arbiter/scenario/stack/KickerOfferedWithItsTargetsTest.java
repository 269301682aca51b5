package dev.arbiter.scenario.stack;

import dev.arbiter.scenario.ScenarioFixture;
import org.junit.jupiter.api.Test;

/**
 * 601.2c: "A spell may require some targets only if an alternative or additional cost (such as a buyback or kicker
 * cost) ... was chosen for it". Orim's Thunder kicked needs a creature target; a kicker whose targets can't be chosen
 * isn't offered (the cast couldn't go on), and a spell cast while another ability resolves (608.2g) is offered only
 * the optional costs and repeated costs the total could pay (118.3).
 */
class KickerOfferedWithItsTargetsTest {

    private static ScenarioFixture cascadeIntoOrimsThunder(String creature, String... actions) {
        String[] all = new String[actions.length + 3];
        all[0] = "alice casts Throes of Chaos";
        all[1] = "pass";
        all[2] = "alice chooses: cast it without paying its mana cost";
        System.arraycopy(actions, 0, all, 3, actions.length);
        return ScenarioFixture.scenario("cascade.scenario", "Throes of Chaos cascades into Orim's Thunder")
                .rules("601.2c 608.2g")
                .setup("turn 3 alice main1", "alice battlefield: Mountain, Mountain, Mountain, Mountain, Mountain",
                        "alice hand: Throes of Chaos", "alice library: Orim's Thunder, Forest",
                        "bob battlefield: Howling Mine" + creature)
                .actions(all);
    }

    @Test
    void aCascadedSpellIsNotAskedForAKickerWhoseTargetCantBeChosen() {
        // the next question after "cast it" is its target, not the kicker
        cascadeIntoOrimsThunder("", "alice chooses: kicked").assertFails("no object named \"kicked\"");
        cascadeIntoOrimsThunder("", "pass", "pass")
                .expect("Howling Mine in bob graveyard", "Orim's Thunder in alice graveyard").assertPasses();
    }

    @Test
    void withACreatureToTargetTheKickerIsOffered() {
        cascadeIntoOrimsThunder(", Hill Giant", "alice chooses: kicked", "alice chooses: Howling Mine",
                "alice chooses: Hill Giant", "pass", "pass")
                .expect("Howling Mine in bob graveyard", "Hill Giant damage 2").assertPasses();
    }

    @Test
    void aSpellCastWithPriorityIsNotOfferedItsKickerWithoutItsKickedTarget() {
        ScenarioFixture.scenario("orim.scenario", "Orim's Thunder cast with no creature on the battlefield")
                .rules("601.2c")
                .setup("turn 3 alice main1", "alice battlefield: Plains, Plains, Plains, Mountain",
                        "alice hand: Orim's Thunder", "bob battlefield: Howling Mine")
                .actions("alice casts Orim's Thunder targeting Howling Mine", "alice chooses: kicked")
                .assertFails("was never asked to choose");
    }

    private static ScenarioFixture cascadeIntoJoragaWarcaller(String lands, String... actions) {
        String[] all = new String[actions.length + 3];
        all[0] = "alice casts Throes of Chaos";
        all[1] = "pass";
        all[2] = "alice chooses: cast it without paying its mana cost";
        System.arraycopy(actions, 0, all, 3, actions.length);
        return ScenarioFixture.scenario("multikicker.scenario", "Throes of Chaos cascades into Joraga Warcaller")
                .rules("608.2g 702.33c 118.3")
                .setup("turn 3 alice main1", "alice battlefield: Mountain, Mountain, Mountain, Mountain, " + lands,
                        "alice hand: Throes of Chaos", "alice library: Joraga Warcaller, Forest")
                .actions(all);
    }

    @Test
    void aCascadedSpellIsOfferedOnlyTheKicksItsCasterCouldPay() {
        // two Mountains left after Throes of Chaos: two mana, but no {G} for {1}{G}, so no kick can be paid (118.3)
        cascadeIntoJoragaWarcaller("Mountain, Mountain", "alice chooses: 1").assertFails("Choose a number from 0 to 0");
        cascadeIntoJoragaWarcaller("Mountain, Forest", "alice chooses: 1", "pass", "pass")
                .expect("Joraga Warcaller counters +1/+1 1", "Forest tapped").assertPasses();
    }
}
