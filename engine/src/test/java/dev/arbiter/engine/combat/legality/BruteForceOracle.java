package dev.arbiter.engine.combat.legality;

import dev.arbiter.engine.rules.RulesEdition;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Applies the definitions literally, with no cleverness: enumerates every alternative P' (seed 500.4-500.5)
 * or every restriction-respecting comparison declaration (current 508.1d / 509.1c). Only for tiny problems.
 * Restriction and requirement semantics are re-implemented here rather than taken from the records.
 */
final class BruteForceOracle {
    private final DeclarationProblem problem;
    private final int n;
    private final List<List<Long>> options = new ArrayList<>();
    /** Current edition: maximum and "requirements obeyed by some maximum declaration", per comparison space. */
    private final Map<List<Long>, int[]> currentMax = new HashMap<>();
    private final Map<List<Long>, Set<Integer>> currentMaxObeys = new HashMap<>();

    record Judgement(Set<Integer> brokenRestrictions, Set<Integer> conflictingRequirements) {
        boolean legal() {
            return brokenRestrictions.isEmpty() && conflictingRequirements.isEmpty();
        }
    }

    BruteForceOracle(DeclarationProblem problem) {
        this.problem = problem;
        this.n = problem.creatureCount();
        for (int c = 0; c < n; c++) {
            List<Long> list = new ArrayList<>();
            long allowed = problem.allowed(c);
            for (long o = 0; o <= allowed; o++) { // every subset of allowed, sizes 0..maxTargets
                if ((o & ~allowed) == 0 && Long.bitCount(o) <= problem.maxTargets(c)) {
                    list.add(o);
                }
            }
            options.add(list);
        }
    }

    /** Every well-formed declaration. */
    void forEachDeclaration(Consumer<long[]> action) {
        List<List<Long>> spaces = new ArrayList<>(options);
        product(spaces, action);
    }

    long declarationCount() {
        long s = 1;
        for (List<Long> l : options) {
            s *= l.size();
        }
        return s;
    }

    List<Long> options(int c) {
        return options.get(c);
    }

    Judgement judge(long[] p, RulesEdition edition) {
        Set<Integer> broken = new HashSet<>();
        for (int i = 0; i < problem.restrictions().size(); i++) {
            if (!follows(problem.restrictions().get(i), p)) {
                broken.add(i);
            }
        }
        Set<Integer> unobeyed = new HashSet<>();
        for (int i = 0; i < problem.requirements().size(); i++) {
            if (!obeys(problem.requirements().get(i), p)) {
                unobeyed.add(i);
            }
        }
        int count = problem.requirements().size() - unobeyed.size();
        Set<Integer> conflicts = edition == RulesEdition.CURRENT ? currentConflicts(p, unobeyed, count)
                : seedConflicts(p, unobeyed, count);
        return new Judgement(broken, conflicts);
    }

    /** 500.4-500.5: R conflicts iff some P' (each c: P(c), 0, or a free option satisfying a requirement on c) works. */
    private Set<Integer> seedConflicts(long[] p, Set<Integer> unobeyed, int count) {
        List<List<Long>> spaces = new ArrayList<>();
        for (int c = 0; c < n; c++) {
            Set<Long> space = new HashSet<>();
            space.add(p[c]);
            space.add(0L);
            for (long o : options.get(c)) {
                if (o != 0 && (o & problem.costly(c)) == 0 && satisfiesSomeRequirementOn(c, o)) {
                    space.add(o);
                }
            }
            spaces.add(new ArrayList<>(space));
        }
        Set<Integer> conflicts = new HashSet<>();
        product(spaces, alt -> {
            if (!followsAll(alt) || obeyedCount(alt) <= count) {
                return;
            }
            for (int i : unobeyed) {
                if (obeys(problem.requirements().get(i), alt)) {
                    conflicts.add(i);
                }
            }
        });
        return conflicts;
    }

    /** 508.1d / 509.1c: fewer than the maximum over restriction-respecting declarations (free options or P(c)). */
    private Set<Integer> currentConflicts(long[] p, Set<Integer> unobeyed, int count) {
        List<Long> key = new ArrayList<>();
        for (int c = 0; c < n; c++) {
            key.add((p[c] & problem.costly(c)) != 0 ? p[c] : -1L);
        }
        if (!currentMax.containsKey(key)) {
            List<List<Long>> spaces = new ArrayList<>();
            for (int c = 0; c < n; c++) {
                List<Long> space = new ArrayList<>();
                for (long o : options.get(c)) {
                    if ((o & problem.costly(c)) == 0) {
                        space.add(o);
                    }
                }
                if (key.get(c) != -1L) {
                    space.add(p[c]);
                }
                spaces.add(space);
            }
            int[] max = {-1};
            Set<Integer> obeyedByMax = new HashSet<>();
            product(spaces, q -> {
                if (!followsAll(q)) {
                    return;
                }
                int k = obeyedCount(q);
                if (k > max[0]) {
                    max[0] = k;
                    obeyedByMax.clear();
                }
                if (k == max[0]) {
                    for (int i = 0; i < problem.requirements().size(); i++) {
                        if (obeys(problem.requirements().get(i), q)) {
                            obeyedByMax.add(i);
                        }
                    }
                }
            });
            currentMax.put(key, max);
            currentMaxObeys.put(key, obeyedByMax);
        }
        Set<Integer> conflicts = new HashSet<>();
        if (count < currentMax.get(key)[0]) {
            for (int i : unobeyed) {
                if (currentMaxObeys.get(key).contains(i)) {
                    conflicts.add(i);
                }
            }
        }
        return conflicts;
    }

    private boolean satisfiesSomeRequirementOn(int c, long o) {
        for (Requirement r : problem.requirements()) {
            if (satisfies(r, c, o)) {
                return true;
            }
        }
        return false;
    }

    static boolean satisfies(Requirement r, int c, long o) {
        if (r instanceof Requirement.MustDeclare x) {
            return x.creature() == c && o != 0;
        } else if (r instanceof Requirement.MustTarget x) {
            return x.creature() == c && ((o >> x.target()) & 1) == 1;
        } else {
            Requirement.MustBeTargeted x = (Requirement.MustBeTargeted) r;
            return ((o >> x.target()) & 1) == 1;
        }
    }

    static boolean obeys(Requirement r, long[] p) {
        for (int c = 0; c < p.length; c++) {
            if (satisfies(r, c, p[c])) {
                return true;
            }
        }
        return false;
    }

    int obeyedCount(long[] p) {
        int k = 0;
        for (Requirement r : problem.requirements()) {
            if (obeys(r, p)) {
                k++;
            }
        }
        return k;
    }

    boolean followsAll(long[] p) {
        for (Restriction r : problem.restrictions()) {
            if (!follows(r, p)) {
                return false;
            }
        }
        return true;
    }

    static boolean follows(Restriction r, long[] p) {
        int declared = 0;
        for (long o : p) {
            declared += o != 0 ? 1 : 0;
        }
        if (r instanceof Restriction.CannotDeclare x) {
            return p[x.creature()] == 0;
        } else if (r instanceof Restriction.CannotTarget x) {
            return ((p[x.creature()] >> x.target()) & 1) == 0;
        } else if (r instanceof Restriction.NotAlone x) {
            return p[x.creature()] == 0 || declared >= x.others() + 1;
        } else if (r instanceof Restriction.MaxDeclared x) {
            return declared <= x.max();
        } else if (r instanceof Restriction.MinBlockers x) {
            int k = blockers(p, x.target());
            return k == 0 || k >= x.min();
        } else {
            Restriction.MaxBlockers x = (Restriction.MaxBlockers) r;
            return blockers(p, x.target()) <= x.max();
        }
    }

    private static int blockers(long[] p, int t) {
        int k = 0;
        for (long o : p) {
            k += (int) ((o >> t) & 1);
        }
        return k;
    }

    private static void product(List<List<Long>> spaces, Consumer<long[]> action) {
        int n = spaces.size();
        long[] cur = new long[n];
        int[] idx = new int[n];
        for (int c = 0; c < n; c++) {
            cur[c] = spaces.get(c).get(0);
        }
        while (true) {
            action.accept(cur.clone());
            int c = 0;
            while (c < n) {
                idx[c]++;
                if (idx[c] < spaces.get(c).size()) {
                    cur[c] = spaces.get(c).get(idx[c]);
                    break;
                }
                idx[c] = 0;
                cur[c] = spaces.get(c).get(0);
                c++;
            }
            if (c == n) {
                return;
            }
        }
    }
}
