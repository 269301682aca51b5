package dev.arbiter.agents.heuristic;

import dev.arbiter.engine.combat.AttackProblems;
import dev.arbiter.engine.combat.BlockProblems;
import dev.arbiter.engine.combat.CombatProblem;
import dev.arbiter.engine.combat.legality.Declaration;
import dev.arbiter.engine.combat.legality.LegalDeclarations;
import dev.arbiter.engine.combat.legality.LegalityChecker;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.state.GameState;

import java.util.Iterator;

/**
 * Turns the declaration an agent wants into one the engine accepts (seed 500 / 508.1, 509.1):
 * the wanted one if the exact legality checker and the costs (508.1h, 509.1d) allow it, else the
 * legal declaration closest to it among the first ones the engine's enumerator yields (those
 * obeying the most requirements come first), else declaring nothing.
 */
final class LegalDeclaration {
    /** How many legal declarations to look through when the wanted one is illegal. */
    private static final int SEARCHED = 200;

    private LegalDeclaration() {
    }

    static CombatProblem problem(GameState s, Decision d) {
        GameState view = Game.view(s);
        return d instanceof Decision.Attackers a ? AttackProblems.of(view, a) : BlockProblems.of(view, (Decision.Blockers) d);
    }

    static Choice toChoice(CombatProblem p, Decision d, Declaration decl) {
        return d instanceof Decision.Attackers ? AttackProblems.toChoice(p, decl) : BlockProblems.toChoice(p, decl);
    }

    /** The accepted declaration closest to {@code wanted}. */
    static Choice closest(GameState s, Decision d, CombatProblem p, Declaration wanted) {
        var edition = Game.view(s).config().edition();
        boolean costs = combatCosts(s);
        if (LegalityChecker.isLegal(p.problem(), wanted, edition)) {
            Choice c = toChoice(p, d, wanted);
            if (!costs || Game.check(s, c) == null) return c;
        }
        Choice best = null;
        int bestDistance = Integer.MAX_VALUE;
        Iterator<Declaration> it = LegalDeclarations.legalDeclarations(p.problem(), edition);
        for (int i = 0; i < SEARCHED && it.hasNext(); i++) {
            Declaration legal = it.next();
            int distance = distance(legal, wanted);
            if (distance >= bestDistance) continue;
            Choice c = toChoice(p, d, legal);
            if (costs && Game.check(s, c) != null) continue;
            best = c;
            bestDistance = distance;
            if (distance == 0) break;
        }
        if (best != null) return best;
        Choice none = toChoice(p, d, Declaration.none(p.creatures().size()));
        return none;
    }

    /** Whether attacking or blocking costs something here (508.1h, 509.1d): only then can a legal declaration be refused. */
    private static boolean combatCosts(GameState s) {
        for (var a : dev.arbiter.engine.layers.Layers.staticAbilities(Game.view(s))) {
            if (a.effect() instanceof dev.arbiter.engine.ability.StaticEffect.AttackTax
                    || a.effect() instanceof dev.arbiter.engine.ability.StaticEffect.BlockTax) return true;
        }
        return false;
    }

    private static int distance(Declaration a, Declaration b) {
        int n = 0;
        for (int i = 0; i < a.creatureCount(); i++) n += Long.bitCount(a.option(i) ^ b.option(i));
        return n;
    }
}
