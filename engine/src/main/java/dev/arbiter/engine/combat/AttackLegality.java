package dev.arbiter.engine.combat;

import dev.arbiter.engine.state.Target;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.decision.Rejection;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;

import java.util.HashSet;
import java.util.Set;

/**
 * Judges a proposed declaration of attackers as a whole (seed 500.2, 500.4 / 508.1c-d): every
 * declared creature must be able to attack what it attacks; then the exact checker decides
 * whether a restriction is broken or a requirement conflicts, in the game's rules edition.
 */
public final class AttackLegality {
    private AttackLegality() {
    }

    public static Rejection check(GameState s, Decision.Attackers d, Choice.DeclareAttackers c) {
        Set<Integer> declared = new HashSet<>();
        for (Choice.Attack a : c.attacks()) {
            GameObject o = s.object(a.attacker());
            if (!declared.add(a.attacker())) {
                return new Rejection("508.1a", o.name() + " is declared as an attacker twice");
            }
            Decision.AttackCandidate cand = candidate(d, a.attacker());
            if (cand == null) {
                String why = o.controller() != d.player() ? "you don't control " + o.name()
                        : !Layers.of(s, o).isCreature() ? o.name() + " is not a creature"
                        : DeclareAttackers.whyCantAttack(s, o, Layers.of(s, o)) != null
                        ? DeclareAttackers.whyCantAttack(s, o, Layers.of(s, o))
                        : DeclareAttackers.whyCantAttack(s, o, Layers.of(s, o), a.defender());
                return new Rejection("500.2 / 508.1a", why == null ? o.name() + " can't attack" : why);
            }
            if (a.defender() instanceof Target.Player dp && DeclareAttackers.whyCantBeAttacked(s, dp.player()) != null) {
                return new Rejection("500.2 / 508.1c", DeclareAttackers.whyCantBeAttacked(s, dp.player()));
            }
            if (!cand.defenders().contains(a.defender())) {
                String why = DeclareAttackers.whyCantAttack(s, o, Layers.of(s, o), a.defender());
                if (why != null) return new Rejection("508.1c", why);
                return new Rejection("508.1b", o.name() + " can't attack that player or planeswalker");
            }
        }
        // The declaration as a whole: restrictions and requirements (seed 500.2, 500.4-500.5 / 508.1c-d).
        CombatProblem p = AttackProblems.of(s, d);
        Rejection r = p.judge(s, AttackProblems.toDeclaration(p, c));
        if (r != null) return r;
        // 508.1h: the total cost to attack must be payable (nobody is forced to pay it; 118.3).
        dev.arbiter.engine.mana.ManaCost cost = AttackCosts.of(s, c);
        return cost.isEmpty() ? null : AttackCosts.unpayable(s, d.player(), cost, AttackCosts.tappedBy(s, c), "508.1h", "attack");
    }

    static Decision.AttackCandidate candidate(Decision.Attackers d, int id) {
        for (Decision.AttackCandidate c : d.candidates()) if (c.creature() == id) return c;
        return null;
    }
}
