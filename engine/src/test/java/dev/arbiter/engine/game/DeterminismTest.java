package dev.arbiter.engine.game;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.testing.SimpleRandomChooser;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static dev.arbiter.engine.testing.TestCards.*;
import static org.assertj.core.api.Assertions.assertThat;

class DeterminismTest {
    private static GameSetup setup(long seed) {
        return GameSetup.twoPlayer(new PlayerSetup("alice", deck(MOUNTAIN, 24, HILL_GIANT, LIGHTNING_BOLT)),
                new PlayerSetup("bob", deck(FOREST, 24, GRIZZLY_BEARS, GIANT_GROWTH)), seed);
    }

    @Test
    void sameSeedAndSameChoicesGiveTheSameGame() {
        GameSetup setup = setup(42);
        SimpleRandomChooser chooser = new SimpleRandomChooser(42);
        GameState s = Game.start(setup).state();
        List<Choice> choices = new ArrayList<>();
        List<String> log = new ArrayList<>();
        while (!s.isOver()) {
            Choice c = chooser.choose(s, Game.decision(s));
            Result r = Game.apply(s, c);
            if (!r.accepted()) continue;
            choices.add(c);
            log.addAll(r.log());
            s = r.state();
        }
        GameState replayed = Game.start(setup).state();
        List<String> log2 = new ArrayList<>();
        for (Choice c : choices) {
            Result r = Game.apply(replayed, c);
            assertThat(r.accepted()).isTrue();
            log2.addAll(r.log());
            replayed = r.state();
        }
        assertThat(replayed).isEqualTo(s);
        assertThat(log2).isEqualTo(log);
    }

    @Test
    void theSeedDecidesShufflesAndWhoChoosesTheFirstPlayer_103_1() {
        GameState a = Game.start(setup(1)).state();
        GameState b = Game.start(setup(1)).state();
        assertThat(a).isEqualTo(b);
        boolean anyDifferent = false;
        for (long seed = 2; seed < 10; seed++) {
            if (!Game.start(setup(seed)).state().equals(a)) anyDifferent = true;
        }
        assertThat(anyDifferent).isTrue();
    }

    @Test
    void londonMulliganDrawsSevenThenPutsOneOnTheBottomPerMulligan_103_5() {
        GameState s = Game.start(setup(3)).state();
        s = Game.apply(s, new Choice.ChooseOption(0)).state(); // the chooser picks alice to start
        Decision.Option keep = (Decision.Option) Game.decision(s);
        assertThat(keep.options()).containsExactly("keep", "mulligan");
        assertThat(keep.player()).isEqualTo(0);
        s = Game.apply(s, new Choice.ChooseOption(1)).state(); // alice mulligans
        s = Game.apply(s, new Choice.ChooseOption(0)).state(); // bob keeps
        assertThat(Game.view(s).player(0).hand()).hasSize(7);
        assertThat(Game.view(s).player(0).mulligans()).isEqualTo(1);
        s = Game.apply(s, new Choice.ChooseOption(0)).state(); // alice keeps her second hand
        Decision.Objects bottom = (Decision.Objects) Game.decision(s);
        assertThat(bottom.min()).isEqualTo(1);
        int card = bottom.candidates().get(0);
        s = Game.apply(s, new Choice.ChooseObjects(List.of(card))).state();
        assertThat(s.player(0).hand()).hasSize(6);
        assertThat(s.player(0).library().last()).isEqualTo(card);
        assertThat(s.player(1).hand()).hasSize(7);
    }
}
