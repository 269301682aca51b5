package dev.arbiter.engine.state;

import io.vavr.collection.HashSet;
import io.vavr.collection.Vector;

/**
 * The combat in progress (506): attackers, blockers, and who has already dealt combat damage in
 * a first-strike step (seed 502.2b-c / 510.4). {@code firstStrikeStep} records whether the phase
 * got two combat damage steps; {@code attackPower}: the attackers' total power as they were declared (508.1);
 * {@code attackedPlayers}: a bit for each player an attacker was declared attacking in this combat (508.1b).
 */
public record CombatState(Vector<Attacker> attackers, Vector<Blocker> blockers, boolean blockersDeclared,
                          HashSet<Integer> dealtFirstStrikeDamage, boolean firstStrikeStep, Vector<Target.Object> declared,
                          int attackPower, int attackedPlayers) {
    public static final CombatState NONE = new CombatState(Vector.empty(), Vector.empty(), false, HashSet.empty(),
            false, Vector.empty(), 0, 0);

    /** {@code declared}: the creatures declared as attackers or blockers in this combat (508.1, 509.1), as those objects. */
    public CombatState(Vector<Attacker> attackers, Vector<Blocker> blockers, boolean blockersDeclared,
                       HashSet<Integer> dealtFirstStrikeDamage, boolean firstStrikeStep) {
        this(attackers, blockers, blockersDeclared, dealtFirstStrikeDamage, firstStrikeStep, Vector.empty(), 0, 0);
    }

    /** These creatures were declared as attackers or blockers in this combat (508.1, 509.1). */
    public CombatState withDeclared(Vector<Target.Object> creatures) {
        return creatures.isEmpty() ? this : new CombatState(attackers, blockers, blockersDeclared, dealtFirstStrikeDamage,
                firstStrikeStep, declared.appendAll(creatures), attackPower, attackedPlayers);
    }

    /**
     * 508.1: the total power of the creatures declared as attackers in this combat, as they were declared (pack tactics:
     * "if you attacked with creatures with total power 6 or greater this combat").
     */
    public CombatState withAttackPower(int power) {
        return new CombatState(attackers, blockers, blockersDeclared, dealtFirstStrikeDamage, firstStrikeStep, declared, power,
                attackedPlayers);
    }

    /** 508.1b: these players were attacked by creatures declared as attackers in this combat (bits of player indexes). */
    public CombatState withAttackedPlayers(int players) {
        return new CombatState(attackers, blockers, blockersDeclared, dealtFirstStrikeDamage, firstStrikeStep, declared,
                attackPower, attackedPlayers | players);
    }

    /** Whether {@code player} was attacked in this combat (508.1b), even if every attacker was removed from combat since (506.4). */
    public boolean attackedThisCombat(int player) {
        return (attackedPlayers & (1 << player)) != 0;
    }

    /**
     * Whether the object was declared as an attacker or a blocker in this combat ("if ~ attacked or blocked this
     * combat", 603.4), even if removed from combat since, and hasn't changed zones (400.7).
     */
    public boolean declaredThisCombat(Target.Object ref) {
        return declared.contains(ref);
    }

    public Attacker attacker(int id) {
        for (Attacker a : attackers) if (a.id() == id) return a;
        return null;
    }

    public Blocker blocker(int id) {
        for (Blocker b : blockers) if (b.id() == id) return b;
        return null;
    }

    public boolean isAttacking(int id) {
        return attacker(id) != null;
    }

    public boolean isBlocking(int id) {
        return blocker(id) != null;
    }

    public boolean inCombat(int id) {
        if (attackers.isEmpty() && blockers.isEmpty()) return false; // no combat: every zone move asks
        return isAttacking(id) || isBlocking(id);
    }

    public CombatState withAttackers(Vector<Attacker> a) {
        return new CombatState(a, blockers, blockersDeclared, dealtFirstStrikeDamage, firstStrikeStep, declared, attackPower, attackedPlayers);
    }

    public CombatState withBlockers(Vector<Attacker> a, Vector<Blocker> b) {
        return new CombatState(a, b, true, dealtFirstStrikeDamage, firstStrikeStep, declared, attackPower, attackedPlayers);
    }

    public CombatState withFirstStrike(HashSet<Integer> dealt, boolean step) {
        return new CombatState(attackers, blockers, blockersDeclared, dealt, step, declared, attackPower, attackedPlayers);
    }

    /**
     * This combat without {@code id} (506.4: removed from combat). Only the attackers and blockers that name it are
     * rebuilt (issue 13: a large combat's deaths each rebuilt every entry); the result equals the one of filtering
     * every entry and removing the id from every list.
     */
    public CombatState without(int id) {
        // one forward walk finds the entries that name it (issue 13: most entries don't, and a walk from the end looked up
        // each entry by index and made an iterator over each one's list); they are then edited from the end, as before
        int[] at = null;
        int found = 0;
        int k = 0;
        for (Attacker x : attackers) {
            if (x.id() == id || names(x.blockers(), id)) at = listed(at, found++, k);
            k++;
        }
        Vector<Attacker> a = attackers;
        for (int j = found - 1; j >= 0; j--) {
            int i = at[j];
            Attacker x = a.get(i);
            if (x.id() == id) a = VectorEdits.removeAt(a, i);
            else a = a.update(i, x.withBlockers(VectorEdits.without(x.blockers(), id), x.blocked()));
        }
        found = 0;
        k = 0;
        for (Blocker x : blockers) {
            if (x.id() == id || names(x.attackers(), id)) at = listed(at, found++, k);
            k++;
        }
        Vector<Blocker> b = blockers;
        for (int j = found - 1; j >= 0; j--) {
            int i = at[j];
            Blocker x = b.get(i);
            if (x.id() == id) b = VectorEdits.removeAt(b, i);
            else b = b.update(i, new Blocker(x.id(), VectorEdits.without(x.attackers(), id)));
        }
        return new CombatState(a, b, blockersDeclared, dealtFirstStrikeDamage, firstStrikeStep, declared, attackPower, attackedPlayers);
    }

    /**
     * This combat without each of {@code ids} (506.4): {@link #without} for each in turn, in one walk of the attackers
     * and one of the blockers (issue 13: a combat's deaths each walked every entry); this combat when none is named.
     */
    public CombatState withoutAll(java.util.Set<Integer> ids) {
        if (ids.isEmpty() || attackers.isEmpty() && blockers.isEmpty()) return this;
        Object[] as = new Object[attackers.size()];
        int na = 0;
        boolean changed = false;
        for (Attacker x : attackers) {
            if (ids.contains(x.id())) {
                changed = true;
                continue;
            }
            if (namesAny(x.blockers(), ids)) {
                x = x.withBlockers(VectorEdits.withoutAll(x.blockers(), ids), x.blocked());
                changed = true;
            }
            as[na++] = x;
        }
        Object[] bs = new Object[blockers.size()];
        int nb = 0;
        for (Blocker x : blockers) {
            if (ids.contains(x.id())) {
                changed = true;
                continue;
            }
            if (namesAny(x.attackers(), ids)) {
                x = new Blocker(x.id(), VectorEdits.withoutAll(x.attackers(), ids));
                changed = true;
            }
            bs[nb++] = x;
        }
        if (!changed) return this;
        Vector<Attacker> a = VectorEdits.ofArray(java.util.Arrays.copyOf(as, na));
        Vector<Blocker> b = VectorEdits.ofArray(java.util.Arrays.copyOf(bs, nb));
        return new CombatState(a, b, blockersDeclared, dealtFirstStrikeDamage, firstStrikeStep, declared, attackPower, attackedPlayers);
    }

    private static boolean namesAny(Vector<Integer> list, java.util.Set<Integer> ids) {
        for (int j = 0, n = list.size(); j < n; j++) if (ids.contains(list.get(j))) return true;
        return false;
    }

    /** Whether {@code ids} holds {@code id}: an indexed walk of a short list, no iterator. */
    private static boolean names(Vector<Integer> ids, int id) {
        for (int j = 0, n = ids.size(); j < n; j++) if (ids.get(j) == id) return true;
        return false;
    }

    /** {@code at} with {@code value} at position {@code n}, grown when full. */
    private static int[] listed(int[] at, int n, int value) {
        int[] out = at == null ? new int[4] : n < at.length ? at : java.util.Arrays.copyOf(at, at.length * 2);
        out[n] = value;
        return out;
    }
}
