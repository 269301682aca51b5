package dev.arbiter.agents.mcts;

import dev.arbiter.agents.Agent;
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
 * the heuristic's plan, nobody, everybody; declaring blockers: the heuristic's plan and nobody —
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
            return out;
        }
        if (d instanceof Decision.Blockers b && !b.candidates().isEmpty()) {
            List<Choice> out = new ArrayList<>();
            add(s, out, heuristic.choose(s, d));
            add(s, out, new Choice.DeclareBlockers(List.of()));
            return out;
        }
        return List.of();
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
