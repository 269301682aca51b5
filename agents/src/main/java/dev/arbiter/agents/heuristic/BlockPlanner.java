package dev.arbiter.agents.heuristic;

import dev.arbiter.engine.combat.CombatProblem;
import dev.arbiter.engine.combat.DeclareBlockers;
import dev.arbiter.engine.combat.legality.Declaration;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Target;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * Declares blockers (509.1) by combat arithmetic: first blocks that kill an attacker and survive,
 * then blocks that survive without loss (walls), then even or better trades unless the blocking
 * player is ahead in the race (its attacks kill first: a trade would only slow them), then two blockers on
 * an attacker they destroy together when it can destroy only one of them, and chump blocks
 * only while the unblocked damage would otherwise be lethal; if it still is, blockers move from
 * small attackers to the big ones ({@link #survive}). The plan is then made legal by the
 * engine's own checker ({@link LegalDeclaration}: menace, Lure, "blocks each combat if able").
 */
final class BlockPlanner {
    private BlockPlanner() {
    }

    static Choice plan(GameState s, Decision.Blockers d) {
        if (d.candidates().isEmpty()) return new Choice.DeclareBlockers(List.of());
        GameState v = Game.view(s);
        int me = d.player();
        CombatProblem p = LegalDeclaration.problem(s, d);
        List<Fighter> attackers = new ArrayList<>();
        for (int id : DeclareBlockers.attackersOf(v, me)) attackers.add(Fighter.of(v, id));
        attackers.sort(Comparator.comparingDouble(Fighter::value).reversed());
        Map<Integer, Fighter> blockers = new java.util.LinkedHashMap<>();
        Map<Integer, List<Integer>> canBlock = new java.util.LinkedHashMap<>();
        for (Decision.BlockCandidate c : d.candidates()) {
            blockers.put(c.creature(), Fighter.of(v, c.creature()));
            canBlock.put(c.creature(), c.attackers());
        }
        Map<Integer, Integer> assigned = new java.util.LinkedHashMap<>(); // blocker -> attacker
        Map<Integer, Boolean> blocked = new java.util.LinkedHashMap<>();
        int life = v.player(me).life();
        int poison = v.player(me).poison();
        int incoming = 0;
        int incomingPoison = 0;
        for (Fighter a : attackers) {
            if (a.infect()) incomingPoison += a.unblockedDamage();
            else incoming += a.unblockedDamage();
        }
        boolean pressed = incoming * 2 >= life;
        // Ahead in the race, a trade only slows this player's own clock: no trading blocks (see aheadInRace).
        boolean ahead = aheadInRace(v, me, incoming, life);
        for (int pass = 0; pass < (ahead ? 2 : 3); pass++) {
            for (Fighter a : attackers) {
                if (blocked.containsKey(a.id()) || p.problem() == null) continue;
                Fighter best = null;
                double bestCost = Double.MAX_VALUE;
                for (Fighter b : blockers.values()) {
                    if (assigned.containsKey(b.id()) || !canBlock.get(b.id()).contains(a.id())) continue;
                    Fighter.Outcome o = Fighter.fight(a, b);
                    boolean take = switch (pass) {
                        case 0 -> o.attackerDies() && !o.blockerDies();
                        case 1 -> !o.blockerDies();
                        default -> o.attackerDies() && (a.value() >= b.value() - 0.5 || pressed && a.value() >= 0.7 * b.value());
                    };
                    if (take && b.value() < bestCost) {
                        best = b;
                        bestCost = b.value();
                    }
                }
                if (best != null) {
                    assigned.put(best.id(), a.id());
                    blocked.put(a.id(), true);
                }
            }
        }
        gangBlocks(attackers, blockers, canBlock, assigned, blocked);
        // Chump blocks only while the rest would be lethal (damage or poison, 704.5a, 704.5c).
        while (true) {
            int through = 0;
            int throughPoison = 0;
            Fighter biggest = null;
            for (Fighter a : attackers) {
                if (blocked.containsKey(a.id())) continue;
                if (a.infect()) throughPoison += a.unblockedDamage();
                else through += a.unblockedDamage();
                if (biggest == null || a.unblockedDamage() > biggest.unblockedDamage()) {
                    if (canBeChumped(a, blockers, canBlock, assigned)) biggest = a;
                }
            }
            if (through < life && poison + throughPoison < 10 || biggest == null) break;
            Fighter cheapest = null;
            for (Fighter b : blockers.values()) {
                if (assigned.containsKey(b.id()) || !canBlock.get(b.id()).contains(biggest.id())) continue;
                if (cheapest == null || b.value() < cheapest.value()) cheapest = b;
            }
            assigned.put(cheapest.id(), biggest.id());
            blocked.put(biggest.id(), true);
        }
        survive(attackers, canBlock, assigned, blocked, life, poison);
        reinforce(attackers, blockers, canBlock, assigned);
        long[] options = new long[p.creatures().size()];
        for (var e : assigned.entrySet()) {
            int i = p.creatureIndex(e.getKey());
            int t = targetIndex(p, e.getValue());
            if (i >= 0 && t >= 0) options[i] |= 1L << t;
        }
        return LegalDeclaration.closest(s, d, p, Declaration.of(options));
    }

    /**
     * Two blockers on one attacker (509.1a: any number may block it) when together they destroy
     * it, and it can destroy at most one of them, the lost one worth less than the attacker.
     */
    static void gangBlocks(List<Fighter> attackers, Map<Integer, Fighter> blockers, Map<Integer, List<Integer>> canBlock,
                                   Map<Integer, Integer> assigned, Map<Integer, Boolean> blocked) {
        for (Fighter a : attackers) {
            if (blocked.containsKey(a.id()) || a.indestructible() || a.first() || a.trample()) continue;
            Fighter bestOne = null;
            Fighter bestTwo = null;
            double bestCost = Double.MAX_VALUE;
            List<Fighter> free = new ArrayList<>();
            for (Fighter b : blockers.values()) {
                if (!assigned.containsKey(b.id()) && canBlock.get(b.id()).contains(a.id()) && b.power() > 0) free.add(b);
            }
            for (int i = 0; i < free.size(); i++) {
                for (int j = i + 1; j < free.size(); j++) {
                    Fighter x = free.get(i);
                    Fighter y = free.get(j);
                    boolean kills = x.deathtouch() || y.deathtouch() || x.power() + y.power() >= a.toughness() - a.damage();
                    if (!kills) continue;
                    int left = a.unblockedDamage();
                    boolean both = a.deathtouch() ? left >= 2 : left >= (x.toughness() - x.damage()) + (y.toughness() - y.damage());
                    if (both) continue;
                    double lost = Math.max(a.kills(x) ? x.value() : 0, a.kills(y) ? y.value() : 0);
                    if (lost >= a.value()) continue;
                    if (lost < bestCost) {
                        bestCost = lost;
                        bestOne = x;
                        bestTwo = y;
                    }
                }
            }
            if (bestOne != null) {
                assigned.put(bestOne.id(), a.id());
                assigned.put(bestTwo.id(), a.id());
                blocked.put(a.id(), true);
            }
        }
    }

    /**
     * Survival first (704.5a, 704.5c): when the plan still lets lethal damage (or poison) through and no free creature
     * can block the attackers left unblocked, a blocker moves from a smaller attacker to the biggest unblocked one it
     * may block (the smaller one is then unblocked unless another creature still blocks it), as long as that lowers
     * the damage taken: a kill of a small attacker is worth nothing to a player who dies to a big one.
     */
    static void survive(List<Fighter> attackers, Map<Integer, List<Integer>> canBlock, Map<Integer, Integer> assigned,
                        Map<Integer, Boolean> blocked, int life, int poison) {
        Map<Integer, Fighter> byId = new java.util.HashMap<>();
        for (Fighter a : attackers) byId.put(a.id(), a);
        for (int round = 0; round < attackers.size(); round++) {
            int through = 0;
            int throughPoison = 0;
            for (Fighter a : attackers) {
                if (blocked.containsKey(a.id())) continue;
                if (a.infect()) throughPoison += a.unblockedDamage();
                else through += a.unblockedDamage();
            }
            if (through < life && poison + throughPoison < 10) return;
            Integer bestBlocker = null;
            Fighter bestTarget = null;
            int bestGain = 0;
            for (var e : assigned.entrySet()) {
                Fighter from = byId.get(e.getValue());
                if (from == null) continue;
                int others = 0;
                for (int to : assigned.values()) if (to == from.id()) others++;
                int freed = others > 1 ? 0 : from.unblockedDamage();
                for (Fighter a : attackers) {
                    if (blocked.containsKey(a.id()) || !canBlock.get(e.getKey()).contains(a.id())) continue;
                    int gain = a.unblockedDamage() - freed;
                    if (gain > bestGain) {
                        bestGain = gain;
                        bestBlocker = e.getKey();
                        bestTarget = a;
                    }
                }
            }
            if (bestBlocker == null) return;
            int from = assigned.get(bestBlocker);
            assigned.put(bestBlocker, bestTarget.id());
            blocked.put(bestTarget.id(), true);
            if (!assigned.containsValue(from)) blocked.remove(from);
        }
    }

    /**
     * A second blocker joins a single block (509.1a: any number may block an attacker) when the
     * two together destroy the attacker, it can destroy at most one of them (its controller picks
     * which, 510.1c), and that costs no more than the block alone: a wall and a small creature
     * finish a big attacker, and a trade becomes a kill the attacker answers by destroying at most
     * the one it would have destroyed anyway.
     */
    static void reinforce(List<Fighter> attackers, Map<Integer, Fighter> blockers, Map<Integer, List<Integer>> canBlock,
                          Map<Integer, Integer> assigned) {
        for (Fighter a : attackers) {
            if (a.indestructible() || a.first() || a.trample()) continue;
            Fighter alone = null;
            int others = 0;
            for (var e : assigned.entrySet()) {
                if (e.getValue() != a.id()) continue;
                others++;
                alone = blockers.get(e.getKey());
            }
            if (others != 1 || alone == null) continue;
            double lostAlone = a.kills(alone) ? alone.value() : 0;
            if (alone.kills(a) && lostAlone == 0) continue; // already a free kill
            Fighter best = null;
            double bestCost = Double.MAX_VALUE;
            for (Fighter b : blockers.values()) {
                if (assigned.containsKey(b.id()) || !canBlock.get(b.id()).contains(a.id()) || b.power() <= 0) continue;
                boolean kills = alone.deathtouch() || b.deathtouch() || alone.power() + b.power() >= a.toughness() - a.damage();
                if (!kills) continue;
                int left = a.unblockedDamage();
                boolean both = a.deathtouch() ? left >= 2
                        : left >= (alone.toughness() - alone.damage()) + (b.toughness() - b.damage());
                if (both) continue;
                double lost = Math.max(lostAlone, a.kills(b) ? b.value() : 0);
                if (lost > lostAlone && lost >= a.value()) continue;
                if (lost < bestCost || lost == bestCost && best != null && b.value() < best.value()) {
                    bestCost = lost;
                    best = b;
                }
            }
            if (best != null) assigned.put(best.id(), a.id());
        }
    }

    /**
     * Whether {@code me}, blocking, wins the race without trading: its creatures' total power kills the
     * attacking player in no more of its turns than the attacker's creatures need to kill {@code me}
     * after this combat's damage taken unblocked ({@code me} attacks first after this combat). A trading
     * block then costs the faster clock a creature. Measured on the bench decks (red against random,
     * 16,000 paired deals): 92.5 % against 91.9 % with trades whatever the race.
     */
    static boolean aheadInRace(GameState v, int me, int incoming, int life) {
        int attacker = v.turn().active();
        if (attacker == me) return false;
        int mine = 0;
        int theirs = 0;
        for (int id : v.battlefield()) {
            var o = v.object(id);
            var ch = dev.arbiter.engine.layers.Layers.of(v, o);
            if (!ch.isCreature() || ch.has(dev.arbiter.engine.ability.Keyword.DEFENDER)) continue;
            if (o.controller() == me) mine += Math.max(0, ch.power());
            else if (o.controller() == attacker) theirs += Math.max(0, ch.power());
        }
        return aheadInRace(mine, v.player(attacker).life(), theirs, life - incoming);
    }

    /**
     * The race's arithmetic: {@code myPower} against the attacking player's {@code theirLife}, their
     * {@code theirPower} against {@code myLifeAfter} (this player's life once this combat's damage is taken).
     */
    static boolean aheadInRace(int myPower, int theirLife, int theirPower, int myLifeAfter) {
        if (myPower <= 0 || myLifeAfter <= 0) return false;
        int myTurns = (theirLife + myPower - 1) / myPower;
        if (theirPower <= 0) return true;
        int theirTurns = (myLifeAfter + theirPower - 1) / theirPower;
        return myTurns <= theirTurns;
    }

    private static boolean canBeChumped(Fighter a, Map<Integer, Fighter> blockers, Map<Integer, List<Integer>> canBlock,
                                        Map<Integer, Integer> assigned) {
        for (Fighter b : blockers.values()) {
            if (!assigned.containsKey(b.id()) && canBlock.get(b.id()).contains(a.id())) return true;
        }
        return false;
    }

    private static int targetIndex(CombatProblem p, int attacker) {
        for (int k = 0; k < p.targets().size(); k++) {
            if (p.targets().get(k) instanceof Target.Object o && o.id() == attacker) return k;
        }
        return -1;
    }
}
