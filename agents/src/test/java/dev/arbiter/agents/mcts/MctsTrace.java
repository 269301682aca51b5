package dev.arbiter.agents.mcts;

import dev.arbiter.agents.Agent;
import dev.arbiter.agents.heuristic.HeuristicAgent;
import dev.arbiter.agents.heuristic.LossOracle;
import dev.arbiter.agents.sim.GameSeeds;
import dev.arbiter.cards.deck.DeckListReader;
import dev.arbiter.cards.pool.CardPool;
import dev.arbiter.cards.pool.Decks;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.game.GameSetup;
import dev.arbiter.engine.game.PlayerSetup;
import dev.arbiter.engine.game.Result;
import dev.arbiter.engine.state.GameState;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A tool, not a test (docs/PERFORMANCE.md, "Issue 12, stop 33"): plays game INDEX of {@code sim --agents
 * mcts,heuristic --seed SEED --mcts-iterations N} (red-simple the search, green-simple the heuristic; the same seats
 * and seeds as {@code Simulation.play}) and prints both boards each turn, every attack, block and spell, and at each
 * of red's searched decisions the root moves' mean rewards over the paired rounds (* the heuristic's move, > the
 * move played). {@code java -cp agents/target/classes:agents/target/test-classes:cli/target/arbiter.jar
 * dev.arbiter.agents.mcts.MctsTrace SEED INDEX ITERATIONS [PLAYOUT_TURNS]}
 */
public final class MctsTrace {
    private MctsTrace() {
    }

    public static void main(String[] args) {
        long master = Long.parseLong(args[0]);
        int index = Integer.parseInt(args[1]);
        int iterations = Integer.parseInt(args[2]);
        int turns = args.length > 3 ? Integer.parseInt(args[3]) : MctsBudget.PLAYOUT_TURNS;
        List<CardDefinition> red = Decks.build(DeckListReader.bundled("red-simple"), CardPool.bundled(), false);
        List<CardDefinition> green = Decks.build(DeckListReader.bundled("green-simple"), CardPool.bundled(), false);
        boolean redFirst = index % 2 == 0;
        long seed = GameSeeds.game(master, index);
        PlayerSetup a = new PlayerSetup("red", red), b = new PlayerSetup("green", green);
        GameSetup setup = redFirst ? GameSetup.twoPlayer(a, b, seed) : GameSetup.twoPlayer(b, a, seed);
        MctsAgent search = new MctsAgent(GameSeeds.agent(seed, redFirst ? 0 : 1),
                new MctsBudget(iterations, 0, turns, MctsBudget.Playout.HEURISTIC));
        Agent heuristic = new HeuristicAgent(GameSeeds.agent(seed, redFirst ? 1 : 0));
        int redSeat = redFirst ? 0 : 1;
        List<Agent> seats = redFirst ? List.of(search, heuristic) : List.of(heuristic, search);
        GameState s = Game.start(setup, false).state();
        int lastTurn = -1;
        while (!s.isOver() && s.turn().number() <= 200) {
            Decision d = Game.decision(s);
            if (s.turn().number() != lastTurn && s.turn().number() > 0) {
                lastTurn = s.turn().number();
                System.out.printf("T%d %s: %s%n", lastTurn, s.turn().active() == redSeat ? "RED" : "green",
                        LossOracle.board(s, redSeat));
            }
            Choice c;
            if (d instanceof Decision.Option o && o.prompt().startsWith("Who takes the first turn")) {
                c = new Choice.ChooseOption(0);
            } else {
                long before = search.searches();
                c = seats.get(d.player()).choose(s, d);
                if (d.player() == redSeat && search.searches() > before) {
                    StringBuilder line = new StringBuilder("      R searched:");
                    for (Map.Entry<Choice, Double> e : search.lastMeans().entrySet()) {
                        line.append(String.format(Locale.ROOT, " %s%s%s %.3f;", e.getKey().equals(c) ? ">" : "",
                                e.getKey().equals(search.lastPreferred()) ? "*" : "", LossOracle.describe(s, e.getKey()),
                                e.getValue()));
                    }
                    System.out.println(line);
                }
            }
            if (c instanceof Choice.DeclareAttackers || c instanceof Choice.DeclareBlockers || c instanceof Choice.CastSpell) {
                System.out.printf("   %s %s%n", d.player() == redSeat ? "R" : "g", LossOracle.describe(s, c));
            }
            Result r = Game.apply(s, c, false);
            if (!r.accepted()) {
                seats.get(d.player()).rejected(s, d, c, r.rejection());
                if (!r.rejection().partlyKept()) continue;
            }
            s = r.state();
        }
        boolean won = s.outcome() != null && s.outcome().winners().contains(redSeat);
        System.out.printf("=== game %d: red %s in turn %d%n", index, won ? "won" : "lost", s.turn().number());
    }
}
