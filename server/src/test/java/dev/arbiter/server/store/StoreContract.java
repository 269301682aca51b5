package dev.arbiter.server.store;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.rules.RulesEdition;
import dev.arbiter.engine.state.Target;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** What every {@link GameStore} must do, run against H2 and PostgreSQL. */
final class StoreContract {
    private StoreContract() {
    }

    static void check(GameStore store) {
        Instant t = Instant.now().truncatedTo(ChronoUnit.MILLIS);
        List<PlayerRecord> players = List.of(
                new PlayerRecord("alice", "red-simple", List.of("Mountain", "Raging Goblin"), "human", null, "abc"),
                new PlayerRecord("bob", "green-simple", List.of("Forest"), "ai", "random", null));
        store.create(new GameRecord("g1", t, GameRecord.PLAYING, -5L, RulesEdition.CURRENT, players,
                List.of(new Choice.ChooseOption(0)), -1, null, 0));
        store.create(new GameRecord("g2", t.plusSeconds(1), GameRecord.PLAYING, 7L, RulesEdition.SEED, players, List.of(), -1, null, 0));
        List<Choice> more = List.of(new Choice.PlayLand(3), new Choice.CastSpell(4, List.of(1, 2)),
                new Choice.ActivateAbility(5, 0), new Choice.ChooseTargets(List.of(new Target.Player(1), new Target.Object(9, 2))),
                new Choice.DeclareAttackers(List.of(new Choice.Attack(4, new Target.Player(1)))),
                new Choice.DeclareBlockers(List.of(new Choice.Block(8, 4))),
                new Choice.AssignDamage(List.of(new Choice.DamageShare(new Target.Object(8, 1), 2))),
                new Choice.ChooseNumber(3), new Choice.ChooseObjects(List.of(7, 6)), new Choice.Cancel(), new Choice.Pass());
        store.appendChoices("g1", 1, more);
        store.updateStatus("g1", GameRecord.FINISHED, 1, "alice has 0 or less life (704.5a)", 9);

        GameRecord g1 = store.load("g1").orElseThrow();
        assertThat(g1.status()).isEqualTo(GameRecord.FINISHED);
        assertThat(g1.seed()).isEqualTo(-5L);
        assertThat(g1.edition()).isEqualTo(RulesEdition.CURRENT);
        assertThat(g1.players()).isEqualTo(players);
        assertThat(g1.choices()).hasSize(12);
        assertThat(g1.choices().get(0)).isEqualTo(new Choice.ChooseOption(0));
        assertThat(g1.choices().subList(1, 12)).isEqualTo(more);
        assertThat(g1.winner()).isEqualTo(1);
        assertThat(g1.reason()).contains("704.5a");
        assertThat(g1.turn()).isEqualTo(9);
        assertThat(g1.created()).isEqualTo(t);
        assertThat(store.list(10)).extracting(GameRecord::id).containsExactly("g2", "g1");
        assertThat(store.list(1)).hasSize(1);
        assertThat(store.load("nope")).isEmpty();
    }
}
