package dev.arbiter.cli.play;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.timing.Step;

import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;

/**
 * When the terminal stops for the person (as other clients' "stops" do): always where they can do
 * something other than pass priority (play a land, cast, activate a non-mana ability) or must
 * decide something else, and in the steps they ask for (e.g. {@code --stops upkeep,end}) even
 * when they could only pass; {@code --stops all} stops everywhere. Elsewhere, priority with
 * nothing to do but pass is passed for them.
 */
public final class Stops {
    private final Set<Step> extra;

    private Stops(Set<Step> extra) {
        this.extra = extra;
    }

    /** Parses a comma-separated list of step names (SCENARIOS.md spelling), "all", or "none". */
    public static Stops parse(String text) {
        Set<Step> steps = EnumSet.noneOf(Step.class);
        String t = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        if (t.isEmpty() || t.equals("none")) return new Stops(steps);
        if (t.equals("all")) return new Stops(EnumSet.allOf(Step.class));
        for (String name : t.split(",")) {
            try {
                steps.add(Step.ofScenarioName(name.trim()));
            } catch (IllegalArgumentException e) {
                StringBuilder known = new StringBuilder();
                for (Step s : Step.values()) if (s.givesPriority()) known.append(known.length() == 0 ? "" : ", ").append(s.scenarioName());
                throw new IllegalArgumentException("unknown step \"" + name.trim() + "\" in --stops (steps: " + known + "; or all, none)");
            }
        }
        return new Stops(steps);
    }

    /** The steps named, for "stops" at the prompt: "none", "all", or their names. */
    public String describe() {
        if (extra.isEmpty()) return "none";
        if (extra.size() == Step.values().length) return "all";
        StringBuilder sb = new StringBuilder();
        for (Step s : extra) sb.append(sb.length() == 0 ? "" : ",").append(s.scenarioName());
        return sb.toString();
    }

    /** Whether to pass for the person without asking: priority, nothing but passing or mana abilities, no stop here. */
    public boolean autoPass(GameState s, Decision d) {
        if (!(d instanceof Decision.Priority p) || extra.contains(s.turn().step())) return false;
        for (Choice c : p.actions()) {
            if (c instanceof Choice.Pass) continue;
            if (c instanceof Choice.ActivateAbility a) {
                var abilities = Layers.of(s, a.source()).activatedAbilities();
                if (a.index() < abilities.size() && abilities.get(a.index()).manaAbility()) continue;
            }
            return false;
        }
        return true;
    }
}
