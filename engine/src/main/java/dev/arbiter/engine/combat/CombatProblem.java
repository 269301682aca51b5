package dev.arbiter.engine.combat;

import dev.arbiter.engine.combat.legality.Declaration;
import dev.arbiter.engine.combat.legality.DeclarationKind;
import dev.arbiter.engine.combat.legality.DeclarationProblem;
import dev.arbiter.engine.combat.legality.LegalityChecker;
import dev.arbiter.engine.combat.legality.Requirement;
import dev.arbiter.engine.combat.legality.Restriction;
import dev.arbiter.engine.combat.legality.Verdict;
import dev.arbiter.engine.combat.legality.Violation;
import dev.arbiter.engine.decision.Rejection;
import dev.arbiter.engine.rules.RulesEdition;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Target;

import java.util.List;

/**
 * A declaration of attackers or blockers as the exact legality checker sees it (seed 500.2-500.5
 * / 508.1c-d, 509.1b-c): the game's creatures and targets numbered, with the restrictions and
 * requirements the game state puts on them. Turns a verdict into a rejection naming the cards.
 */
public record CombatProblem(DeclarationProblem problem, List<Integer> creatures, List<Target> targets) {

    public int creatureIndex(int id) {
        return creatures.indexOf(id);
    }

    public int targetIndex(Target t) {
        return targets.indexOf(t);
    }

    /** The judgement of the whole declaration in the game's rules edition; null when legal. */
    public Rejection judge(GameState s, Declaration d) {
        RulesEdition edition = s.config().edition();
        Verdict v = LegalityChecker.check(problem, d, edition);
        if (v.isLegal()) return null;
        Violation first = v.violations().get(0);
        return new Rejection(first.rule(), describe(s, first));
    }

    private String describe(GameState s, Violation v) {
        DeclarationKind kind = problem.kind();
        if (v instanceof Violation.BrokenRestriction b) return describe(s, b.restriction(), kind);
        if (v instanceof Violation.ConflictingRequirement c) {
            return describe(s, c.requirement(), kind) + ": this declaration obeys " + c.obeyed()
                    + " requirement" + (c.obeyed() == 1 ? "" : "s") + " where " + c.achievable() + " could be obeyed";
        }
        Violation.ImpossibleOption io = (Violation.ImpossibleOption) v;
        return name(s, io.creature()) + " can't " + kind.verb() + " that";
    }

    private String describe(GameState s, Restriction r, DeclarationKind kind) {
        String verb = kind.verb();
        if (r instanceof Restriction.CannotDeclare c) return name(s, c.creature()) + " can't " + verb;
        if (r instanceof Restriction.CannotTarget c) return c.reason().isEmpty() && kind == DeclarationKind.BLOCK ? cantBlock(s, c) : c.reason();
        if (r instanceof Restriction.NotAlone c) {
            return name(s, c.creature()) + " can't " + verb + (c.others() == 1 ? " alone"
                    : " unless at least " + c.others() + " other creatures " + verb); // 508.1c
        }
        if (r instanceof Restriction.MaxDeclared c) {
            return "No more than " + c.max() + " creature" + (c.max() == 1 ? "" : "s") + " can " + verb;
        }
        if (r instanceof Restriction.MinBlockers c) {
            return targetName(s, c.target()) + " can't be blocked except by " + c.min() + " or more creatures";
        }
        Restriction.MaxBlockers c = (Restriction.MaxBlockers) r;
        return targetName(s, c.target()) + " can't be blocked by more than " + c.max() + " creature"
                + (c.max() == 1 ? "" : "s");
    }

    /**
     * Why a candidate can't block an attacker, read from the state the problem was made from (BlockProblems leaves the
     * reason unwritten: it is asked for every pair a candidate can't block, and needed only for a rejection).
     */
    private String cantBlock(GameState s, Restriction.CannotTarget c) {
        int blocker = creatures.get(c.creature());
        int attacker = ((Target.Object) targets.get(c.target())).id();
        String why = Evasion.whyCantBlock(s, blocker, attacker);
        return why == null ? s.object(blocker).name() + " can't block " + s.object(attacker).name() : why;
    }

    private String describe(GameState s, Requirement r, DeclarationKind kind) {
        String verb = kind.verb();
        if (r instanceof Requirement.MustDeclare m) return name(s, m.creature()) + " " + verb + "s each combat if able";
        if (r instanceof Requirement.MustTarget m) {
            return name(s, m.creature()) + " must " + verb + " " + targetName(s, m.target()) + " if able";
        }
        if (r instanceof Requirement.MustTargetOneOf m) {
            java.util.List<String> names = new java.util.ArrayList<>();
            for (long t = m.targets(); t != 0; t &= t - 1) names.add(targetName(s, Long.numberOfTrailingZeros(t)));
            return name(s, m.creature()) + " must " + verb + " one of " + String.join(", ", names) + " if able (goaded, 701.38b)";
        }
        Requirement.MustBeTargeted m = (Requirement.MustBeTargeted) r;
        return targetName(s, m.target()) + " must be blocked if able";
    }

    private String name(GameState s, int creature) {
        return s.object(creatures.get(creature)).name();
    }

    private String targetName(GameState s, int target) {
        Target t = targets.get(target);
        if (t instanceof Target.Player p) return s.player(p.player()).name();
        return s.object(((Target.Object) t).id()).name();
    }
}
