package dev.arbiter.cards.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class BundledPoolLoadsTest {

    @Test
    void indexListsEveryBundledCardFile() {
        assertThat(BundledCardFiles.names())
                .containsExactly("10e.txt", "bench.txt", "lea.txt", "m10.txt", "seed-rules.txt");
    }

    @Test
    void everyBundledFileParsesStrictlyWithZeroErrors() {
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (String file : BundledCardFiles.names()) {
            ReadResult lenient = CardTextReader.readLenient(file, BundledCardFiles.content(file));
            assertThat(lenient.errors()).as(file).isEmpty();
            List<CardText> strict = BundledCardFiles.read(file);
            assertThat(strict).as(file).hasSameSizeAs(lenient.cards()).isNotEmpty();
            counts.put(file, strict.size());
        }
        System.out.println("Cards read per bundled file: " + counts);
        assertThat(counts).containsExactly(
                Map.entry("10e.txt", 368),
                Map.entry("bench.txt", 22),
                Map.entry("lea.txt", 290),
                Map.entry("m10.txt", 234),
                Map.entry("seed-rules.txt", 108));
    }

    @Test
    void bundledPoolKeepsOneCardPerNameAndHasNoConflicts() {
        CardTextPool pool = CardTextPool.bundled();
        pool.conflicts().forEach(System.out::println);
        System.out.println("Distinct cards in the bundled pool: " + pool.size());
        assertThat(pool.conflicts()).isEmpty();
        assertThat(pool.size()).isEqualTo(828);
        assertThat(pool.get("grizzly bears").pos().file()).isEqualTo("10e.txt");
    }

    @Test
    void everyBundledCardHasATypeAndCreaturesHaveStats() {
        for (CardText card : CardTextPool.bundled().cards()) {
            assertThat(card.types()).as(card.name()).isNotEmpty();
            if (card.hasType("Creature")) {
                assertThat(card.power()).as(card.name()).isNotNull();
                assertThat(card.toughness()).as(card.name()).isNotNull();
            }
            assertThat(card.hasManaCost()).as(card.name()).isEqualTo(!card.costSymbols().isEmpty());
        }
    }

    @Test
    void noBundledRulesLineKeepsReminderText() {
        for (CardText card : CardTextPool.bundled().cards()) {
            for (RulesLine line : card.rules()) {
                assertThat(line.text()).as(line.pos().toString()).doesNotContain("(", ")").isNotBlank();
            }
        }
    }
}
