package dev.arbiter.agents.heuristic;

import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.combat.CombatProblem;
import dev.arbiter.engine.combat.Evasion;
import dev.arbiter.engine.combat.legality.Declaration;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.game.Result;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.timing.Step;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Declares attackers (508.1). A plan from combat arithmetic — attack with what no blocker can
 * profitably stop, everything when the alpha strike is lethal through the best blocks, and keep
 * back enough to survive the crack-back — is compared, by playing the combat out on the engine
 * (its own legality, first strike, trample, deathtouch and damage) against the opponent's
 * {@link BlockPlanner} blocks and against no blocks (an opponent need not block well), with
 * attacking with nothing and with everything; the best resulting position wins, valued with the
 * opponent's next combat played out (an all-out crack-back into the blockers left untapped) and the
 * danger of a lethal one.
 */
final class AttackPlanner {
    /**
     * How much the valuation of an attack trusts that the opponent may not block at all, against
     * the {@link BlockPlanner}'s best blocks. Measured on the bench decks (400 games each, seed 1
     * and 2): 0 (best blocks only) red heuristic beats random 87.0 / 88.5 %, 0.5 gives 90.8 / 90.5 %;
     * 0.3, 0.7 and 1.0 gave 89.3, 89.5 and 88.8 %; heuristic against heuristic moved within noise.
     */
    static final double UNBLOCKED_WEIGHT = 0.5;

    /**
     * How much an attack's end position is valued by the opponent's next combat played out on the engine
     * ({@link #crackBackPlayed}) against the position itself: attackers tapped now (508.1f) are missing as blockers
     * then, and a trade changes who holds the board for that combat. Measured on the bench decks (red heuristic
     * against random, seeds 11-18, 8,000 paired games; docs/PERFORMANCE.md, "Agents, stop 29"): 0 (the position
     * alone) 7,469 wins, 0.3 / 0.5 / 0.7 / 1.0 gave 7,511 / 7,544 / 7,556 / 7,526.
     */
    static final double CRACK_BACK_WEIGHT = 0.7;

    private AttackPlanner() {
    }

    /**
     * An attack's end position for {@code me}: its evaluation less the danger of a lethal crack-back, blended with
     * the evaluation after the opponent's next combat played out ({@link #CRACK_BACK_WEIGHT}).
     */
    private static double worth(GameState end, int me) {
        double v = Evaluation.of(end, me) - danger(end, me);
        if (end.isOver()) return v;
        return (1 - CRACK_BACK_WEIGHT) * v + CRACK_BACK_WEIGHT * Evaluation.of(crackBackPlayed(end, me), me);
    }

    /**
     * Plays on from {@code end} (in {@code me}'s turn, after its combat) through the opponent's next combat, in which
     * the opponent attacks {@code me} with every creature that can (508.1, made legal by the engine's checker) and
     * {@code me} blocks by the {@link BlockPlanner} (509.1); every other decision gets {@link QuickAnswers} (priority
     * passes, so nobody casts). Returns the position once that combat's damage is dealt (510), or where play stops.
     */
    static GameState crackBackPlayed(GameState end, int me) {
        GameState s = end;
        int turn = s.turn().number();
        for (int i = 0; i < 120; i++) {
            if (s.isOver() || s.turn().number() > turn + 1) return s;
            Decision d = Game.decision(s);
            if (s.turn().number() == turn + 1 && s.turn().step().ordinal() > Step.COMBAT_DAMAGE.ordinal()
                    && s.pending() == null && s.stack().isEmpty() && d instanceof Decision.Priority) return s;
            Choice c;
            if (d instanceof Decision.Attackers a && a.player() != me) {
                CombatProblem p = LegalDeclaration.problem(s, a);
                Set<Integer> all = new LinkedHashSet<>();
                for (Decision.AttackCandidate ac : a.candidates()) {
                    for (Target t : ac.defenders()) if (t instanceof Target.Player pl && pl.player() == me) all.add(ac.creature());
                }
                c = LegalDeclaration.closest(s, a, p, declaration(p, all, me));
            } else {
                c = QuickAnswers.answer(s, d);
            }
            Result r = Game.apply(s, c, false);
            if (!r.accepted() && d instanceof Decision.Attackers) r = Game.apply(s, QuickAnswers.answer(s, d), false);
            if (!r.accepted()) return s;
            s = r.state();
        }
        return s;
    }

    static Choice plan(GameState s, Decision.Attackers d) {
        return plan(s, d, false);
    }

    /** As {@link #plan(GameState, Decision.Attackers)}; with {@code arithmeticOnly} the arithmetic plan, not played out. */
    static Choice plan(GameState s, Decision.Attackers d, boolean arithmeticOnly) {
        if (d.candidates().isEmpty()) return new Choice.DeclareAttackers(List.of());
        GameState v = Game.view(s);
        int me = d.player();
        CombatProblem p = LegalDeclaration.problem(s, d);
        List<Decision.AttackCandidate> able = new ArrayList<>();
        int defender = -1;
        for (Decision.AttackCandidate c : d.candidates()) {
            Target.Player t = opponentPlayer(v, me, c);
            if (t == null) continue;
            able.add(c);
            if (defender < 0) defender = t.player();
        }
        if (able.isEmpty()) return LegalDeclaration.closest(s, d, p, Declaration.none(p.creatures().size()));
        Set<Integer> planned = arithmetic(v, me, defender, able);
        if (arithmeticOnly || planned.size() == able.size() && planned.size() > 0 || !canBeBlocked(v, defender, able)) return LegalDeclaration.closest(s, d, p, declaration(p, planned, defender));
        Set<Integer> all = new LinkedHashSet<>();
        for (Decision.AttackCandidate c : able) all.add(c.creature());
        List<Choice> options = new ArrayList<>();
        options.add(LegalDeclaration.closest(s, d, p, declaration(p, planned, defender)));
        Choice none = LegalDeclaration.closest(s, d, p, declaration(p, Set.of(), defender));
        Choice every = LegalDeclaration.closest(s, d, p, declaration(p, all, defender));
        if (!options.contains(none)) options.add(none);
        if (!options.contains(every)) options.add(every);
        if (options.size() == 1) return options.get(0);
        Choice best = options.get(0);
        double bestValue = Double.NEGATIVE_INFINITY;
        for (Choice c : options) {
            GameState end = Lookahead.play(s, c);
            if (end == null) continue;
            double value = worth(end, me);
            GameState open = Lookahead.play(s, c, true);
            if (open != null) {
                double w = unblockedWeight(attackerCount(c), possibleBlockers(v, defender, c));
                value = (1 - w) * value + w * worth(open, me);
            }
            if (value > bestValue + 1e-9) {
                best = c;
                bestValue = value;
            }
        }
        return best;
    }

    /**
     * How much an attack's valuation trusts the unblocked scenario: {@link #UNBLOCKED_WEIGHT} while the attackers are
     * at least as many as the defender's creatures able to block one of them (509.1a), less in proportion when the
     * possible blockers outnumber them (weight × attackers / blockers): with more blockers than attackers an
     * opponent need not block well to block something. Measured on the bench decks (red heuristic against random,
     * paired deals; docs/PERFORMANCE.md, "Issue 12, stop 35"): seeds 1-3 2,843 → 2,856 of 3,000.
     */
    static double unblockedWeight(int attackers, int blockers) {
        if (attackers <= 0 || blockers <= attackers) return UNBLOCKED_WEIGHT;
        return UNBLOCKED_WEIGHT * attackers / blockers;
    }

    private static int attackerCount(Choice c) {
        return c instanceof Choice.DeclareAttackers da ? da.attacks().size() : 0;
    }

    /** The defender's untapped creatures that could block at least one of this declaration's attackers (509.1a, 509.1b). */
    private static int possibleBlockers(GameState v, int defender, Choice c) {
        if (!(c instanceof Choice.DeclareAttackers da) || da.attacks().isEmpty()) return 0;
        int m = 0;
        for (int id : v.battlefield()) {
            GameObject o = v.object(id);
            if (o.controller() != defender || o.tapped() || !Layers.of(v, o).isCreature()) continue;
            if (Fighter.has(v, id, StaticEffect.CantBlock.class)) continue;
            for (Choice.Attack a : da.attacks()) {
                if (Evasion.whyCantBlock(v, id, a.attacker()) == null) {
                    m++;
                    break;
                }
            }
        }
        return m;
    }

    /** Whether the defender has an untapped creature that could block one of these attackers (509.1a). */
    private static boolean canBeBlocked(GameState v, int defender, List<Decision.AttackCandidate> able) {
        for (int id : v.battlefield()) {
            GameObject o = v.object(id);
            if (o.controller() != defender || o.tapped() || !Layers.of(v, o).isCreature()) continue;
            if (Fighter.has(v, id, StaticEffect.CantBlock.class)) continue;
            for (Decision.AttackCandidate c : able) if (Evasion.whyCantBlock(v, id, c.creature()) == null) return true;
        }
        return false;
    }

    private static Target.Player opponentPlayer(GameState v, int me, Decision.AttackCandidate c) {
        for (Target t : c.defenders()) {
            if (t instanceof Target.Player pl && v.areOpponents(me, pl.player())) return pl;
        }
        return null;
    }

    private static Declaration declaration(CombatProblem p, Set<Integer> attackers, int defender) {
        long[] options = new long[p.creatures().size()];
        int t = p.targetIndex(Target.player(defender));
        if (t < 0) return Declaration.of(options);
        for (int id : attackers) {
            int i = p.creatureIndex(id);
            if (i >= 0) options[i] = 1L << t;
        }
        return Declaration.of(options);
    }

    /** The attackers combat arithmetic picks (see the class comment). */
    private static Set<Integer> arithmetic(GameState v, int me, int opp, List<Decision.AttackCandidate> able) {
        List<Fighter> blockers = new ArrayList<>();
        for (int id : v.battlefield()) {
            GameObject o = v.object(id);
            if (o.controller() != opp || o.tapped() || !Layers.of(v, o).isCreature()) continue;
            if (Fighter.has(v, id, StaticEffect.CantBlock.class)) continue;
            blockers.add(Fighter.of(v, id));
        }
        Set<Integer> chosen = new LinkedHashSet<>();
        List<Fighter> attackers = new ArrayList<>();
        for (Decision.AttackCandidate c : able) attackers.add(Fighter.of(v, c.creature()));
        // Lethal through the best blocks: the blockers stop the biggest attackers they can block.
        int oppLife = v.player(opp).life();
        List<Integer> powers = new ArrayList<>();
        for (Fighter a : attackers) powers.add(a.unblockedDamage());
        powers.sort(Comparator.reverseOrder());
        int through = 0;
        for (int i = Math.min(blockers.size(), powers.size()); i < powers.size(); i++) through += powers.get(i);
        if (through >= oppLife || racing(v, me, opp, through)) {
            for (Fighter a : attackers) chosen.add(a.id());
            return chosen;
        }
        for (Fighter a : attackers) {
            boolean safe = true;
            for (Fighter b : blockers) {
                if (Evasion.whyCantBlock(v, b.id(), a.id()) != null) continue;
                Fighter.Outcome o = Fighter.fight(a, b);
                if (o.attackerDies() && !(o.blockerDies() && b.value() >= a.value() - 0.5)) {
                    safe = false;
                    break;
                }
            }
            if (safe && a.power() > 0) chosen.add(a.id());
        }
        // Keep back blockers while the opponent's next attack would be lethal, unless it is lethal even
        // with everyone kept back: then holding back saves nothing.
        if (crackBack(v, me, opp, Set.of()) >= v.player(me).life()) return chosen;
        List<Fighter> byToughness = new ArrayList<>();
        for (Fighter a : attackers) if (chosen.contains(a.id())) byToughness.add(a);
        byToughness.sort(Comparator.comparingInt(Fighter::toughness).reversed());
        for (Fighter keep : byToughness) {
            if (crackBack(v, me, opp, chosen) < v.player(me).life()) break;
            chosen.remove(keep.id());
        }
        return chosen;
    }

    /**
     * The race favours attacking with everything when the damage that gets through the best
     * blocks each turn kills the opponent in fewer turns than all their creatures need to kill
     * {@code me} (the attacker strikes first, so an equal count is enough).
     */
    private static boolean racing(GameState v, int me, int opp, int through) {
        if (through <= 0) return false;
        int theirPower = 0;
        for (int id : v.battlefield()) {
            GameObject o = v.object(id);
            Characteristics ch = Layers.of(v, o);
            if (o.controller() == opp && ch.isCreature() && !ch.has(Keyword.DEFENDER)) theirPower += Math.max(0, ch.power());
        }
        int myTurns = (v.player(opp).life() + through - 1) / through;
        int theirTurns = theirPower == 0 ? Integer.MAX_VALUE : (v.player(me).life() + theirPower - 1) / theirPower;
        return myTurns <= theirTurns;
    }

    /**
     * Damage the opponent's creatures could deal on their next turn if each of {@code me}'s
     * creatures left untapped (not attacking, or with vigilance) blocks the biggest of them it may
     * block (509.1b: "can't block", "can't block creatures with power 2 or greater", flying...).
     */
    private static int crackBack(GameState v, int me, int opp, Set<Integer> attacking) {
        List<int[]> theirs = new ArrayList<>(); // {id, damage}
        List<Integer> mine = new ArrayList<>();
        for (int id : v.battlefield()) {
            GameObject o = v.object(id);
            Characteristics ch = Layers.of(v, o);
            if (!ch.isCreature()) continue;
            if (o.controller() == opp) {
                if (!ch.has(Keyword.DEFENDER) && !Fighter.has(v, id, StaticEffect.CantAttack.class)) {
                    theirs.add(new int[]{id, Math.max(0, ch.power()) * (ch.has(Keyword.DOUBLE_STRIKE) ? 2 : 1)});
                }
            } else if (o.controller() == me) {
                boolean stays = !attacking.contains(id) || ch.has(Keyword.VIGILANCE);
                if (stays && !o.tapped() && !Fighter.has(v, id, StaticEffect.CantBlock.class)) mine.add(id);
            }
        }
        theirs.sort((x, y) -> Integer.compare(y[1], x[1]));
        int total = 0;
        for (int[] t : theirs) {
            Integer blocker = null;
            for (int b : mine) {
                if (Evasion.whyCantBlock(v, b, t[0]) == null) {
                    blocker = b;
                    break;
                }
            }
            if (blocker != null) mine.remove(blocker);
            else total += t[1];
        }
        return total;
    }

    /** A penalty when, after this combat, the opponent's next attack could be lethal. */
    static double danger(GameState end, int me) {
        if (end.isOver()) return 0;
        for (var ps : end.players()) {
            if (ps.id() == me || !ps.inGame() || !end.areOpponents(me, ps.id())) continue;
            Set<Integer> tapped = new LinkedHashSet<>();
            for (int id : end.battlefield()) {
                GameObject o = end.object(id);
                if (o.controller() == me && o.tapped()) tapped.add(id);
            }
            int hit = crackBack(end, me, ps.id(), tapped);
            int life = end.player(me).life();
            if (hit >= life) return 60;
            return 0;
        }
        return 0;
    }
}
