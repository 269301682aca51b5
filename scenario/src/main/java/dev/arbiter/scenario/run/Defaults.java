package dev.arbiter.scenario.run;

import dev.arbiter.engine.combat.AttackProblems;
import dev.arbiter.engine.combat.BlockProblems;
import dev.arbiter.engine.combat.CombatProblem;
import dev.arbiter.engine.combat.legality.Declaration;
import dev.arbiter.engine.combat.legality.LegalDeclarations;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.state.GameState;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * Answers for decisions the script does not answer (SCENARIOS.md): a decision with exactly one
 * legal option takes it; otherwise no attacks, no blocks, pass priority, combat damage in
 * declaration order with lethal damage to each blocker before the next and the rest to the player
 * (trample) or the last blocker, triggers in timestamp order, optional "may" effects declined.
 * {@code null} when there is no default: the scenario must script that decision.
 */
final class Defaults {
    /** The engine's prompt when a player orders simultaneous triggers (603.3b). */
    static final String TRIGGER_ORDER_PROMPT = "Choose the next triggered ability";

    private Defaults() {
    }

    static Choice of(GameState s, Decision d) {
        if (d instanceof Decision.Priority) return new Choice.Pass();
        if (d instanceof Decision.Attackers a) return attackers(s, a);
        if (d instanceof Decision.Blockers b) return blockers(s, b);
        if (d instanceof Decision.DamageAssignment da) return damage(da);
        if (d instanceof Decision.Targets t) {
            if (t.min() >= 1 && t.candidates().size() == 1) return new Choice.ChooseTargets(t.candidates());
            if (t.max() == 0 || t.candidates().isEmpty()) return new Choice.ChooseTargets(List.of());
            if (t.min() == t.candidates().size()) return new Choice.ChooseTargets(t.candidates());
            return null;
        }
        if (d instanceof Decision.Number n) return n.min() == n.max() ? new Choice.ChooseNumber(n.min()) : null;
        if (d instanceof Decision.Option o) {
            if (o.options().size() == 1) return new Choice.ChooseOption(0);
            if (o.prompt().startsWith(TRIGGER_ORDER_PROMPT)) return new Choice.ChooseOption(0); // timestamp order
            int no = o.options().indexOf("no");
            return no >= 0 ? new Choice.ChooseOption(no) : null; // "may" declined
        }
        if (d instanceof Decision.Objects o) {
            if (o.min() == o.candidates().size() || o.max() == 0) {
                return new Choice.ChooseObjects(o.candidates().subList(0, o.min()));
            }
            return null;
        }
        return null;
    }

    /** No attackers, or the one legal declaration when declaring none is illegal (seed 500.2). */
    private static Choice attackers(GameState s, Decision.Attackers d) {
        Choice none = new Choice.DeclareAttackers(List.of());
        if (Game.check(s, none) == null) return none;
        GameState view = Game.view(s);
        CombatProblem p = AttackProblems.of(view, d);
        Declaration only = onlyLegal(LegalDeclarations.legalDeclarations(p.problem(), view.config().edition()));
        return only == null ? null : AttackProblems.toChoice(p, only);
    }

    /** No blockers, or the one legal declaration when declaring none is illegal (seed 500.3). */
    private static Choice blockers(GameState s, Decision.Blockers d) {
        Choice none = new Choice.DeclareBlockers(List.of());
        if (Game.check(s, none) == null) return none;
        GameState view = Game.view(s);
        CombatProblem p = BlockProblems.of(view, d);
        Declaration only = onlyLegal(LegalDeclarations.legalDeclarations(p.problem(), view.config().edition()));
        return only == null ? null : BlockProblems.toChoice(p, only);
    }

    private static Declaration onlyLegal(Iterator<Declaration> legal) {
        if (!legal.hasNext()) return null;
        Declaration first = legal.next();
        return legal.hasNext() ? null : first;
    }

    /** Lethal damage to each blocker in order, the rest to the player with trample, else to the last blocker. */
    static Choice damage(Decision.DamageAssignment d) {
        int blockers = d.lethal().size();
        int[] amounts = new int[d.recipients().size()];
        int left = d.amount();
        for (int i = 0; i < blockers && left > 0; i++) {
            int n = Math.min(left, Math.max(0, d.lethal().get(i)));
            amounts[i] = n;
            left -= n;
        }
        if (left > 0) {
            if (d.trample() && amounts.length > blockers) amounts[blockers] += left;
            else if (blockers > 0) amounts[blockers - 1] += left;
        }
        List<Choice.DamageShare> shares = new ArrayList<>();
        for (int i = 0; i < amounts.length; i++) {
            if (amounts[i] > 0) shares.add(new Choice.DamageShare(d.recipients().get(i), amounts[i]));
        }
        return new Choice.AssignDamage(shares);
    }
}
