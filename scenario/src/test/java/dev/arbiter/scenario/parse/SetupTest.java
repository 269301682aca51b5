package dev.arbiter.scenario.parse;

import static dev.arbiter.scenario.parse.Fixtures.at;
import static dev.arbiter.scenario.parse.Fixtures.failsAt;
import static dev.arbiter.scenario.parse.Fixtures.parse;
import static dev.arbiter.scenario.parse.Fixtures.ref;
import static dev.arbiter.scenario.parse.Fixtures.setup;
import static dev.arbiter.scenario.parse.Fixtures.setupLine;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every setup line form and every item modifier. */
class SetupTest {

    private static List<Item> items(String line) {
        return ((SetupLine.ZoneLine) setupLine(line)).items();
    }

    private static List<Modifier> mods(String line) {
        return items(line).get(0).modifiers();
    }

    @Test
    void turnLine() {
        Scenario s = parse("setup:", "  turn 3 bob declare-blockers");
        SetupLine.TurnLine turn = new SetupLine.TurnLine(3, "bob", "declare-blockers", at(3));
        assertThat(s.setup().turn()).isEqualTo(Optional.of(turn));
        assertThat(s.setup().lines()).containsExactly(turn);
        assertThat(s.startingTurn()).isEqualTo(turn);
    }

    @ParameterizedTest
    @CsvSource({
        "untap, untap", "upkeep, upkeep", "draw, draw", "main1, main1", "main 1, main1", "main2, main2",
        "beginning-of-combat, beginning-of-combat", "beginning of combat, beginning-of-combat",
        "declare-attackers, declare-attackers", "declare blockers, declare-blockers",
        "first-strike-damage, first-strike-damage", "combat-damage, combat-damage",
        "end-of-combat, end-of-combat", "end of combat, end-of-combat", "end, end", "cleanup, cleanup"})
    void everyStepName(String written, String canonical) {
        assertThat(((SetupLine.TurnLine) setupLine("turn 2 alice " + written)).step()).isEqualTo(canonical);
    }

    @Test
    void lifeAndPoison() {
        assertThat(setup(NameOracle.ANY_SIMPLE, "  alice life 7", "  bob poison 9", "  bob life -2")).containsExactly(
                new SetupLine.LifeLine("alice", 7, at(3)),
                new SetupLine.PoisonLine("bob", 9, at(4)),
                new SetupLine.LifeLine("bob", -2, at(5)));
    }

    @Test
    void zoneLinesForEveryZone() {
        List<SetupLine> lines = setup(NameOracle.ANY_SIMPLE,
                "  alice battlefield: Grizzly Bears, Forest",
                "  alice hand: Lightning Bolt",
                "  bob library: Island, Mountain",
                "  bob graveyard: Shock",
                "  bob exile: Swords to Plowshares");
        assertThat(lines).extracting(l -> ((SetupLine.ZoneLine) l).zone())
                .containsExactly("battlefield", "hand", "library", "graveyard", "exile");
        assertThat(lines.get(0)).isEqualTo(new SetupLine.ZoneLine("alice", "battlefield", false, List.of(
                new Item(1, "Grizzly Bears", List.of(), at(3)), new Item(1, "Forest", List.of(), at(3))), at(3)));
        // library lists the top card first: order is kept
        assertThat(((SetupLine.ZoneLine) lines.get(2)).items()).extracting(Item::name).containsExactly("Island", "Mountain");
    }

    @Test
    void emptyLibrary() {
        assertThat(setupLine("bob library: empty"))
                .isEqualTo(new SetupLine.ZoneLine("bob", "library", true, List.of(), at(3)));
    }

    @Test
    void counts() {
        assertThat(items("alice library: 3 Forest, Island, 2 Grizzly Bears (tapped)")).containsExactly(
                new Item(3, "Forest", List.of(), at(3)),
                new Item(1, "Island", List.of(), at(3)),
                new Item(2, "Grizzly Bears", List.of(new Modifier.Tapped()), at(3)));
    }

    @Test
    void aNumberThatStartsAKnownCardNameIsNotACount() {
        NameOracle pool = NameOracle.of(List.of("1996 World Champion"));
        SetupLine line = setup(pool, "  alice hand: 1996 World Champion, 2 1996 World Champion").get(0);
        assertThat(((SetupLine.ZoneLine) line).items()).containsExactly(
                new Item(1, "1996 World Champion", List.of(), at(3)),
                new Item(2, "1996 World Champion", List.of(), at(3)));
    }

    @Test
    void mana() {
        assertThat(setupLine("alice mana: {R}{R}{g} {C}"))
                .isEqualTo(new SetupLine.ManaLine("alice", "{R}{R}{G}{C}", at(3)));
    }

    @Test
    void simpleModifiers() {
        assertThat(mods("alice battlefield: Grizzly Bears (tapped, sick, token)"))
                .containsExactly(new Modifier.Tapped(), new Modifier.Sick(), new Modifier.Token());
    }

    @Test
    void damageModifier() {
        assertThat(mods("alice battlefield: Grizzly Bears (damage 1)")).containsExactly(new Modifier.Damage(1));
    }

    @Test
    void counterModifiersOfAnyKind() {
        assertThat(mods("alice battlefield: Grizzly Bears (+1/+1 2, -1/-1 1, charge 3, level 4, Fade 0)"))
                .containsExactly(new Modifier.Counters("+1/+1", 2), new Modifier.Counters("-1/-1", 1),
                        new Modifier.Counters("charge", 3), new Modifier.Counters("level", 4),
                        new Modifier.Counters("fade", 0));
    }

    @Test
    void attachedToModifier() {
        List<SetupLine> lines = setup(NameOracle.ANY_SIMPLE,
                "  alice battlefield: Grizzly Bears (as bearA), Grizzly Bears, Rancor (attached to Grizzly Bears#2),"
                        + " Holy Strength (attached to bearA), Curse of Death's Hold (attached to bob)");
        List<Item> items = ((SetupLine.ZoneLine) lines.get(0)).items();
        assertThat(items.get(2).modifiers()).containsExactly(new Modifier.AttachedTo(ref("Grizzly Bears#2")));
        assertThat(items.get(2).modifiers().get(0)).isEqualTo(
                new Modifier.AttachedTo(new ObjRef("Grizzly Bears", 2, "Grizzly Bears#2")));
        assertThat(items.get(3).modifiers()).containsExactly(new Modifier.AttachedTo(ref("bearA")));
        assertThat(items.get(4).modifiers()).containsExactly(new Modifier.AttachedTo(ref("bob")));
    }

    @Test
    void labelModifier() {
        Item item = items("alice battlefield: Grizzly Bears (as bearA, tapped)").get(0);
        assertThat(item.modifiers()).containsExactly(new Modifier.Label("bearA"), new Modifier.Tapped());
        assertThat(item.label()).contains("bearA");
        assertThat(item.has(Modifier.Tapped.class)).isTrue();
        assertThat(item.has(Modifier.Sick.class)).isFalse();
    }

    @Test
    void everyModifierTogether() {
        assertThat(mods("alice battlefield: Grizzly Bears (tapped, sick, damage 1, +1/+1 2, attached to bob, as b, token)"))
                .containsExactly(new Modifier.Tapped(), new Modifier.Sick(), new Modifier.Damage(1),
                        new Modifier.Counters("+1/+1", 2), new Modifier.AttachedTo(ref("bob")),
                        new Modifier.Label("b"), new Modifier.Token());
    }

    @Test
    void setupLinesKeepSourceOrderWithTheTurnLine() {
        List<SetupLine> lines = setup(NameOracle.ANY_SIMPLE, "  alice life 3", "  turn 2 bob upkeep", "  bob mana: {W}");
        assertThat(lines).extracting(SetupLine::pos).containsExactly(at(3), at(4), at(5));
        assertThat(lines.get(1)).isInstanceOf(SetupLine.TurnLine.class);
    }

    @Test
    void setupErrors() {
        failsAt(3, "unknown step \"combat\"; expected one of untap upkeep draw main1 beginning-of-combat"
                + " declare-attackers declare-blockers first-strike-damage combat-damage end-of-combat main2 end cleanup",
                () -> setupLine("turn 3 alice combat"));
        failsAt(3, "bad number \"three\"; expected a whole number in \"turn N PLAYER STEP\"",
                () -> setupLine("turn three alice main1"));
        failsAt(3, "bad number \"0\"; expected 1 or more", () -> setupLine("turn 0 alice main1"));
        failsAt(3, "bad turn line", () -> setupLine("turn 3 alice"));
        failsAt(3, "unknown player \"carol\"; expected one of alice bob", () -> setupLine("turn 3 carol main1"));
        failsAt(3, "unknown player \"carol\"; expected one of alice bob", () -> setupLine("carol life 20"));
        failsAt(3, "unknown player \"carol\"", () -> setupLine("carol battlefield: Forest"));
        failsAt(3, "bad number \"x\"; expected a whole number in \"PLAYER life N\"", () -> setupLine("alice life x"));
        failsAt(3, "bad number \"-1\"; expected 0 or more", () -> setupLine("alice poison -1"));
        failsAt(3, "unknown zone \"graveyar\"; expected one of battlefield hand library graveyard exile",
                () -> setupLine("alice graveyar: Shock"));
        failsAt(3, "unknown setup line \"alice lfe 20\"", () -> setupLine("alice lfe 20"));
        failsAt(3, "nothing after \"alice hand:\"; expected ITEM, ITEM... or empty", () -> setupLine("alice hand:"));
        failsAt(3, "bad mana \"RRG\"", () -> setupLine("alice mana: RRG"));
        failsAt(4, "a second turn line; the turn was already set at line 3",
                () -> setup(NameOracle.ANY_SIMPLE, "  turn 2 alice main1", "  turn 3 alice main1"));
    }

    @Test
    void itemAndModifierErrors() {
        failsAt(3, "bad modifier \"flying\"; expected tapped, sick, token, damage N, KIND N",
                () -> setupLine("alice battlefield: Grizzly Bears (tapped, flying)"));
        failsAt(3, "bad modifier \"damage\"", () -> setupLine("alice battlefield: Grizzly Bears (damage)"));
        failsAt(3, "bad number \"x\"; expected a whole number in \"damage N\"",
                () -> setupLine("alice battlefield: Grizzly Bears (damage x)"));
        failsAt(3, "bad number \"lots\"; expected a whole number in \"charge N\"",
                () -> setupLine("alice battlefield: Rod (charge lots)"));
        failsAt(3, "empty modifier list", () -> setupLine("alice battlefield: Grizzly Bears ()"));
        failsAt(3, "bad item \"Grizzly Bears (tapped\"", () -> setupLine("alice battlefield: Grizzly Bears (tapped"));
        failsAt(3, "bad item \"Grizzly Bears (tapped) x\"", () -> setupLine("alice battlefield: Grizzly Bears (tapped) x"));
        failsAt(3, "bad number \"0\"; expected 1 or more", () -> setupLine("alice battlefield: 0 Grizzly Bears"));
        failsAt(3, "empty entry in the list", () -> setupLine("alice battlefield: Forest,, Island"));
        failsAt(3, "label \"b\" names one object, but the item has a count of 2",
                () -> setupLine("alice battlefield: 2 Grizzly Bears (as b)"));
        failsAt(4, "label \"B\" is already used at line 3", () -> setup(NameOracle.ANY_SIMPLE,
                "  alice battlefield: Grizzly Bears (as b)", "  bob battlefield: Grizzly Bears (as B)"));
        failsAt(3, "label \"bob\" is a player's name", () -> setupLine("alice battlefield: Grizzly Bears (as bob)"));
        failsAt(3, "bad label \"b#2\"", () -> setupLine("alice battlefield: Grizzly Bears (as b#2)"));
        failsAt(3, "bad reference \"Grizzly Bears#0\"",
                () -> setupLine("alice battlefield: Rancor (attached to Grizzly Bears#0)"));
    }
}
