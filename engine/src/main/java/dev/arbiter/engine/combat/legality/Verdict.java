package dev.arbiter.engine.combat.legality;

import java.util.List;

/** Result of checking a declaration: legal iff there are no violations. */
public record Verdict(List<Violation> violations) {
    private static final Verdict LEGAL = new Verdict(List.of());

    public Verdict {
        violations = List.copyOf(violations);
    }

    public static Verdict legal() {
        return LEGAL;
    }

    public boolean isLegal() {
        return violations.isEmpty();
    }

    @Override
    public String toString() {
        if (isLegal()) {
            return "legal";
        }
        StringBuilder sb = new StringBuilder("illegal:");
        for (Violation v : violations) {
            sb.append("\n  ").append(v.description()).append(" (").append(v.rule()).append(')');
        }
        return sb.toString();
    }
}
