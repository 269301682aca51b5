package dev.arbiter.agents.heuristic;

import dev.arbiter.engine.combat.CombatDamage;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Target;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Divides an attacker's combat damage (510.1c-d): lethal damage to as many blockers as it can
 * kill, the most valuable first; with trample the rest to the player (702.19b), otherwise the
 * rest on a blocker it can't kill. Checked with the engine's own validation.
 */
final class DamagePlanner {
    private DamagePlanner() {
    }

    static Choice plan(GameState s, Decision.DamageAssignment d) {
        GameState v = Game.view(s);
        int blockers = d.lethal().size();
        int[] amounts = new int[d.recipients().size()];
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < blockers; i++) order.add(i);
        order.sort(Comparator.comparingDouble((Integer i) -> -worth(v, d.recipients().get(i))));
        int left = d.amount();
        for (int i : order) {
            int need = Math.max(1, d.lethal().get(i));
            if (need <= left) {
                amounts[i] = need;
                left -= need;
            }
        }
        if (left > 0) {
            if (d.trample() && blockers < amounts.length) {
                amounts[blockers] += left;
            } else {
                int target = blockers > 0 ? order.get(0) : 0;
                for (int i : order) {
                    if (amounts[i] == 0) {
                        target = i;
                        break;
                    }
                }
                amounts[target] += left;
            }
        }
        Choice c = shares(d, amounts);
        if (CombatDamage.validate(d, (Choice.AssignDamage) c) == null) return c;
        int[] all = new int[d.recipients().size()];
        all[0] = d.amount();
        return shares(d, all);
    }

    private static double worth(GameState v, Target t) {
        if (t instanceof Target.Object o && o.id() < v.objects().size()) {
            return Fighter.of(v, o.id()).value();
        }
        return 0;
    }

    private static Choice shares(Decision.DamageAssignment d, int[] amounts) {
        List<Choice.DamageShare> shares = new ArrayList<>();
        for (int i = 0; i < amounts.length; i++) {
            if (amounts[i] > 0) shares.add(new Choice.DamageShare(d.recipients().get(i), amounts[i]));
        }
        return new Choice.AssignDamage(shares);
    }
}
