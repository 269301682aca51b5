package dev.arbiter.cards.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link CardBlocks#lines} splits a file's text exactly as {@code split("\\R", -1)} did; {@link
 * CardBlocks#splitOnTwoThreads} gives the same blocks, numbered the same, as {@link CardBlocks#split}.
 */
class CardBlocksTest {

    @Test
    void linesAreSplitAsTheLineBreakExpressionSplitsThem() {
        List<String> texts = List.of("", "a", "a\n", "\n", "\n\n", "a\r\nb", "a\rb", "a\r\n\r\nb", "a\n\rb", "a\r\r\nb",
                "a\u000Bb\fc\u0085d\u2028e\u2029f", "Name\nType\r\n\r\nNext\r", "\r\n", "\r", "x\r\n\n\ry\n");
        for (String t : texts) {
            assertEquals(Arrays.asList(t.split("\\R", -1)), CardBlocks.lines(t), () -> "for " + t.replace("\r", "\\r").replace("\n", "\\n"));
        }
    }

    @Test
    void twoThreadsSplitAsOneThreadDoes() {
        String[] lines = {"Name", "Type", "", "  ", "\t", "# comment", "  # indented comment", "Flying", "1/1", "{T}: Add {G}."};
        String[] breaks = {"\n", "\r\n", "\r", "\n\r", "\u2028", "\u000B", "\f", "\u0085", "\u2029"};
        for (int seed = 0; seed < 60; seed++) {
            Random r = new Random(seed);
            StringBuilder b = new StringBuilder(seed % 3 == 0 ? "\uFEFF" : "");
            int size = (seed % 4 == 0 ? 1 << 10 : 1 << 17) + r.nextInt(5_000);
            // mostly LF (the cut needs LF before an empty line); some files have no LF at all, so no cut
            boolean lf = seed % 10 != 9;
            while (b.length() < size) {
                b.append(lines[r.nextInt(lines.length)]);
                String br = r.nextInt(3) == 0 || !lf ? breaks[2 + r.nextInt(breaks.length - 2)] : breaks[r.nextInt(2)];
                b.append(lf || !br.contains("\n") ? br : "\r");
            }
            if (r.nextBoolean()) b.append("Last");
            String text = b.toString();
            assertEquals(CardBlocks.split(text), CardBlocks.splitOnTwoThreads(text), "seed " + seed);
        }
    }

    @Test
    void theCutIsAnEmptyLineAfterLineFeed() {
        assertEquals(-1, CardBlocks.emptyLineAfter("a\nb\n", 0));
        assertEquals(2, CardBlocks.emptyLineAfter("a\n\nb", 0));
        assertEquals(3, CardBlocks.emptyLineAfter("a\r\n\r\nb", 0));
        assertEquals(-1, CardBlocks.emptyLineAfter("a\r\rb", 0));
        assertEquals(3, CardBlocks.lineBreaks("a\r\n\rb\n"));
    }
}
