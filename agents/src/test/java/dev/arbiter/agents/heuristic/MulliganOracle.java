package dev.arbiter.agents.heuristic;

import dev.arbiter.agents.Agent;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.game.Result;
import dev.arbiter.engine.state.GameState;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A tool, not a test (docs/PERFORMANCE.md, "Issue 12, stop 34"): the opening-hand decisions (103.5) of the games of
 * {@code sim --agents heuristic,random} (red-simple against green-simple, the same seeds and seats), each answered
 * both ways. At each of red's keep-or-mulligan decisions both answers are played to the end K times from K
 * determinisations of the hidden cards ({@link LossOracle#winRate}: heuristic red, random green); at each of red's
 * bottom decisions every distinct set of cards to put on the bottom is. Prints one line a decision
 * ({@code keep m=MULLIGANS play=0|1 lands=L cheap=C mv=... heur=keep|mull keepRate mullRate}, or
 * {@code bottom m=... hand=... heur=... | set rate ...}) and a sum per hand kind, so a keep or bottom rule can be
 * read off the table. {@code java -cp agents/target/test-classes:cli/target/arbiter.jar
 * dev.arbiter.agents.heuristic.MulliganOracle 1 0 999 4 keep,bottom}
 */
public final class MulliganOracle {
    private MulliganOracle() {
    }

    public static void main(String[] args) {
        long master = Long.parseLong(args[0]);
        int from = Integer.parseInt(args[1]), to = Integer.parseInt(args[2]);
        int k = Integer.parseInt(args[3]);
        String kinds = args.length > 4 ? args[4] : "keep,bottom";
        List<CardDefinition> red = LossOracle.deck("red-simple"), green = LossOracle.deck("green-simple");
        Map<String, double[]> sums = new TreeMap<>(); // kind -> {decisions, keep rate sum, mull rate sum}
        for (int index = from; index <= to; index++) {
            LossOracle.Pairing pairing = LossOracle.Pairing.of(master, index, red, green);
            int redSeat = pairing.redSeat();
            List<Agent> seats = pairing.seats();
            GameState s = Game.start(pairing.setup(), false).state();
            while (!s.isOver() && s.turn().number() == 0) {
                Decision d = Game.decision(s);
                Choice c = d instanceof Decision.Option o && o.prompt().startsWith("Who takes the first turn")
                        ? new Choice.ChooseOption(0) : seats.get(d.player()).choose(s, d);
                if (d.player() == redSeat && d instanceof Decision.Option o && o.prompt().startsWith("Keep") && kinds.contains("keep")) {
                    String key = handKey(s, redSeat);
                    double keep = LossOracle.winRate(s, new Choice.ChooseOption(0), redSeat, k, index, 0);
                    double mull = LossOracle.winRate(s, new Choice.ChooseOption(1), redSeat, k, index, 0);
                    String heur = ((Choice.ChooseOption) c).index() == 0 ? "keep" : "mull";
                    System.out.printf("keep g=%d %s heur=%s %.3f %.3f%n", index, key, heur, keep, mull);
                    double[] acc = sums.computeIfAbsent(key.replaceAll(" mv=.*", "") + " heur=" + heur, x -> new double[3]);
                    acc[0]++;
                    acc[1] += keep;
                    acc[2] += mull;
                }
                if (d.player() == redSeat && d instanceof Decision.Objects o && o.prompt().startsWith("Put") && kinds.contains("bottom")) {
                    bottom(s, o, (Choice.ChooseObjects) c, redSeat, k, index);
                }
                Result r = Game.apply(s, c, false);
                if (!r.accepted()) {
                    seats.get(d.player()).rejected(s, d, c, r.rejection());
                    if (!r.rejection().partlyKept()) continue;
                }
                s = r.state();
            }
        }
        sums.forEach((key, v) -> System.out.printf("SUM %-48s n %4.0f keep %.3f mull %.3f diff %+.3f%n", key, v[0],
                v[1] / v[0], v[2] / v[0], (v[1] - v[2]) / v[0]));
    }

    /** The hand's kind: mulligans taken, on the play, lands, spells of mana value at most 2, and each spell's mana value. */
    static String handKey(GameState s, int me) {
        int lands = 0, cheap = 0;
        List<Integer> mvs = new ArrayList<>();
        for (int id : s.player(me).hand()) {
            CardDefinition c = s.object(id).card();
            if (c.is(CardType.LAND)) lands++;
            else {
                int mv = c.manaCost().manaValue();
                mvs.add(mv);
                if (mv <= 2) cheap++;
            }
        }
        mvs.sort(null);
        boolean onPlay = s.turn().active() == me;
        return String.format("m=%d play=%d lands=%d cheap=%d mv=%s", s.player(me).mulligans(), onPlay ? 1 : 0, lands, cheap, mvs);
    }

    /** Every distinct set of {@code o.min()} cards (by name) to put on the bottom, each played out K times. */
    private static void bottom(GameState s, Decision.Objects o, Choice.ChooseObjects heur, int red, int k, int index) {
        List<Integer> hand = o.candidates();
        int n = o.min();
        Map<String, List<Integer>> sets = new LinkedHashMap<>();
        sets.put(names(s, heur.ids()), heur.ids());
        combos(hand, n, 0, new ArrayList<>(), s, sets);
        StringBuilder line = new StringBuilder(String.format("bottom g=%d %s heur=%s |", index, handKey(s, red), names(s, heur.ids())));
        double heurRate = -1, best = -1;
        String bestSet = "";
        for (var e : sets.entrySet()) {
            double r = LossOracle.winRate(s, new Choice.ChooseObjects(e.getValue()), red, k, index, 0);
            if (heurRate < 0) heurRate = r;
            if (r > best) {
                best = r;
                bestSet = e.getKey();
            }
            line.append(String.format(" %s %.2f;", e.getKey(), r));
        }
        System.out.println(line);
        System.out.printf("bottomsum g=%d heur %.3f best %.3f %s%n", index, heurRate, best, bestSet);
    }

    private static void combos(List<Integer> hand, int n, int from, List<Integer> cur, GameState s, Map<String, List<Integer>> out) {
        if (cur.size() == n) {
            out.putIfAbsent(names(s, cur), List.copyOf(cur));
            return;
        }
        for (int i = from; i < hand.size(); i++) {
            cur.add(hand.get(i));
            combos(hand, n, i + 1, cur, s, out);
            cur.remove(cur.size() - 1);
        }
    }

    private static String names(GameState s, List<Integer> ids) {
        List<String> n = new ArrayList<>();
        for (int id : ids) {
            CardDefinition c = s.object(id).card();
            n.add(c.is(CardType.LAND) ? "L" : c.name().replaceAll("[^A-Za-z]", "").substring(0, 5) + c.manaCost().manaValue());
        }
        n.sort(null);
        return String.join("+", n);
    }
}
