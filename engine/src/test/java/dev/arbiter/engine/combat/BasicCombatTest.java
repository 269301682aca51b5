package dev.arbiter.engine.combat;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.testing.Table;
import dev.arbiter.engine.timing.Step;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.arbiter.engine.testing.Table.ALICE;
import static dev.arbiter.engine.testing.Table.BOB;
import static dev.arbiter.engine.testing.TestCards.*;
import static org.assertj.core.api.Assertions.assertThat;

class BasicCombatTest {
    private Table table() {
        return new Table().at(1, ALICE, Step.BEGINNING_OF_COMBAT).library(ALICE, FOREST, 5).library(BOB, FOREST, 5);
    }

    private static Choice attack(int... ids) {
        List<Choice.Attack> list = new java.util.ArrayList<>();
        for (int id : ids) list.add(new Choice.Attack(id, Target.player(BOB)));
        return new Choice.DeclareAttackers(list);
    }

    private static Choice block(int blocker, int attacker) {
        return new Choice.DeclareBlockers(List.of(new Choice.Block(blocker, attacker)));
    }

    private GameState toAttackers(Table t) {
        return t.passAll(t.start());
    }

    @Test
    void summoningSickCreaturesCantAttack_302_6_butHasteLetsThem_502_5b() {
        Table t = table();
        int sickBear = t.sick(ALICE, GRIZZLY_BEARS);
        int goblin = t.sick(ALICE, RAGING_GOBLIN);
        GameState s = toAttackers(t);
        Decision.Attackers d = (Decision.Attackers) Game.decision(s);
        assertThat(d.candidates()).extracting(Decision.AttackCandidate::creature).containsExactly(goblin);
        assertThat(t.rejected(s, attack(sickBear))).isEqualTo("500.2 / 508.1a");
        s = t.ok(s, attack(goblin));
        assertThat(s.object(goblin).tapped()).isTrue(); // 508.1f
    }

    @Test
    void vigilanceAttackersDontTap_702_20b() {
        Table t = table();
        int angel = t.put(ALICE, Zone.BATTLEFIELD, SERRA_ANGEL);
        GameState s = t.ok(toAttackers(t), attack(angel));
        assertThat(s.object(angel).tapped()).isFalse();
    }

    @Test
    void flyingCanBeBlockedOnlyByFlyingOrReach_502_4b() {
        Table t = table();
        int angel = t.put(ALICE, Zone.BATTLEFIELD, SERRA_ANGEL);
        int bear = t.put(BOB, Zone.BATTLEFIELD, GRIZZLY_BEARS);
        int spider = t.put(BOB, Zone.BATTLEFIELD, GIANT_SPIDER);
        GameState s = t.passAll(t.ok(toAttackers(t), attack(angel)));
        Decision.Blockers d = (Decision.Blockers) Game.decision(s);
        assertThat(d.candidates()).extracting(Decision.BlockCandidate::creature).containsExactly(spider);
        assertThat(t.rejected(s, block(bear, angel))).isEqualTo("500.3 / 509.1b");
        s = t.ok(s, block(spider, angel));
        s = t.passUntil(s, Step.END_OF_COMBAT);
        assertThat(s.object(spider).zone()).isEqualTo(Zone.GRAVEYARD); // 4 damage on a 2/4
        assertThat(s.object(angel).damage()).isEqualTo(2);
    }

    @Test
    void aCreatureThatCantBlockIsNoBlockCandidate_500_3() {
        Table t = table();
        int bear = t.put(ALICE, Zone.BATTLEFIELD, GRIZZLY_BEARS);
        int hulk = t.put(BOB, Zone.BATTLEFIELD, HULKING_GOBLIN);
        GameState s = t.passAll(t.ok(toAttackers(t), attack(bear)));
        assertThat(Game.decision(s)).isInstanceOf(Decision.Priority.class); // no possible blocker: nothing asked
        assertThat(s.combat().attacker(bear).blocked()).isFalse();
        s = t.passUntil(s, Step.END_OF_COMBAT);
        assertThat(s.player(BOB).life()).isEqualTo(18);
        assertThat(s.object(hulk).zone()).isEqualTo(Zone.BATTLEFIELD);
    }

    @Test
    void ironclawOrcsCantBlockPowerTwoOrGreater_500_3() {
        Table t = table();
        int giant = t.put(ALICE, Zone.BATTLEFIELD, HILL_GIANT);
        int goblin = t.put(ALICE, Zone.BATTLEFIELD, RAGING_GOBLIN);
        int orcs = t.put(BOB, Zone.BATTLEFIELD, IRONCLAW_ORCS);
        GameState s = t.passAll(t.ok(toAttackers(t), attack(giant, goblin)));
        Decision.Blockers d = (Decision.Blockers) Game.decision(s);
        assertThat(d.candidates().get(0).attackers()).containsExactly(goblin);
        assertThat(t.rejected(s, block(orcs, giant))).isEqualTo("500.3 / 509.1b");
    }

    @Test
    void attacksEachCombatIfAbleIsARequirement_500_2() {
        Table t = table();
        int dasher = t.put(ALICE, Zone.BATTLEFIELD, VALLEY_DASHER);
        int bear = t.put(ALICE, Zone.BATTLEFIELD, GRIZZLY_BEARS);
        GameState s = toAttackers(t);
        assertThat(t.rejected(s, attack())).isEqualTo("500.4 / 508.1d");
        assertThat(t.rejected(s, attack(bear))).isEqualTo("500.4 / 508.1d");
        t.ok(s, attack(dasher));
    }

    @Test
    void aTappedCreatureIsExemptFromAttackRequirements_500_2() {
        Table t = table();
        t.tapped(ALICE, VALLEY_DASHER);
        t.put(ALICE, Zone.BATTLEFIELD, GRIZZLY_BEARS);
        GameState s = toAttackers(t);
        t.ok(s, attack());
    }

    @Test
    void severalBlockersOnOneAttackerAndTheAttackerDividesItsDamage_510_1c() {
        Table t = table();
        int giant = t.put(ALICE, Zone.BATTLEFIELD, HILL_GIANT);
        int b1 = t.put(BOB, Zone.BATTLEFIELD, RAGING_GOBLIN);
        int b2 = t.put(BOB, Zone.BATTLEFIELD, GRIZZLY_BEARS);
        GameState s = t.passAll(t.ok(toAttackers(t), attack(giant)));
        s = t.ok(s, new Choice.DeclareBlockers(List.of(new Choice.Block(b1, giant), new Choice.Block(b2, giant))));
        s = t.passAll(s);
        Decision.DamageAssignment d = (Decision.DamageAssignment) Game.decision(s);
        assertThat(d.amount()).isEqualTo(3);
        assertThat(t.rejected(s, new Choice.AssignDamage(List.of(new Choice.DamageShare(s.object(b1).ref(), 2))))).isEqualTo("510.1a");
        assertThat(t.rejected(s, new Choice.AssignDamage(List.of(new Choice.DamageShare(Target.player(BOB), 3))))).isEqualTo("510.1c");
        s = t.ok(s, new Choice.AssignDamage(List.of(new Choice.DamageShare(s.object(b1).ref(), 1),
                new Choice.DamageShare(s.object(b2).ref(), 2))));
        assertThat(s.object(b1).zone()).isEqualTo(Zone.GRAVEYARD);
        assertThat(s.object(b2).zone()).isEqualTo(Zone.GRAVEYARD);
        assertThat(s.object(giant).zone()).isEqualTo(Zone.GRAVEYARD); // 3 damage from the two blockers
    }

    @Test
    void trampleAssignsExcessToThePlayerOnlyAfterLethalToBlockers_502_9b() {
        Table t = table();
        int mammoth = t.put(ALICE, Zone.BATTLEFIELD, WAR_MAMMOTH);
        int goblin = t.put(BOB, Zone.BATTLEFIELD, RAGING_GOBLIN);
        GameState s = t.passAll(t.ok(toAttackers(t), attack(mammoth)));
        s = t.passAll(t.ok(s, block(goblin, mammoth)));
        Decision.DamageAssignment d = (Decision.DamageAssignment) Game.decision(s);
        assertThat(d.trample()).isTrue();
        assertThat(d.lethal()).containsExactly(1);
        assertThat(t.rejected(s, new Choice.AssignDamage(List.of(new Choice.DamageShare(Target.player(BOB), 3))))).isEqualTo("502.9b / 702.19b");
        s = t.ok(s, new Choice.AssignDamage(List.of(new Choice.DamageShare(s.object(goblin).ref(), 1),
                new Choice.DamageShare(Target.player(BOB), 2))));
        assertThat(s.player(BOB).life()).isEqualTo(18);
    }

    @Test
    void firstStrikeDealsDamageInAnEarlierStep_502_2b() {
        Table t = table();
        int knight = t.put(ALICE, Zone.BATTLEFIELD, WHITE_KNIGHT);
        int bear = t.put(BOB, Zone.BATTLEFIELD, GRIZZLY_BEARS);
        GameState s = t.passAll(t.ok(toAttackers(t), attack(knight)));
        s = t.passAll(t.ok(s, block(bear, knight)));
        assertThat(s.turn().step()).isEqualTo(Step.FIRST_STRIKE_DAMAGE);
        assertThat(s.object(bear).zone()).isEqualTo(Zone.GRAVEYARD);
        s = t.passAll(s);
        assertThat(s.turn().step()).isEqualTo(Step.COMBAT_DAMAGE);
        assertThat(s.object(knight).damage()).isZero(); // the bear died before it could deal damage
    }

    @Test
    void blockedCreatureWhoseBlockerLeftDealsNoDamage_510_1c() {
        Table t = table();
        int giant = t.put(ALICE, Zone.BATTLEFIELD, HILL_GIANT);
        int bear = t.put(BOB, Zone.BATTLEFIELD, GRIZZLY_BEARS);
        t.put(BOB, Zone.BATTLEFIELD, MOUNTAIN);
        int bolt = t.put(BOB, Zone.HAND, LIGHTNING_BOLT);
        GameState s = t.passAll(t.ok(toAttackers(t), attack(giant)));
        s = t.ok(s, block(bear, giant));
        s = t.ok(s, new Choice.Pass());
        s = t.ok(s, new Choice.CastSpell(bolt));
        s = t.ok(s, new Choice.ChooseTargets(List.of(s.object(bear).ref())));
        s = t.passAll(s);
        assertThat(s.object(bear).zone()).isEqualTo(Zone.GRAVEYARD);
        s = t.passUntil(s, Step.END_OF_COMBAT);
        assertThat(s.player(BOB).life()).isEqualTo(20);
    }
}
