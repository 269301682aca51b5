package dev.arbiter.agents.heuristic;

import dev.arbiter.engine.combat.CombatProblem;
import dev.arbiter.engine.combat.DeclareBlockers;
import dev.arbiter.engine.combat.legality.Declaration;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Target;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A defender who piles blockers on (509.1a: any number of creatures may block one attacker): the
 * {@link BlockPlanner}'s blocks, then every attacker still unblocked gets the cheapest set of the
 * defender's free creatures that together destroy it, whatever that costs the defender. This is
 * the attack planner's model of an opponent who gang-blocks more than is wise (three 1/1s on a
 * 3/3), so an attack is judged against that too and not only against sound blocks or none.
 */
final class PunishingBlocks {
    /** At most this many blockers on one attacker. */
    private static final int MAX_PILE = 4;

    private PunishingBlocks() {
    }

    static Choice plan(GameState s, Decision.Blockers d) {
        Choice sound = BlockPlanner.plan(s, d);
        if (d.candidates().isEmpty() || !(sound instanceof Choice.DeclareBlockers base)) return sound;
        GameState v = Game.view(s);
        Map<Integer, Integer> assigned = new LinkedHashMap<>(); // blocker -> attacker
        for (Choice.Block b : base.blocks()) assigned.put(b.blocker(), b.attacker());
        Map<Integer, Fighter> free = new LinkedHashMap<>();
        Map<Integer, List<Integer>> canBlock = new HashMap<>();
        for (Decision.BlockCandidate c : d.candidates()) {
            if (assigned.containsKey(c.creature())) continue;
            Fighter f = Fighter.of(v, c.creature());
            if (f.power() <= 0 && !f.deathtouch()) continue;
            free.put(c.creature(), f);
            canBlock.put(c.creature(), c.attackers());
        }
        if (free.isEmpty()) return sound;
        List<Fighter> attackers = new ArrayList<>();
        for (int id : DeclareBlockers.attackersOf(v, d.player())) {
            if (!assigned.containsValue(id)) attackers.add(Fighter.of(v, id));
        }
        attackers.sort(Comparator.comparingDouble(Fighter::value).reversed());
        boolean added = false;
        for (Fighter a : attackers) {
            if (a.indestructible()) continue;
            List<Fighter> able = new ArrayList<>();
            for (Fighter b : free.values()) if (canBlock.get(b.id()).contains(a.id())) able.add(b);
            able.sort(Comparator.comparingDouble(Fighter::value));
            List<Fighter> pile = new ArrayList<>();
            int power = 0;
            boolean kills = false;
            for (Fighter b : able) {
                if (pile.size() >= MAX_PILE) break;
                // A first striker destroys blockers it can before they deal damage (510.4): count only survivors.
                pile.add(b);
                if (!(a.first() && !b.first() && a.kills(b))) power += b.power();
                if (b.deathtouch() && !(a.first() && !b.first() && a.kills(b)) || power >= a.toughness() - a.damage()) {
                    kills = true;
                    break;
                }
            }
            if (!kills) continue;
            for (Fighter b : pile) {
                assigned.put(b.id(), a.id());
                free.remove(b.id());
            }
            added = true;
        }
        if (!added) return sound;
        CombatProblem p = LegalDeclaration.problem(s, d);
        if (p.problem() == null) return sound;
        long[] options = new long[p.creatures().size()];
        for (var e : assigned.entrySet()) {
            int i = p.creatureIndex(e.getKey());
            int t = targetIndex(p, e.getValue());
            if (i >= 0 && t >= 0) options[i] |= 1L << t;
        }
        return LegalDeclaration.closest(s, d, p, Declaration.of(options));
    }

    private static int targetIndex(CombatProblem p, int attacker) {
        for (int k = 0; k < p.targets().size(); k++) {
            if (p.targets().get(k) instanceof Target.Object o && o.id() == attacker) return k;
        }
        return -1;
    }
}
