package dev.arbiter.agents;

import dev.arbiter.engine.combat.AttackProblems;
import dev.arbiter.engine.combat.BlockProblems;
import dev.arbiter.engine.combat.CombatProblem;
import dev.arbiter.engine.combat.legality.Declaration;
import dev.arbiter.engine.combat.legality.LegalDeclarations;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.util.Rng;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Answers every decision with a uniformly random legal choice, from its own seeded generator (so
 * a game between random agents is determined by the game seed and the agents' seeds). It never
 * activates mana abilities on its own: paying costs taps sources automatically, and floating
 * mana it can't use would only waste choices. With n objects on the stack it responds only with
 * probability 1/(n+1), and after k actions in a step it acts again only with probability 1/(k+1),
 * so responses and free abilities can't go on for ever; loops are broken by the engine (421).
 * Attack and block declarations come from the exact legality checker's random legal
 * declaration, so it never proposes an illegal one.
 */
public final class RandomAgent implements Agent {
    /** The state of this agent's {@link Rng} (SplitMix64), kept bare: a draw allocates nothing (see {@link Rng#nextState}). */
    private long rng;

    public RandomAgent(long seed) {
        this.rng = Rng.seeded(seed).state();
    }

    private int below(int n) {
        int v = Rng.below(rng, n);
        rng = Rng.nextState(rng);
        return v;
    }

    private boolean coin() {
        return below(2) == 0;
    }

    @Override
    public Choice choose(GameState s, Decision d) {
        if (d instanceof Decision.Priority p) return priority(s, p);
        // Seed 422.1-422.2: when answers to a casting or activation keep being refused (its cost
        // turns out unpayable), the player backs out of the whole action and keeps priority.
        if (s == rejectedIn && rejectionsHere >= 2 && s.pending() instanceof dev.arbiter.engine.proc.InProgress ip
                && ip.procedure().cancellable()) {
            return new Choice.Cancel();
        }
        if (d instanceof Decision.Targets t) return new Choice.ChooseTargets(subset(t.candidates(), t.min(), t.max()));
        if (d instanceof Decision.Number n) return new Choice.ChooseNumber(n.min() + below(n.max() - n.min() + 1));
        if (d instanceof Decision.Option o) return new Choice.ChooseOption(below(o.options().size()));
        if (d instanceof Decision.Objects o) return new Choice.ChooseObjects(subset(o.candidates(), o.min(), o.max()));
        if (d instanceof Decision.Attackers a) return attackers(s, a);
        if (d instanceof Decision.Blockers b) return blockers(s, b);
        if (d instanceof Decision.DamageAssignment da) return damage(s, da);
        throw new IllegalArgumentException("unknown decision " + d);
    }

    private Choice priority(GameState s, Decision.Priority p) {
        // Responding is ever less likely as the stack grows (with probability 1/(n+1) for n objects
        // on it), so the stack can't grow without end and every game driven by agents ends.
        int stack = s.stack().size();
        if (stack > 0 && below(stack + 1) != 0) return new Choice.Pass();
        // Likewise it acts again in a step it has already acted in k times only with probability
        // 1/(k+1): free repeatable abilities can't keep a step going for ever.
        int acted = actionsThisStep(s);
        if (acted > 0 && below(acted + 1) != 0) return new Choice.Pass();
        List<Choice> listed = p.withoutManaAbilities(); // the listing less mana abilities, when the engine offers it
        List<Choice> options = new ArrayList<>(listed.size());
        for (Choice c : listed) {
            if (c instanceof Choice.ActivateAbility a && isManaAbility(s, a)) continue;
            if (s == rejectedIn && rejectedHere.contains(c)) continue; // e.g. restarting a finished loop (421.2)
            options.add(c);
        }
        Choice c = options.get(below(options.size()));
        if (!(c instanceof Choice.Pass)) actedCount++;
        return c;
    }

    private int actedTurn = -1;
    private dev.arbiter.engine.timing.Step actedStep;
    private int actedCount;

    private int actionsThisStep(GameState s) {
        if (s.turn().number() != actedTurn || s.turn().step() != actedStep) {
            actedTurn = s.turn().number();
            actedStep = s.turn().step();
            actedCount = 0;
        }
        return actedCount;
    }

    private GameState rejectedIn;
    private int rejectionsHere;
    private final java.util.Set<Choice> rejectedHere = new java.util.HashSet<>();

    @Override
    public void rejected(GameState state, Decision decision, Choice choice, dev.arbiter.engine.decision.Rejection why) {
        if (state != rejectedIn) {
            rejectedIn = state;
            rejectedHere.clear();
            rejectionsHere = 0;
        }
        rejectedHere.add(choice);
        rejectionsHere++;
    }

    private static boolean isManaAbility(GameState s, Choice.ActivateAbility a) {
        return Layers.of(s, a.source()).activatedAbilities().get(a.index()).manaAbility();
    }

    private <T> List<T> subset(List<T> candidates, int min, int max) {
        int size = min + below(Math.max(0, max - min) + 1);
        List<T> shuffled = new ArrayList<>(candidates);
        for (int i = shuffled.size() - 1; i > 0; i--) Collections.swap(shuffled, i, below(i + 1));
        return new ArrayList<>(shuffled.subList(0, Math.min(size, shuffled.size())));
    }

    /** A random legal declaration, from the exact checker's enumerator (seed 500 / 508.1). */
    private Choice attackers(GameState s, Decision.Attackers d) {
        GameState view = Game.view(s);
        CombatProblem p = AttackProblems.of(view, d);
        return payable(s, () -> AttackProblems.toChoice(p, LegalDeclarations.randomLegal(p.problem(),
                view.config().edition(), generator()).orElseThrow(() -> new IllegalStateException("no legal attack declaration"))),
                new Choice.DeclareAttackers(List.of()));
    }

    /**
     * A random legal declaration the engine also accepts: one whose costs to attack or block
     * (508.1h, 509.1d) can be paid. A few tries, then declaring nothing (an unpaid cost is never
     * required, seed 500.2-500.3) if that is accepted.
     */
    private static Choice payable(GameState s, java.util.function.Supplier<Choice> random, Choice nothing) {
        if (!combatCosts(s)) return random.get(); // the usual case: legal means accepted
        Choice c = null;
        for (int i = 0; i < 20; i++) {
            c = random.get();
            if (Game.check(s, c) == null) return c;
        }
        return Game.check(s, nothing) == null ? nothing : c;
    }

    private static boolean combatCosts(GameState s) {
        for (var a : Layers.staticAbilities(s)) {
            if (a.effect() instanceof dev.arbiter.engine.ability.StaticEffect.AttackTax
                    || a.effect() instanceof dev.arbiter.engine.ability.StaticEffect.BlockTax) return true;
        }
        return false;
    }

    /** A random legal declaration of blockers (seed 500 / 509.1). */
    private Choice blockers(GameState s, Decision.Blockers d) {
        GameState view = Game.view(s);
        CombatProblem p = BlockProblems.of(view, d);
        return payable(s, () -> BlockProblems.toChoice(p, LegalDeclarations.randomLegal(p.problem(),
                view.config().edition(), generator()).orElseThrow(() -> new IllegalStateException("no legal block declaration"))),
                new Choice.DeclareBlockers(List.of()));
    }

    /** This agent's generator as a JDK RandomGenerator (for the legality enumerator). */
    private RandomGenerator generator() {
        return new RandomGenerator() {
            @Override
            public long nextLong() {
                long v = Rng.bits(rng);
                rng = Rng.nextState(rng);
                return v;
            }
        };
    }

    /** A random division: each point of damage to a random recipient, respecting trample's rule. */
    private Choice damage(GameState s, Decision.DamageAssignment d) {
        int blockers = d.lethal().size();
        int[] amounts = new int[d.recipients().size()];
        int left = d.amount();
        if (d.trample() && coin()) {
            for (int i = 0; i < blockers && left > 0; i++) {
                int n = Math.min(left, d.lethal().get(i));
                amounts[i] += n;
                left -= n;
            }
            if (left > 0) amounts[blockers] += left;
        } else {
            for (; left > 0; left--) amounts[below(blockers)]++;
        }
        List<Choice.DamageShare> shares = new ArrayList<>();
        for (int i = 0; i < amounts.length; i++) {
            if (amounts[i] > 0) shares.add(new Choice.DamageShare(d.recipients().get(i), amounts[i]));
        }
        return new Choice.AssignDamage(shares);
    }

}
