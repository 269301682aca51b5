package dev.arbiter.engine.costs;

import dev.arbiter.engine.mana.ManaPool;
import dev.arbiter.engine.mana.ManaType;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * The mana abilities a player activated while paying for one action by hand (seed 422.1): what
 * each made (its own mana and that of triggered mana abilities it triggered), what it spent of
 * the mana made before it, and whether it moved a card to or from a library. Mana a cost takes
 * is taken from the mana that was in the pool before the action first, then from the earliest
 * activation's mana (the rules leave the choice to the player; this order reverses the most).
 */
final class ManaJournal {
    /** One activation: {@code chosen} is the alternative its own ability added (null: the only one). */
    record Entry(int source, int abilityIndex, ManaPool chosen, ManaPool spend, boolean movedLibraryCard,
                 List<Integer> spentFrom) {
    }

    private final List<Entry> entries = new ArrayList<>();
    /** Mana of each entry not yet spent on a later activation. */
    private final List<ManaPool> left = new ArrayList<>();
    private ManaPool before;

    ManaJournal(ManaPool poolBefore) {
        this.before = poolBefore;
    }

    /** Records an activation that spent {@code spend} from the pool and then made {@code made}. */
    void record(int source, int abilityIndex, ManaPool chosen, ManaPool spend, ManaPool made, boolean movedLibraryCard) {
        List<Integer> from = new ArrayList<>();
        for (ManaType t : ManaType.values()) {
            int need = spend.amount(t);
            int fromBefore = Math.min(need, before.amount(t));
            before = before.minus(t, fromBefore);
            need -= fromBefore;
            for (int i = 0; i < left.size() && need > 0; i++) {
                int take = Math.min(need, left.get(i).amount(t));
                if (take == 0) continue;
                left.set(i, left.get(i).minus(t, take));
                need -= take;
                if (!from.contains(i)) from.add(i);
            }
        }
        entries.add(new Entry(source, abilityIndex, chosen, spend, movedLibraryCard, List.copyOf(from)));
        left.add(made);
    }

    /**
     * The activations that can't be reversed, in activation order: those that moved a card to or
     * from a library, and any whose mana was spent on an activation that stays (seed 422.1).
     */
    List<Entry> unreversible() {
        BitSet kept = new BitSet();
        for (int i = entries.size() - 1; i >= 0; i--) {
            if (entries.get(i).movedLibraryCard()) kept.set(i);
            if (kept.get(i)) for (int j : entries.get(i).spentFrom()) kept.set(j);
        }
        List<Entry> out = new ArrayList<>();
        for (int i = kept.nextSetBit(0); i >= 0; i = kept.nextSetBit(i + 1)) out.add(entries.get(i));
        return out;
    }
}
