package dev.arbiter.scenario.parse;

import static dev.arbiter.scenario.parse.Fixtures.action;
import static dev.arbiter.scenario.parse.Fixtures.actions;
import static dev.arbiter.scenario.parse.Fixtures.at;
import static dev.arbiter.scenario.parse.Fixtures.failsAt;
import static dev.arbiter.scenario.parse.Fixtures.ref;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** Every action form. */
class ActionTest {

    @Test
    void plays() {
        assertThat(action("alice plays Forest#2"))
                .isEqualTo(new Action.PlayLand("alice", new ObjRef("Forest", 2, "Forest#2"), at(3)));
    }

    @Test
    void castsPlain() {
        assertThat(action("alice casts Giant Growth")).isEqualTo(new Action.Cast("alice", ref("Giant Growth"),
                List.of(), OptionalInt.empty(), Optional.empty(), List.of(), at(3)));
    }

    @Test
    void castsWithEveryClause() {
        assertThat(action("bob casts Fireball targeting alice, Grizzly Bears#2 paying X=4 choosing divide evenly"
                + " paying with Mountain, Mountain#2"))
                .isEqualTo(new Action.Cast("bob", ref("Fireball"), List.of(ref("alice"), ref("Grizzly Bears#2")),
                        OptionalInt.of(4), Optional.of("divide evenly"), List.of(ref("Mountain"), ref("Mountain#2")), at(3)));
    }

    @Test
    void castClausesInAnyOrder() {
        assertThat(action("bob casts Blaze paying with Mountain choosing 1 paying x = 2 targeting bearA"))
                .isEqualTo(new Action.Cast("bob", ref("Blaze"), List.of(ref("bearA")), OptionalInt.of(2),
                        Optional.of("1"), List.of(ref("Mountain")), at(3)));
    }

    @Test
    void activatesDefaultsToTheFirstAbility() {
        assertThat(action("alice activates Prodigal Sorcerer targeting bob")).isEqualTo(new Action.Activate(
                "alice", ref("Prodigal Sorcerer"), 1, List.of(ref("bob")), List.of(), at(3)));
    }

    @Test
    void activatesANumberedAbilityPayingWith() {
        assertThat(action("alice activates Circle of Protection: Red:2 paying with Plains, Plains#2"))
                .isEqualTo(new Action.Activate("alice", ref("Circle of Protection: Red"), 2, List.of(),
                        List.of(ref("Plains"), ref("Plains#2")), at(3)));
        assertThat(action("alice activates Circle of Protection: Red")).isEqualTo(new Action.Activate(
                "alice", ref("Circle of Protection: Red"), 1, List.of(), List.of(), at(3)));
        assertThat(((Action.Activate) action("alice activates Grizzly Bears#2:3")).card())
                .isEqualTo(new ObjRef("Grizzly Bears", 2, "Grizzly Bears#2"));
    }

    @Test
    void attacks() {
        assertThat(action("alice attacks: Grizzly Bears, Serra Angel -> bob, Hill Giant -> Jace"))
                .isEqualTo(new Action.Attack("alice", List.of(
                        new AttackEntry(ref("Grizzly Bears"), Optional.empty()),
                        new AttackEntry(ref("Serra Angel"), Optional.of(ref("bob"))),
                        new AttackEntry(ref("Hill Giant"), Optional.of(ref("Jace")))), at(3)));
    }

    @Test
    void attacksNothing() {
        assertThat(action("alice attacks: nothing")).isEqualTo(new Action.Attack("alice", List.of(), at(3)));
    }

    @Test
    void blocks() {
        assertThat(action("bob blocks: Wall -> Grizzly Bears, Grizzly Bears#2 -> Grizzly Bears"))
                .isEqualTo(new Action.Block("bob", List.of(
                        new BlockEntry(ref("Wall"), ref("Grizzly Bears")),
                        new BlockEntry(ref("Grizzly Bears#2"), ref("Grizzly Bears"))), at(3)));
    }

    @Test
    void blocksNothing() {
        assertThat(action("bob blocks: nothing")).isEqualTo(new Action.Block("bob", List.of(), at(3)));
    }

    @Test
    void consecutiveAssignsStaySeparateNodesInOrder() {
        assertThat(actions(NameOracle.ANY_SIMPLE,
                "  alice assigns Craw Wurm: wallA 3, wallB 3",
                "  alice assigns Hill Giant: bob 3")).containsExactly(
                new Action.Assign("alice", ref("Craw Wurm"),
                        List.of(new DamageShare(ref("wallA"), 3), new DamageShare(ref("wallB"), 3)), at(3)),
                new Action.Assign("alice", ref("Hill Giant"), List.of(new DamageShare(ref("bob"), 3)), at(4)));
    }

    @Test
    void chooses() {
        assertThat(action("alice chooses: Target player gains 4 life."))
                .isEqualTo(new Action.Choose("alice", "Target player gains 4 life.", at(3)));
    }

    @Test
    void ordersTriggers() {
        assertThat(action("bob orders triggers: Soul Warden, Soul Warden#2"))
                .isEqualTo(new Action.OrderTriggers("bob", List.of(ref("Soul Warden"), ref("Soul Warden#2")), at(3)));
    }

    @Test
    void pass() {
        assertThat(action("pass")).isEqualTo(new Action.Pass(at(3)));
    }

    @Test
    void advanceTo() {
        assertThat(action("advance to declare-blockers"))
                .isEqualTo(new Action.AdvanceTo("declare-blockers", OptionalInt.empty(), at(3)));
        assertThat(action("advance to end of combat"))
                .isEqualTo(new Action.AdvanceTo("end-of-combat", OptionalInt.empty(), at(3)));
        assertThat(action("advance to upkeep of turn 4"))
                .isEqualTo(new Action.AdvanceTo("upkeep", OptionalInt.of(4), at(3)));
        assertThat(action("advance to end of turn")).isEqualTo(new Action.AdvanceTo("end", OptionalInt.empty(), at(3)));
        assertThat(action("advance to end of turn 2")).isEqualTo(new Action.AdvanceTo("end", OptionalInt.of(2), at(3)));
        assertThat(action("advance to end of combat of turn 5"))
                .isEqualTo(new Action.AdvanceTo("end-of-combat", OptionalInt.of(5), at(3)));
    }

    @Test
    void illegalWithoutARule() {
        assertThat(action("illegal: bob blocks: Wall -> Grizzly Bears")).isEqualTo(new Action.Illegal(Optional.empty(),
                new Action.Block("bob", List.of(new BlockEntry(ref("Wall"), ref("Grizzly Bears"))), at(3)), at(3)));
    }

    @Test
    void illegalCitingARule() {
        assertThat(action("illegal 502.9b: alice assigns Craw Wurm: bob 6")).isEqualTo(new Action.Illegal(
                Optional.of("502.9b"),
                new Action.Assign("alice", ref("Craw Wurm"), List.of(new DamageShare(ref("bob"), 6)), at(3)), at(3)));
        assertThat(((Action.Illegal) action("illegal 422 : alice plays Forest")).rule()).contains("422");
    }

    @Test
    void playerActionsKnowTheirPlayer() {
        Action.Illegal illegal = (Action.Illegal) action("illegal: bob casts Shock");
        assertThat(illegal.action().player()).isEqualTo("bob");
    }

    @Test
    void actionErrors() {
        failsAt(3, "unknown action \"alice frobs Grizzly Bears\"; expected PLAYER plays|casts|activates",
                () -> action("alice frobs Grizzly Bears"));
        failsAt(3, "unknown action \"combat\"", () -> action("combat"));
        failsAt(3, "unknown player \"carol\"; expected one of alice bob", () -> action("carol casts Shock"));
        failsAt(3, "unknown player \"carol\"", () -> action("illegal: carol casts Shock"));
        failsAt(3, "unknown step \"combat\"; expected one of untap upkeep", () -> action("advance to combat"));
        failsAt(3, "bad advance line", () -> action("advance combat"));
        failsAt(3, "bad number \"x\"; expected a whole number in \"advance to STEP of turn N\"",
                () -> action("advance to upkeep of turn x"));
        failsAt(3, "bad pass line", () -> action("pass 2"));
        failsAt(3, "bad number \"lots\"; expected a whole number in \"paying X=N\"", () -> action("alice casts Fireball paying X=lots"));
        failsAt(3, "bad paying clause \"paying 3\"", () -> action("alice casts Fireball paying 3"));
        failsAt(3, "nothing after \"targeting\"", () -> action("alice casts Shock targeting"));
        failsAt(3, "a second \"targeting\" clause", () -> action("alice casts Shock targeting bob targeting alice"));
        // extension: "choosing" on an activation names the objects its cost asks for ("Sacrifice a creature")
        assertThat(((Action.Activate) action("alice activates Rod choosing Grizzly Bears")).choosing()).contains("Grizzly Bears");
        failsAt(3, "nothing after \"choosing\"", () -> action("alice activates Rod choosing"));
        // extension: "paying X=N" on an activation announces the X of an {X} in its cost (107.3)
        assertThat(((Action.Activate) action("alice activates Rod paying X=1")).x()).isEqualTo(java.util.OptionalInt.of(1));
        failsAt(3, "bad number \"lots\"; expected a whole number in \"paying X=N\"", () -> action("alice activates Rod paying X=lots"));
        failsAt(3, "bad number \"0\"; expected 1 or more in \"PLAYER activates CARD:N\"", () -> action("alice activates Rod:0"));
        failsAt(3, "bad action \"attacks Grizzly Bears\"; expected PLAYER attacks: CARD", () -> action("alice attacks Grizzly Bears"));
        failsAt(3, "nothing after the colon", () -> action("alice attacks:"));
        failsAt(3, "bad block \"Wall\"; expected BLOCKER -> ATTACKER", () -> action("bob blocks: Wall"));
        failsAt(3, "expected a blocker before ->", () -> action("bob blocks: -> Grizzly Bears"));
        failsAt(3, "bad assignment", () -> action("alice assigns Craw Wurm bob 6"));
        failsAt(3, "bad damage share \"bob\"; expected TARGET N", () -> action("alice assigns Craw Wurm: bob"));
        failsAt(3, "bad number \"six\"; expected a whole number in \"TARGET N\"", () -> action("alice assigns Craw Wurm: bob six"));
        failsAt(3, "bad action \"chooses:\"", () -> action("alice chooses:"));
        failsAt(3, "expected a trigger source, found nothing", () -> action("alice orders triggers:"));
        failsAt(3, "bad illegal line", () -> action("illegal alice casts Shock"));
        failsAt(3, "bad rule number \"rule5\"", () -> action("illegal rule5: alice casts Shock"));
        failsAt(3, "illegal: needs a player's action", () -> action("illegal: pass"));
        failsAt(3, "bad reference \"Forest#0\"", () -> action("alice plays Forest#0"));
    }
}
