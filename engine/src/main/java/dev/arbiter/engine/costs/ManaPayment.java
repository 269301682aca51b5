package dev.arbiter.engine.costs;

import dev.arbiter.engine.characteristic.Color;
import dev.arbiter.engine.mana.ManaCost;
import dev.arbiter.engine.mana.ManaPool;
import dev.arbiter.engine.mana.ManaSymbol;
import dev.arbiter.engine.mana.ManaType;

import java.util.ArrayList;
import java.util.List;

/**
 * Finds a way to pay a mana cost (601.2g-h, 118.3) from the mana pool and untapped mana sources.
 * Exact: a depth-first search over the symbols that need particular mana (coloured, colorless,
 * hybrid, Phyrexian, snow), then generic mana from whatever is left. Pool mana is used before
 * tapping sources; sources with fewer options are tapped first, keeping flexible ones for later.
 */
public final class ManaPayment {
    /** ManaType.values() once (the method copies the array on every call); never written. */
    private static final ManaType[] TYPES = ManaType.values();

    private ManaPayment() {
    }

    /**
     * A plan to pay {@code cost} (no X left in it) with {@code pool}, {@code sources} and up to
     * {@code life} life for Phyrexian symbols; null when it can't be paid. With
     * {@code mustUseAll}, every source is tapped (explicit payment: "paying with ..."). {@code snow}
     * is the part of the pool that is snow mana: only it, or mana from a snow source, pays {S} (107.4h).
     */
    public static PaymentPlan plan(ManaCost cost, ManaPool pool, ManaPool snow, List<ManaSource> sources, int life,
                                   boolean mustUseAll) {
        return plan(cost, pool, snow, sources, life, mustUseAll, new int[TYPES.length]);
    }

    /**
     * As {@link #plan(ManaCost, ManaPool, ManaPool, List, int, boolean)}, where {@code asThough[t]} is a mask of the
     * other mana types (bits of their ordinals) the player may spend as though they were type {@code t} (609.4b).
     */
    public static PaymentPlan plan(ManaCost cost, ManaPool pool, ManaPool snow, List<ManaSource> sources, int life,
                                   boolean mustUseAll, int[] asThough) {
        List<ManaSymbol> specific = new ArrayList<>();
        int generic = 0;
        for (ManaSymbol sym : cost.symbols()) {
            if (sym instanceof ManaSymbol.Generic g) generic += g.amount();
            else if (!(sym instanceof ManaSymbol.Variable)) specific.add(sym);
        }
        specific.sort((a, b) -> Integer.compare(rank(a), rank(b)));
        List<ManaSource> ordered = new ArrayList<>(sources);
        ordered.sort((a, b) -> Integer.compare(a.options().size(), b.options().size()));
        Search search = new Search(specific, generic, ordered, life, mustUseAll, asThough);
        return search.run(pool, snow);
    }

    /** Symbols with fewer ways to pay come first. */
    private static int rank(ManaSymbol s) {
        if (s instanceof ManaSymbol.Colored || s instanceof ManaSymbol.Colorless) return 0;
        if (s instanceof ManaSymbol.Snow) return 1;
        if (s instanceof ManaSymbol.Hybrid) return 2;
        return 3;
    }

    /** Total mana a player could make available: pool plus one option per source (an upper bound). */
    public static int maxAvailable(ManaPool pool, List<ManaSource> sources) {
        int n = pool.total();
        for (ManaSource src : sources) {
            int best = 0;
            for (ManaSource.Option o : src.options()) best = Math.max(best, o.produced().total());
            n += best;
        }
        return n;
    }

    private static final class Search {
        private final List<ManaSymbol> specific;
        private final int generic;
        private final List<ManaSource> sources;
        private final boolean mustUseAll;
        private final int lifeAvailable;
        private final boolean[] used;
        private final int[] chosen;
        private int lifePaid;
        private final int[] asThough;

        Search(List<ManaSymbol> specific, int generic, List<ManaSource> sources, int life, boolean mustUseAll,
               int[] asThough) {
            this.asThough = asThough;
            this.specific = specific;
            this.generic = generic;
            this.sources = sources;
            this.lifeAvailable = life;
            this.mustUseAll = mustUseAll;
            this.used = new boolean[sources.size()];
            this.chosen = new int[sources.size()];
        }

        PaymentPlan run(ManaPool pool, ManaPool snow) {
            if (mustUseAll) return allSources(pool, snow, 0);
            return specific(0, pool, snow, ManaPool.EMPTY, ManaPool.EMPTY);
        }

        /** Explicit payment: choose an option for every source, then pay from the resulting pool. */
        private PaymentPlan allSources(ManaPool pool, ManaPool snow, int i) {
            if (i == sources.size()) return specific(0, pool, snow, ManaPool.EMPTY, ManaPool.EMPTY);
            ManaSource src = sources.get(i);
            for (int k = 0; k < src.options().size(); k++) {
                used[i] = true;
                chosen[i] = k;
                ManaPool produced = src.options().get(k).produced();
                PaymentPlan p = allSources(pool.plus(produced), src.snow() ? snow.plus(produced) : snow, i + 1);
                if (p != null) return p;
            }
            used[i] = false;
            return null;
        }

        /**
         * Pays specific symbol {@code i} onwards; {@code pool} is mana available, {@code snow} the snow
         * part of it, {@code spent} so far and {@code snowSpent} the snow mana spent on {S}.
         */
        private PaymentPlan specific(int i, ManaPool pool, ManaPool snow, ManaPool spent, ManaPool snowSpent) {
            if (i == specific.size()) return generic(pool, spent, snowSpent);
            ManaSymbol sym = specific.get(i);
            boolean isSnow = sym instanceof ManaSymbol.Snow;
            for (ManaType t : typesFor(sym)) {
                if (isSnow ? snow.amount(t) > 0 : pool.amount(t) > 0) {
                    ManaPool left = pool.minus(t, 1);
                    PaymentPlan p = isSnow
                            ? specific(i + 1, left, snow.minus(t, 1), spent.plus(t, 1), snowSpent.plus(t, 1))
                            : specific(i + 1, left, nonSnowFirst(snow, left), spent.plus(t, 1), snowSpent);
                    if (p != null) return p;
                }
            }
            if (!mustUseAll) {
                for (int k = 0; k < sources.size(); k++) {
                    if (used[k]) continue;
                    ManaSource src = sources.get(k);
                    if (isSnow && !src.snow()) continue;
                    for (int o = 0; o < src.options().size(); o++) {
                        ManaPool produced = src.options().get(o).produced();
                        ManaPool withSnow = src.snow() ? snow.plus(produced) : snow;
                        for (ManaType t : typesFor(sym)) {
                            if (produced.amount(t) == 0) continue;
                            used[k] = true;
                            chosen[k] = o;
                            ManaPool left = pool.plus(produced).minus(t, 1);
                            PaymentPlan p = isSnow
                                    ? specific(i + 1, left, withSnow.minus(t, 1), spent.plus(t, 1), snowSpent.plus(t, 1))
                                    : specific(i + 1, left, nonSnowFirst(withSnow, left), spent.plus(t, 1), snowSpent);
                            if (p != null) return p;
                            used[k] = false;
                        }
                    }
                }
            }
            if (sym instanceof ManaSymbol.Phyrexian && lifePaid + 2 <= lifeAvailable) {
                lifePaid += 2; // 107.4f: two life instead of the coloured mana
                PaymentPlan p = specific(i + 1, pool, snow, spent, snowSpent);
                if (p != null) return p;
                lifePaid -= 2;
            }
            if (sym instanceof ManaSymbol.TwoOrColor) {
                // 107.4e: {2/W} can be paid with two generic mana.
                List<ManaSymbol> rest = new ArrayList<>(specific.subList(i + 1, specific.size()));
                Search alt = new Search(rest, generic + 2, sources, lifeAvailable - lifePaid, mustUseAll, asThough);
                System.arraycopy(used, 0, alt.used, 0, used.length);
                System.arraycopy(chosen, 0, alt.chosen, 0, chosen.length);
                PaymentPlan p = alt.specific(0, pool, snow, spent, snowSpent);
                if (p != null) return p;
            }
            return null;
        }

        /** Generic mana: any type; pool first, then untapped sources in order (greedy is exact here). */
        private PaymentPlan generic(ManaPool pool, ManaPool spent, ManaPool snowSpent) {
            int need = generic;
            ManaPool avail = pool;
            boolean[] usedNow = used.clone();
            int[] chosenNow = chosen.clone();
            ManaPool take = ManaPool.EMPTY;
            for (ManaType t : TYPES) {
                int k = Math.min(need, avail.amount(t));
                take = take.plus(t, k);
                avail = avail.minus(t, k);
                need -= k;
            }
            for (int k = 0; k < sources.size() && need > 0; k++) {
                if (usedNow[k]) continue;
                ManaSource src = sources.get(k);
                int best = 0;
                for (int o = 1; o < src.options().size(); o++) {
                    if (src.options().get(o).produced().total() > src.options().get(best).produced().total()) best = o;
                }
                usedNow[k] = true;
                chosenNow[k] = best;
                ManaPool produced = src.options().get(best).produced();
                for (ManaType t : TYPES) {
                    int n = Math.min(need, produced.amount(t));
                    take = take.plus(t, n);
                    need -= n;
                }
            }
            if (need > 0) return null;
            List<PaymentPlan.Use> uses = new ArrayList<>();
            for (int k = 0; k < sources.size(); k++) {
                if (usedNow[k]) {
                    ManaSource.Option o = sources.get(k).options().get(chosenNow[k]);
                    uses.add(new PaymentPlan.Use(sources.get(k).object(), o.abilityIndex(), o.chosen()));
                }
            }
            return new PaymentPlan(uses, spent.plus(take), lifePaid, snowSpent);
        }

        /** Mana taken for a symbol other than {S} is taken from the non-snow mana first (keeps {S} payable). */
        private static ManaPool nonSnowFirst(ManaPool snow, ManaPool left) {
            ManaPool out = snow;
            for (ManaType t : TYPES) {
                int over = out.amount(t) - left.amount(t);
                if (over > 0) out = out.minus(t, over);
            }
            return out;
        }

        /** The mana types that pay {@code s}: its own, and those the player may spend as though they were (609.4b). */
        private ManaType[] typesFor(ManaSymbol s) {
            ManaType[] own = ownTypes(s);
            int extra = 0;
            for (ManaType t : own) extra |= asThough[t.ordinal()];
            if (extra == 0) return own;
            for (ManaType t : own) extra &= ~(1 << t.ordinal());
            ManaType[] out = java.util.Arrays.copyOf(own, own.length + Integer.bitCount(extra));
            int n = own.length;
            for (ManaType t : TYPES) if ((extra & (1 << t.ordinal())) != 0) out[n++] = t;
            return out;
        }

        private static ManaType[] ownTypes(ManaSymbol s) {
            if (s instanceof ManaSymbol.Colored c) return new ManaType[] {ManaType.of(c.color())};
            if (s instanceof ManaSymbol.Colorless) return new ManaType[] {ManaType.C};
            if (s instanceof ManaSymbol.Hybrid h) return new ManaType[] {ManaType.of(h.first()), ManaType.of(h.second())};
            if (s instanceof ManaSymbol.TwoOrColor t) return new ManaType[] {ManaType.of(t.color())};
            if (s instanceof ManaSymbol.Phyrexian p) return new ManaType[] {ManaType.of(p.color())};
            if (s instanceof ManaSymbol.Snow) return TYPES;
            return new ManaType[0];
        }
    }

    /** For messages: the colours a cost needs. */
    static String colors(ManaCost cost) {
        return Color.describe(cost.colorMask());
    }
}
