package dev.arbiter.agents.mcts;

import dev.arbiter.agents.Agent;
import dev.arbiter.agents.heuristic.Evaluation;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Target;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The moves the search branches on. With priority: passing, each land, each spell and each
 * non-mana ability — cards of the same name count once, being the same move. Declaring attackers:
 * the heuristic's plan, nobody, everybody, the plan with every creature that can't block, and the plan with one
 * creature fewer or one more;
 * declaring blockers: the heuristic's plan, nobody, the plan with chump blocks on the rest, the plan with one
 * block fewer and with one of those chump blocks —
 * each only if the engine accepts it. Other decisions have no branches (an empty list): the
 * heuristic answers them.
 */
final class SearchMoves {
    private SearchMoves() {
    }

    static List<Choice> of(GameState s, Decision d, Agent heuristic) {
        if (d instanceof Decision.Priority p) return priority(s, p);
        if (d instanceof Decision.Attackers a && !a.candidates().isEmpty()) {
            List<Choice> out = new ArrayList<>();
            add(s, out, heuristic.choose(s, d));
            add(s, out, new Choice.DeclareAttackers(List.of()));
            List<Choice.Attack> all = new ArrayList<>();
            for (Decision.AttackCandidate c : a.candidates()) {
                for (Target t : c.defenders()) {
                    if (t instanceof Target.Player pl && s.areOpponents(d.player(), pl.player())) {
                        all.add(new Choice.Attack(c.creature(), t));
                        break;
                    }
                }
            }
            add(s, out, new Choice.DeclareAttackers(all));
            if (out.get(0) instanceof Choice.DeclareAttackers plan) {
                add(s, out, withIdle(s, plan, all));
                oneAway(s, out, plan, all);
            }
            return out;
        }
        if (d instanceof Decision.Blockers b && !b.candidates().isEmpty()) {
            List<Choice> out = new ArrayList<>();
            Choice plan = heuristic.choose(s, d);
            add(s, out, plan);
            add(s, out, new Choice.DeclareBlockers(List.of()));
            if (plan instanceof Choice.DeclareBlockers db) {
                Choice.DeclareBlockers chumps = chumping(s, b, db);
                add(s, out, chumps);
                int added = 0;
                for (Choice.Block x : db.blocks()) {
                    if (added >= ONE_AWAY) break;
                    List<Choice.Block> fewer = new ArrayList<>(db.blocks());
                    fewer.remove(x);
                    int before = out.size();
                    add(s, out, new Choice.DeclareBlockers(fewer));
                    added += out.size() - before;
                }
                for (Choice.Block x : chumps.blocks()) {
                    if (added >= ONE_AWAY) break;
                    if (db.blocks().contains(x)) continue;
                    List<Choice.Block> more = new ArrayList<>(db.blocks());
                    more.add(x);
                    int before = out.size();
                    add(s, out, new Choice.DeclareBlockers(more));
                    added += out.size() - before;
                }
            }
            return out;
        }
        return List.of();
    }

    /**
     * The plan with one creature fewer, and with one more (each creature in turn, up to {@link #ONE_AWAY} moves):
     * the neighbours of the heuristic's plan in the race, the question its arithmetic most often gets wrong by one.
     */
    private static void oneAway(GameState s, List<Choice> out, Choice.DeclareAttackers plan, List<Choice.Attack> all) {
        Set<Integer> in = new HashSet<>();
        for (Choice.Attack a : plan.attacks()) in.add(a.attacker());
        int added = 0;
        for (Choice.Attack a : plan.attacks()) {
            if (added >= ONE_AWAY) return;
            List<Choice.Attack> fewer = new ArrayList<>(plan.attacks());
            fewer.remove(a);
            int before = out.size();
            add(s, out, new Choice.DeclareAttackers(fewer));
            added += out.size() - before;
        }
        for (Choice.Attack a : all) {
            if (added >= ONE_AWAY) return;
            if (in.contains(a.attacker())) continue;
            List<Choice.Attack> more = new ArrayList<>(plan.attacks());
            more.add(a);
            int before = out.size();
            add(s, out, new Choice.DeclareAttackers(more));
            added += out.size() - before;
        }
    }

    /** At most this many one-creature changes of the attack plan are searched. */
    static final int ONE_AWAY = 6;

    /**
     * The plan plus every creature that could not block on the opponent's turn anyway ("can't block", 509.1a
     * restrictions as static abilities): staying home buys such a creature nothing, so attacking with it is
     * the question the search weighs.
     */
    private static Choice withIdle(GameState s, Choice.DeclareAttackers plan, List<Choice.Attack> all) {
        List<Choice.Attack> out = new ArrayList<>(plan.attacks());
        Set<Integer> in = new HashSet<>();
        for (Choice.Attack a : out) in.add(a.attacker());
        for (Choice.Attack a : all) {
            if (!in.contains(a.attacker()) && cantBlock(s, a.attacker())) out.add(a);
        }
        return new Choice.DeclareAttackers(out);
    }

    private static boolean cantBlock(GameState s, int id) {
        for (Ability a : Layers.of(s, id).abilities()) {
            if (a instanceof StaticAbility st && st.effect() instanceof StaticEffect.CantBlock) return true;
        }
        return false;
    }

    /**
     * The plan plus chump blocks (509.1a): each attacker still unblocked, the one dealing most damage first,
     * gets the least valuable free creature that may block it — trading creatures for life, which the
     * heuristic does only when the damage would be lethal.
     */
    private static Choice.DeclareBlockers chumping(GameState s, Decision.Blockers d, Choice.DeclareBlockers plan) {
        List<Choice.Block> out = new ArrayList<>(plan.blocks());
        Set<Integer> busy = new HashSet<>();
        Set<Integer> blocked = new HashSet<>();
        for (Choice.Block b : out) {
            busy.add(b.blocker());
            blocked.add(b.attacker());
        }
        List<Integer> attackers = new ArrayList<>();
        for (Decision.BlockCandidate c : d.candidates()) {
            for (int a : c.attackers()) if (!blocked.contains(a) && !attackers.contains(a)) attackers.add(a);
        }
        attackers.sort((x, y) -> Integer.compare(Layers.of(s, y).power(), Layers.of(s, x).power()));
        for (int a : attackers) {
            Decision.BlockCandidate cheapest = null;
            double cost = Double.MAX_VALUE;
            for (Decision.BlockCandidate c : d.candidates()) {
                if (busy.contains(c.creature()) || !c.attackers().contains(a)) continue;
                double v = Evaluation.creature(Layers.of(s, c.creature()));
                if (v < cost) {
                    cost = v;
                    cheapest = c;
                }
            }
            if (cheapest == null) continue;
            busy.add(cheapest.creature());
            out.add(new Choice.Block(cheapest.creature(), a));
        }
        return new Choice.DeclareBlockers(out);
    }

    private static void add(GameState s, List<Choice> out, Choice c) {
        if (!out.contains(c) && Game.check(s, c) == null) out.add(c);
    }

    static List<Choice> priority(GameState s, Decision.Priority p) {
        List<Choice> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        out.add(new Choice.Pass());
        for (Choice c : p.actions()) {
            if (c instanceof Choice.PlayLand pl) {
                if (seen.add("land " + s.object(pl.card()).name())) out.add(c);
            } else if (c instanceof Choice.CastSpell cs) {
                if (seen.add("cast " + s.object(cs.card()).name())) out.add(c);
            } else if (c instanceof Choice.ActivateAbility a) {
                var abilities = Layers.of(s, a.source()).activatedAbilities();
                boolean mana = a.index() < abilities.size() && abilities.get(a.index()).manaAbility();
                if (!mana) out.add(c);
            }
        }
        return out;
    }
}
