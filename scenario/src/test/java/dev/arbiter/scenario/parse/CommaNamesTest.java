package dev.arbiter.scenario.parse;

import static dev.arbiter.scenario.parse.Fixtures.actions;
import static dev.arbiter.scenario.parse.Fixtures.at;
import static dev.arbiter.scenario.parse.Fixtures.expectations;
import static dev.arbiter.scenario.parse.Fixtures.ref;
import static dev.arbiter.scenario.parse.Fixtures.setup;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Card names with commas in comma-separated lists, via the NameOracle; NAME#N and labels. */
class CommaNamesTest {
    static final String MELIRA = "Melira, Sylvok Outcast";
    static final String KAMAHL = "Kamahl, Pit Fighter";
    static final NameOracle POOL = NameOracle.of(List.of(MELIRA, KAMAHL, "Grizzly Bears", "Forest"));
    static final ObjRef MEL = ref(MELIRA);
    static final ObjRef KAM = ref(KAMAHL);

    private static Action action(String line) {
        return actions(POOL, "  " + line).get(0);
    }

    @Test
    void setupItemsWithCommasAndModifiers() {
        SetupLine.ZoneLine zone = (SetupLine.ZoneLine) setup(POOL,
                "  alice battlefield: Melira, Sylvok Outcast (tapped, as mel), 2 Kamahl, Pit Fighter, Forest").get(0);
        assertThat(zone.items()).containsExactly(
                new Item(1, MELIRA, List.of(new Modifier.Tapped(), new Modifier.Label("mel")), at(3)),
                new Item(2, KAMAHL, List.of(), at(3)),
                new Item(1, "Forest", List.of(), at(3)));
    }

    @Test
    void attachedToANameWithACommaInsideTheModifiers() {
        SetupLine.ZoneLine zone = (SetupLine.ZoneLine) setup(POOL,
                "  alice battlefield: Melira, Sylvok Outcast, Rancor (attached to Melira, Sylvok Outcast, tapped)").get(0);
        assertThat(zone.items().get(1).modifiers())
                .containsExactly(new Modifier.AttachedTo(MEL), new Modifier.Tapped());
    }

    @Test
    void targetsAndPayingWith() {
        assertThat(action("bob casts Fireball targeting Melira, Sylvok Outcast, alice, Kamahl, Pit Fighter#2"
                + " paying with Forest, Forest#2"))
                .isEqualTo(new Action.Cast("bob", ref("Fireball"),
                        List.of(MEL, ref("alice"), new ObjRef(KAMAHL, 2, KAMAHL + "#2")),
                        java.util.OptionalInt.empty(), Optional.empty(), List.of(ref("Forest"), ref("Forest#2")), at(3)));
    }

    @Test
    void attackersBlockersAndAssignments() {
        assertThat(action("alice attacks: Melira, Sylvok Outcast -> bob, Kamahl, Pit Fighter"))
                .isEqualTo(new Action.Attack("alice", List.of(new AttackEntry(MEL, Optional.of(ref("bob"))),
                        new AttackEntry(KAM, Optional.empty())), at(3)));
        assertThat(action("bob blocks: Grizzly Bears -> Melira, Sylvok Outcast, Kamahl, Pit Fighter -> Melira, Sylvok Outcast"))
                .isEqualTo(new Action.Block("bob", List.of(new BlockEntry(ref("Grizzly Bears"), MEL),
                        new BlockEntry(KAM, MEL)), at(3)));
        assertThat(action("alice assigns Kamahl, Pit Fighter: Melira, Sylvok Outcast 2, bob 1"))
                .isEqualTo(new Action.Assign("alice", KAM,
                        List.of(new DamageShare(MEL, 2), new DamageShare(ref("bob"), 1)), at(3)));
    }

    @Test
    void triggerOrderAndLabels() {
        List<Action> acts = actions(POOL, "  bob orders triggers: Kamahl, Pit Fighter, Melira, Sylvok Outcast");
        assertThat(acts.get(0)).isEqualTo(new Action.OrderTriggers("bob", List.of(KAM, MEL), at(3)));
    }

    @Test
    void expectationsTakeTheWholeName() {
        assertThat(expectations(POOL, "  Melira, Sylvok Outcast attached to Kamahl, Pit Fighter#2"))
                .containsExactly(new Expectation.AttachedTo(MEL, new ObjRef(KAMAHL, 2, KAMAHL + "#2"), at(3)));
    }

    @Test
    void anySimpleSplitsAtEveryComma() {
        List<Action> acts = actions(NameOracle.ANY_SIMPLE, "  bob orders triggers: Kamahl, Pit Fighter, Grizzly Bears");
        assertThat(((Action.OrderTriggers) acts.get(0)).order())
                .containsExactly(ref("Kamahl"), ref("Pit Fighter"), ref("Grizzly Bears"));
    }

    @Test
    void unknownNamesFallBackToAPlainSplit() {
        List<Action> acts = actions(POOL, "  bob orders triggers: Urza, Lord High Artificer, Forest");
        assertThat(((Action.OrderTriggers) acts.get(0)).order())
                .containsExactly(ref("Urza"), ref("Lord High Artificer"), ref("Forest"));
    }

    @Test
    void labelsFromSetupJoinCommaLists() {
        Scenario s = Fixtures.parse(POOL,
                "setup:",
                "  alice battlefield: Grizzly Bears (as bearA), Grizzly Bears (as bearB)",
                "actions:",
                "  bob casts Electrickery targeting bearA, bearB#1");
        Action.Cast cast = (Action.Cast) ((ActionsBlock) s.blocks().get(0)).actions().get(0);
        assertThat(cast.targets()).containsExactly(ref("bearA"), new ObjRef("bearB", 1, "bearB#1"));
    }

    @Test
    void commaListsPreferTheLongestKnownRun() {
        List<String> out = CommaLists.split("a, b, c, d", at(1), c -> c.equals("a, b, c") || c.equals("a, b"));
        assertThat(out).containsExactly("a, b, c", "d");
        assertThat(CommaLists.split("x (p, q), y", at(1), c -> false)).containsExactly("x (p, q)", "y");
    }

    @Test
    void objRefForms() {
        assertThat(ObjRef.of("Grizzly Bears#2")).isEqualTo(new ObjRef("Grizzly Bears", 2, "Grizzly Bears#2"));
        assertThat(ObjRef.of(" Grizzly Bears ")).isEqualTo(new ObjRef("Grizzly Bears", 0, "Grizzly Bears"));
        assertThat(ObjRef.of("#2")).isEqualTo(new ObjRef("#2", 0, "#2"));
        assertThat(ObjRef.of("bearA").indexed()).isFalse();
        assertThat(ObjRef.of("bearA#3").indexed()).isTrue();
    }

    @Test
    void theOracleIsCaseInsensitive() {
        assertThat(POOL.isCardName("melira, sylvok outcast")).isTrue();
        assertThat(NameOracle.ANY_SIMPLE.isCardName("anything")).isTrue();
        assertThat(NameOracle.ANY_SIMPLE.isCardName("a, b")).isFalse();
    }
}
