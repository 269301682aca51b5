package dev.arbiter.engine.game;

import dev.arbiter.engine.combat.CombatDamage;
import dev.arbiter.engine.combat.DeclareAttackers;
import dev.arbiter.engine.combat.DeclareBlockers;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.decision.Rejection;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.targets.Targeting;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Checks an answer against the decision it answers, before the engine applies it (seed 422.1). */
final class ChoiceValidation {
    private ChoiceValidation() {
    }

    static Rejection check(GameState s, Decision d, Choice c) {
        if (d instanceof Decision.Targets t) {
            if (!(c instanceof Choice.ChooseTargets ct)) return wrongKind("targets");
            int n = ct.targets().size();
            if (n < t.min() || n > t.max()) {
                return new Rejection("601.2c", "Choose " + range(t.min(), t.max()) + " target" + (t.max() == 1 ? "" : "s"));
            }
            if (new HashSet<>(ct.targets()).size() != n) {
                return new Rejection("601.2c", "The same target can't be chosen twice for one \"target\"");
            }
            for (var target : ct.targets()) {
                if (!t.candidates().contains(target)) {
                    Rejection why = t.source() < 0 ? null : Targeting.whyUntargetable(s, t.spec(), t.source(), t.player(), target);
                    if (why != null) return why;
                    return new Rejection("115.1 / 601.2c", "That is not a legal target for " + t.spec().text());
                }
            }
            return Targeting.whyNotTogether(s, t.spec(), ct.targets());
        }
        if (d instanceof Decision.Number num) {
            if (!(c instanceof Choice.ChooseNumber cn)) return wrongKind("a number");
            if (cn.value() < num.min() || cn.value() > num.max()) {
                return new Rejection("107.3 / 601.2b", "Choose a number from " + num.min() + " to " + num.max());
            }
            return null;
        }
        if (d instanceof Decision.Option opt) {
            if (!(c instanceof Choice.ChooseOption co)) return wrongKind("an option");
            if (co.index() < 0 || co.index() >= opt.options().size()) {
                return new Rejection("-", "Choose an option from 1 to " + opt.options().size());
            }
            return null;
        }
        if (d instanceof Decision.Objects objs) {
            if (!(c instanceof Choice.ChooseObjects co)) return wrongKind("objects");
            return checkObjects(objs, co.ids());
        }
        if (d instanceof Decision.Attackers a) {
            if (!(c instanceof Choice.DeclareAttackers da)) return wrongKind("a declaration of attackers");
            return DeclareAttackers.validate(s, a, da);
        }
        if (d instanceof Decision.Blockers b) {
            if (!(c instanceof Choice.DeclareBlockers db)) return wrongKind("a declaration of blockers");
            return DeclareBlockers.validate(s, b, db);
        }
        if (d instanceof Decision.DamageAssignment da) {
            if (!(c instanceof Choice.AssignDamage ad)) return wrongKind("a damage assignment");
            return CombatDamage.validate(da, ad);
        }
        return new Rejection("117", "Unexpected decision " + d);
    }

    private static Rejection checkObjects(Decision.Objects d, List<Integer> ids) {
        if (ids.size() < d.min() || ids.size() > d.max()) {
            return new Rejection("-", "Choose " + range(d.min(), d.max()) + " card" + (d.max() == 1 ? "" : "s"));
        }
        Set<Integer> seen = new HashSet<>();
        for (int id : ids) {
            if (!seen.add(id)) return new Rejection("-", "The same card can't be chosen twice");
            if (!d.candidates().contains(id)) return new Rejection("-", "That card can't be chosen");
        }
        return null;
    }

    private static String range(int min, int max) {
        return min == max ? String.valueOf(min) : min + " to " + max;
    }

    private static Rejection wrongKind(String expected) {
        return new Rejection("-", "Expected " + expected);
    }
}
