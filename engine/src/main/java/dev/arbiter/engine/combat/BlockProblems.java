package dev.arbiter.engine.combat;

import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.combat.legality.Declaration;
import dev.arbiter.engine.combat.legality.DeclarationKind;
import dev.arbiter.engine.combat.legality.DeclarationProblem;
import dev.arbiter.engine.combat.legality.Requirement;
import dev.arbiter.engine.combat.legality.Restriction;
import dev.arbiter.engine.layers.ActiveStatic;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Target;

import java.util.ArrayList;
import java.util.List;

/**
 * A defending player's block declaration as a legality problem (seed 500.3-500.5 / 509.1b-c):
 * their possible blockers, the attackers, evasion as restrictions on pairs (seed 501-502), the
 * restrictions ("can't block alone", menace, "no more than N creatures can block") and the
 * requirements ("blocks each combat if able", Lure).
 */
public final class BlockProblems {
    private BlockProblems() {
    }

    public static CombatProblem of(GameState s, Decision.Blockers d) {
        return ProblemMemo.of(s, d, BlockProblems::build); // built once per decision (agent and validator)
    }

    private static CombatProblem build(GameState s, Decision.Blockers d) {
        List<Integer> creatures = new ArrayList<>();
        List<Target> targets = new ArrayList<>();
        for (Decision.BlockCandidate c : d.candidates()) creatures.add(c.creature());
        List<Integer> attackers = DeclareBlockers.attackersOf(s, d.player());
        // The exact checker numbers at most 64 attackers; an attacker no candidate can block carries no
        // restriction or requirement that could matter (509.1a-c), so with more than 64 only those that
        // some creature could block are numbered (a declaration naming another is refused before this).
        boolean onlyBlockable = attackers.size() > 64;
        java.util.Set<Integer> blockable = new java.util.HashSet<>();
        if (onlyBlockable) for (Decision.BlockCandidate c : d.candidates()) blockable.addAll(c.attackers());
        // each numbered attacker's number by object id (-1: not numbered), so a candidate's attackers are read once
        int[] number = new int[s.objectCount()];
        java.util.Arrays.fill(number, -1);
        for (int attacker : attackers) {
            if (!onlyBlockable || blockable.contains(attacker)) {
                number[attacker] = targets.size();
                targets.add(s.object(attacker).ref());
            }
        }
        DeclarationProblem.Builder b = DeclarationProblem.builder(DeclarationKind.BLOCK, creatures.size(), targets.size());
        for (int t = 0; t < targets.size(); t++) {
            // 702.111b: menace — can't be blocked except by two or more creatures.
            int attacker = ((Target.Object) targets.get(t)).id();
            Characteristics ach = Layers.of(s, attacker);
            if (ach.has(Keyword.MENACE)) b.restrict(new Restriction.MinBlockers(t, 2));
            for (StaticEffect e : CombatAbilities.of(s, attacker, ach)) {
                // 509.1b: "can't be blocked by more than N creatures"
                if (e instanceof StaticEffect.CantBeBlockedByMoreThan m) b.restrict(new Restriction.MaxBlockers(t, m.max()));
                // 509.1c: "must be blocked if able"
                if (e instanceof StaticEffect.MustBeBlocked) b.require(new Requirement.MustBeTargeted(t));
                // 509.1b: "can't be blocked except by N or more creatures"
                if (e instanceof StaticEffect.CantBeBlockedExceptByAtLeast n) b.restrict(new Restriction.MinBlockers(t, n.min()));
            }
        }
        long everyTarget = targets.size() == 64 ? -1L : (1L << targets.size()) - 1;
        boolean blockingCosts = !AttackCosts.toBlock(s).isEmpty();
        for (int i = 0; i < creatures.size(); i++) {
            Decision.BlockCandidate cand = d.candidates().get(i);
            b.maxTargets(i, cand.maxAttackers());
            long allowed = 0;
            for (int attacker : cand.attackers()) {
                int t = attacker >= 0 && attacker < number.length ? number[attacker] : -1;
                if (t >= 0) allowed |= 1L << t;
            }
            long costly = blockingCosts ? allowed & everyTarget : 0;
            List<StaticEffect> rules = CombatAbilities.of(s, cand.creature(), Layers.of(s, cand.creature())); // read once
            if (allowed != 0 && CombatAbilities.has(rules, StaticEffect.BlockCostAgainst.class)) { // 509.1c: its own cost against some attackers
                for (int t = 0; t < targets.size(); t++) {
                    int attacker = ((Target.Object) targets.get(t)).id();
                    if (!AttackCosts.toBlock(s, cand.creature(), attacker).isEmpty()) costly |= 1L << t;
                }
                costly &= allowed;
            }
            if (costly != 0) b.costly(i, costly); // seed 500.3: exempt when unpaid
            for (int t = 0; t < targets.size(); t++) {
                // the reason is written only when a declaration breaks it (CombatProblem.describe: the same words on the same state)
                if ((allowed & (1L << t)) == 0) b.restrict(new Restriction.CannotTarget(i, t, null));
            }
            if (CombatAbilities.has(rules, StaticEffect.BlocksEachCombat.class)
                    || CombatAbilities.has(rules, StaticEffect.AttacksOrBlocksEachCombat.class)) {
                b.require(new Requirement.MustDeclare(i)); // seed 500.1: a requirement
            }
            if (CombatAbilities.has(rules, StaticEffect.CantBlockAlone.class)) b.restrict(new Restriction.NotAlone(i));
            for (StaticEffect e : rules) { // 509.1b: "unless at least N other creatures block"
                if (e instanceof StaticEffect.CantUnlessOthers f && !f.attack()) b.restrict(new Restriction.NotAlone(i, f.others()));
                if (e instanceof StaticEffect.BlocksObjectIfAble bo && bo.object() < number.length && number[bo.object()] >= 0
                        && s.object(bo.object()).zoneChanges() == bo.zoneChanges()) {
                    b.require(new Requirement.MustTarget(i, number[bo.object()])); // 509.1c: "blocks ~ this turn if able"
                }
            }
            if (CombatAbilities.has(rules, StaticEffect.BlocksEachAttacker.class)) {
                for (int t = 0; t < targets.size(); t++) b.require(new Requirement.MustTarget(i, t)); // 509.1c: one per attacker
            }
        }
        List<ActiveStatic> statics = Layers.staticAbilities(s);
        for (ActiveStatic a : statics) {
            // "No more than N creatures can block each combat."
            if (a.effect() instanceof StaticEffect.MaxBlockers m) b.restrict(new Restriction.MaxDeclared(m.max()));
            // Lure: "All creatures able to block [it] do so." — a requirement on each creature (seed 500.1).
            if (a.effect() instanceof StaticEffect.AllAbleToBlockDoSo lure) {
                for (int t = 0; t < targets.size(); t++) {
                    int attacker = ((Target.Object) targets.get(t)).id();
                    if (!Affecting.affects(s, a.source(), lure.affected(), attacker, Layers.of(s, attacker))) continue;
                    for (int i = 0; i < creatures.size(); i++) {
                        int id = creatures.get(i); // 509.1c: "All creatures with flying able to block ~": only those
                        if (lure.blockers() != null && !Affecting.matches(s, a.source(), lure.blockers(), s.object(id), Layers.of(s, id))) continue;
                        b.require(new Requirement.MustTarget(i, t));
                    }
                }
            }
        }
        return new CombatProblem(b.build(), creatures, targets);
    }

    public static Declaration toDeclaration(CombatProblem p, Choice.DeclareBlockers c) {
        long[] options = new long[p.creatures().size()];
        // many blocks (a large board): each creature's first number and each attacker's last, found once (issue 13)
        java.util.Map<Integer, Integer> creatureAt = null;
        java.util.Map<Integer, Integer> targetAt = null;
        if (c.blocks().size() > 4) {
            creatureAt = new java.util.HashMap<>();
            targetAt = new java.util.HashMap<>();
            for (int k = 0; k < p.creatures().size(); k++) creatureAt.putIfAbsent(p.creatures().get(k), k);
            for (int k = 0; k < p.targets().size(); k++) targetAt.put(((Target.Object) p.targets().get(k)).id(), k);
        }
        for (Choice.Block bl : c.blocks()) {
            int i;
            int t = -1;
            if (creatureAt != null) {
                i = creatureAt.getOrDefault(bl.blocker(), -1);
                t = targetAt.getOrDefault(bl.attacker(), -1);
            } else {
                i = p.creatureIndex(bl.blocker());
                for (int k = 0; k < p.targets().size(); k++) {
                    if (((Target.Object) p.targets().get(k)).id() == bl.attacker()) t = k;
                }
            }
            if (i < 0 || t < 0) return null;
            options[i] |= 1L << t;
        }
        return Declaration.of(options);
    }

    public static Choice.DeclareBlockers toChoice(CombatProblem p, Declaration d) {
        List<Choice.Block> blocks = new ArrayList<>();
        for (int i = 0; i < p.creatures().size(); i++) {
            long o = d.option(i);
            for (int t = 0; t < p.targets().size(); t++) {
                if ((o & (1L << t)) != 0) {
                    blocks.add(new Choice.Block(p.creatures().get(i), ((Target.Object) p.targets().get(t)).id()));
                }
            }
        }
        return new Choice.DeclareBlockers(blocks);
    }
}
