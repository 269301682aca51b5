package dev.arbiter.scenario.parse;

import static dev.arbiter.scenario.parse.Fixtures.at;
import static dev.arbiter.scenario.parse.Fixtures.failsAt;
import static dev.arbiter.scenario.parse.Fixtures.parse;
import static dev.arbiter.scenario.parse.Fixtures.ref;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Top-level keys, comments, blank lines and block structure. */
class LayoutTest {

    @Test
    void formatTwoHeadedGiantNeedsFourPlayers() {
        org.assertj.core.api.Assertions.assertThat(Fixtures.parse("players: a b c d", "format: two-headed-giant").twoHeadedGiant())
                .isTrue();
        org.assertj.core.api.Assertions.assertThat(Fixtures.parse("players: a b").twoHeadedGiant()).isFalse();
        Fixtures.failsAt(3, "format: two-headed-giant needs four players",
                () -> Fixtures.parse("players: a b c", "format: two-headed-giant"));
        Fixtures.failsAt(2, "unknown format \"2hg\"; expected two-headed-giant or normal", () -> Fixtures.parse("format: 2hg"));
    }

    @Test
    void defaults() {
        Scenario s = parse();
        assertThat(s.title()).isEqualTo("T");
        assertThat(s.pos()).isEqualTo(at(1));
        assertThat(s.players()).containsExactly("alice", "bob");
        assertThat(s.edition()).isEqualTo(Edition.SEED);
        assertThat(s.rules()).isEmpty();
        assertThat(s.cards()).isEmpty();
        assertThat(s.setup()).isEqualTo(Setup.EMPTY);
        assertThat(s.blocks()).isEmpty();
        assertThat(s.startingTurn()).isEqualTo(new SetupLine.TurnLine(1, "alice", "main1", at(1)));
    }

    @Test
    void rulesPlayersAndEdition() {
        Scenario s = parse("rules: 500.5 509.1c", "players: carol dave erin", "edition: current");
        assertThat(s.rules()).containsExactly("500.5", "509.1c");
        assertThat(s.players()).containsExactly("carol", "dave", "erin");
        assertThat(s.edition()).isEqualTo(Edition.CURRENT);
        assertThat(s.startingTurn().player()).isEqualTo("carol");
        assertThat(parse("edition: seed").edition()).isEqualTo(Edition.SEED);
    }

    @Test
    void rulesMayContinueOnIndentedLinesAndRepeat() {
        assertThat(parse("rules: 422", "  502.9b, 502.9e", "rules: 421").rules())
                .containsExactly("422", "502.9b", "502.9e", "421");
    }

    @Test
    void playersDeclaredAfterTheBlocksStillCount() {
        Scenario s = parse("expect:", "  carol life 20", "players: carol dave");
        assertThat(((ExpectBlock) s.blocks().get(0)).expectations())
                .containsExactly(new Expectation.Life("carol", 20, at(3)));
    }

    @Test
    void playerNamesAreMatchedIgnoringCaseAndKeepTheDeclaredSpelling() {
        assertThat(Fixtures.expectation("Bob life 3")).isEqualTo(new Expectation.Life("bob", 3, at(3)));
    }

    @Test
    void wholeLineAndTrailingCommentsAndBlankLinesAreIgnored() {
        Scenario s = parse(
                "# a comment",
                "",
                "expect:   # trailing comment on a key",
                "   # indented comment",
                "",
                "  bob life 16 # bob took 4",
                "  Grizzly Bears#2 tapped",
                "  Grizzly Bears #3 tapped",
                "  log contains: deals 3#");
        assertThat(((ExpectBlock) s.blocks().get(0)).expectations()).containsExactly(
                new Expectation.Life("bob", 16, at(7)),
                new Expectation.Tapped(new ObjRef("Grizzly Bears", 2, "Grizzly Bears#2"), at(8)),
                new Expectation.Tapped(new ObjRef("Grizzly Bears", 3, "Grizzly Bears #3"), at(9)),
                new Expectation.LogContains("deals 3#", at(10)));
    }

    @Test
    void actionsAndExpectBlocksAlternateInOrder() {
        Scenario s = parse(
                "actions:", "  pass",
                "expect:", "  stack empty",
                "actions:", "  pass", "  pass",
                "expect:", "  turn 2", "  step upkeep");
        assertThat(s.blocks()).containsExactly(
                new ActionsBlock(List.of(new Action.Pass(at(3))), at(2)),
                new ExpectBlock(List.of(new Expectation.StackEmpty(at(5))), at(4)),
                new ActionsBlock(List.of(new Action.Pass(at(7)), new Action.Pass(at(8))), at(6)),
                new ExpectBlock(List.of(new Expectation.TurnIs(2, at(10)), new Expectation.StepIs("upkeep", at(11))), at(9)));
    }

    @Test
    void aBlockLineMayStandOnTheKeyLine() {
        Scenario s = parse("expect: bob life 16", "  bob poison 1");
        assertThat(((ExpectBlock) s.blocks().get(0)).expectations()).containsExactly(
                new Expectation.Life("bob", 16, at(2)), new Expectation.Poison("bob", 1, at(3)));
    }

    @Test
    void inlineCardsKeepTheirTrimmedLinesAndPositions() {
        Scenario s = parse(
                "card:",
                "  Melira, Sylvok Outcast {1}{G}",
                "",
                "  # a comment inside the card",
                "    Legendary Creature — Human Scout 2/2",
                "  You can't get poison counters.",
                "setup:",
                "  alice battlefield: Melira, Sylvok Outcast, Forest");
        InlineCard card = s.cards().get(0);
        assertThat(card.lines()).containsExactly("Melira, Sylvok Outcast {1}{G}",
                "Legendary Creature — Human Scout 2/2", "You can't get poison counters.");
        assertThat(card.pos()).isEqualTo(at(2));
        assertThat(card.linePositions()).containsExactly(at(3), at(6), at(7));
        assertThat(card.name()).isEqualTo("Melira, Sylvok Outcast");
        // the inline card's name is known even to ANY_SIMPLE, so the comma does not split it
        SetupLine.ZoneLine zone = (SetupLine.ZoneLine) s.setup().lines().get(0);
        assertThat(zone.items()).extracting(Item::name).containsExactly("Melira, Sylvok Outcast", "Forest");
    }

    @Test
    void aCardWithoutCostIsNamedByItsWholeFirstLine() {
        assertThat(parse("card:", "  Wastes", "  Basic Land").cards().get(0).name()).isEqualTo("Wastes");
        assertThat(InlineCard.nameOf("Fireball {X}{R}")).isEqualTo("Fireball");
    }

    @Test
    void windowsLineEndsAndAByteOrderMarkAreAccepted() {
        Scenario s = ScenarioParser.parse("w.scenario", "\uFEFFscenario: W\r\nexpect:\r\n  turn 1\r\n", NameOracle.ANY_SIMPLE);
        assertThat(s.title()).isEqualTo("W");
        assertThat(((ExpectBlock) s.blocks().get(0)).expectations())
                .containsExactly(new Expectation.TurnIs(1, new Pos("w.scenario", 3)));
    }

    @Test
    void keysAreRecognisedAtAnyIndentation() {
        Scenario s = parse("  expect:", "  turn 1");
        assertThat(s.blocks()).hasSize(1);
    }

    @Test
    void commentStripping() {
        assertThat(LineReader.stripComment("# whole")).isEmpty();
        assertThat(LineReader.stripComment("#2 whole")).isEmpty();
        assertThat(LineReader.stripComment("a # b")).isEqualTo("a");
        assertThat(LineReader.stripComment("a#b")).isEqualTo("a#b");
        assertThat(LineReader.stripComment("a #2")).isEqualTo("a #2");
        assertThat(LineReader.stripComment("a\t#x")).isEqualTo("a");
    }

    @Test
    void headerErrors() {
        failsAt(1, "expected \"scenario: TITLE\" as the first line", () -> ScenarioParser.parse(Fixtures.FILE,
                "rules: 422\nscenario: T\n", NameOracle.ANY_SIMPLE));
        failsAt(2, "expected \"scenario: TITLE\" as the first line, found \"turn 1\"", () -> ScenarioParser.parse(
                Fixtures.FILE, "# comment\n  turn 1\n", NameOracle.ANY_SIMPLE));
        failsAt(1, "empty scenario", () -> ScenarioParser.parse(Fixtures.FILE, "# nothing\n", NameOracle.ANY_SIMPLE));
        failsAt(1, "scenario: needs a title", () -> ScenarioParser.parse(Fixtures.FILE, "scenario:\n", NameOracle.ANY_SIMPLE));
        failsAt(3, "a second scenario:", () -> parse("", "scenario: again"));
        failsAt(2, "unknown top-level key \"expects:\"; expected one of scenario: rules: players: edition: format: ante: card: setup:"
                + " actions: expect:", () -> parse("expects:", "  bob life 3"));
        failsAt(3, "unexpected line \"bob life 3\"", () -> parse("expect:", "bob life 3"));
        failsAt(2, "unknown edition \"modern\"; expected seed or current", () -> parse("edition: modern"));
        failsAt(2, "unknown ante setting \"yes\"; expected on or off", () -> parse("ante: yes"));
        failsAt(2, "players: needs at least two names", () -> parse("players: solo"));
        failsAt(2, "player \"Bob\" is listed twice", () -> parse("players: bob Bob"));
        failsAt(2, "bad player name \"pass\"", () -> parse("players: pass bob"));
        failsAt(3, "unexpected indented line \"more\"", () -> parse("players: a b", "  more"));
        failsAt(2, "card: needs a card", () -> parse("card:", "setup:"));
        failsAt(4, "card \"bear\" is already defined at line 2", () -> parse("card:", "  Bear {G}", "card:", "  bear {G}"));
        failsAt(4, "a second setup:", () -> parse("setup:", "  bob life 3", "setup:"));
    }

    @Test
    void emptyBlocksAreAllowed() {
        assertThat(parse("actions:", "expect:").blocks()).containsExactly(
                new ActionsBlock(List.of(), at(2)), new ExpectBlock(List.of(), at(3)));
    }

    @Test
    void setupMayComeAfterTheBlocksAndLabelsStillWork() {
        Scenario s = parse("expect:", "  bearA tapped", "setup:", "  alice battlefield: Grizzly Bears (as bearA)");
        assertThat(((ExpectBlock) s.blocks().get(0)).expectations())
                .containsExactly(new Expectation.Tapped(ref("bearA"), at(3)));
        assertThat(s.setup().turn()).isEqualTo(Optional.empty());
    }
}
