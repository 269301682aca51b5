package dev.arbiter.scenario.run;

import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.Attacker;
import dev.arbiter.engine.state.Blocker;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.timing.Step;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The combat damage assignment the engine makes without asking, because only one is possible, and
 * the rule that forces it (510.1a-d): an unblocked attacker's damage goes to what it attacks, a
 * creature blocked by (or blocking) exactly one creature assigns all its damage to it, one whose
 * blockers are gone assigns none (a trampler's goes to the player), one with no power assigns none.
 */
record ForcedDamage(Map<Target, Integer> shares, String rule, String why) {

    /**
     * The forced assignment of {@code creature} in {@code before} (the state just before the damage
     * step), or null when its controller would be asked (several blockers, or trample).
     */
    static ForcedDamage of(GameState before, int creature) {
        GameObject o = before.object(creature);
        if (o.zone() != Zone.BATTLEFIELD) {
            return new ForcedDamage(Map.of(), "506.4", o.name() + " left the battlefield and combat");
        }
        Characteristics ch = Layers.of(before, creature);
        int power = ch.power();
        if (power <= 0) return new ForcedDamage(Map.of(), "510.1a", o.name() + " has no power to assign");
        for (Attacker a : before.combat().attackers()) {
            if (a.id() == creature) return attacker(before, a, power, ch.has(Keyword.TRAMPLE), o.name());
        }
        for (Blocker b : before.combat().blockers()) {
            if (b.id() == creature) return blocker(before, b, power, o.name());
        }
        return new ForcedDamage(Map.of(), "510.1", o.name() + " is not in combat");
    }

    private static ForcedDamage attacker(GameState s, Attacker a, int power, boolean trample, String name) {
        if (!a.blocked()) {
            return new ForcedDamage(Map.of(a.defender(), power), "510.1b",
                    "an unblocked creature assigns its combat damage to what it attacks");
        }
        List<Integer> blockers = new ArrayList<>();
        for (int b : a.blockers()) if (s.object(b).zone() == Zone.BATTLEFIELD) blockers.add(b);
        if (blockers.isEmpty()) {
            return trample ? new ForcedDamage(Map.of(a.defender(), power), "702.19e",
                    "a trampler whose blockers are all gone assigns all its damage to the player")
                    : new ForcedDamage(Map.of(), "510.1c", name + " is blocked but no creature blocks it any more");
        }
        if (blockers.size() == 1 && !trample) {
            return new ForcedDamage(Map.of(s.object(blockers.get(0)).ref(), power), "510.1c",
                    "a creature blocked by exactly one creature assigns all its combat damage to it");
        }
        return null;
    }

    private static ForcedDamage blocker(GameState s, Blocker b, int power, String name) {
        List<Integer> attackers = new ArrayList<>();
        for (int a : b.attackers()) {
            if (s.object(a).zone() == Zone.BATTLEFIELD && s.combat().isAttacking(a)) attackers.add(a);
        }
        if (attackers.isEmpty()) return new ForcedDamage(Map.of(), "510.1d", name + " blocks no creature any more");
        if (attackers.size() == 1) {
            return new ForcedDamage(Map.of(s.object(attackers.get(0)).ref(), power), "510.1d",
                    "a creature blocking exactly one creature assigns all its combat damage to it");
        }
        return null;
    }

    /**
     * The decision the engine would have asked had it asked: the forced recipients (blockers first),
     * the creature's damage, lethal damage for each blocker (for the engine's own check of an
     * assignment, {@code CombatDamage.validate}).
     */
    Decision.DamageAssignment decision(GameState before, int creature) {
        List<Target> recipients = new ArrayList<>();
        List<Integer> lethal = new ArrayList<>();
        for (Target t : shares.keySet()) {
            if (t instanceof Target.Object obj) {
                recipients.add(t);
                lethal.add(Math.max(0, Layers.of(before, obj.id()).toughness() - before.object(obj.id()).damage()));
            }
        }
        for (Target t : shares.keySet()) if (t instanceof Target.Player) recipients.add(t);
        int amount = shares.values().stream().mapToInt(Integer::intValue).sum();
        return new Decision.DamageAssignment(before.object(creature).controller(), creature, amount, recipients, lethal, false);
    }

    /** Whether {@code creature} deals combat damage in {@code step}, judged as that step begins (510.4, 702.7b). */
    static boolean dealsIn(GameState before, int creature, Step step) {
        GameObject o = before.object(creature);
        if (o.zone() != Zone.BATTLEFIELD) return step == Step.COMBAT_DAMAGE;
        Characteristics ch = Layers.of(before, creature);
        boolean first = ch.has(Keyword.FIRST_STRIKE) || ch.has(Keyword.DOUBLE_STRIKE);
        if (step == Step.FIRST_STRIKE_DAMAGE) return first;
        return !before.combat().dealtFirstStrikeDamage().contains(creature) || ch.has(Keyword.DOUBLE_STRIKE);
    }

    /** The shares written in a script, summed per recipient, zero shares left out. */
    static Map<Target, Integer> normalized(Map<Target, Integer> shares) {
        Map<Target, Integer> out = new LinkedHashMap<>();
        shares.forEach((t, n) -> {
            if (n != 0) out.merge(t, n, Integer::sum);
        });
        return out;
    }
}
