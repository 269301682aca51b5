package dev.arbiter.engine.costs;

import dev.arbiter.engine.mana.ManaCost;
import dev.arbiter.engine.mana.ManaPool;
import dev.arbiter.engine.mana.ManaSymbol;
import dev.arbiter.engine.mana.ManaType;

import java.util.List;

/**
 * Whether a cost can be paid (601.2g-h, 118.3), decided by counting instead of searching, in the common case where
 * that is exact: the cost has only coloured, colourless and generic symbols (107.4a-c), no mana may be spent as
 * though it were another type (609.4b), and every option of every source makes exactly one mana. Then paying is a
 * bipartite matching of the coloured and colourless symbols to the pool's mana and the sources (each source gives one
 * mana, of one of the types its options make), and the generic part takes whatever is left, one mana per unit. By
 * Hall's theorem a matching exists iff, for every set T of the types the cost names, the symbols of types in T are
 * no more than the pool's mana of types in T plus the sources that can make some type in T. {@link ManaPayment}'s
 * search answers the same question by trying assignments, which is exponential when the answer is no.
 */
final class ManaCounting {
    private static final ManaType[] TYPES = ManaType.values();

    private ManaCounting() {
    }

    /** True or false when counting decides it exactly; null when the full search must (see the class comment). */
    static Boolean payable(ManaCost cost, ManaPool pool, List<ManaSource> sources, int excluded, int[] asThough) {
        for (int m : asThough) if (m != 0) return null;
        int[] need = new int[TYPES.length];
        int needMask = 0;
        int units = 0; // mana the cost needs in all
        List<ManaSymbol> symbols = cost.symbols();
        for (int i = 0, n = symbols.size(); i < n; i++) {
            ManaSymbol sym = symbols.get(i);
            ManaType t;
            if (sym instanceof ManaSymbol.Generic g) {
                units += g.amount();
                continue;
            } else if (sym instanceof ManaSymbol.Colored c) {
                t = ManaType.of(c.color());
            } else if (sym instanceof ManaSymbol.Colorless) {
                t = ManaType.C;
            } else if (sym instanceof ManaSymbol.Variable) {
                continue; // X is 0 here, as in the search
            } else {
                return null; // hybrid, {2/C}, Phyrexian, snow: the search decides
            }
            need[t.ordinal()]++;
            needMask |= 1 << t.ordinal();
            units++;
        }
        // The sources' type sets (bit masks over the types), counted by distinct set: usually one to three sets.
        int[] masks = new int[4];
        int[] counts = new int[4];
        int distinct = 0;
        int have = pool.total();
        for (int k = 0, n = sources.size(); k < n; k++) {
            ManaSource src = sources.get(k);
            if (src.object() == excluded) continue;
            List<ManaSource.Option> options = src.options();
            if (options.isEmpty()) return null;
            int mask = 0;
            for (int o = 0, m = options.size(); o < m; o++) {
                ManaPool produced = options.get(o).produced();
                if (produced.total() != 1) return null; // two mana from one activation: the search decides
                mask |= 1 << single(produced).ordinal();
            }
            have++;
            int j = 0;
            while (j < distinct && masks[j] != mask) j++;
            if (j == distinct) {
                if (distinct == masks.length) {
                    masks = java.util.Arrays.copyOf(masks, distinct * 2);
                    counts = java.util.Arrays.copyOf(counts, distinct * 2);
                }
                masks[distinct++] = mask;
            }
            counts[j]++;
        }
        if (have < units) return false;
        // Hall's condition over the non-empty subsets of the types the cost names (a type it doesn't name only
        // adds supply, so larger sets need not be checked).
        for (int set = needMask; set != 0; set = (set - 1) & needMask) {
            int demand = 0;
            int supply = 0;
            for (int t = 0; t < TYPES.length; t++) {
                if ((set & (1 << t)) == 0) continue;
                demand += need[t];
                supply += pool.amount(TYPES[t]);
            }
            for (int j = 0; j < distinct; j++) if ((masks[j] & set) != 0) supply += counts[j];
            if (demand > supply) return false;
        }
        return true;
    }

    private static ManaType single(ManaPool onlyOne) {
        for (ManaType t : TYPES) if (onlyOne.amount(t) > 0) return t;
        throw new IllegalStateException("no mana in " + onlyOne);
    }
}
