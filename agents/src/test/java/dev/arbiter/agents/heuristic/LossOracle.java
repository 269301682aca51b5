package dev.arbiter.agents.heuristic;

import dev.arbiter.agents.Agent;
import dev.arbiter.agents.RandomAgent;
import dev.arbiter.agents.mcts.Determinizer;
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
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Target;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * A tool, not a test (docs/PERFORMANCE.md, "Agents and arbiter sim", session 22): finds the decisions the
 * heuristic loses with. It replays the games of {@code sim --agents heuristic,random} (red-simple against
 * green-simple, the same seeds as {@code Simulation}) and, in each game red lost, asks an oracle at each of
 * red's decisions with alternatives (attack subsets, blocks with one blocker moved, the other spells to cast,
 * keep or mulligan): every alternative is played to the end K times from K determinisations of the hidden
 * cards from red's view ({@link Determinizer}: the same K for every alternative), heuristic red against random
 * green. Where the best alternative wins at least 0.19 more often, both are played 3K more times on fresh
 * determinisations (CONFIRM: the unbiased difference). Prints each decision and a sum per kind.
 * Run from the worktree after {@code mvn -pl agents -am test-compile} with the test class path, e.g.
 * {@code java -cp agents/target/test-classes:cli/target/arbiter.jar dev.arbiter.agents.heuristic.LossOracle 11 0 199 16}
 * (arguments: master seed, first and last game index, K, 0 to analyse won games too, and the decision kinds
 * to ask about, default attack,block,cast,option).
 */
public final class LossOracle {
    private LossOracle() {
    }

    static List<CardDefinition> deck(String n) { return Decks.build(DeckListReader.bundled(n), CardPool.bundled(), false); }

    record Step(GameState s, Decision d, Choice c) {}

    public static void main(String[] args) {
        long master = Long.parseLong(args[0]);
        int from = Integer.parseInt(args[1]), to = Integer.parseInt(args[2]);
        int k = Integer.parseInt(args[3]);
        boolean lostOnly = args.length < 5 || args[4].equals("1");
        Set<String> kinds = Set.of((args.length < 6 ? "attack,block,cast,option" : args[5]).split(","));
        List<CardDefinition> red = deck("red-simple"), green = deck("green-simple");
        Map<String, double[]> byKind = new TreeMap<>(); // kind -> [decisions, flagged, sumRegret]
        int lost = 0;
        for (int index = from; index <= to; index++) {
            Pairing pairing = Pairing.of(master, index, red, green);
            int redSeat = pairing.redSeat();
            List<Agent> seats = pairing.seats();
            GameState s = Game.start(pairing.setup(), false).state();
            List<Step> steps = new ArrayList<>();
            while (!s.isOver() && s.turn().number() <= 200) {
                Decision d = Game.decision(s);
                Choice c;
                if (d instanceof Decision.Option o && o.prompt().startsWith("Who takes the first turn")) c = new Choice.ChooseOption(0);
                else c = seats.get(d.player()).choose(s, d);
                Result r = Game.apply(s, c, false);
                if (!r.accepted()) { seats.get(d.player()).rejected(s, d, c, r.rejection()); if (!r.rejection().partlyKept()) continue; }
                if (d.player() == redSeat) steps.add(new Step(s, d, c));
                s = r.state();
            }
            boolean redWon = s.outcome() != null && s.outcome().winners().contains(redSeat);
            if (lostOnly && redWon) continue;
            lost++;
            System.out.printf("=== game %d (seed %d) red seat %d %s in turn %d, life red %d green %d%n", index, master, redSeat,
                    redWon ? "WON" : "LOST", s.turn().number(), s.player(redSeat).life(), s.player(1 - redSeat).life());
            for (Step st : steps) {
                if (!kinds.contains(kind(st.d))) continue;
                List<Choice> alts = alternatives(st.s, st.d, st.c);
                if (alts.size() < 2) continue;
                double[] rate = new double[alts.size()];
                for (int j = 0; j < alts.size(); j++) rate[j] = winRate(st.s, alts.get(j), redSeat, k, index, 0);
                int best = 0;
                for (int j = 1; j < alts.size(); j++) if (rate[j] > rate[best]) best = j;
                String kind = kind(st.d);
                double regret = rate[best] - rate[0];
                double[] acc = byKind.computeIfAbsent(kind, x -> new double[3]);
                acc[0]++;
                boolean flag = regret >= 0.19;
                double conf = 0;
                if (flag) {
                    double h2 = winRate(st.s, alts.get(0), redSeat, 3 * k, index, 1);
                    double b2 = winRate(st.s, alts.get(best), redSeat, 3 * k, index, 1);
                    conf = b2 - h2;
                    if (conf >= 0.1) acc[1]++;
                    acc[2] += conf;
                }
                System.out.printf("%s t%d %s %s | heur %s %.2f | best %s %.2f%s%n", flag ? "!!" : "  ", st.s.turn().number(),
                        st.s.turn().step(), kind, describe(st.s, alts.get(0)), rate[0], describe(st.s, alts.get(best)), rate[best],
                        flag ? String.format("   CONFIRM %+.2f  board: ", conf) + board(st.s, redSeat) : "");
            }
        }
        System.out.println("games analysed " + lost);
        byKind.forEach((kk, v) -> System.out.printf("%-10s decisions %4.0f confirmed>=0.1 %4.0f confirmed regret sum %.2f%n", kk, v[0], v[1], v[2]));
    }

    static String kind(Decision d) {
        if (d instanceof Decision.Priority) return "cast";
        if (d instanceof Decision.Attackers) return "attack";
        if (d instanceof Decision.Blockers) return "block";
        if (d instanceof Decision.Option o) return "option";
        return d.getClass().getSimpleName();
    }

    static double winRate(GameState s, Choice c, int red, int k, int index, int stage) {
        int wins = 0, n = 0;
        for (int i = 0; i < k; i++) {
            long seed = GameSeeds.game(index * 7919L + 13 + 1_000_003L * stage, i);
            GameState det = Determinizer.sample(s, red, seed);
            Result r = Game.apply(det, c, false);
            if (!r.accepted()) return -1;
            List<Agent> ag = new ArrayList<>();
            for (int p = 0; p < 2; p++) ag.add(p == red ? new HeuristicAgent(seed + p) : new RandomAgent(seed + 31 * p));
            GameState e = r.state();
            e = playout(e, ag);
            n++;
            if (e.outcome() != null && e.outcome().winners().contains(red)) wins++;
        }
        return (double) wins / n;
    }

    static GameState playout(GameState s, List<Agent> ag) {
        int guard = 0;
        while (!s.isOver() && s.turn().number() <= 200 && guard++ < 200_000) {
            Decision d = Game.decision(s);
            Agent a = ag.get(d.player());
            Choice c = a.choose(s, d);
            Result r = Game.apply(s, c, false);
            if (!r.accepted()) { a.rejected(s, d, c, r.rejection()); if (!r.rejection().partlyKept()) continue; }
            s = r.state();
        }
        return s;
    }

    /** heuristic's choice first, then the alternatives the engine accepts. */
    static List<Choice> alternatives(GameState s, Decision d, Choice h) {
        LinkedHashSet<Choice> out = new LinkedHashSet<>();
        out.add(h);
        if (d instanceof Decision.Priority p) {
            boolean anySpell = false;
            Set<String> seen = new HashSet<>();
            for (Choice c : p.actions()) {
                if (c instanceof Choice.CastSpell cs) {
                    anySpell = true;
                    if (seen.add(s.object(cs.card()).name())) out.add(c);
                }
            }
            if (!anySpell) return List.of(h);
            if (s.turn().step() != dev.arbiter.engine.timing.Step.MAIN1) out.add(new Choice.Pass());
            else if (h instanceof Choice.Pass || h instanceof Choice.PlayLand) return List.of(h);
        } else if (d instanceof Decision.Attackers a) {
            List<Choice.Attack> all = new ArrayList<>();
            for (Decision.AttackCandidate c : a.candidates()) for (Target t : c.defenders()) if (t instanceof Target.Player) { all.add(new Choice.Attack(c.creature(), t)); break; }
            if (all.size() <= 5) {
                for (int m = 0; m < (1 << all.size()); m++) {
                    List<Choice.Attack> x = new ArrayList<>();
                    for (int i = 0; i < all.size(); i++) if ((m & (1 << i)) != 0) x.add(all.get(i));
                    out.add(new Choice.DeclareAttackers(x));
                }
            } else {
                out.add(new Choice.DeclareAttackers(List.of()));
                out.add(new Choice.DeclareAttackers(all));
                Set<Integer> plan = new HashSet<>();
                for (Choice.Attack at : ((Choice.DeclareAttackers) h).attacks()) plan.add(at.attacker());
                for (Choice.Attack at : all) {
                    List<Choice.Attack> x = new ArrayList<>();
                    for (Choice.Attack y : all) if (plan.contains(y.attacker()) != (y == at)) x.add(y);
                    out.add(new Choice.DeclareAttackers(x));
                }
            }
        } else if (d instanceof Decision.Blockers b) {
            out.add(new Choice.DeclareBlockers(List.of()));
            List<Choice.Block> plan = ((Choice.DeclareBlockers) h).blocks();
            for (Decision.BlockCandidate c : b.candidates()) {
                List<Choice.Block> without = new ArrayList<>();
                for (Choice.Block x : plan) if (x.blocker() != c.creature()) without.add(x);
                out.add(new Choice.DeclareBlockers(without));
                for (int att : c.attackers()) {
                    List<Choice.Block> with = new ArrayList<>(without);
                    with.add(new Choice.Block(c.creature(), att));
                    out.add(new Choice.DeclareBlockers(with));
                }
            }
        } else if (d instanceof Decision.Option o && o.prompt().toLowerCase().startsWith("keep")) {
            for (int i = 0; i < o.options().size(); i++) out.add(new Choice.ChooseOption(i));
        } else {
            return List.of(h);
        }
        List<Choice> ok = new ArrayList<>();
        for (Choice c : out) if (c == h || Game.check(s, c) == null) ok.add(c);
        return ok;
    }

    public static String describe(GameState s, Choice c) {
        if (c instanceof Choice.CastSpell cs) return "cast " + s.object(cs.card()).name();
        if (c instanceof Choice.PlayLand) return "land";
        if (c instanceof Choice.Pass) return "pass";
        if (c instanceof Choice.DeclareAttackers da) {
            StringBuilder b = new StringBuilder("attack[");
            for (Choice.Attack a : da.attacks()) b.append(s.object(a.attacker()).name()).append(",");
            return b.append("]").toString();
        }
        if (c instanceof Choice.DeclareBlockers db) {
            StringBuilder b = new StringBuilder("block[");
            for (Choice.Block a : db.blocks()) b.append(s.object(a.blocker()).name()).append(">").append(s.object(a.attacker()).name()).append(",");
            return b.append("]").toString();
        }
        if (c instanceof Choice.ChooseOption o) return "option " + o.index();
        return c.toString();
    }

    public static String board(GameState s, int red) {
        StringBuilder b = new StringBuilder();
        for (int p : new int[]{red, 1 - red}) {
            b.append(p == red ? "R" : "G").append(" life ").append(s.player(p).life()).append(" hand ").append(s.player(p).hand().size()).append(" {");
            int lands = 0;
            for (int id : s.battlefield()) {
                var o = s.object(id);
                if (o.controller() != p) continue;
                var ch = Layers.of(s, o);
                if (ch.isLand()) { lands++; continue; }
                b.append(o.name()).append(ch.isCreature() ? " " + ch.power() + "/" + ch.toughness() : "").append(o.tapped() ? "(T)" : "").append("; ");
            }
            b.append(lands).append(" lands} ");
        }
        return b.toString();
    }

    /**
     * Game {@code index} of {@code sim --agents heuristic,random} with master seed {@code master}: red-simple (the
     * heuristic) and green-simple (random) alternate seats, red first in even games, each agent seeded by its seat.
     */
    record Pairing(GameSetup setup, List<Agent> seats, int redSeat) {
        static Pairing of(long master, int index, List<CardDefinition> red, List<CardDefinition> green) {
            // -Doracle.greenFirst=true: the other seat order (sim --deck green-simple --opponent-deck red-simple
            // --agents random,heuristic: green sits first in even games).
            boolean redFirst = (index % 2 == 0) != Boolean.getBoolean("oracle.greenFirst");
            long seed = GameSeeds.game(master, index);
            PlayerSetup a = new PlayerSetup("red", red), b = new PlayerSetup("green", green);
            GameSetup setup = redFirst ? GameSetup.twoPlayer(a, b, seed) : GameSetup.twoPlayer(b, a, seed);
            Agent heuristic = new HeuristicAgent(GameSeeds.agent(seed, redFirst ? 0 : 1));
            Agent random = new RandomAgent(GameSeeds.agent(seed, redFirst ? 1 : 0));
            return new Pairing(setup, redFirst ? List.of(heuristic, random) : List.of(random, heuristic), redFirst ? 0 : 1);
        }
    }
}
