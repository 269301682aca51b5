package dev.arbiter.cards.compile;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Issue 11, "a grammar, not a list of patterns": no regular expression reads a rules line. The compiler's sources
 * (compile/ and grammar/) hold no java.util.regex, no {@code text/Regex} call and no {@code String.matches}, except
 * the files listed here, each for a job that is not reading a card's line (fail closed: a new regex line reader fails
 * the build).
 */
class GrammarReadsEveryLineTest {

    /** The only files allowed a regular expression, and why. */
    private static final Map<String, String> ALLOWED = Map.of(
            "UnsupportedReasons.java", "groups the text of a line that already failed into --coverage's reasons",
            "RegexLiterals.java", "the literal prefilter of those reasons' expressions",
            "CardTextChanges.java", "612: a text-changing effect substitutes a word in the text before it is compiled");

    private static final List<String> REGEX_USES = List.of("java.util.regex", "Pattern.compile", "cards.text.Regex",
            "Regex.", ".matches(");

    @Test
    void noRegularExpressionReadsARulesLine() throws IOException {
        Path root = Path.of("src/main/java/dev/arbiter/cards");
        List<String> offenders;
        try (Stream<Path> files = Stream.concat(Files.list(root.resolve("compile")), Files.list(root.resolve("grammar")))) {
            offenders = files.filter(p -> p.toString().endsWith(".java"))
                    .filter(p -> !ALLOWED.containsKey(p.getFileName().toString()))
                    .filter(GrammarReadsEveryLineTest::usesRegex)
                    .map(p -> root.relativize(p).toString()).sorted().toList();
        }
        assertThat(offenders).as("compiler sources using a regular expression (read the line with the grammar)").isEmpty();
    }

    @Test
    void theCheckFindsARegexReader() throws IOException {
        Path f = Files.createTempFile("Reader", ".java");
        Files.writeString(f, "class R { boolean m(String t) { return t.matches(\"When ~ dies, .+\"); } }");
        assertThat(usesRegex(f)).isTrue();
        Files.writeString(f, "class R { // like \\w of regular expressions\n boolean m(char c) { return c == 'a'; } }");
        assertThat(usesRegex(f)).isFalse();
        Files.delete(f);
    }

    static boolean usesRegex(Path p) {
        try {
            for (String line : Files.readAllLines(p)) {
                String code = line.contains("//") ? line.substring(0, line.indexOf("//")) : line;
                String t = code.strip();
                if (t.startsWith("*") || t.startsWith("/*")) continue; // javadoc and comments
                for (String use : REGEX_USES) if (code.contains(use)) return true;
            }
            return false;
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
