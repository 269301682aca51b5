package dev.arbiter.engine.proc;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.game.GameSetup;
import dev.arbiter.engine.game.PlayerSetup;
import dev.arbiter.engine.game.Result;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.testing.SimpleRandomChooser;
import org.junit.jupiter.api.Test;

import static dev.arbiter.engine.testing.TestCards.*;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A pending procedure that carries its continuation ({@link InProgress.Resume}) answers exactly as replaying it from its
 * start does (DESIGN's "replaying the step"; docs/PERFORMANCE.md, "Issue 13, stop 30"): at every such question of
 * random games with tramplers, first strikers (the first-strike step changes the state before it asks) and several blockers on one attacker (combat damage assignment, 510.1c-d),
 * the answer applied to the state and to the same state without the continuation gives equal states and equal logs,
 * with and without a log; and the same state answered twice, differently, gives each answer's replayed result (a fork
 * is answered as often as a search likes).
 */
class ResumeMatchesReplayTest {
    /** A first striker with trample (the first-strike step records its strikers before it asks, 510.4). */
    private static final dev.arbiter.engine.card.CardDefinition CHARGER = creature("Test Charger", "{2}{G}", 3, 2,
            kw(dev.arbiter.engine.ability.Keyword.FIRST_STRIKE), kw(dev.arbiter.engine.ability.Keyword.TRAMPLE));

    @Test
    void resumingAQuestionGivesTheReplaysStateAndLog_510_1c() {
        int resumable = 0;
        int chained = 0;
        int firstStrike = 0;
        for (long seed = 1; seed <= 60; seed++) {
            GameSetup setup = GameSetup.twoPlayer(
                    new PlayerSetup("alice", deck(FOREST, 20, WAR_MAMMOTH, LLANOWAR_ELVES, GRIZZLY_BEARS, WAR_MAMMOTH, GIANT_SPIDER, CHARGER)),
                    new PlayerSetup("bob", deck(FOREST, 20, GRIZZLY_BEARS, LLANOWAR_ELVES, WAR_MAMMOTH, GIANT_SPIDER, WAR_MAMMOTH, CHARGER)),
                    seed);
            SimpleRandomChooser chooser = new SimpleRandomChooser(seed);
            SimpleRandomChooser other = new SimpleRandomChooser(seed + 1000);
            java.util.Random random = new java.util.Random(seed);
            GameState s = Game.start(setup).state();
            int choices = 0;
            while (!s.isOver() && choices < 20_000) {
                Decision d = Game.decision(s);
                Choice c = spreadBlocks(s, d, random);
                if (c == null) c = chooser.choose(s, d);
                if (s.pending() instanceof InProgress ip && ip.resume() != null) {
                    resumable++;
                    if (ip.view().turn().step() == dev.arbiter.engine.timing.Step.FIRST_STRIKE_DAMAGE) firstStrike++;
                    GameState replayed = s.withPending(new InProgress(ip.procedure(), ip.answers(), ip.decision(), ip.view(), ip.start()));
                    Choice c2 = other.choose(s, d);
                    for (Choice answer : new Choice[] {c2, c}) { // the same state answered twice
                        for (boolean log : new boolean[] {false, true}) {
                            Result a = Game.apply(s, answer, log);
                            Result b = Game.apply(replayed, answer, log);
                            assertThat(a.accepted()).isEqualTo(b.accepted());
                            assertThat(a.state()).as("seed %d, choice %d", seed, choices).isEqualTo(b.state());
                            assertThat(a.log()).as("seed %d, choice %d", seed, choices).isEqualTo(b.log());
                            if (a.state().pending() instanceof InProgress next && next.resume() != null && !next.answers().isEmpty()) chained++;
                        }
                    }
                }
                Result r = Game.apply(s, c);
                if (!r.accepted()) continue;
                s = r.state();
                choices++;
            }
        }
        assertThat(resumable).as("questions answered through a continuation").isGreaterThan(60);
        assertThat(firstStrike).as("questions of a first-strike damage step").isGreaterThan(0);
        assertThat(chained).as("a resumed run that asks again keeps a continuation").isGreaterThan(0);
    }

    /** Blockers spread over the attackers (each on a random one), so that one step asks several creatures; null if illegal. */
    private static Choice spreadBlocks(GameState s, Decision d, java.util.Random random) {
        if (!(d instanceof Decision.Blockers b)) return null;
        java.util.List<Choice.Block> list = new java.util.ArrayList<>();
        for (Decision.BlockCandidate c : b.candidates()) {
            if (random.nextInt(4) > 0) list.add(new Choice.Block(c.creature(), c.attackers().get(random.nextInt(c.attackers().size()))));
        }
        Choice c = new Choice.DeclareBlockers(list);
        return Game.check(s, c) == null ? c : null;
    }
}
