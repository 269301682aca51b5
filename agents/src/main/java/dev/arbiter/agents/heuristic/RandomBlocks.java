package dev.arbiter.agents.heuristic;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.game.Result;
import dev.arbiter.engine.util.Rng;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.timing.Step;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.ToDoubleFunction;

/**
 * A shallow lookahead through the defender's block declaration (509.1) for an attack declaration (508.1): the
 * attack is played on the engine up to the defender's blockers decision, then on through combat damage (510) for
 * each block declaration an opponent that does not block well would make — every candidate blocks no attacker or
 * one attacker it can block, each alike (the engine's random legal declaration tries each creature's options in a
 * random order) — and the end positions are valued and weighed by those declarations' chances. Every declaration is
 * played when there are at most {@link #ENUMERATED}; else {@link #SAMPLED} are drawn by a generator seeded from the
 * turn, so the answer is deterministic. End positions that look alike (the same life, hands and permanents by name,
 * controller and tapped) are valued once.
 */
final class RandomBlocks {
    static final int ENUMERATED = Integer.getInteger("agents.rb.enum", 48);
    static final int SAMPLED = Integer.getInteger("agents.rb.sample", 24);

    private RandomBlocks() {
    }

    /** One block declaration and its chance. */
    record Weighted(Choice.DeclareBlockers choice, double chance) {
    }

    /**
     * The expected {@code worth} for {@code me} of declaring {@code attack} in {@code s} against random blocks, or NaN
     * if the engine rejects the attack.
     */
    static double expected(GameState s, Choice attack, int me, ToDoubleFunction<GameState> worth) {
        Result r = Game.apply(s, attack, false);
        if (!r.accepted()) return Double.NaN;
        GameState b = r.state();
        int turn = s.turn().number();
        for (int i = 0; i < 40; i++) {
            if (b.isOver() || b.turn().number() != turn || b.turn().step().ordinal() > Step.DECLARE_BLOCKERS.ordinal()) break;
            Decision d = Game.decision(b);
            if (d instanceof Decision.Blockers blockers && blockers.player() != me) return expected(s, b, blockers, me, worth);
            if (d instanceof Decision.Priority && b.turn().step().ordinal() > Step.DECLARE_BLOCKERS.ordinal()) break;
            Result next = Game.apply(b, QuickAnswers.answer(b, d), false);
            if (!next.accepted()) break;
            b = next.state();
        }
        return worth.applyAsDouble(Lookahead.finish(s, b));
    }

    private static double expected(GameState start, GameState b, Decision.Blockers d, int me, ToDoubleFunction<GameState> worth) {
        Map<String, Double> seen = new HashMap<>();
        double sum = 0, weight = 0;
        for (Weighted w : declarations(b, d)) {
            Result r = Game.apply(b, w.choice(), false);
            if (!r.accepted()) continue;
            GameState end = Lookahead.finish(start, r.state());
            String key = key(end);
            Double v = seen.get(key);
            if (v == null) {
                v = worth.applyAsDouble(end);
                seen.put(key, v);
            }
            sum += w.chance() * v;
            weight += w.chance();
        }
        if (weight == 0) return worth.applyAsDouble(Lookahead.finish(start, b));
        return sum / weight;
    }

    /** The random blocker's declarations with their chances (see the class comment). */
    static List<Weighted> declarations(GameState s, Decision.Blockers d) {
        List<Decision.BlockCandidate> cs = new ArrayList<>();
        long count = 1;
        for (Decision.BlockCandidate c : d.candidates()) {
            if (c.attackers().isEmpty()) continue;
            cs.add(c);
            count = Math.min(Long.MAX_VALUE / 64, count * (c.attackers().size() + 1));
        }
        List<Weighted> out = new ArrayList<>();
        if (count <= ENUMERATED) {
            int[] pick = new int[cs.size()];
            for (long k = 0; k < count; k++) {
                List<Choice.Block> blocks = new ArrayList<>();
                long rest = k;
                for (int i = 0; i < cs.size(); i++) {
                    int n = cs.get(i).attackers().size() + 1;
                    pick[i] = (int) (rest % n);
                    rest /= n;
                    if (pick[i] > 0) blocks.add(new Choice.Block(cs.get(i).creature(), cs.get(i).attackers().get(pick[i] - 1)));
                }
                out.add(new Weighted(new Choice.DeclareBlockers(blocks), 1.0 / count));
            }
            return out;
        }
        long rng = Rng.nextState(0x5eed_b10cL ^ (31L * s.turn().number() + cs.size()));
        Map<List<Choice.Block>, Integer> drawn = new java.util.LinkedHashMap<>();
        for (int k = 0; k < SAMPLED; k++) {
            List<Choice.Block> blocks = new ArrayList<>();
            for (Decision.BlockCandidate c : cs) {
                int pick = Rng.below(rng, c.attackers().size() + 1);
                rng = Rng.nextState(rng);
                if (pick > 0) blocks.add(new Choice.Block(c.creature(), c.attackers().get(pick - 1)));
            }
            drawn.merge(blocks, 1, Integer::sum);
        }
        drawn.forEach((blocks, n) -> out.add(new Weighted(new Choice.DeclareBlockers(blocks), (double) n / SAMPLED)));
        return out;
    }

    /** What an end position is valued by: life, poison, hands and libraries, and the permanents by name, controller and tapped. */
    private static String key(GameState s) {
        StringBuilder b = new StringBuilder();
        if (s.isOver()) b.append("over").append(s.outcome()).append(';');
        for (var p : s.players()) {
            b.append(p.life()).append('/').append(p.poison()).append('/').append(p.hand().size()).append('/')
                    .append(p.library().size()).append(';');
        }
        TreeMap<String, Integer> permanents = new TreeMap<>();
        for (int id : s.battlefield()) {
            GameObject o = s.object(id);
            permanents.merge(o.controller() + o.name() + (o.tapped() ? "T" : ""), 1, Integer::sum);
        }
        b.append(permanents).append(s.turn().number()).append(s.turn().step());
        return b.toString();
    }
}
