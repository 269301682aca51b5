package dev.arbiter.agents.heuristic;

import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameState;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A tool, not a test (docs/PERFORMANCE.md, "Agents and arbiter sim", stop 24): sorts the games of
 * {@code sim --agents heuristic,random} (red-simple against green-simple, the same seeds and seats as
 * {@code Simulation}) by red's mana — mulligans taken, at most two lands on the battlefield at the start of its
 * fourth turn, or its last if it had fewer ("screw"), eight or more at the end ("flood"), else "other" — and prints the games and red's wins
 * in each group, and with a third argument each lost game. Run from the worktree after
 * {@code mvn -pl agents -am test-compile} with the test class path, e.g.
 * {@code java -cp agents/target/test-classes:cli/target/arbiter.jar dev.arbiter.agents.heuristic.LossBreakdown 11 1000}
 * (arguments: master seed, games, and anything to list the losses).
 */
public final class LossBreakdown {
    private LossBreakdown() {
    }

    public static void main(String[] args) {
        long master = Long.parseLong(args[0]);
        int games = Integer.parseInt(args[1]);
        boolean listLosses = args.length > 2;
        List<CardDefinition> red = LossOracle.deck("red-simple"), green = LossOracle.deck("green-simple");
        Map<String, int[]> groups = new TreeMap<>(); // group -> {games, red wins}
        int wins = 0;
        for (int index = 0; index < games; index++) {
            int[] mulligans = {0};
            RedGameReplay.Played game = RedGameReplay.play(master, index, red, green, (s, d, c, redSeat) -> {
                if (d.player() == redSeat && d instanceof Decision.Option o && o.prompt().startsWith("Keep")
                        && c instanceof Choice.ChooseOption co && co.index() == 1) mulligans[0]++;
            });
            GameState s = game.end();
            int redSeat = game.redSeat(), landsTurn4 = game.landsTurn4();
            boolean won = game.redWon();
            String group = (landsTurn4 <= 2 ? "screw" : RedGameReplay.lands(s, redSeat) >= 8 ? "flood" : "other")
                    + (mulligans[0] > 0 ? ", " + mulligans[0] + " mulligan(s)" : "");
            int[] g = groups.computeIfAbsent(group, k -> new int[2]);
            g[0]++;
            if (won) {
                g[1]++;
                wins++;
            } else if (listLosses) {
                System.out.printf("lost game %d (%s): turn %d, green's life %d, red's lands %d, creatures red %d / green %d, red's hand %d%n",
                        index, group, s.turn().number(), s.player(1 - redSeat).life(), RedGameReplay.lands(s, redSeat),
                        creatures(s, redSeat), creatures(s, 1 - redSeat), s.player(redSeat).hand().size());
            }
        }
        System.out.printf("red wins %d of %d%n", wins, games);
        groups.forEach((k, g) -> System.out.printf("%-28s games %4d, red wins %4d (%.1f %%), losses %d%n",
                k, g[0], g[1], 100.0 * g[1] / g[0], g[0] - g[1]));
    }

    private static int creatures(GameState s, int p) {
        int n = 0;
        for (int id : s.battlefield()) if (s.object(id).controller() == p && Layers.of(s, id).isCreature()) n++;
        return n;
    }
}
