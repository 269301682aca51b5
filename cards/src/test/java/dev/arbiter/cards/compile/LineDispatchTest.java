package dev.arbiter.cards.compile;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.cards.text.BundledCardFiles;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The index from a line's first word to the readers that can read it (docs/CARD-COMPILER.md, "Line dispatch"). */
class LineDispatchTest {

    @Test
    void theFirstWordIsTheTokenizersFirstWordInLowerCase() {
        assertThat(LineDispatch.firstWord("Flashback—{2}{R}")).isEqualTo("flashback");
        assertThat(LineDispatch.firstWord("  Whenever ~ attacks, draw a card.")).isEqualTo("whenever");
        assertThat(LineDispatch.firstWord("You’ll draw")).isEqualTo("you'll");
        assertThat(LineDispatch.firstWord("Jump-start")).isEqualTo("jump-start");
        assertThat(LineDispatch.firstWord("{T}: Add {G}.")).isEqualTo("{");
        assertThat(LineDispatch.firstWord("[+1]: Draw a card.")).isEqualTo("[");
        assertThat(LineDispatch.firstWord("~ can't block.")).isEqualTo("~");
        assertThat(LineDispatch.firstWord("")).isEmpty();
    }

    @Test
    void aLineIsOfferedToTheReadersThatCanStartWithItInTheFullOrder() {
        List<String> asked = new ArrayList<>();
        LineDispatch d = new LineDispatch(List.of(
                LineDispatch.startingWith("flashback", record(asked, "flashback"), "flashback"),
                LineDispatch.notTriggeredOrActivated("static", record(asked, "static")),
                LineDispatch.any("added the old way", record(asked, "added the old way")),
                LineDispatch.startingWith("when", record(asked, "when"), "when")));
        assertThat(names(d, "Flashback {R}")).containsExactly("flashback", "static", "added the old way");
        assertThat(names(d, "When ~ enters, draw a card.")).containsExactly("added the old way", "when");
        assertThat(names(d, "{T}: Add {G}.")).containsExactly("added the old way");
        assertThat(names(d, "Creatures you control get +1/+1.")).containsExactly("static", "added the old way");
        d.read("Flying", null, null, false);
        assertThat(asked).containsExactly("static", "added the old way");
    }

    @Test
    void noReaderAnswersALineItIsNotAskedAbout() {
        List<String> violations = new ArrayList<>();
        LineDispatch.check = (reader, line) -> violations.add(reader + ": " + line);
        try {
            OracleCompiler compiler = new OracleCompiler();
            List<CardText> bundled = BundledCardFiles.all();
            for (CardText card : bundled) compiler.compile(card);
            int cards = bundled.size();
            assertThat(cards).isGreaterThan(500);
        } finally {
            LineDispatch.check = null;
        }
        assertThat(violations).isEmpty();
    }

    private static List<String> names(LineDispatch d, String text) {
        return Arrays.stream(d.candidates(text)).map(LineDispatch.Reader::name).toList();
    }

    private static LineDispatch.Read record(List<String> asked, String name) {
        return (t, c, sp, s) -> {
            asked.add(name);
            return Optional.<List<Ability>>empty();
        };
    }
}
