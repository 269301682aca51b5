package dev.arbiter.agents.heuristic;

import dev.arbiter.agents.Agent;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.game.Result;
import dev.arbiter.engine.state.GameState;

import java.util.List;

/**
 * A tool, not a test: prints games of {@code sim --agents heuristic,random} (red-simple the heuristic) that red
 * lost, turn by turn — both boards at the start of each turn, then every attack and block declared and every spell
 * cast — so a person can read what went wrong. Arguments: master seed, first and last game index, and optionally the
 * most life green may have left for a loss to be printed and how many last turns to print.
 * {@code java -cp agents/target/test-classes:cli/target/arbiter.jar dev.arbiter.agents.heuristic.LossTrace 11 0 400 3 6}
 */
public final class LossTrace {
    private LossTrace() {
    }

    public static void main(String[] args) {
        long master = Long.parseLong(args[0]);
        int from = Integer.parseInt(args[1]), to = Integer.parseInt(args[2]);
        List<CardDefinition> red = LossOracle.deck("red-simple"), green = LossOracle.deck("green-simple");
        for (int index = from; index <= to; index++) {
            LossOracle.Pairing pairing = LossOracle.Pairing.of(master, index, red, green);
            int redSeat = pairing.redSeat();
            List<Agent> seats = pairing.seats();
            GameState s = Game.start(pairing.setup(), false).state();
            StringBuilder log = new StringBuilder();
            int lastTurn = -1;
            while (!s.isOver() && s.turn().number() <= 200) {
                Decision d = Game.decision(s);
                if (s.turn().number() != lastTurn && s.turn().number() > 0) {
                    lastTurn = s.turn().number();
                    log.append(String.format("T%d %s: %s%n", lastTurn, s.turn().active() == redSeat ? "RED" : "green",
                            LossOracle.board(s, redSeat) + " R hand: " + hand(s, redSeat)));
                }
                Choice c = d instanceof Decision.Option o && o.prompt().startsWith("Who takes the first turn")
                        ? new Choice.ChooseOption(0) : seats.get(d.player()).choose(s, d);
                if (c instanceof Choice.DeclareAttackers || c instanceof Choice.DeclareBlockers || c instanceof Choice.CastSpell
                        || d instanceof Decision.Option o2 && o2.prompt().startsWith("Keep")) {
                    log.append(String.format("   %s %s%s%n", d.player() == redSeat ? "R" : "g", LossOracle.describe(s, c),
                            d instanceof Decision.Option ? " hand " + hand(s, d.player()) : ""));
                }
                Result r = Game.apply(s, c, false);
                if (!r.accepted()) {
                    seats.get(d.player()).rejected(s, d, c, r.rejection());
                    if (!r.rejection().partlyKept()) continue;
                }
                s = r.state();
            }
            boolean won = s.outcome() != null && s.outcome().winners().contains(redSeat);
            if (won) continue;
            int maxGreenLife = args.length > 3 ? Integer.parseInt(args[3]) : 99;
            if (s.player(1 - redSeat).life() > maxGreenLife) continue;
            String text = log.toString();
            int lastTurns = args.length > 4 ? Integer.parseInt(args[4]) : 999;
            int cut = text.indexOf("T" + Math.max(1, s.turn().number() - lastTurns + 1) + " ");
            System.out.printf("=== game %d lost in turn %d, red seat %d%n%s", index, s.turn().number(), redSeat,
                    cut > 0 ? text.substring(cut) : text);
        }
    }

    private static String hand(GameState s, int p) {
        StringBuilder b = new StringBuilder();
        for (int id : s.player(p).hand()) b.append(s.object(id).name()).append(", ");
        return b.toString();
    }
}
