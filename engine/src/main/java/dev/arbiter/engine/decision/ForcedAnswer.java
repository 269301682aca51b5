package dev.arbiter.engine.decision;

import java.util.List;

/**
 * The answer to a decision that has exactly one legal option (a choice among targets, objects, numbers or options), or
 * null: such an answer is no choice at all, so a loop whose only "choices" are these contains only mandatory actions
 * (421.4), and the scenario runner takes it without asking (SCENARIOS.md).
 */
public final class ForcedAnswer {
    private ForcedAnswer() {
    }

    public static Choice of(Decision d) {
        if (d instanceof Decision.Targets t) {
            boolean one = t.candidates().size() == 1 ? t.min() >= 1 : t.max() == 0 || t.candidates().isEmpty();
            return one ? new Choice.ChooseTargets(t.max() == 0 ? List.of() : t.candidates()) : null;
        }
        if (d instanceof Decision.Number n) return n.min() == n.max() ? new Choice.ChooseNumber(n.min()) : null;
        if (d instanceof Decision.Option o) return o.options().size() == 1 ? new Choice.ChooseOption(0) : null;
        if (d instanceof Decision.Objects o) {
            boolean one = o.max() == 0 || (o.min() == o.candidates().size());
            return one ? new Choice.ChooseObjects(o.candidates().subList(0, o.max() == 0 ? 0 : o.min())) : null;
        }
        return null;
    }
}
