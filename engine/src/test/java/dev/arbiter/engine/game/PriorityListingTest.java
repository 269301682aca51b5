package dev.arbiter.engine.game;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.decision.LazyChoices;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.testing.SimpleRandomChooser;
import io.vavr.collection.Vector;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.arbiter.engine.testing.TestCards.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Issue 13: the priority listing (117.1) is made when first read, is the same value as a listing
 * made at once, and a replayed combat declaration gets back the decision its answer answered.
 */
class PriorityListingTest {
    private static GameSetup setup(long seed) {
        return GameSetup.twoPlayer(new PlayerSetup("alice", deck(MOUNTAIN, 24, HILL_GIANT, LIGHTNING_BOLT)),
                new PlayerSetup("bob", deck(FOREST, 24, GRIZZLY_BEARS, GIANT_GROWTH)), seed);
    }

    @Test
    void theListingIsMadeWhenFirstReadAndEqualsOneMadeAtOnce_117_1() {
        GameState s = Game.start(setup(7)).state();
        SimpleRandomChooser chooser = new SimpleRandomChooser(7);
        int listings = 0;
        for (int i = 0; i < 3000 && !s.isOver(); i++) {
            Decision d = Game.decision(s);
            if (d instanceof Decision.Priority p) {
                LazyChoices lazy = (LazyChoices) p.actions();
                assertThat(lazy.isMade()).isFalse(); // nobody has read it yet
                List<Choice> eager = List.copyOf(lazy);
                assertThat(lazy.isMade()).isTrue();
                assertThat(eager.get(eager.size() - 1)).isEqualTo(new Choice.Pass()); // Pass last
                Decision.Priority same = new Decision.Priority(p.player(), eager);
                assertThat(same).isEqualTo(p);
                assertThat(same.hashCode()).isEqualTo(p.hashCode());
                assertThatThrownBy(() -> lazy.add(new Choice.Pass())).isInstanceOf(UnsupportedOperationException.class);
                listings++;
            }
            Result r = Game.apply(s, chooser.choose(s, d));
            if (r.accepted()) s = r.state();
        }
        assertThat(listings).isGreaterThan(100);
    }

    /** 605.3a: the listing without mana abilities is the whole listing less them, in its order, made by its own walk. */
    @Test
    void theListingWithoutManaAbilitiesIsTheWholeListingLessThem_605_3a() {
        int listings = 0, withSources = 0, manaLess = 0;
        for (long seed = 1; seed <= 12; seed++) {
            GameState s = Game.start(setup(seed)).state();
            SimpleRandomChooser chooser = new SimpleRandomChooser(seed);
            for (int i = 0; i < 1500 && !s.isOver(); i++) {
                Decision d = Game.decision(s);
                if (d instanceof Decision.Priority p) {
                    List<Choice> without = List.copyOf(p.withoutManaAbilities()); // read first: not from the whole one
                    assertThat(((LazyChoices) p.actions()).isMade()).isFalse();
                    GameState at = s;
                    List<Choice> filtered = p.actions().stream().filter(c -> !(c instanceof Choice.ActivateAbility a
                            && dev.arbiter.engine.layers.Layers.of(at, a.source()).activatedAbilities().get(a.index()).manaAbility()))
                            .toList();
                    assertThat(without).isEqualTo(filtered);
                    listings++;
                    if (without.size() < p.actions().size()) manaLess++;
                    if (without.stream().anyMatch(c -> c instanceof Choice.CastSpell)) withSources++;
                }
                Result r = Game.apply(s, chooser.choose(s, d));
                if (r.accepted()) s = r.state();
            }
        }
        assertThat(listings).isGreaterThan(1000);
        assertThat(manaLess).isGreaterThan(500); // lands untapped: their abilities left out
        assertThat(withSources).isGreaterThan(100); // a castable spell: the sources judged, their abilities still left out
    }

    @Test
    void aReplayGetsBackOnlyTheDecisionTheLastAnswerAnswered() {
        GameState s = Game.start(setup(1)).state();
        Decision.Attackers asked = new Decision.Attackers(0, List.of(new Decision.AttackCandidate(5, List.of(Target.player(1)))));
        Ctx ctx = new Ctx(s, Vector.of(new Choice.ChooseOption(0), new Choice.DeclareAttackers(List.of())), null, asked);
        assertThat(ctx.recorded(Decision.Attackers.class, 0)).isNull(); // the next question is the first one, not the last
        ctx.ask(new Decision.Option(0, "?", List.of("a", "b")));
        assertThat(ctx.recorded(Decision.Blockers.class, 0)).isNull(); // another kind
        assertThat(ctx.recorded(Decision.Attackers.class, 1)).isNull(); // another player
        assertThat(ctx.recorded(Decision.Attackers.class, 0)).isSameAs(asked);
        ctx.ask(asked);
        assertThat(ctx.recorded(Decision.Attackers.class, 0)).isNull(); // every answer used
        assertThat(new Ctx(s, Vector.of(new Choice.Pass()), null).recorded(Decision.Attackers.class, 0)).isNull();
    }
}
