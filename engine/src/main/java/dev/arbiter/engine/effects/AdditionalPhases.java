package dev.arbiter.engine.effects;

import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.timing.Step;
import io.vavr.collection.Vector;

import java.util.ArrayList;
import java.util.List;

/**
 * Additional phases (500.8): "after this phase, there is an additional combat phase [followed by an
 * additional main phase]" adds the phases directly after the phase it was created in; if several
 * are created after the same phase, the most recently created comes first. The extra phases, and
 * the step the turn then goes on with, are kept as markers in the continuous effects (as extra
 * turns are, 500.7) and end with the turn. An additional main phase is a postcombat main phase (505.1a).
 */
public final class AdditionalPhases {
    /** The kinds of phase an effect adds. */
    public static final String COMBAT = "combat", MAIN = "main";

    private AdditionalPhases() {
    }

    /** The phase kind a step belongs to ("main", "combat"), or null for the other phases. */
    public static String kind(Step step) {
        return switch (step) {
            case MAIN1, MAIN2 -> MAIN;
            case BEGINNING_OF_COMBAT, DECLARE_ATTACKERS, DECLARE_BLOCKERS, FIRST_STRIKE_DAMAGE, COMBAT_DAMAGE,
                    END_OF_COMBAT -> COMBAT;
            default -> null;
        };
    }

    /** 500.8: adds {@code phases} after the current phase, if it is of kind {@code after} (null: any). */
    public static GameState add(GameState s, int source, int controller, String after, List<String> phases) {
        String now = kind(s.turn().step());
        if (now == null || after != null && !after.equals(now)) return s; // "after this main phase" outside one
        return ContinuousEffect.add(s, source, controller, new Modification.AdditionalPhases(now, phases),
                Vector.empty(), Duration.UNTIL_END_OF_TURN);
    }

    /** Whether an additional combat phase is still to come this turn (500.8). */
    public static boolean combatPending(GameState s) {
        for (ContinuousEffect e : s.effects()) {
            if (e.modification() instanceof Modification.AdditionalPhases a && a.phases().contains(COMBAT)) return true;
            if (e.modification() instanceof Modification.PhaseQueue q && q.phases().contains(COMBAT)) return true;
        }
        return false;
    }

    /** The state and the step that begins as a phase of kind {@code ending} ends; {@code natural} what follows it by default. */
    public record Next(GameState state, Step step) {
    }

    public static Next after(GameState s, String ending, Step natural) {
        List<ContinuousEffect> added = new ArrayList<>();
        ContinuousEffect queue = null;
        for (ContinuousEffect e : s.effects()) {
            if (e.modification() instanceof Modification.AdditionalPhases a && a.after().equals(ending)) added.add(e);
            else if (e.modification() instanceof Modification.PhaseQueue) queue = e;
        }
        if (added.isEmpty() && queue == null) return new Next(s, natural);
        added.sort((a, b) -> Long.compare(b.timestamp(), a.timestamp())); // 500.8: most recent first
        List<String> phases = new ArrayList<>();
        for (ContinuousEffect e : added) phases.addAll(((Modification.AdditionalPhases) e.modification()).phases());
        Step resume = natural;
        if (queue != null) {
            Modification.PhaseQueue q = (Modification.PhaseQueue) queue.modification();
            phases.addAll(q.phases());
            resume = q.resume();
        }
        Vector<ContinuousEffect> effects = s.effects();
        for (ContinuousEffect e : added) effects = effects.remove(e);
        if (queue != null) effects = effects.remove(queue);
        if (phases.isEmpty()) return new Next(s.withEffects(effects), resume);
        Step first = phases.get(0).equals(COMBAT) ? Step.BEGINNING_OF_COMBAT : Step.MAIN2;
        long ts = s.nextTimestamp();
        int source = added.isEmpty() ? queue.source() : added.get(0).source();
        effects = effects.append(new ContinuousEffect(ts, source, s.turn().active(),
                new Modification.PhaseQueue(phases.subList(1, phases.size()), resume), Vector.empty(), Duration.UNTIL_END_OF_TURN));
        return new Next(s.withNextTimestamp(ts + 1).withEffects(effects), first);
    }
}
