package dev.arbiter.engine.combat.legality;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * An abstract declaration of attackers or blockers (500; 508.1 / 509.1): creatures 0..n-1 each choose a
 * set of targets (bit mask over targets 0..targetCount-1, 0 = not declared), subject to restrictions
 * and requirements. Immutable; build with {@link #builder(DeclarationKind, int, int)}.
 */
public final class DeclarationProblem {
    private final DeclarationKind kind;
    private final int creatureCount;
    private final int targetCount;
    private final long[] allowed;
    private final int[] maxTargets;
    private final long[] costly;
    private final List<Restriction> restrictions;
    private final List<Requirement> requirements;
    private volatile CompiledProblem compiled;

    private DeclarationProblem(Builder b) {
        this.kind = b.kind;
        this.creatureCount = b.creatureCount;
        this.targetCount = b.targetCount;
        this.allowed = b.allowed.clone();
        this.maxTargets = b.maxTargets.clone();
        this.costly = b.costly.clone();
        this.restrictions = List.copyOf(b.restrictions);
        this.requirements = List.copyOf(b.requirements);
    }

    public static Builder builder(DeclarationKind kind, int creatureCount, int targetCount) {
        return new Builder(kind, creatureCount, targetCount);
    }

    public DeclarationKind kind() {
        return kind;
    }

    public int creatureCount() {
        return creatureCount;
    }

    public int targetCount() {
        return targetCount;
    }

    /** Targets creature c could be declared against at all, before restrictions (508.1a-b / 509.1a). */
    public long allowed(int creature) {
        return allowed[creature];
    }

    /** Targets whose declaration needs a cost paid; never forced (508.1d / 509.1c, 500.2 / 500.3). */
    public long costly(int creature) {
        return costly[creature];
    }

    /** Most targets creature c may have (1 for attacks; 2 = "can block an additional creature"). */
    public int maxTargets(int creature) {
        return maxTargets[creature];
    }

    public List<Restriction> restrictions() {
        return restrictions;
    }

    public List<Requirement> requirements() {
        return requirements;
    }

    /** True iff creature c may be given {@code option} at all: allowed targets, not too many. */
    public boolean isPossibleOption(int creature, long option) {
        return (option & ~allowed[creature]) == 0 && Long.bitCount(option) <= maxTargets[creature];
    }

    /** Precomputed solver tables, built once per problem (benign race: the result is immutable). */
    CompiledProblem compiled() {
        CompiledProblem c = compiled;
        if (c == null) {
            c = new CompiledProblem(this);
            compiled = c;
        }
        return c;
    }

    @Override
    public String toString() {
        return "DeclarationProblem[" + kind + ", creatures=" + creatureCount + ", targets=" + targetCount
                + ", allowed=" + Arrays.toString(allowed) + ", maxTargets=" + Arrays.toString(maxTargets)
                + ", costly=" + Arrays.toString(costly) + ", restrictions=" + restrictions
                + ", requirements=" + requirements + "]";
    }

    /** Mutable builder; defaults: every target allowed, one target per creature, nothing costly. */
    public static final class Builder {
        private final DeclarationKind kind;
        private final int creatureCount;
        private final int targetCount;
        private final long[] allowed;
        private final int[] maxTargets;
        private final long[] costly;
        private final List<Restriction> restrictions = new ArrayList<>();
        private final List<Requirement> requirements = new ArrayList<>();

        private Builder(DeclarationKind kind, int creatureCount, int targetCount) {
            if (kind == null) {
                throw new IllegalArgumentException("kind is required");
            }
            LegalityPreconditions.index(creatureCount, "creatureCount");
            if (targetCount < 0 || targetCount > LegalityPreconditions.MAX_TARGETS) {
                throw new IllegalArgumentException("targetCount must be in 0..64: " + targetCount);
            }
            this.kind = kind;
            this.creatureCount = creatureCount;
            this.targetCount = targetCount;
            this.allowed = new long[creatureCount];
            this.maxTargets = new int[creatureCount];
            this.costly = new long[creatureCount];
            Arrays.fill(allowed, allTargets());
            Arrays.fill(maxTargets, 1);
        }

        private long allTargets() {
            return targetCount == 64 ? -1L : (1L << targetCount) - 1;
        }

        public Builder allowed(int creature, long mask) {
            allowed[creature] = mask;
            return this;
        }

        public Builder maxTargets(int creature, int max) {
            if (max < 1) {
                throw new IllegalArgumentException("maxTargets must be >= 1: " + max);
            }
            maxTargets[creature] = max;
            return this;
        }

        /** "Can block any number of creatures". */
        public Builder anyNumberOfTargets(int creature) {
            return maxTargets(creature, Math.max(1, targetCount));
        }

        public Builder costly(int creature, long mask) {
            costly[creature] = mask;
            return this;
        }

        public Builder restrict(Restriction... rs) {
            restrictions.addAll(Arrays.asList(rs));
            return this;
        }

        public Builder require(Requirement... rs) {
            requirements.addAll(Arrays.asList(rs));
            return this;
        }

        public DeclarationProblem build() {
            long all = allTargets();
            for (int c = 0; c < creatureCount; c++) {
                if ((allowed[c] & ~all) != 0 || (costly[c] & ~allowed[c]) != 0) {
                    throw new IllegalArgumentException("creature " + c + ": allowed/costly mask out of range");
                }
                if (kind == DeclarationKind.ATTACK && maxTargets[c] != 1) {
                    throw new IllegalArgumentException("an attacker attacks exactly one target (508.1b)");
                }
            }
            for (Restriction r : restrictions) {
                checkIndices(r);
            }
            for (Requirement r : requirements) {
                checkIndices(r);
            }
            return new DeclarationProblem(this);
        }

        private void checkIndices(Restriction r) {
            if (r == null) {
                throw new IllegalArgumentException("null restriction");
            }
            int creature = -1;
            int target = -1;
            if (r instanceof Restriction.CannotDeclare x) {
                creature = x.creature();
            } else if (r instanceof Restriction.CannotTarget x) {
                creature = x.creature();
                target = x.target();
            } else if (r instanceof Restriction.NotAlone x) {
                creature = x.creature();
            } else if (r instanceof Restriction.MinBlockers x) {
                target = x.target();
            } else if (r instanceof Restriction.MaxBlockers x) {
                target = x.target();
            }
            checkRange(creature, target, r);
        }

        private void checkIndices(Requirement r) {
            if (r instanceof Requirement.MustDeclare x) {
                checkRange(x.creature(), -1, r);
            } else if (r instanceof Requirement.MustTarget x) {
                checkRange(x.creature(), x.target(), r);
            } else if (r instanceof Requirement.MustTargetOneOf x) {
                if (kind != DeclarationKind.ATTACK) throw new IllegalArgumentException("one of several targets: attacks only");
                checkRange(x.creature(), 64 - Long.numberOfLeadingZeros(x.targets()) - 1, r);
            } else if (r instanceof Requirement.MustBeTargeted x) {
                checkRange(-1, x.target(), r);
            } else {
                throw new IllegalArgumentException("null requirement");
            }
        }

        private void checkRange(int creature, int target, Object what) {
            if (creature >= creatureCount || target >= targetCount) {
                throw new IllegalArgumentException("index out of range in " + what);
            }
        }
    }
}
