package dev.arbiter.agents.heuristic;

import dev.arbiter.engine.combat.CombatProblem;
import dev.arbiter.engine.combat.legality.Declaration;
import dev.arbiter.engine.combat.legality.LegalDeclarations;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.state.GameState;

import java.util.ArrayList;
import java.util.List;

/**
 * Cheap legal answers without looking ahead, for the moves inside a {@link Lookahead} and as the
 * fallback for anything the heuristic can't judge: pass priority, the fewest targets or objects
 * allowed (at least one when one is allowed), the largest number (X) unless the range is a loop
 * count, the first option, the engine's first legal attack declaration (the one obeying the most
 * requirements), {@link BlockPlanner} blocks and {@link DamagePlanner} damage.
 */
final class QuickAnswers {
    private QuickAnswers() {
    }

    static Choice answer(GameState s, Decision d) {
        if (d instanceof Decision.Priority) return new Choice.Pass();
        if (d instanceof Decision.Targets t) {
            int n = Math.min(t.candidates().size(), Math.min(t.max(), Math.max(t.min(), 1)));
            return new Choice.ChooseTargets(new ArrayList<>(t.candidates().subList(0, n)));
        }
        if (d instanceof Decision.Number n) return new Choice.ChooseNumber(n.max() - n.min() > 20 ? n.min() : n.max());
        if (d instanceof Decision.Option o) return new Choice.ChooseOption(CardChoices.option(s, o));
        if (d instanceof Decision.Objects o) return new Choice.ChooseObjects(CardChoices.objects(s, o));
        if (d instanceof Decision.Attackers a) return firstLegal(s, a);
        if (d instanceof Decision.Blockers b) return BlockPlanner.plan(s, b);
        if (d instanceof Decision.DamageAssignment da) return DamagePlanner.plan(s, da);
        throw new IllegalArgumentException("unknown decision " + d);
    }

    static Choice firstLegal(GameState s, Decision.Attackers a) {
        CombatProblem p = LegalDeclaration.problem(s, a);
        var it = LegalDeclarations.legalDeclarations(p.problem(), Game.view(s).config().edition());
        for (int i = 0; i < 20 && it.hasNext(); i++) {
            Choice c = LegalDeclaration.toChoice(p, a, it.next());
            if (Game.check(s, c) == null) return c;
        }
        return LegalDeclaration.toChoice(p, a, Declaration.none(p.creatures().size()));
    }

    static List<Integer> first(List<Integer> ids, int n) {
        return new ArrayList<>(ids.subList(0, Math.min(n, ids.size())));
    }
}
