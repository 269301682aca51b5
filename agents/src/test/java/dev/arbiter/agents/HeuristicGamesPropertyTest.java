package dev.arbiter.agents;

import dev.arbiter.agents.heuristic.HeuristicAgent;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.game.GameSetup;
import dev.arbiter.engine.game.Invariants;
import dev.arbiter.engine.game.PlayerSetup;
import dev.arbiter.engine.state.GameState;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.function.LongFunction;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/**
 * The heuristic agent in the seeded random-game harness ({@link RandomGamesPropertyTest}): against
 * the random agent and against itself, on the bench decks and on the test decks whose cards ask
 * every kind of decision (targets, modes, X, discards, trigger order, loops, damage assignment,
 * requirement-bound declarations). After every choice the invariants hold; rejected probes leave
 * the state untouched; every game ends and replays from its choices. A failure names its seed.
 */
class HeuristicGamesPropertyTest {
    static final int GAMES = Integer.getInteger("arbiter.heuristicGames", 40);

    @Test
    void benchDecksHeuristicAgainstRandomAndItself() {
        List<CardDefinition> red = RandomGamesPropertyTest.deck("red-simple");
        List<CardDefinition> green = RandomGamesPropertyTest.deck("green-simple");
        List<HeuristicAgent> made = new java.util.ArrayList<>();
        LongFunction<Agent> heuristic = seed -> {
            HeuristicAgent h = new HeuristicAgent(seed);
            made.add(h);
            return h;
        };
        int heuristicWins = play(red, green, GAMES, heuristic, seed -> new RandomAgent(seed));
        assertThat(heuristicWins).as("heuristic (red) wins against random (green) of %d", GAMES).isGreaterThan(GAMES * 3 / 4);
        play(red, green, GAMES / 2, heuristic, heuristic);
        // On these decks every answer is the heuristic's own: the engine never rejected one, nothing failed.
        assertThat(made.stream().mapToInt(HeuristicAgent::fallbacks).sum()).isZero();
    }

    @Test
    void everyDecisionKindOnTheMechanicsDecks() throws Exception {
        List<String[]> pairs = List.of(new String[]{"auras-and-triggers-wg.txt", "auras-and-triggers-br.txt"},
                new String[]{"mechanics-ub.txt", "mechanics-gw.txt"});
        for (String[] pair : pairs) {
            List<CardDefinition> a = RandomGamesPropertyTest.testDeck(pair[0]);
            List<CardDefinition> b = RandomGamesPropertyTest.testDeck(pair[1]);
            play(a, b, GAMES / 2, seed -> new HeuristicAgent(seed), seed -> new RandomAgent(seed));
            play(b, a, GAMES / 2, seed -> new HeuristicAgent(seed), seed -> new HeuristicAgent(seed));
        }
    }

    @Test
    void loopProneDecks() throws Exception {
        List<CardDefinition> a = RandomGamesPropertyTest.testDeck("mechanics-ub.txt");
        play(a, a, GAMES / 4, seed -> new HeuristicAgent(seed), seed -> new HeuristicAgent(seed));
    }

    /** Plays seeds 1..games; returns how many the first agent won. */
    static int play(List<CardDefinition> a, List<CardDefinition> b, int games, LongFunction<Agent> first,
                    LongFunction<Agent> second) {
        int wins = 0;
        for (long seed = 1; seed <= games; seed++) {
            GameSetup setup = GameSetup.twoPlayer(new PlayerSetup("alice", a), new PlayerSetup("bob", b), seed);
            long s1 = seed;
            MatchResult r;
            try {
                r = Match.play(setup, List.of(new RandomGamesPropertyTest.CheckingAgent(first.apply(seed * 31 + 1)),
                        new RandomGamesPropertyTest.CheckingAgent(second.apply(seed * 31 + 2))), false, (s, c) -> {
                    List<String> v = Invariants.violations(s);
                    if (!v.isEmpty()) fail("seed " + s1 + ": invariant broken after " + c + ": " + v);
                });
            } catch (RuntimeException e) {
                throw new AssertionError("seed " + seed + ": " + e, e);
            }
            assertThat(r.finalState().isOver()).as("seed %d: the game ends (choices %d)", seed, r.choices().size()).isTrue();
            GameState replayed = Match.replay(setup, r.choices());
            assertThat(replayed).as("seed %d: replaying the choices gives the same final state", seed).isEqualTo(r.finalState());
            var o = r.finalState().outcome();
            if (o != null && !o.isDraw() && o.winners().contains(0)) wins++;
        }
        return wins;
    }
}
