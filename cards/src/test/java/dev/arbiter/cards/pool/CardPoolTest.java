package dev.arbiter.cards.pool;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.arbiter.cards.compile.CompileResult;
import dev.arbiter.cards.text.CardTextReader;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class CardPoolTest {

    private final CardPool pool = CardPool.bundled();

    @Test
    void bundledIsCachedAndCountsAddUp() {
        assertThat(CardPool.bundled()).isSameAs(pool);
        assertThat(pool.counts().total()).isEqualTo(pool.size()).isEqualTo(pool.texts().size());
        assertThat(pool.counts().unsupported()).isEqualTo(pool.unsupported().size());
        assertThat(pool.supported()).hasSize(pool.counts().supported());
        assertThat(pool.countsByFile().values().stream().mapToInt(CardPool.Counts::total).sum()).isEqualTo(pool.size());
    }

    @Test
    void findIsCaseInsensitive() {
        assertThat(pool.find("lightning bolt")).get().isInstanceOf(CompileResult.Supported.class);
        assertThat(pool.find("Lightning Blot")).isEmpty();
        assertThat(pool.contains("SHOCK")).isTrue();
    }

    @Test
    void definitionThrowsForUnknownAndUnsupportedCards() {
        assertThat(pool.definition("Shock").name()).isEqualTo("Shock");
        assertThatThrownBy(() -> pool.definition("Lightning Blot"))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("unknown card \"Lightning Blot\"");
        assertThatThrownBy(() -> pool.definition("Warp World"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("Warp World is unsupported: 10e.txt:1903: ");
    }

    @Test
    void withExtraReplacesSameNamedCards() {
        CardPool extra = pool.withExtra(CardTextReader.read("scenario.txt", """
                Doubling Cube {U}
                Creature — Test 1/1
                Flying
                """));
        assertThat(extra.definition("Doubling Cube").power()).isEqualTo(1);
        assertThat(pool.find("Doubling Cube")).get().isInstanceOf(CompileResult.Unsupported.class);
        assertThat(extra.counts().supported()).isEqualTo(pool.counts().supported() + 1);
    }

    @Test
    void unsupportedCardsNameTheirLine() {
        for (CompileResult.Unsupported u : pool.unsupported()) {
            assertThat(u.message()).startsWith(u.pos().toString() + ": ");
            assertThat(u.reason()).isNotBlank();
        }
    }

    /** Prints how much of the bundled pool is supported, per file, and the most common reasons. */
    @Test
    void printSupportSummary() {
        StringBuilder sb = new StringBuilder();
        CardPool.Counts all = pool.counts();
        sb.append(String.format("Compiled bundled pool: %d supported, %d unsupported of %d cards%n",
                all.supported(), all.unsupported(), all.total()));
        pool.countsByFile().forEach((file, c) -> sb.append(String.format("  %-16s %4d supported, %4d unsupported%n",
                file, c.supported(), c.unsupported())));
        Map<String, Long> reasons = pool.unsupported().stream()
                .collect(Collectors.groupingBy(CompileResult.Unsupported::category, Collectors.counting()));
        sb.append("Top reasons for unsupported cards (first failing line):\n");
        reasons.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed()).limit(15)
                .forEach(e -> sb.append(String.format("  %4d  %s%n", e.getValue(), e.getKey())));
        System.out.print(sb);
        assertThat(all.supported()).isGreaterThan(200);
        Map<String, CardPool.Counts> byFile = new LinkedHashMap<>(pool.countsByFile());
        assertThat(byFile.get("bench.txt").unsupported()).isZero();
    }
}
