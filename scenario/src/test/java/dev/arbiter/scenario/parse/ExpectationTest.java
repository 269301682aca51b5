package dev.arbiter.scenario.parse;

import static dev.arbiter.scenario.parse.Fixtures.at;
import static dev.arbiter.scenario.parse.Fixtures.expectation;
import static dev.arbiter.scenario.parse.Fixtures.failsAt;
import static dev.arbiter.scenario.parse.Fixtures.ref;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Every expectation form. */
class ExpectationTest {
    private static final ObjRef BEARS = ref("Grizzly Bears");
    private static final ObjRef BEARS2 = new ObjRef("Grizzly Bears", 2, "Grizzly Bears#2");

    @Test
    void playerCounts() {
        assertThat(expectation("bob life 16")).isEqualTo(new Expectation.Life("bob", 16, at(3)));
        assertThat(expectation("bob life -3")).isEqualTo(new Expectation.Life("bob", -3, at(3)));
        assertThat(expectation("alice poison 10")).isEqualTo(new Expectation.Poison("alice", 10, at(3)));
        assertThat(expectation("alice hand 7")).isEqualTo(new Expectation.HandCount("alice", 7, at(3)));
        assertThat(expectation("alice library 0")).isEqualTo(new Expectation.LibraryCount("alice", 0, at(3)));
    }

    @Test
    void whereAnObjectIs() {
        assertThat(expectation("Grizzly Bears on battlefield")).isEqualTo(new Expectation.OnBattlefield(BEARS, at(3)));
        assertThat(expectation("Grizzly Bears#2 not on battlefield"))
                .isEqualTo(new Expectation.NotOnBattlefield(BEARS2, at(3)));
        assertThat(expectation("Grizzly Bears in bob graveyard"))
                .isEqualTo(new Expectation.InZone(BEARS, "bob", "graveyard", at(3)));
        assertThat(expectation("Lure in the Dark in alice exile"))
                .isEqualTo(new Expectation.InZone(ref("Lure in the Dark"), "alice", "exile", at(3)));
    }

    @Test
    void tappedAndUntapped() {
        assertThat(expectation("Grizzly Bears tapped")).isEqualTo(new Expectation.Tapped(BEARS, at(3)));
        assertThat(expectation("bearA untapped")).isEqualTo(new Expectation.Untapped(ref("bearA"), at(3)));
    }

    @Test
    void numbers() {
        assertThat(expectation("Grizzly Bears damage 2")).isEqualTo(new Expectation.Damage(BEARS, 2, at(3)));
        assertThat(expectation("Grizzly Bears power 5")).isEqualTo(new Expectation.Power(BEARS, 5, at(3)));
        assertThat(expectation("Grizzly Bears toughness -1")).isEqualTo(new Expectation.Toughness(BEARS, -1, at(3)));
        assertThat(expectation("Grizzly Bears#2 is 4/4")).isEqualTo(new Expectation.PowerToughness(BEARS2, 4, 4, at(3)));
        assertThat(expectation("Grizzly Bears is -1/0")).isEqualTo(new Expectation.PowerToughness(BEARS, -1, 0, at(3)));
    }

    @Test
    void counters() {
        assertThat(expectation("Grizzly Bears counters +1/+1 2"))
                .isEqualTo(new Expectation.Counters(BEARS, "+1/+1", 2, at(3)));
        assertThat(expectation("Rod counters Charge 0")).isEqualTo(new Expectation.Counters(ref("Rod"), "charge", 0, at(3)));
    }

    @Test
    void hasAndLacks() {
        assertThat(expectation("Grizzly Bears has first strike"))
                .isEqualTo(new Expectation.Has(BEARS, "first strike", at(3)));
        assertThat(expectation("Grizzly Bears lacks protection from green"))
                .isEqualTo(new Expectation.Lacks(BEARS, "protection from green", at(3)));
    }

    @Test
    void attachedAndControlled() {
        assertThat(expectation("Rancor attached to Grizzly Bears#2"))
                .isEqualTo(new Expectation.AttachedTo(ref("Rancor"), BEARS2, at(3)));
        assertThat(expectation("Grizzly Bears controlled by bob"))
                .isEqualTo(new Expectation.ControlledBy(BEARS, "bob", at(3)));
    }

    @Test
    void gameWideForms() {
        assertThat(expectation("step declare-blockers")).isEqualTo(new Expectation.StepIs("declare-blockers", at(3)));
        assertThat(expectation("step end of combat")).isEqualTo(new Expectation.StepIs("end-of-combat", at(3)));
        assertThat(expectation("turn 4")).isEqualTo(new Expectation.TurnIs(4, at(3)));
        assertThat(expectation("active bob")).isEqualTo(new Expectation.ActiveIs("bob", at(3)));
        assertThat(expectation("stack empty")).isEqualTo(new Expectation.StackEmpty(at(3)));
        assertThat(expectation("stack 2")).isEqualTo(new Expectation.StackSize(2, at(3)));
        assertThat(expectation("game over: alice wins")).isEqualTo(new Expectation.GameOverWinner("alice", at(3)));
        assertThat(expectation("game over: draw")).isEqualTo(new Expectation.GameOverDraw(at(3)));
        assertThat(expectation("game not over")).isEqualTo(new Expectation.GameNotOver(at(3)));
        assertThat(expectation("log contains: Lightning Bolt deals 3 damage"))
                .isEqualTo(new Expectation.LogContains("Lightning Bolt deals 3 damage", at(3)));
    }

    @Test
    void graveyardAndBattlefieldCounts() {
        assertThat(expectation("bob graveyard 2")).isEqualTo(new Expectation.GraveyardCount("bob", 2, at(3)));
        assertThat(expectation("alice battlefield 0")).isEqualTo(new Expectation.BattlefieldCount("alice", 0, at(3)));
    }

    @Test
    void cardsMayStartWithAKeywordOrAPlayerName() {
        assertThat(expectation("stack tapped")).isEqualTo(new Expectation.Tapped(ref("stack"), at(3)));
        assertThat(expectation("Turn to Frog in bob graveyard"))
                .isEqualTo(new Expectation.InZone(ref("Turn to Frog"), "bob", "graveyard", at(3)));
        assertThat(expectation("Bob Bear on battlefield")).isEqualTo(new Expectation.OnBattlefield(ref("Bob Bear"), at(3)));
    }

    @Test
    void expectationErrors() {
        failsAt(3, "unknown expectation \"Grizzly Bears flies\"; expected PLAYER life|poison|energy|experience|hand|library|graveyard|battlefield N",
                () -> expectation("Grizzly Bears flies"));
        failsAt(3, "unknown player \"carol\"; expected one of alice bob", () -> expectation("carol life 20"));
        failsAt(3, "unknown player \"carol\"", () -> expectation("Grizzly Bears controlled by carol"));
        failsAt(3, "unknown player \"carol\"", () -> expectation("Grizzly Bears in carol graveyard"));
        failsAt(3, "unknown player \"carol\"", () -> expectation("active carol"));
        failsAt(3, "unknown player \"carol\"", () -> expectation("game over: carol wins"));
        failsAt(3, "unknown zone \"yard\"", () -> expectation("Grizzly Bears in bob yard"));
        failsAt(3, "unknown step \"combat\"; expected one of untap", () -> expectation("step combat"));
        failsAt(3, "bad number \"x\"; expected a whole number in \"PLAYER life N\"", () -> expectation("bob life x"));
        failsAt(3, "bad number \"two\"; expected a whole number in \"CARD damage N\"",
                () -> expectation("Grizzly Bears damage two"));
        failsAt(3, "bad number \"x\"; expected a whole number in \"CARD is P/T\"", () -> expectation("Grizzly Bears is x/2"));
        failsAt(3, "bad number \"many\"", () -> expectation("Rod counters charge many"));
        failsAt(3, "bad number \"-1\"; expected 0 or more in \"PLAYER hand N\"", () -> expectation("bob hand -1"));
        failsAt(3, "bad number \"soon\"", () -> expectation("turn soon"));
        failsAt(3, "bad number \"full\"", () -> expectation("stack full"));
        failsAt(3, "bad game result \"maybe\"", () -> expectation("game over: maybe"));
        failsAt(3, "bad expectation \"log says hi\"; expected log contains: TEXT", () -> expectation("log says hi"));
        failsAt(3, "bad expectation \"bob mana 3\"; expected PLAYER life|poison|energy|experience|hand|library|graveyard|battlefield N",
                () -> expectation("bob mana 3"));
    }
}
