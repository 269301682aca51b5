package dev.arbiter.cards.compile;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Issue 11: a card is supported because the grammar covers its wording, never because the compiler holds its line. A
 * {@link GuardedPattern} that is only literal text (no group, no alternation, no character class, no quantifier:
 * letters and escaped punctuation) matches one card's line and nothing else; none may come back.
 */
class NoWholeLineLiteralMatcherTest {

    @Test
    void noGuardedPatternOfTheCompilerIsAWholeLineLiteral() throws Exception {
        List<GuardedPattern> patterns = allGuardedPatterns();
        assertThat(patterns).as("the compiler's GuardedPatterns were found").isNotEmpty();
        List<String> literals = new ArrayList<>();
        for (GuardedPattern p : patterns) {
            if (isWholeLineLiteral(p.pattern().pattern())) literals.add(p.pattern().pattern());
        }
        assertThat(literals).as("whole-line literal matchers (cover the wording with grammar instead)").isEmpty();
    }

    @Test
    void theCheckTellsALiteralFromAnExpression() {
        assertThat(isWholeLineLiteral("You can't get poison counters\\.")).isTrue();
        assertThat(isWholeLineLiteral("(?i)^Play with your hand revealed\\.$")).isTrue();
        assertThat(isWholeLineLiteral("If ~ would be destroyed, regenerate it\\.")).isTrue();
        assertThat(isWholeLineLiteral("\\{T\\}: Add \\{G\\}\\.")).isTrue();
        assertThat(isWholeLineLiteral("(Players|You) can't draw cards\\.")).isFalse();
        assertThat(isWholeLineLiteral("Whenever ~ attacks, (.+)")).isFalse();
        assertThat(isWholeLineLiteral("colou?r")).isFalse();
        assertThat(isWholeLineLiteral("~ gets \\d")).isFalse();
        assertThat(isWholeLineLiteral("[a-z]+walk")).isFalse();
    }

    /** Only literal text: letters, spaces, unescaped harmless punctuation and escaped punctuation (flags and anchors aside). */
    static boolean isWholeLineLiteral(String regex) {
        String r = regex.replaceFirst("^\\(\\?[a-zA-Z]+\\)", "");
        if (r.startsWith("^")) r = r.substring(1);
        if (r.endsWith("$") && !r.endsWith("\\$")) r = r.substring(0, r.length() - 1);
        for (int i = 0; i < r.length(); i++) {
            char c = r.charAt(i);
            if (c == '\\') {
                if (i + 1 >= r.length() || Character.isLetterOrDigit(r.charAt(i + 1))) return false; // \d, \w, \b, \1
                i++;
                continue;
            }
            if ("()[]|.*+?{}^$".indexOf(c) >= 0) return false;
        }
        return true;
    }

    /** Every static GuardedPattern field of every class of the compiler package. */
    static List<GuardedPattern> allGuardedPatterns() throws IOException, URISyntaxException, ReflectiveOperationException {
        URL here = GuardedPattern.class.getResource("GuardedPattern.class");
        Path dir = Path.of(here.toURI()).getParent();
        List<GuardedPattern> out = new ArrayList<>();
        List<String> names;
        try (Stream<Path> files = Files.list(dir)) {
            names = files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".class")).sorted().toList();
        }
        for (String n : names) {
            Class<?> c = Class.forName(GuardedPattern.class.getPackageName() + "." + n.substring(0, n.length() - 6));
            for (Field f : c.getDeclaredFields()) {
                if (f.getType() != GuardedPattern.class || !Modifier.isStatic(f.getModifiers())) continue;
                f.setAccessible(true);
                out.add((GuardedPattern) f.get(null));
            }
        }
        return out;
    }
}
