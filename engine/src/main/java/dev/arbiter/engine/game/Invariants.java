package dev.arbiter.engine.game;

import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.PlayerState;
import dev.arbiter.engine.state.StackItem;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.mana.ManaType;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Structural invariants every reachable state must satisfy: each object in exactly one zone and
 * listed there once (400.1), zone lists agree with the objects, spells on the stack are stack
 * objects, nothing negative (counters, damage, mana), combatants are creatures on the
 * battlefield, Two-Headed Giant teammates show the same shared life and poison (810.9, 810.10).
 * Returns the violations found (empty when the state is sound).
 */
public final class Invariants {
    private Invariants() {
    }

    public static List<String> violations(GameState s) {
        List<String> out = new ArrayList<>();
        Map<Integer, String> seen = new HashMap<>();
        for (PlayerState p : s.players()) {
            list(out, seen, s, p.library(), Zone.LIBRARY, p.id(), "library of " + p.name());
            list(out, seen, s, p.hand(), Zone.HAND, p.id(), "hand of " + p.name());
            list(out, seen, s, p.graveyard(), Zone.GRAVEYARD, p.id(), "graveyard of " + p.name());
            for (ManaType t : ManaType.values()) {
                if (p.pool().amount(t) < 0) out.add(p.name() + " has negative " + t + " mana");
                if (p.snow().amount(t) > p.pool().amount(t)) out.add(p.name() + " has more snow " + t + " mana than " + t);
            }
            if (p.poison() < 0) out.add(p.name() + " has negative poison");
            for (PlayerState q : s.players()) {
                if (s.config().twoHeadedGiant() && q.team() == p.team() && (q.life() != p.life() || q.poison() != p.poison())) {
                    out.add(p.name() + " and " + q.name() + " show different team totals (810.9, 810.10)");
                }
            }
        }
        list(out, seen, s, s.battlefield(), Zone.BATTLEFIELD, -1, "battlefield");
        list(out, seen, s, s.exile(), Zone.EXILE, -1, "exile");
        for (StackItem item : s.stack()) {
            if (item instanceof StackItem.Spell sp) {
                int id = sp.objectId();
                if (seen.put(id, "stack") != null) out.add("object " + id + " listed twice (stack)");
                if (s.object(id).zone() != Zone.STACK) out.add("spell " + id + " on the stack has zone " + s.object(id).zone());
            }
        }
        for (GameObject o : s.objects()) {
            if (o.id() < 0 || s.object(o.id()) != o) out.add("object " + o.id() + " is not at its index");
            if (o.zone() != Zone.NONE && o.zone() != Zone.ANTE && o.zone() != Zone.COMMAND && !seen.containsKey(o.id())) { // 407.2, 114.1: ante and the command zone keep no list
                out.add(o.name() + " (" + o.id() + ") is in " + o.zone() + " but listed in no zone");
            }
            if (o.damage() < 0) out.add(o.name() + " has negative damage");
            o.counters().byKind().forEach((k, v) -> {
                if (v < 0) out.add(o.name() + " has negative " + k + " counters");
            });
        }
        s.combat().attackers().forEach(a -> {
            GameObject o = s.object(a.id());
            if (o.zone() != Zone.BATTLEFIELD) out.add("attacker " + o.name() + " is not on the battlefield");
        });
        s.combat().blockers().forEach(b -> {
            GameObject o = s.object(b.id());
            if (o.zone() != Zone.BATTLEFIELD) out.add("blocker " + o.name() + " is not on the battlefield");
        });
        return out;
    }

    private static void list(List<String> out, Map<Integer, String> seen, GameState s, Iterable<Integer> ids,
                             Zone zone, int owner, String where) {
        for (int id : ids) {
            String before = seen.put(id, where);
            if (before != null) out.add("object " + id + " listed in " + before + " and " + where);
            GameObject o = s.object(id);
            if (o.zone() != zone) out.add(o.name() + " (" + id + ") listed in " + where + " but its zone is " + o.zone());
            if (owner >= 0 && o.owner() != owner) out.add(o.name() + " in " + where + " is owned by someone else");
        }
    }
}
