package dev.arbiter.scenario.parse;

import static dev.arbiter.scenario.parse.Fixtures.ref;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The example of SCENARIOS.md, verbatim, parses to the AST it describes. */
class SpecExampleTest {
    static final String EXAMPLE = """
            scenario: Trample over a protection blocker assigns only lethal damage to it
            rules: 502.9b 502.9d 502.7e

            card:
              Green Trampler {4}{G}{G}
              Creature — Beast 6/6
              Trample

            card:
              Greenward Bear {1}{W}
              Creature — Bear 2/2
              Protection from green

            setup:
              turn 3 alice main1
              alice battlefield: Green Trampler
              bob battlefield: Greenward Bear

            actions:
              alice attacks: Green Trampler
              bob blocks: Greenward Bear -> Green Trampler
              alice assigns Green Trampler: Greenward Bear 2, bob 4
              advance to end of combat

            expect:
              bob life 16
              Greenward Bear on battlefield
              Greenward Bear damage 0
            """;

    private static Pos at(int line) {
        return new Pos("example.scenario", line);
    }

    @Test
    void theSpecExampleParsesToTheExpectedAst() {
        Scenario s = ScenarioParser.parse("example.scenario", EXAMPLE, NameOracle.ANY_SIMPLE);

        SetupLine.TurnLine turn = new SetupLine.TurnLine(3, "alice", "main1", at(15));
        Scenario expected = new Scenario(
                "Trample over a protection blocker assigns only lethal damage to it", at(1),
                List.of("502.9b", "502.9d", "502.7e"), List.of("alice", "bob"), Edition.SEED,
                List.of(new InlineCard(List.of("Green Trampler {4}{G}{G}", "Creature — Beast 6/6", "Trample"), at(4)),
                        new InlineCard(List.of("Greenward Bear {1}{W}", "Creature — Bear 2/2", "Protection from green"), at(9))),
                new Setup(Optional.of(turn), List.of(turn,
                        new SetupLine.ZoneLine("alice", "battlefield", false,
                                List.of(new Item(1, "Green Trampler", List.of(), at(16))), at(16)),
                        new SetupLine.ZoneLine("bob", "battlefield", false,
                                List.of(new Item(1, "Greenward Bear", List.of(), at(17))), at(17)))),
                List.of(
                        new ActionsBlock(List.of(
                                new Action.Attack("alice", List.of(new AttackEntry(ref("Green Trampler"), Optional.empty())), at(20)),
                                new Action.Block("bob", List.of(new BlockEntry(ref("Greenward Bear"), ref("Green Trampler"))), at(21)),
                                new Action.Assign("alice", ref("Green Trampler"),
                                        List.of(new DamageShare(ref("Greenward Bear"), 2), new DamageShare(ref("bob"), 4)), at(22)),
                                new Action.AdvanceTo("end-of-combat", java.util.OptionalInt.empty(), at(23))), at(19)),
                        new ExpectBlock(List.of(
                                new Expectation.Life("bob", 16, at(26)),
                                new Expectation.OnBattlefield(ref("Greenward Bear"), at(27)),
                                new Expectation.Damage(ref("Greenward Bear"), 0, at(28))), at(25))));

        assertThat(s).isEqualTo(expected);
        assertThat(s.cards()).extracting(InlineCard::name).containsExactly("Green Trampler", "Greenward Bear");
        assertThat(s.startingTurn()).isEqualTo(turn);
    }

    @Test
    void theExampleParsesTheSameWithANameOracle() {
        NameOracle pool = NameOracle.of(List.of("Grizzly Bears"));
        assertThat(ScenarioParser.parse("example.scenario", EXAMPLE, pool))
                .isEqualTo(ScenarioParser.parse("example.scenario", EXAMPLE, NameOracle.ANY_SIMPLE));
    }
}
