package dev.arbiter.engine.targets;

import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Target;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * 601.2c, 115.3: whether every target requirement of a spell or ability can be met at once — each its minimum number of
 * different targets, and an "another target" requirement ({@link TargetSpec#distinct()}) none already chosen for an
 * earlier one. Checking each requirement alone is not enough: "Tap target creature. It deals damage ... to another
 * target creature" needs two creatures.
 */
public final class TargetsChoosable {
    private TargetsChoosable() {
    }

    /**
     * Whether {@code specs} can all be chosen now for an ability of {@code source} controlled by {@code player}
     * ({@code thatPlayer}: the player a trigger event names, -1 for none).
     */
    public static boolean exist(GameState s, List<TargetSpec> specs, int source, int player, int thatPlayer) {
        boolean anyDistinct = false;
        for (TargetSpec spec : specs) anyDistinct |= spec.distinct();
        if (!anyDistinct) { // each requirement alone is the whole question
            for (TargetSpec spec : specs) {
                if (Targeting.candidates(s, spec, source, player, thatPlayer).size() < spec.min()) return false;
            }
            return true;
        }
        List<List<Target>> candidates = new ArrayList<>(specs.size());
        for (TargetSpec spec : specs) {
            List<Target> c = Targeting.candidates(s, spec, source, player, thatPlayer);
            if (c.size() < spec.min()) return false;
            candidates.add(c);
        }
        return atOnce(specs, candidates);
    }

    /** {@code candidates.get(i)}: the legal candidates of {@code specs.get(i)}, each requirement taken alone. */
    public static boolean atOnce(List<TargetSpec> specs, List<List<Target>> candidates) {
        return from(0, specs, candidates, new ArrayList<>());
    }

    private static boolean from(int i, List<TargetSpec> specs, List<List<Target>> candidates, List<Target> chosen) {
        if (i == specs.size()) return true;
        List<Target> open = new ArrayList<>();
        for (Target t : candidates.get(i)) if (!specs.get(i).distinct() || !chosen.contains(t)) open.add(t);
        int need = specs.get(i).min();
        if (open.size() < need) return false;
        // A candidate no later "another target" requirement could take never hurts: take those first.
        Set<Target> contested = new HashSet<>();
        for (int j = i + 1; j < specs.size(); j++) if (specs.get(j).distinct()) contested.addAll(candidates.get(j));
        List<Target> free = new ArrayList<>();
        List<Target> rest = new ArrayList<>();
        for (Target t : open) (contested.contains(t) ? rest : free).add(t);
        int fromFree = Math.min(need, free.size());
        int base = chosen.size();
        chosen.addAll(free.subList(0, fromFree));
        boolean ok = pick(need - fromFree, 0, rest, i, specs, candidates, chosen);
        while (chosen.size() > base) chosen.remove(chosen.size() - 1);
        return ok;
    }

    /** Chooses {@code left} more of {@code rest} (from index {@code at} on), then goes on to the next requirement. */
    private static boolean pick(int left, int at, List<Target> rest, int i, List<TargetSpec> specs,
                                List<List<Target>> candidates, List<Target> chosen) {
        if (left == 0) return from(i + 1, specs, candidates, chosen);
        for (int k = at; k <= rest.size() - left; k++) {
            chosen.add(rest.get(k));
            boolean ok = pick(left - 1, k + 1, rest, i, specs, candidates, chosen);
            chosen.remove(chosen.size() - 1);
            if (ok) return true;
        }
        return false;
    }
}
