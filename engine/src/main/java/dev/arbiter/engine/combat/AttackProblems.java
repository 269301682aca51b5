package dev.arbiter.engine.combat;

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
 * The attack declaration as a legality problem (seed 500.2 / 508.1c-d): the creatures that could
 * attack, what each could attack, the restrictions ("can't attack alone", "no more than N
 * creatures can attack") and the requirements ("attacks each combat if able").
 */
public final class AttackProblems {
    private static final int IS_GOADED = Layers.staticKind(StaticEffect.IsGoaded.class);

    private AttackProblems() {
    }

    /**
     * 701.38b-c: for its goading player {@code goader}, creature {@code i} attacks each combat if able, and attacks a
     * player other than that player if able.
     */
    private static void goaded(DeclarationProblem.Builder b, int i, List<Target> targets, int goader) {
        b.require(new Requirement.MustDeclare(i));
        long others = 0;
        for (int t = 0; t < targets.size(); t++) {
            if (targets.get(t) instanceof Target.Player p && p.player() != goader) others |= 1L << t;
        }
        if (Long.bitCount(others) == 1) b.require(new Requirement.MustTarget(i, Long.numberOfTrailingZeros(others)));
        else if (others != 0) b.require(new Requirement.MustTargetOneOf(i, others));
    }

    public static CombatProblem of(GameState s, Decision.Attackers d) {
        return ProblemMemo.of(s, d, AttackProblems::build); // built once per decision (agent and validator)
    }

    private static CombatProblem build(GameState s, Decision.Attackers d) {
        List<Integer> creatures = new ArrayList<>();
        List<Target> targets = new ArrayList<>();
        for (Decision.AttackCandidate c : d.candidates()) {
            creatures.add(c.creature());
            for (Target t : c.defenders()) if (!targets.contains(t)) targets.add(t);
        }
        DeclarationProblem.Builder b = DeclarationProblem.builder(DeclarationKind.ATTACK, creatures.size(), targets.size());
        List<ActiveStatic> goading = new ArrayList<>(); // statics that goad the creatures they affect (701.38b)
        if (Layers.mayHaveStatic(s, IS_GOADED)) {
            for (ActiveStatic a : Layers.staticAbilities(s)) if (a.effect() instanceof StaticEffect.IsGoaded) goading.add(a);
        }
        for (int i = 0; i < creatures.size(); i++) {
            long mask = 0;
            long costly = 0;
            for (Target t : d.candidates().get(i).defenders()) {
                mask |= 1L << targets.indexOf(t);
                if (!AttackCosts.toAttack(s, creatures.get(i), t).isEmpty()) costly |= 1L << targets.indexOf(t); // seed 500.2: exempt
            }
            b.allowed(i, mask);
            if (costly != 0) b.costly(i, costly);
            Characteristics ch = Layers.of(s, creatures.get(i));
            List<StaticEffect> rules = CombatAbilities.of(s, creatures.get(i), ch); // read once for the questions below
            if (CombatAbilities.has(rules, StaticEffect.AttacksEachCombat.class)
                    || CombatAbilities.has(rules, StaticEffect.AttacksOrBlocksEachCombat.class)) {
                b.require(new Requirement.MustDeclare(i)); // seed 500.1: a requirement
            }
            if (CombatAbilities.has(rules, StaticEffect.CantAttackAlone.class)) b.restrict(new Restriction.NotAlone(i));
            for (StaticEffect e : rules) { // 508.1c: "unless at least N other creatures attack"
                if (e instanceof StaticEffect.CantUnlessOthers f && f.attack()) b.restrict(new Restriction.NotAlone(i, f.others()));
            }
            // 508.1d: "attacks you this turn if able": "you" is the controller of the effect
            long goaders = 0;
            for (dev.arbiter.engine.state.ContinuousEffect e : s.effects()) {
                if (e.modification() instanceof dev.arbiter.engine.state.Modification.CombatRule r
                        && r.rule() instanceof StaticEffect.AttacksYouIfAble
                        && e.affected().contains(s.object(creatures.get(i)).ref())) {
                    int t = targets.indexOf(Target.player(e.controller()));
                    if (t >= 0) b.require(new Requirement.MustTarget(i, t));
                }
                if (e.modification() instanceof dev.arbiter.engine.state.Modification.CombatRule r // 508.1d: that player
                        && r.rule() instanceof StaticEffect.AttacksPlayerIfAble p
                        && e.affected().contains(s.object(creatures.get(i)).ref())) {
                    int t = targets.indexOf(Target.player(p.player()));
                    if (t >= 0) b.require(new Requirement.MustTarget(i, t));
                }
                if (e.modification() instanceof dev.arbiter.engine.state.Modification.CombatRule r
                        && r.rule() instanceof StaticEffect.Goaded && e.controller() >= 0
                        && (goaders & 1L << e.controller()) == 0 // 701.38d: once per goading player
                        && e.affected().contains(s.object(creatures.get(i)).ref())) {
                    goaders |= 1L << e.controller();
                    goaded(b, i, targets, e.controller());
                }
            }
            for (ActiveStatic a : goading) { // 701.38b: "Enchanted creature is goaded": by the source's controller
                int goader = s.object(a.source()).controller();
                if ((goaders & 1L << goader) != 0 // 701.38d: once per goading player
                        || !Affecting.affects(s, a.source(), ((StaticEffect.IsGoaded) a.effect()).affected(), creatures.get(i), ch)) continue;
                goaders |= 1L << goader;
                goaded(b, i, targets, goader);
            }
        }
        // "No more than N creatures can attack each combat." (seed 500.2, second example)
        for (ActiveStatic a : Layers.staticAbilities(s)) {
            if (a.effect() instanceof StaticEffect.MaxAttackers m) b.restrict(new Restriction.MaxDeclared(m.max()));
        }
        return new CombatProblem(b.build(), creatures, targets);
    }

    /** The declaration as the checker's value; null if it names a creature or target outside the problem. */
    public static Declaration toDeclaration(CombatProblem p, Choice.DeclareAttackers c) {
        long[] options = new long[p.creatures().size()];
        for (Choice.Attack a : c.attacks()) {
            int i = p.creatureIndex(a.attacker());
            int t = p.targetIndex(a.defender());
            if (i < 0 || t < 0) return null;
            options[i] |= 1L << t;
        }
        return Declaration.of(options);
    }

    public static Choice.DeclareAttackers toChoice(CombatProblem p, Declaration d) {
        List<Choice.Attack> attacks = new ArrayList<>();
        for (int i = 0; i < p.creatures().size(); i++) {
            long o = d.option(i);
            if (o != 0) attacks.add(new Choice.Attack(p.creatures().get(i), p.targets().get(Long.numberOfTrailingZeros(o))));
        }
        return new Choice.DeclareAttackers(attacks);
    }
}
