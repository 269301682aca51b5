package dev.arbiter.engine.combat;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.decision.Rejection;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;

import java.util.HashMap;
import java.util.Map;

/**
 * Judges a proposed declaration of blockers as a whole (seed 500.3-500.5 / 509.1b-c): each
 * blocker must be able to block what it blocks (evasion, seed 501-502) and block no more
 * attackers than it may; then the exact checker judges restrictions and requirements.
 */
public final class BlockLegality {
    private BlockLegality() {
    }

    public static Rejection check(GameState s, Decision.Blockers d, Choice.DeclareBlockers c) {
        Map<Integer, Integer> count = new HashMap<>();
        for (Choice.Block b : c.blocks()) {
            GameObject o = s.object(b.blocker());
            Decision.BlockCandidate cand = candidate(d, b.blocker());
            if (cand == null) {
                String why = o.controller() != d.player() ? "you don't control " + o.name()
                        : o.tapped() ? o.name() + " is tapped"
                        : !Layers.of(s, o).isCreature() ? o.name() + " is not a creature"
                        : null;
                if (why == null && s.combat().isAttacking(b.attacker())) {
                    String evasion = Evasion.whyCantBlock(s, b.blocker(), b.attacker());
                    if (evasion != null) return new Rejection("500.3 / 509.1b", evasion);
                }
                return new Rejection("500.3 / 509.1a", why != null ? why : o.name() + " can't block");
            }
            if (!cand.attackers().contains(b.attacker())) {
                String why = s.combat().isAttacking(b.attacker()) ? Evasion.whyCantBlock(s, b.blocker(), b.attacker())
                        : s.object(b.attacker()).name() + " is not attacking you";
                return new Rejection("500.3 / 509.1b", why == null ? o.name() + " can't block that creature" : why);
            }
            int n = count.merge(b.blocker(), 1, Integer::sum);
            if (n > cand.maxAttackers()) {
                return new Rejection("509.1a", o.name() + " can't block more than " + cand.maxAttackers()
                        + " creature" + (cand.maxAttackers() == 1 ? "" : "s"));
            }
        }
        if (new java.util.HashSet<>(c.blocks()).size() != c.blocks().size()) {
            return new Rejection("509.1a", "The same block is declared twice");
        }
        // The declaration as a whole: restrictions and requirements (seed 500.3-500.5 / 509.1b-c).
        CombatProblem p = BlockProblems.of(s, d);
        Rejection r = p.judge(s, BlockProblems.toDeclaration(p, c));
        if (r != null) return r;
        // 509.1d: the total cost to block must be payable (nobody is forced to pay it; 118.3).
        return AttackCosts.unpayable(s, d.player(), AttackCosts.of(s, c), java.util.Set.of(), "509.1d", "block");
    }

    static Decision.BlockCandidate candidate(Decision.Blockers d, int id) {
        for (Decision.BlockCandidate c : d.candidates()) if (c.creature() == id) return c;
        return null;
    }
}
