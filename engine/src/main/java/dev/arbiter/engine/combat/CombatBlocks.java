package dev.arbiter.engine.combat;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.state.Attacker;
import dev.arbiter.engine.state.Blocker;
import io.vavr.collection.Vector;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The blocks of a declaration written into combat (509.1g-h: each blocker blocks what it declared, each attacker blocked
 * becomes blocked), with the entries found by id through an index built once instead of a walk of the combat per block
 * (issue 13: a large board declares dozens of blocks against dozens of attackers).
 */
final class CombatBlocks {
    private CombatBlocks() {
    }

    /**
     * The attackers and blockers after {@code blocks}, in order: a new blocker is appended with the attacker it blocks,
     * a blocker already listed has the attacker appended to its list, and every attacker entry with that id has the
     * blocker appended to its blockers and is blocked.
     */
    static Banding.Blocks declare(Vector<Attacker> attackers, Vector<Blocker> blockers, List<Choice.Block> blocks) {
        Map<Integer, Integer> blockerAt = new HashMap<>();
        for (int k = 0, n = blockers.size(); k < n; k++) {
            if (blockerAt.put(blockers.get(k).id(), k) != null) return declaredOneByOne(attackers, blockers, blocks); // listed twice
        }
        Map<Integer, int[]> attackerAt = new HashMap<>(); // the entries of each attacker id, in order
        for (int i = 0, n = attackers.size(); i < n; i++) {
            int[] was = attackerAt.get(attackers.get(i).id());
            int[] now = was == null ? new int[1] : java.util.Arrays.copyOf(was, was.length + 1);
            now[now.length - 1] = i;
            attackerAt.put(attackers.get(i).id(), now);
        }
        if (blocks.isEmpty()) return new Banding.Blocks(attackers, blockers);
        // the entries edited in arrays and made vectors once (the same elements as appending and updating per block)
        List<Blocker> bs = new ArrayList<>(blockers.size() + blocks.size());
        for (int k = 0, n = blockers.size(); k < n; k++) bs.add(blockers.get(k));
        Attacker[] as = new Attacker[attackers.size()];
        for (int i = 0; i < as.length; i++) as[i] = attackers.get(i);
        boolean attackersChanged = false;
        for (Choice.Block b : blocks) {
            Integer at = blockerAt.get(b.blocker());
            if (at == null) {
                blockerAt.put(b.blocker(), bs.size());
                bs.add(new Blocker(b.blocker(), Vector.of(b.attacker())));
            } else {
                Blocker existing = bs.get(at);
                bs.set(at, new Blocker(b.blocker(), existing.attackers().append(b.attacker())));
            }
            int[] entries = attackerAt.get(b.attacker());
            if (entries != null) for (int i : entries) {
                as[i] = as[i].withBlockers(as[i].blockers().append(b.blocker()), true);
                attackersChanged = true;
            }
        }
        return new Banding.Blocks(attackersChanged ? Vector.of(as) : attackers, Vector.ofAll(bs));
    }

    /** As {@link #declare}, walking the combat for each block (kept for a combat that lists a blocker twice). */
    static Banding.Blocks declaredOneByOne(Vector<Attacker> attackers, Vector<Blocker> blockers, List<Choice.Block> blocks) {
        for (Choice.Block b : blocks) {
            Blocker existing = null;
            for (Blocker x : blockers) if (x.id() == b.blocker()) existing = x;
            if (existing == null) {
                blockers = blockers.append(new Blocker(b.blocker(), Vector.of(b.attacker())));
            } else {
                blockers = blockers.replace(existing, new Blocker(b.blocker(), existing.attackers().append(b.attacker())));
            }
            for (int i = 0; i < attackers.size(); i++) {
                Attacker a = attackers.get(i);
                if (a.id() == b.attacker()) attackers = attackers.update(i, a.withBlockers(a.blockers().append(b.blocker()), true));
            }
        }
        return new Banding.Blocks(attackers, blockers);
    }

    /** For each blocker id, the ids of the attackers whose blockers name it, in the attackers' order (each entry once). */
    static Map<Integer, List<Integer>> naming(Vector<Attacker> attackers) {
        Map<Integer, List<Integer>> naming = new HashMap<>();
        for (Attacker a : attackers) {
            Vector<Integer> bs = a.blockers();
            for (int k = 0, n = bs.size(); k < n; k++) {
                List<Integer> names = naming.computeIfAbsent(bs.get(k), x -> new ArrayList<>(2));
                if (names.isEmpty() || names.get(names.size() - 1) != a.id()) names.add(a.id()); // an entry naming it twice: once
            }
        }
        return naming;
    }
}
