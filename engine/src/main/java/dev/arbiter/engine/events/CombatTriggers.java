package dev.arbiter.engine.events;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Combat triggers judged on a whole declaration: "attacks or blocks", "blocks or becomes blocked
 * [by a creature]", "becomes blocked" once however many blockers (508.3a, 509.3a-d), for the source
 * or the creature it is attached to, and "attacks alone" (506.5).
 */
final class CombatTriggers {
    private CombatTriggers() {
    }

    /** 508.3a: attackers were declared (506.5: one attacker attacks alone). */
    static void attackersDeclared(Ctx ctx, List<Integer> attackers) {
        for (int id : Layers.triggerSources(ctx.s)) {
            GameObject o = ctx.s.object(id);
            for (Ability a : Layers.of(ctx.s, id).abilities()) {
                if (!(a instanceof TriggeredAbility t)) continue;
                if (t.trigger() instanceof Trigger.InCombat ic && ic.attacks()) {
                    int creature = creature(ctx.s, o, ic);
                    // "its controller": the trigger's player is the controller of the creature it watches (603.2)
                    if (creature >= 0 && attackers.contains(creature)) Triggers.add(ctx, o, t, player(ctx.s, ic, creature), -1);
                } else if (t.trigger() instanceof Trigger.CreaturesAttack ca) {
                    int matching = 0;
                    for (int attacker : attackers) {
                        if (Affecting.matches(ctx.s, id, ca.filter(), ctx.s.object(attacker), Layers.of(ctx.s, attacker))
                                && ++matching == ca.atLeast()) {
                            // once, however many attack; "that attacking player" of "a player attacks enchanted player" (508.1)
                            boolean enchanted = (ca.filter().more().chosen() & dev.arbiter.engine.ability.FilterQualities.ATTACKING_ENCHANTED_PLAYER) != 0;
                            Triggers.add(ctx, o, t, enchanted ? ctx.s.turn().active() : -1, -1);
                            break;
                        }
                    }
                } else if (t.trigger() instanceof Trigger.AttacksAlone alone && attackers.size() == 1) {
                    int creature = alone.host() ? o.attachedTo() : id; // 506.5: the source or its host is the only attacker
                    if (attackers.get(0) == creature) Triggers.add(ctx, o, t, Triggers.defendingPlayer(ctx.s, creature), creature);
                } else if (t.trigger() instanceof Trigger.CreatureAttacksAlone alone && attackers.size() == 1) {
                    int attacker = attackers.get(0);
                    if (Affecting.matches(ctx.s, id, alone.filter(), ctx.s.object(attacker), Layers.of(ctx.s, attacker))) {
                        Triggers.add(ctx, o, t, Triggers.defendingPlayer(ctx.s, attacker), attacker); // 506.2
                    }
                }
            }
        }
    }

    /** 509.3a-d: one defending player's blockers were declared ({blocker, attacker} pairs). */
    static void blockersDeclared(Ctx ctx, List<int[]> pairs) {
        if (pairs.isEmpty()) return;
        Map<Integer, List<Integer>> blockedBy = new LinkedHashMap<>();
        Map<Integer, List<Integer>> blocking = new LinkedHashMap<>();
        for (int[] p : pairs) {
            blocking.computeIfAbsent(p[0], k -> new ArrayList<>()).add(p[1]);
            blockedBy.computeIfAbsent(p[1], k -> new ArrayList<>()).add(p[0]);
        }
        for (int id : Layers.triggerSources(ctx.s)) {
            GameObject o = ctx.s.object(id);
            for (Ability a : Layers.of(ctx.s, id).abilities()) {
                if (!(a instanceof TriggeredAbility t) || !(t.trigger() instanceof Trigger.InCombat ic)) continue;
                int creature = creature(ctx.s, o, ic);
                if (creature < 0) continue;
                int controller = player(ctx.s, ic, creature);
                if (ic.blocks() && blocking.containsKey(creature)) fire(ctx, o, t, ic, blocking.get(creature), controller);
                if (ic.blocked() && blockedBy.containsKey(creature)) fire(ctx, o, t, ic, blockedBy.get(creature), controller);
            }
        }
        BlockedTriggers.declared(ctx, List.copyOf(blockedBy.keySet())); // 509.3c
    }

    /**
     * The trigger's player: for the source's own "attacks" / "becomes blocked" the defending player (506.2: the
     * creature is attacking); for a host's, or with "blocks", the creature's controller ("its controller").
     */
    private static int player(GameState s, Trigger.InCombat ic, int creature) {
        if (!ic.host() && !ic.blocks()) return Triggers.defendingPlayer(s, creature);
        return s.object(creature).controller();
    }

    /** Once (509.3a, 509.3c), or once per other creature that matches (509.3b, 509.3d; 509.3f: judged now). */
    private static void fire(Ctx ctx, GameObject source, TriggeredAbility t, Trigger.InCombat ic, List<Integer> others,
                             int controller) {
        if (!ic.eachCreature()) {
            // 509.3a, 509.3c: "blocks or becomes blocked by one or more [filter]": once, if any of them matches
            if (ic.other() != null && others.stream().noneMatch(other -> Affecting.matches(ctx.s, source.id(), ic.other(),
                    ctx.s.object(other), Layers.of(ctx.s, other)))) return;
            Triggers.add(ctx, source, t, controller, -1);
            return;
        }
        for (int other : others) {
            if (ic.other() == null || Affecting.matches(ctx.s, source.id(), ic.other(), ctx.s.object(other),
                    Layers.of(ctx.s, other))) {
                Triggers.add(ctx, source, t, controller, other);
            }
        }
    }

    /** The creature the trigger watches: the source, or the permanent it is attached to; -1 if none. */
    private static int creature(GameState s, GameObject source, Trigger.InCombat ic) {
        return ic.host() ? source.attachedTo() : source.id();
    }

    /** 510.2: combat damage dealt to a player by a creature other abilities watch (its host's Aura or Equipment, or by kind). */
    static void damageDealt(Ctx ctx, int source, int player, int amount) {
        GameObject src = ctx.s.object(source);
        for (int id : Layers.triggerSources(ctx.s)) {
            GameObject o = ctx.s.object(id);
            for (Ability a : Layers.of(ctx.s, id).abilities()) {
                if (!(a instanceof TriggeredAbility t) || !(t.trigger() instanceof Trigger.CreatureDealsCombatDamageToPlayer d)) {
                    continue;
                }
                if (d.opponentOnly() && !ctx.s.areOpponents(o.controller(), player)) continue;
                if (d.enchantedOnly() && o.attachedPlayer() != player) continue; // 303.4
                boolean watched = d.host() ? o.attachedTo() == source
                        : Affecting.matches(ctx.s, id, d.filter(), src, Layers.of(ctx.s, source));
                if (watched) Triggers.add(ctx, o, t, player, source, amount); // "that much": the damage dealt (603.2)
            }
        }
    }
}
