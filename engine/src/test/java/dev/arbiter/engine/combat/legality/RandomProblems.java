package dev.arbiter.engine.combat.legality;

import java.util.SplittableRandom;

/** Random small declaration problems with restrictions and requirements of every type. */
final class RandomProblems {
    private RandomProblems() {
    }

    /** Tight problems: only counting restrictions, always some requirements (where the editions differ). */
    static DeclarationProblem generate(SplittableRandom rnd, int maxCreatures, int maxTargets) {
        return generate(rnd, maxCreatures, maxTargets, false);
    }

    static DeclarationProblem generate(SplittableRandom rnd, int maxCreatures, int maxTargets, boolean tight) {
        DeclarationKind kind = rnd.nextBoolean() ? DeclarationKind.ATTACK : DeclarationKind.BLOCK;
        int n = 1 + rnd.nextInt(maxCreatures);
        int t = 1 + rnd.nextInt(maxTargets);
        long all = (1L << t) - 1;
        DeclarationProblem.Builder b = DeclarationProblem.builder(kind, n, t);
        for (int c = 0; c < n; c++) {
            long allowed = rnd.nextInt(10) < 7 ? all : rnd.nextLong() & all;
            if (rnd.nextInt(12) == 0) {
                allowed = 0; // e.g. tapped
            }
            b.allowed(c, allowed);
            if (kind == DeclarationKind.BLOCK) {
                int r = rnd.nextInt(10);
                b.maxTargets(c, r < 6 ? 1 : r < 9 ? 2 : t);
            }
            if (rnd.nextInt(5) == 0) {
                b.costly(c, rnd.nextLong() & allowed);
            }
        }
        int restrictions = tight ? 1 + rnd.nextInt(4) : rnd.nextInt(5);
        for (int i = 0; i < restrictions; i++) {
            int c = rnd.nextInt(n);
            int target = rnd.nextInt(t);
            switch (tight ? 2 + rnd.nextInt(4) : rnd.nextInt(6)) {
                case 0 -> b.restrict(new Restriction.CannotDeclare(c));
                case 1 -> b.restrict(new Restriction.CannotTarget(c, target, "random"));
                case 2 -> b.restrict(new Restriction.NotAlone(c, 1 + c % 3)); // alone, or with 2 or 3 others (508.1c)
                case 3 -> b.restrict(new Restriction.MaxDeclared(rnd.nextInt(n + 1)));
                case 4 -> b.restrict(new Restriction.MinBlockers(target, 2 + rnd.nextInt(2)));
                default -> b.restrict(new Restriction.MaxBlockers(target, rnd.nextInt(3)));
            }
        }
        int requirements = tight ? 1 + rnd.nextInt(5) : rnd.nextInt(6);
        for (int i = 0; i < requirements; i++) {
            int c = rnd.nextInt(n);
            int target = rnd.nextInt(t);
            switch (rnd.nextInt(3)) {
                case 0 -> b.require(new Requirement.MustDeclare(c));
                case 1 -> b.require(new Requirement.MustTarget(c, target));
                default -> b.require(new Requirement.MustBeTargeted(target));
            }
        }
        return b.build();
    }
}
