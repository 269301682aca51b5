package dev.arbiter.agents.mcts;

import dev.arbiter.agents.Agent;
import dev.arbiter.agents.RandomAgent;
import dev.arbiter.agents.heuristic.Evaluation;
import dev.arbiter.agents.heuristic.HeuristicAgent;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.decision.Rejection;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.game.Result;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.util.Rng;

import dev.arbiter.engine.effects.FaceDown;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.Set;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling, Powley and Whitehouse
 * 2012) over the immutable state. Each iteration draws a {@link Determinizer determinisation} of
 * the hidden cards from what the searching player can know — it never reads the opponent's hand
 * or any library order, and keeps what is public: a revealed hand or top card, and the cards it has seen face up in
 * public zones — then walks the tree: at each decision with several {@link SearchMoves}
 * (its own or the opponent's) it picks by UCB1 among the moves available in this determinisation,
 * adds one new node, and plays out for a few turns with the heuristic agent (or {@link HeuristicAgent#forPlayouts its
 * light variant}, or the random agent: {@link MctsBudget#playout}); the
 * position is scored by {@link Evaluation} squashed to [0, 1] and backed up, each node counting it
 * for the player who chose there. The root's moves are played in rounds with common random numbers:
 * in a round every root move is tried once on the same determinisation with the same playout seeds,
 * so they are compared on the same worlds and a difference is the move's, not the deal's. Decisions
 * without branches are answered by the heuristic agent on a determinisation. The heuristic's own
 * move is kept unless another scored clearly better over the same complete rounds. Seeded: with a
 * budget in iterations the same seed and position give the same choices. With
 * {@link MctsBudget#threads} above 1, several trees grow at once on their own threads and their root
 * statistics are summed.
 */
public final class MctsAgent implements Agent {
    private static final double EXPLORATION = 0.7;
    private static final double SCALE = 25.0;
    private static final int MAX_TREE_DEPTH = 8;
    /** How much better (in mean reward) a move must score to be played instead of the heuristic's own. */
    private static final double PREFERENCE = 0.02;

    private final MctsBudget budget;
    private final HeuristicAgent policy;
    private final RandomAgent fallback;
    private Rng rng;
    private GameState rejectedIn;
    /** {@link #seenInPublic} as of the current decision (read by the search trees). */
    private volatile Set<Integer> known = Set.of();
    /** Searches and iterations of every MCTS agent in this process (for sim's report only; never read by a search). */
    private static final java.util.concurrent.atomic.AtomicLong ALL_SEARCHES = new java.util.concurrent.atomic.AtomicLong();
    private static final java.util.concurrent.atomic.AtomicLong ALL_ITERATIONS = new java.util.concurrent.atomic.AtomicLong();
    private long iterationsDone;
    private long searches;
    /** The root of the last search (for tests). */
    private Node lastRoot;
    /** The heuristic's move at the last search (for tests and tools). */
    private Choice lastPreferred;

    public MctsAgent(long seed, MctsBudget budget) {
        this.budget = budget;
        this.rng = Rng.seeded(seed);
        this.policy = new HeuristicAgent(seed ^ 0x5DEECE66DL);
        this.fallback = new RandomAgent(seed ^ 0xB5AD4ECEDA1CE2A9L);
    }

    private long nextLong() {
        long v = rng.bits();
        rng = rng.next();
        return v;
    }

    /** Iterations run over all searches so far, and how many searches (for reports). */
    public long iterations() {
        return iterationsDone;
    }

    public long searches() {
        return searches;
    }

    /** The last search's root moves with the complete rounds each was compared over (for tests). */
    Map<Choice, Integer> lastRounds() {
        Map<Choice, Integer> out = new LinkedHashMap<>();
        if (lastRoot != null) lastRoot.edges.forEach((c, e) -> out.put(c, e.rounds));
        return out;
    }

    /** The last search's root moves with their mean reward over the complete rounds (for tests and tools). */
    Map<Choice, Double> lastMeans() {
        Map<Choice, Double> out = new LinkedHashMap<>();
        if (lastRoot != null) lastRoot.edges.forEach((c, e) -> out.put(c, e.rounds == 0 ? Double.NaN : e.paired / e.rounds));
        return out;
    }

    /** The heuristic's move at the last search (for tests and tools). */
    Choice lastPreferred() {
        return lastPreferred;
    }

    /** {searches, iterations} of every MCTS agent in this process so far (reports only). */
    public static long[] processTotals() {
        return new long[]{ALL_SEARCHES.get(), ALL_ITERATIONS.get()};
    }

    /**
     * Ids of cards this agent has seen face up in a public zone (battlefield, graveyards, exile, stack: 400.2) in the
     * states it was asked to decide in; an id stays with its physical card, so such a card back in a hand is known.
     */
    private final Set<Integer> seenInPublic = new HashSet<>();

    /** What this agent has seen face up in public zones so far (for tests). */
    Set<Integer> seenInPublic() {
        return Set.copyOf(seenInPublic);
    }

    private void watch(GameState s) {
        for (GameObject o : s.objects()) {
            Zone z = o.zone();
            boolean open = z == Zone.BATTLEFIELD || z == Zone.GRAVEYARD || z == Zone.EXILE || z == Zone.STACK;
            if (open && !o.token() && !o.copy() && o.card() != FaceDown.CARD) seenInPublic.add(o.id()); // 708.2: not face down
        }
    }

    @Override
    public Choice choose(GameState s, Decision d) {
        if (s == rejectedIn) return fallback.choose(s, d);
        int me = d.player();
        watch(s);
        known = Set.copyOf(seenInPublic);
        long seed = nextLong();
        GameState det = Determinizer.sample(s, me, seed, known);
        if (d instanceof Decision.Priority p && SearchMoves.priority(det, p).size() == 1) return new Choice.Pass();
        List<Choice> moves = SearchMoves.of(det, d, policy);
        if (moves.isEmpty()) return policy.choose(det, d);
        if (moves.size() == 1) return moves.get(0);
        Choice preferred = d instanceof Decision.Priority ? policy.choose(det, d) : moves.get(0);
        return search(s, me, moves, seed, preferred);
    }

    private static final java.lang.management.ThreadMXBean THREADS = java.lang.management.ManagementFactory.getThreadMXBean();

    /** The searching thread's CPU time: a budget in milliseconds doesn't shrink when the machine is busy. */
    private static long cpuNow() {
        return THREADS.isCurrentThreadCpuTimeSupported() ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
    }

    private static final class Node {
        final int decider;
        final Map<Choice, Edge> edges = new LinkedHashMap<>();

        Node(int decider) {
            this.decider = decider;
        }
    }

    private static final class Edge {
        Node child;
        int visits;
        int available;
        double total;
        /** At the root: the reward of each complete round (the same determinisation for every root move). */
        double paired;
        int rounds;
    }

    private Choice search(GameState real, int me, List<Choice> rootMoves, long seed, Choice preferred) {
        searches++;
        ALL_SEARCHES.incrementAndGet();
        int trees = budget.threads();
        Node root;
        if (trees == 1) {
            Tree t = grow(real, me, rootMoves, seed, budget.iterations());
            root = t.root;
            iterationsDone += t.iterations;
            ALL_ITERATIONS.addAndGet(t.iterations);
        } else {
            // Root parallelisation: independent trees with their own seeds, root statistics summed in tree order.
            // Each tree starts from its own copy of the state: the caches a state fills lazily (layer table, pending
            // decision) have no locks, so trees never share one.
            List<java.util.concurrent.Future<Tree>> futures = new ArrayList<>();
            for (int k = 0; k < trees; k++) {
                long treeSeed = k == 0 ? seed : seed ^ (0x9E3779B97F4A7C15L * k);
                int share = budget.iterations() == 0 ? 0 : budget.iterations() / trees + (k < budget.iterations() % trees ? 1 : 0);
                if (budget.iterations() > 0 && share == 0) continue;
                GameState own = real.detached();
                futures.add(POOL.submit(() -> grow(own, me, rootMoves, treeSeed, share)));
            }
            root = new Node(me);
            for (java.util.concurrent.Future<Tree> f : futures) {
                Tree t;
                try {
                    t = f.get();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException("MCTS search interrupted", e);
                } catch (java.util.concurrent.ExecutionException e) {
                    throw new IllegalStateException("MCTS search failed", e.getCause());
                }
                iterationsDone += t.iterations;
                ALL_ITERATIONS.addAndGet(t.iterations);
                for (Map.Entry<Choice, Edge> e : t.root.edges.entrySet()) {
                    Edge sum = root.edges.computeIfAbsent(e.getKey(), c -> new Edge());
                    sum.visits += e.getValue().visits;
                    sum.available += e.getValue().available;
                    sum.total += e.getValue().total;
                    sum.paired += e.getValue().paired;
                    sum.rounds += e.getValue().rounds;
                }
            }
        }
        lastRoot = root;
        lastPreferred = preferred;
        // The heuristic's move stands unless another scored clearly better over the same determinisations.
        Edge h = root.edges.get(preferred);
        if (h == null || h.rounds == 0) return preferred;
        double bar = h.paired / h.rounds + PREFERENCE;
        Choice best = preferred;
        for (Choice c : rootMoves) {
            Edge e = root.edges.get(c);
            if (e == null || c.equals(preferred) || e.rounds != h.rounds) continue;
            double mean = e.paired / e.rounds;
            if (mean > bar) {
                best = c;
                bar = mean;
            }
        }
        return best;
    }

    /** One search tree and the iterations it took. */
    private record Tree(Node root, long iterations) {
    }

    /** Daemon threads for parallel trees; a search waits for its own trees only. */
    private static final java.util.concurrent.ExecutorService POOL = java.util.concurrent.Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "mcts-tree");
        t.setDaemon(true);
        return t;
    });

    /**
     * Grows one tree on this thread: {@code iterations} of them (0: until the CPU-time budget runs out). The
     * root's moves are tried in rounds: in each round every root move is played once, all from the same
     * determinisation with the same playout seeds (common random numbers), so the moves are compared on the
     * same worlds; below the root the tree is walked by UCB1 as usual. Only complete rounds are compared.
     */
    private Tree grow(GameState real, int me, List<Choice> rootMoves, long seed, int iterations) {
        Node root = new Node(me);
        boolean wall = budget.wallClock();
        long deadline = budget.millis() > 0 ? (wall ? System.nanoTime() : cpuNow()) + budget.millis() * 1_000_000L : Long.MAX_VALUE;
        Rng iterRng = Rng.seeded(seed ^ 0x2545F4914F6CDD1DL);
        int startTurn = real.turn().number();
        int n = rootMoves.size();
        int it = 0;
        long roundSeed = 0;
        GameState world = null;
        double[] round = new double[n];
        for (; iterations == 0 || it < iterations; it++) {
            if (it > 0 && (wall ? System.nanoTime() : cpuNow()) >= deadline) break;
            int k = it % n;
            if (k == 0) {
                roundSeed = iterRng.bits();
                iterRng = iterRng.next();
                world = Determinizer.sample(real, me, roundSeed, known);
            }
            round[k] = iterate(world, me, root, rootMoves, rootMoves.get(k), roundSeed, startTurn);
            if (k == n - 1) {
                for (int j = 0; j < n; j++) {
                    Edge e = root.edges.get(rootMoves.get(j));
                    if (e == null) continue;
                    e.paired += round[j];
                    e.rounds++;
                }
            }
        }
        return new Tree(root, it);
    }

    /** One iteration, its first move {@code first} at the root; returns the reward for {@code me}. */
    private double iterate(GameState world, int me, Node root, List<Choice> rootMoves, Choice first, long seed, int startTurn) {
        Rng r = Rng.seeded(seed);
        List<Agent> players = new ArrayList<>();
        for (int p = 0; p < world.playerCount(); p++) {
            long agentSeed = r.bits();
            r = r.next();
            players.add(switch (budget.playout()) {
                case LIGHT -> HeuristicAgent.forPlayouts(agentSeed);
                case HEURISTIC -> new HeuristicAgent(agentSeed);
                case RANDOM -> new RandomAgent(agentSeed);
            });
        }
        List<Node> path = new ArrayList<>();
        List<Edge> edges = new ArrayList<>();
        Node node = root;
        GameState s = world;
        List<Choice> moves = rootMoves;
        int limit = startTurn + budget.playoutTurns();
        boolean expanded = false;
        for (int depth = 0; depth < MAX_TREE_DEPTH && !expanded; depth++) {
            // Select among the moves available in this determinisation (ISMCTS availability counts).
            Choice pick = null;
            Edge pickEdge = null;
            double bestUcb = Double.NEGATIVE_INFINITY;
            List<Choice> untried = new ArrayList<>();
            if (depth == 0) {
                pick = first;
                pickEdge = node.edges.get(first);
                if (pickEdge == null) {
                    pickEdge = new Edge();
                    node.edges.put(first, pickEdge);
                    expanded = true;
                }
                pickEdge.available++;
            }
            for (Choice c : depth == 0 ? List.<Choice>of() : moves) {
                Edge e = node.edges.get(c);
                if (e == null) {
                    untried.add(c);
                    continue;
                }
                e.available++;
                double ucb = e.total / e.visits + EXPLORATION * Math.sqrt(Math.log(e.available) / e.visits);
                if (ucb > bestUcb) {
                    bestUcb = ucb;
                    pick = c;
                    pickEdge = e;
                }
            }
            if (!untried.isEmpty()) {
                pick = untried.get(r.below(untried.size()));
                r = r.next();
                pickEdge = new Edge();
                pickEdge.available = 1;
                node.edges.put(pick, pickEdge);
                expanded = true;
            }
            Result res = Game.apply(s, pick, false);
            path.add(node);
            edges.add(pickEdge);
            if (!res.accepted()) break;
            s = res.state();
            // Play on with the playout agents until the next decision that branches.
            moves = List.of();
            while (!s.isOver() && s.turn().number() <= limit) {
                Decision d = Game.decision(s);
                List<Choice> next = d instanceof Decision.Priority p ? SearchMoves.priority(s, p) : List.of();
                if (next.size() > 1 && !expanded) {
                    moves = next;
                    break;
                }
                Result step = Game.apply(s, players.get(d.player()).choose(s, d), false);
                if (!step.accepted()) break;
                s = step.state();
            }
            if (moves.isEmpty()) break;
            int decider = Game.decision(s).player();
            if (pickEdge.child == null) pickEdge.child = new Node(decider);
            if (pickEdge.child.decider != decider) break;
            node = pickEdge.child;
        }
        // Playout to the horizon.
        int guard = 0;
        while (!s.isOver() && s.turn().number() <= limit && guard++ < 5_000) {
            Decision d = Game.decision(s);
            Result step = Game.apply(s, players.get(d.player()).choose(s, d), false);
            if (!step.accepted()) break;
            s = step.state();
        }
        double reward = 1.0 / (1.0 + Math.exp(-Evaluation.of(s, me) / SCALE));
        for (int i = 0; i < edges.size(); i++) {
            Edge e = edges.get(i);
            e.visits++;
            e.total += path.get(i).decider == me ? reward : 1.0 - reward;
        }
        return reward;
    }

    @Override
    public void rejected(GameState state, Decision decision, Choice choice, Rejection why) {
        rejectedIn = state;
        fallback.rejected(state, decision, choice, why);
    }
}
