package dev.arbiter.engine.costs;

import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.game.GameSetup;
import dev.arbiter.engine.game.PlayerSetup;
import dev.arbiter.engine.game.Result;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.mana.ManaCost;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Stage;
import dev.arbiter.engine.testing.SimpleRandomChooser;
import io.vavr.collection.Vector;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static dev.arbiter.engine.testing.TestCards.*;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * 605.3a, 601.2g: the automatic payment's plain mana abilities activated in one state ({@link AutomaticTapping}) make the
 * same state, log and characteristics as {@link ManaAbilities#activate} for each in turn.
 */
class AutomaticTappingTest {
    private static final List<ManaCost> COSTS = List.of(ManaCost.parse("{1}"), ManaCost.parse("{2}"),
            ManaCost.parse("{1}{G}"), ManaCost.parse("{3}{R}"), ManaCost.parse("{2}{G}{G}"), ManaCost.parse("{4}"));

    private static GameSetup setup(long seed) {
        return GameSetup.twoPlayer(new PlayerSetup("alice", deck(MOUNTAIN, 24, HILL_GIANT, LIGHTNING_BOLT)),
                new PlayerSetup("bob", deck(FOREST, 22, LLANOWAR_ELVES, GRIZZLY_BEARS, GIANT_SPIDER)), seed);
    }

    @Test
    void thePlainAbilitiesInOneStateAreTheSameAsOneByOne_605_3a() {
        int batched = 0;
        for (long seed = 1; seed <= 8; seed++) {
            GameState s = Game.start(setup(seed)).state();
            SimpleRandomChooser chooser = new SimpleRandomChooser(seed);
            for (int i = 0; i < 1200 && !s.isOver(); i++) {
                if (s.pending() == null && s.turn().stage() == Stage.PRIORITY) {
                    for (int player = 0; player < 2; player++) {
                        for (ManaCost cost : COSTS) batched += compare(s, player, cost);
                    }
                }
                Decision d = Game.decision(s);
                Result r = Game.apply(s, chooser.choose(s, d));
                if (r.accepted()) s = r.state();
            }
        }
        assertThat(batched).isGreaterThan(200);
    }

    /** 1 when the plan for {@code cost} was activated in one state (and it matched the abilities one by one), else 0. */
    private static int compare(GameState s, int player, ManaCost cost) {
        PaymentPlan plan = CostPayment.plan(s, player, -1, cost, List.of());
        if (plan == null) return 0;
        List<String> oneLines = new ArrayList<>();
        Ctx one = new Ctx(s, Vector.empty(), oneLines);
        if (!AutomaticTapping.inOneState(one, player, plan.activations())) {
            assertThat(one.s).isSameAs(s); // nothing done
            return 0;
        }
        List<String> eachLines = new ArrayList<>();
        Ctx each = new Ctx(s, Vector.empty(), eachLines);
        for (PaymentPlan.Use use : plan.activations()) {
            ManaAbilities.activate(each, player, use.object(), use.abilityIndex(), use.produced());
        }
        assertThat(one.s).isEqualTo(each.s);
        assertThat(oneLines).isEqualTo(eachLines);
        assertThat(one.s.player(player).snow()).isEqualTo(each.s.player(player).snow());
        GameState fresh = one.s.detached(); // the carried caches give what a state with none computes
        for (int id : one.s.battlefield()) {
            assertThat(Layers.of(one.s, id)).isEqualTo(Layers.of(fresh, id));
            assertThat(Layers.of(each.s, id)).isEqualTo(Layers.of(fresh, id));
        }
        return 1;
    }
}
