package dev.arbiter.scenario.run;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Target;
import dev.arbiter.scenario.parse.ObjRef;
import dev.arbiter.scenario.parse.Pos;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Locale;

/**
 * {@code PLAYER chooses: TEXT} read against the pending decision: a number (X, a loop count), an
 * option by its label (or its 1-based place in the list), objects or targets by name.
 */
final class ChoiceText {
    private ChoiceText() {
    }

    static Choice of(GameState s, ObjectNames names, Decision d, String text, Pos pos) {
        String t = text.trim();
        if (d instanceof Decision.Number) return new Choice.ChooseNumber(number(t, pos));
        if (d instanceof Decision.Option o) return new Choice.ChooseOption(option(o.options(), t, pos));
        if (d instanceof Decision.Targets tg) {
            Deque<ObjRef> refs = refs(t);
            List<Target> out = new ArrayList<>();
            while (!refs.isEmpty()) out.add(Targets.of(s, names, refs.removeFirst(), tg.candidates(), pos));
            return new Choice.ChooseTargets(out);
        }
        if (d instanceof Decision.Objects o) {
            List<Integer> ids = new ArrayList<>();
            if (!t.equalsIgnoreCase("nothing")) {
                for (ObjRef ref : refs(t)) {
                    ids.add(names.object(s, ref, pos, x -> o.candidates().contains(x.id()) && !ids.contains(x.id())));
                }
            }
            return new Choice.ChooseObjects(ids);
        }
        throw new ScenarioFailure(pos, "\"chooses:\" can't answer " + d.prompt()
                + " (use attacks:, blocks: or assigns)");
    }

    /** The index of the option labelled {@code t}: exact (any case), else its number, else the one label containing it. */
    static int option(List<String> options, String t, Pos pos) {
        String want = t.toLowerCase(Locale.ROOT);
        for (int i = 0; i < options.size(); i++) if (options.get(i).equalsIgnoreCase(t)) return i;
        if (t.matches("\\d{1,4}")) {
            int k = Integer.parseInt(t);
            if (k >= 1 && k <= options.size()) return k - 1;
        }
        int found = -1;
        for (int i = 0; i < options.size(); i++) {
            if (options.get(i).toLowerCase(Locale.ROOT).contains(want)) {
                if (found >= 0) throw new ScenarioFailure(pos, "\"" + t + "\" matches more than one of " + options);
                found = i;
            }
        }
        if (found < 0) throw new ScenarioFailure(pos, "\"" + t + "\" is none of " + options);
        return found;
    }

    private static int number(String t, Pos pos) {
        try {
            return Integer.parseInt(t);
        } catch (NumberFormatException e) {
            throw new ScenarioFailure(pos, "expected a number, found \"" + t + "\"");
        }
    }

    private static Deque<ObjRef> refs(String t) {
        Deque<ObjRef> out = new ArrayDeque<>();
        for (String part : t.split(",")) if (!part.isBlank()) out.add(ObjRef.of(part));
        return out;
    }
}
