package dev.arbiter.scenario.parse;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.assertj.core.api.AbstractThrowableAssert;

/** Small helpers for parser tests: scenarios whose line numbers are easy to count. */
final class Fixtures {
    static final String FILE = "t.scenario";

    private Fixtures() {}

    static Pos at(int line) {
        return new Pos(FILE, line);
    }

    /** Parses {@code scenario: T} on line 1 followed by the given lines (line 2 onwards). */
    static Scenario parse(NameOracle names, String... lines) {
        return ScenarioParser.parse(FILE, "scenario: T\n" + String.join("\n", lines) + "\n", names);
    }

    static Scenario parse(String... lines) {
        return parse(NameOracle.ANY_SIMPLE, lines);
    }

    /** The actions of a scenario made of one actions: block (line 2) and the given lines (line 3 on). */
    static List<Action> actions(NameOracle names, String... lines) {
        return ((ActionsBlock) parse(names, prepend("actions:", lines)).blocks().get(0)).actions();
    }

    static Action action(String line) {
        return actions(NameOracle.ANY_SIMPLE, "  " + line).get(0);
    }

    /** The expectations of a scenario made of one expect: block (line 2) and the given lines (line 3 on). */
    static List<Expectation> expectations(NameOracle names, String... lines) {
        return ((ExpectBlock) parse(names, prepend("expect:", lines)).blocks().get(0)).expectations();
    }

    static Expectation expectation(String line) {
        return expectations(NameOracle.ANY_SIMPLE, "  " + line).get(0);
    }

    /** The setup lines of a scenario made of one setup: block (line 2) and the given lines (line 3 on). */
    static List<SetupLine> setup(NameOracle names, String... lines) {
        return parse(names, prepend("setup:", lines)).setup().lines();
    }

    static SetupLine setupLine(String line) {
        return setup(NameOracle.ANY_SIMPLE, "  " + line).get(0);
    }

    static ObjRef ref(String raw) {
        return ObjRef.of(raw);
    }

    /** Asserts that parsing fails with exactly {@code t.scenario:LINE: ...} starting with {@code problem}. */
    static AbstractThrowableAssert<?, ? extends Throwable> failsAt(int line, String problemStart, Runnable parse) {
        return assertThatThrownBy(parse::run)
                .isInstanceOf(ScenarioSyntaxException.class)
                .hasMessageStartingWith(FILE + ":" + line + ": " + problemStart)
                .satisfies(e -> org.assertj.core.api.Assertions.assertThat(((ScenarioSyntaxException) e).pos())
                        .isEqualTo(at(line)));
    }

    private static String[] prepend(String first, String[] rest) {
        String[] all = new String[rest.length + 1];
        all[0] = first;
        System.arraycopy(rest, 0, all, 1, rest.length);
        return all;
    }
}
