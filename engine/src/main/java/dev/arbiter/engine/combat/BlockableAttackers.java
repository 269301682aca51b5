package dev.arbiter.engine.combat;

import dev.arbiter.engine.state.Attacker;
import dev.arbiter.engine.state.GameState;

import java.util.ArrayList;
import java.util.List;

/**
 * The attackers one defending player could block (509.1a), each read once for every blocker of the declare-blockers
 * decision, with the facts that spare the pair checks (issue 13): the whole list, shared by every blocker that may
 * block each of them; whether no attacker limits its blockers and no static limits blocks (509.1b). Then an
 * unrestricted blocker may block every attacker without a pair check: the work is per creature, not per pair.
 */
final class BlockableAttackers {
    private final List<Evasion.Side> sides;
    private final boolean[] unrestricted;
    private final List<Integer> all;
    /** Every attacker unrestricted and no blocking static: an unrestricted blocker blocks them all. */
    private final boolean open;
    private final boolean noStatic;

    private BlockableAttackers(List<Evasion.Side> sides, boolean[] unrestricted, List<Integer> all, boolean open, boolean noStatic) {
        this.sides = sides;
        this.unrestricted = unrestricted;
        this.all = all;
        this.open = open;
        this.noStatic = noStatic;
    }

    /** The attackers attacking {@code defender} or a planeswalker they control, in declaration order (509.1a). */
    static BlockableAttackers of(GameState s, int defender) {
        List<Evasion.Side> sides = new ArrayList<>();
        for (Attacker a : s.combat().attackers()) {
            if (DeclareBlockers.defendingPlayerOf(s, a) == defender) sides.add(Evasion.Side.of(s, a.id()));
        }
        boolean noStatic = !Evasion.mayHaveBlockingStatic(s);
        boolean[] unrestricted = new boolean[sides.size()];
        Integer[] ids = new Integer[sides.size()];
        boolean open = noStatic;
        for (int k = 0; k < ids.length; k++) {
            Evasion.Side a = sides.get(k);
            ids[k] = a.id();
            unrestricted[k] = Evasion.unrestrictedAttacker(a);
            open &= unrestricted[k];
        }
        return new BlockableAttackers(sides, unrestricted, List.of(ids), open, noStatic);
    }

    /** The attackers {@code blocker} may block (502, 509.1b), in declaration order: {@link Evasion#canBlock} of each pair. */
    List<Integer> blockableBy(GameState s, Evasion.Side blocker) {
        boolean free = noStatic && Evasion.unrestrictedBlocker(blocker);
        if (free && open) return all; // no pair can refuse: the shared list
        List<Integer> out = new ArrayList<>(sides.size());
        for (int k = 0, n = sides.size(); k < n; k++) {
            Evasion.Side a = sides.get(k);
            if ((free && unrestricted[k]) || Evasion.canBlock(s, blocker, a)) out.add(a.id());
        }
        return out.size() == sides.size() ? all : out;
    }
}
