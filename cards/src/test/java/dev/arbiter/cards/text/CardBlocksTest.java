package dev.arbiter.cards.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link CardBlocks#lines} splits a file's text exactly as {@code split("\\R", -1)} did. */
class CardBlocksTest {

    @Test
    void linesAreSplitAsTheLineBreakExpressionSplitsThem() {
        List<String> texts = List.of("", "a", "a\n", "\n", "\n\n", "a\r\nb", "a\rb", "a\r\n\r\nb", "a\n\rb", "a\r\r\nb",
                "a\u000Bb\fc\u0085d\u2028e\u2029f", "Name\nType\r\n\r\nNext\r", "\r\n", "\r", "x\r\n\n\ry\n");
        for (String t : texts) {
            assertEquals(Arrays.asList(t.split("\\R", -1)), CardBlocks.lines(t), () -> "for " + t.replace("\r", "\\r").replace("\n", "\\n"));
        }
    }
}
