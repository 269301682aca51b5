package dev.arbiter.engine.costs;

import dev.arbiter.engine.mana.ManaCost;
import dev.arbiter.engine.mana.ManaPool;
import dev.arbiter.engine.mana.ManaType;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Counting (Hall's condition) must answer "can this be paid?" exactly as the payment search does, wherever it
 * answers at all (601.2g-h, 118.3); it declines hybrid, Phyrexian and snow symbols, two-mana sources and 609.4b.
 */
class ManaCountingTest {
    private static final String[] SYMBOLS = {"{W}", "{U}", "{B}", "{R}", "{G}", "{C}", "{1}", "{2}", "{3}", "{X}"};
    private static final String[] DECLINED = {"{W/U}", "{2/G}", "{R/P}", "{S}"};

    private static ManaPool one(ManaType t) {
        return ManaPool.EMPTY.plus(t, 1);
    }

    @Test
    void basicCases() {
        List<ManaSource> forests = List.of(source(1, ManaType.G), source(2, ManaType.G), source(3, ManaType.R));
        int[] none = new int[ManaType.values().length];
        assertThat(ManaCounting.payable(ManaCost.parse("{1}{G}{G}"), ManaPool.EMPTY, forests, -1, none)).isTrue();
        assertThat(ManaCounting.payable(ManaCost.parse("{G}{G}{G}"), ManaPool.EMPTY, forests, -1, none)).isFalse();
        assertThat(ManaCounting.payable(ManaCost.parse("{G}{G}"), ManaPool.EMPTY, forests, 2, none)).isFalse(); // 2 taps for the ability
        assertThat(ManaCounting.payable(ManaCost.parse("{G}{G}{G}"), one(ManaType.G), forests, -1, none)).isTrue();
        assertThat(ManaCounting.payable(ManaCost.parse("{G/W}"), ManaPool.EMPTY, forests, -1, none)).isNull();
        int[] asThough = none.clone();
        asThough[ManaType.G.ordinal()] = 1 << ManaType.R.ordinal();
        assertThat(ManaCounting.payable(ManaCost.parse("{G}"), ManaPool.EMPTY, forests, -1, asThough)).isNull();
    }

    @Test
    void agreesWithTheSearchOnRandomCases() {
        long seed = 13L;
        SplittableRandom rnd = new SplittableRandom(seed);
        int decided = 0;
        for (int round = 0; round < 20_000; round++) {
            StringBuilder text = new StringBuilder();
            int symbols = 1 + rnd.nextInt(6);
            for (int i = 0; i < symbols; i++) {
                text.append(rnd.nextInt(40) == 0 ? DECLINED[rnd.nextInt(DECLINED.length)] : SYMBOLS[rnd.nextInt(SYMBOLS.length)]);
            }
            ManaCost cost = ManaCost.parse(text.toString()).withX(0);
            ManaPool pool = ManaPool.EMPTY;
            for (int i = rnd.nextInt(4); i > 0; i--) pool = pool.plus(ManaType.values()[rnd.nextInt(6)], 1);
            List<ManaSource> sources = new ArrayList<>();
            int n = rnd.nextInt(8);
            for (int id = 0; id < n; id++) {
                List<ManaSource.Option> options = new ArrayList<>();
                int k = 1 + (rnd.nextInt(4) == 0 ? rnd.nextInt(5) : 0);
                for (int o = 0; o < k; o++) {
                    ManaPool made = one(ManaType.values()[rnd.nextInt(6)]);
                    if (rnd.nextInt(50) == 0) made = made.plus(ManaType.C, 1); // a two-mana source: declined
                    options.add(new ManaSource.Option(o, made));
                }
                sources.add(new ManaSource(100 + id, options, false));
            }
            int excluded = n > 0 && rnd.nextBoolean() ? 100 + rnd.nextInt(n) : -1;
            int[] asThough = new int[ManaType.values().length];
            Boolean counted = ManaCounting.payable(cost, pool, sources, excluded, asThough);
            if (counted == null) continue;
            decided++;
            List<ManaSource> left = new ArrayList<>(sources);
            left.removeIf(m -> m.object() == excluded);
            boolean searched = cost.isEmpty() || ManaPayment.plan(cost, pool, ManaPool.EMPTY, left, 20, false, asThough) != null;
            assertThat(counted).as("seed %d round %d: %s with pool %s, sources %s, excluded %d", seed, round, cost, pool,
                    sources, excluded).isEqualTo(searched);
        }
        assertThat(decided).isGreaterThan(15_000);
    }

    private static ManaSource source(int id, ManaType t) {
        return new ManaSource(id, List.of(new ManaSource.Option(0, one(t))), false);
    }
}
