package dev.arbiter.cards.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link CardTextReader#readLenient(String, String, java.util.function.Function)} (the coverage report's read, each
 * card mapped in the task that read it, the file split on two threads) gives the same cards, numbered the same, and
 * the same errors in the same order as {@link CardTextReader#readLenient(String, String)}.
 */
class MappedReadTest {

    @Test
    void aMappedReadReadsTheSameCardsAndErrors() {
        StringBuilder large = new StringBuilder();
        for (String file : BundledCardFiles.names()) {
            check(file, BundledCardFiles.content(file));
            large.append(BundledCardFiles.content(file)).append("\r\n\r\n");
            large.append("Broken {Q}\nInstant\n\n# a comment\n\nOrphan Name {1}\n\n");
        }
        String all = large.toString();
        assertThat(all.length()).isGreaterThan(1 << 17);
        check("large.txt", all); // over 512 blocks and 64 KiB: read in parallel, split on two threads
        check("large-crlf.txt", all.replace("\n", "\r\n").replace("\r\r\n", "\r\n"));
    }

    private static void check(String file, String content) {
        ReadResult plain = CardTextReader.readLenient(file, content);
        MappedRead<CardText> mapped = CardTextReader.readLenient(file, content, card -> card);
        assertThat(mapped.results()).as(file).isEqualTo(plain.cards());
        assertThat(mapped.errors()).as(file).extracting(Throwable::getMessage)
                .isEqualTo(plain.errors().stream().map(Throwable::getMessage).toList());
        List<String> names = CardTextReader.readLenient(file, content, CardText::name).results();
        assertThat(names).as(file).isEqualTo(plain.cards().stream().map(CardText::name).toList());
    }
}
