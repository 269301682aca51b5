package dev.arbiter.cards.grammar;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.arbiter.cards.compile.OracleCompiler;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.cards.text.BundledCardFiles;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.cards.text.CardTextReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The index from a clause's first token to the verb-phrase readers that can read it (docs/CARD-COMPILER.md, "Clause dispatch"). */
class ClauseDispatchTest {

    @Test
    void aClauseIsOfferedToTheReadersThatCanStartWithItInTheFullOrder() {
        List<String> asked = new ArrayList<>();
        ClauseDispatch d = new ClauseDispatch("a verb", List.of(
                ClauseDispatch.startingWith("draw", record(asked, "draw", null), "draw", "draws"),
                ClauseDispatch.any("added the old way", record(asked, "added the old way", null)),
                ClauseDispatch.startingWith("scry", record(asked, "scry", null), "scry")));
        assertThat(names(d, Cursor.of("Draws a card").key())).containsExactly("draw", "added the old way");
        assertThat(names(d, "scry")).containsExactly("added the old way", "scry");
        assertThat(names(d, Cursor.of("{E}{E}").key())).containsExactly("added the old way"); // a symbol: no word
        assertThat(names(d, null)).containsExactly("added the old way"); // the end of the text
        assertThatThrownBy(() -> d.read(Cursor.of("scry 2"), new PlayerRef.You(), false))
                .isInstanceOf(ParseFailure.class).hasMessageContaining("a verb");
        assertThat(asked).containsExactly("added the old way", "scry");
    }

    @Test
    void aReaderThatMovesTheCursorWithoutAnsweringHandsTheClauseToEveryReaderAfterIt() {
        List<String> asked = new ArrayList<>();
        EffectNode end = new EffectNode.DamageUnpreventableThisTurn();
        ClauseDispatch d = new ClauseDispatch("a verb", List.of(
                ClauseDispatch.startingWith("moves", (c, who, third) -> {
                    asked.add("moves");
                    c.accept("untap");
                    return null;
                }, "untap"),
                ClauseDispatch.startingWith("all", record(asked, "all", end), "all")));
        // the old chain asked "all" at "all": the index (by "untap") would not have
        assertThat(d.read(Cursor.of("untap all"), new PlayerRef.You(), false)).isSameAs(end);
        assertThat(asked).containsExactly("moves", "all");
    }

    @Test
    void aReaderThatEndsTheClauseAnswersNullOnceItReadItsWords() {
        ClauseDispatch d = new ClauseDispatch("a verb", List.of(
                ClauseDispatch.startingWith("put", (c, who, third) -> c.accept("put") ? null : null, "put").ends(),
                ClauseDispatch.any("after", (c, who, third) -> new EffectNode.DamageUnpreventableThisTurn())));
        Cursor c = Cursor.of("put it");
        assertThat(d.read(c, new PlayerRef.You(), false)).isNull(); // as the chain's "return put(c);"
        assertThat(c.mark()).isEqualTo(1);
    }

    /**
     * Every reader not asked about a clause is asked anyway and must answer null, throw nothing, leave the cursor and
     * record no failure, on every verb phrase of the bundled files; {@code -Dclause.check.file=FILE} adds a card file
     * (all-2022-public.txt before merging a declaration). Prints the readers asked per clause with and without the index.
     */
    @Test
    void noReaderAnswersAClauseItIsNotAskedAbout() throws Exception {
        List<String> violations = new ArrayList<>();
        ClauseDispatch.check = (reader, clause) -> violations.add(reader + ": " + clause);
        ClauseDispatch.Attempts counted = new ClauseDispatch.Attempts();
        ClauseDispatch.attempts = counted;
        try {
            OracleCompiler compiler = new OracleCompiler();
            List<CardText> bundled = BundledCardFiles.all();
            for (CardText card : bundled) compiler.compile(card);
            int cards = bundled.size();
            assertThat(cards).isGreaterThan(500);
            String extra = System.getProperty("clause.check.file");
            if (extra != null) {
                for (CardText card : CardTextReader.readLenient(extra, Files.readString(Path.of(extra))).cards()) {
                    compiler.compile(card);
                }
            }
        } finally {
            ClauseDispatch.check = null;
            ClauseDispatch.attempts = null;
        }
        System.out.println("ClauseDispatchTest: " + counted);
        assertThat(counted.clauses.get()).isGreaterThan(300); // 641 verb phrases in the bundled files (stop 38)
        assertThat(violations).isEmpty();
    }

    private static List<String> names(ClauseDispatch d, String key) {
        return Arrays.stream(d.candidates(key)).map(ClauseDispatch.Reader::name).toList();
    }

    private static ClauseDispatch.Read record(List<String> asked, String name, EffectNode answer) {
        return (c, who, third) -> {
            asked.add(name);
            return answer;
        };
    }
}
