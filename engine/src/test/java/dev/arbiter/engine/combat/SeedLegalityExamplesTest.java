package dev.arbiter.engine.combat;

import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.rules.RulesEdition;
import dev.arbiter.engine.state.GameConfig;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.testing.Table;
import dev.arbiter.engine.timing.Step;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static dev.arbiter.engine.testing.Table.ALICE;
import static dev.arbiter.engine.testing.Table.BOB;
import static dev.arbiter.engine.testing.TestCards.*;
import static org.assertj.core.api.Assertions.assertThat;

/** The examples of seed 500.2 and 500.5, played through the engine in both rules editions. */
class SeedLegalityExamplesTest {
    static final CardDefinition ALONE = creature("Bonded Construct", "{1}", 2, 1,
            new StaticAbility(new StaticEffect.CantAttackAlone(), "~ can't attack alone."));
    static final CardDefinition JUGGERNAUT = creature("Juggernaut", "{4}", 5, 3,
            new StaticAbility(new StaticEffect.AttacksEachCombat(), "~ attacks each combat if able."));
    static final CardDefinition ARBITER = creature("Silent Arbiter", "{4}", 1, 5,
            new StaticAbility(new StaticEffect.MaxAttackers(1), "No more than one creature can attack each combat."),
            new StaticAbility(new StaticEffect.MaxBlockers(1), "No more than one creature can block each combat."));
    static final CardDefinition WATCHDOG = creature("Watchdog", "{3}", 1, 2,
            new StaticAbility(new StaticEffect.BlocksEachCombat(), "~ blocks each combat if able."));
    static final CardDefinition MENACE_BEAR = creature("Menacing Bear", "{1}{B}", 2, 2, kw(Keyword.MENACE));

    private static Table table(RulesEdition e, Step step) {
        return new Table(GameConfig.STANDARD.withEdition(e)).at(1, ALICE, step).library(ALICE, FOREST, 5).library(BOB, FOREST, 5);
    }

    private static Choice attack(int... ids) {
        List<Choice.Attack> list = new ArrayList<>();
        for (int id : ids) list.add(new Choice.Attack(id, Target.player(BOB)));
        return new Choice.DeclareAttackers(list);
    }

    @Test
    void twoCreaturesThatCantAttackAloneMayAttackTogether_500_2_example1() {
        Table t = table(RulesEdition.SEED, Step.BEGINNING_OF_COMBAT);
        int a = t.put(ALICE, Zone.BATTLEFIELD, ALONE);
        int b = t.put(ALICE, Zone.BATTLEFIELD, ALONE);
        GameState s = t.passAll(t.start());
        assertThat(t.rejected(s, attack(a))).isEqualTo("500.2 / 508.1c");
        t.ok(s, attack(a, b));
        t.ok(s, attack());
    }

    @Test
    void onlyTheCreatureThatAttacksIfAbleMayAttackAlone_500_2_example2() {
        for (RulesEdition e : RulesEdition.values()) {
            Table t = table(e, Step.BEGINNING_OF_COMBAT);
            int jug = t.put(ALICE, Zone.BATTLEFIELD, JUGGERNAUT);
            int vanilla = t.put(ALICE, Zone.BATTLEFIELD, GRIZZLY_BEARS);
            t.put(BOB, Zone.BATTLEFIELD, ARBITER);
            GameState s = t.passAll(t.start());
            String requirementRule = e == RulesEdition.SEED ? "500.4 / 508.1d" : "508.1d";
            assertThat(t.rejected(s, attack(vanilla))).as(e.name()).isEqualTo(requirementRule);
            assertThat(t.rejected(s, attack(jug, vanilla))).as(e.name()).isEqualTo("500.2 / 508.1c");
            assertThat(t.rejected(s, attack())).as(e.name()).isEqualTo(requirementRule);
            t.ok(s, attack(jug));
        }
    }

    private GameState blockersStep(Table t, int[] ids) {
        int attacker = t.put(ALICE, Zone.BATTLEFIELD, MENACE_BEAR);
        ids[0] = attacker;
        ids[1] = t.put(BOB, Zone.BATTLEFIELD, WATCHDOG);
        ids[2] = t.put(BOB, Zone.BATTLEFIELD, GRIZZLY_BEARS);
        GameState s = t.passAll(t.start());
        return t.passAll(t.ok(s, attack(attacker)));
    }

    private static Choice blocks(int attacker, int... blockers) {
        List<Choice.Block> list = new ArrayList<>();
        for (int b : blockers) list.add(new Choice.Block(b, attacker));
        return new Choice.DeclareBlockers(list);
    }

    @Test
    void seedEditionBothOrNeitherBlockTheMenaceCreature_500_5_example() {
        Table t = table(RulesEdition.SEED, Step.BEGINNING_OF_COMBAT);
        int[] ids = new int[3];
        GameState s = blockersStep(t, ids);
        t.ok(s, blocks(ids[0], ids[1], ids[2]));
        t.ok(s, blocks(ids[0]));
        assertThat(t.rejected(s, blocks(ids[0], ids[1]))).isEqualTo("500.3 / 509.1b");
        assertThat(t.rejected(s, blocks(ids[0], ids[2]))).isEqualTo("500.3 / 509.1b");
    }

    @Test
    void currentEditionMustBlockWithBoth_509_1c() {
        Table t = table(RulesEdition.CURRENT, Step.BEGINNING_OF_COMBAT);
        int[] ids = new int[3];
        GameState s = blockersStep(t, ids);
        t.ok(s, blocks(ids[0], ids[1], ids[2]));
        assertThat(t.rejected(s, blocks(ids[0]))).isEqualTo("509.1c");
        assertThat(t.rejected(s, blocks(ids[0], ids[1]))).isEqualTo("500.3 / 509.1b");
    }
}
