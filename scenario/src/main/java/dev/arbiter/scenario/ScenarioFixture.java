package dev.arbiter.scenario;

import dev.arbiter.scenario.run.ScenarioResult;
import dev.arbiter.scenario.run.ScenarioRunner;

import java.util.ArrayList;
import java.util.List;

/**
 * A rules scenario written in Java for unit tests: the same language as a {@code .scenario} file
 * (SCENARIOS.md), built line by line and run by the same {@link ScenarioRunner}, so that a rules
 * test reads like the rule:
 *
 * <pre>{@code
 * ScenarioFixture.scenario("Lethal damage destroys a creature")
 *         .rules("704.5g")
 *         .setup("turn 1 alice main1", "alice hand: Shock", "alice mana: {R}", "bob battlefield: Grizzly Bears")
 *         .actions("alice casts Shock targeting Grizzly Bears", "pass")
 *         .expect("Grizzly Bears in bob graveyard")
 *         .assertPasses();
 * }</pre>
 *
 * Failures name the fixture's line, as the runner does for files; {@link #text()} is the file.
 */
public final class ScenarioFixture {
    private static final ScenarioRunner RUNNER = new ScenarioRunner();

    private final StringBuilder text = new StringBuilder();
    private final String fileName;

    private ScenarioFixture(String fileName, String title) {
        this.fileName = fileName;
        text.append("scenario: ").append(title).append('\n');
    }

    /** A scenario with this title; failures name the file {@code fixture.scenario}. */
    public static ScenarioFixture scenario(String title) {
        return new ScenarioFixture("fixture.scenario", title);
    }

    /** A scenario whose failures name {@code fileName} (e.g. the test's name). */
    public static ScenarioFixture scenario(String fileName, String title) {
        return new ScenarioFixture(fileName, title);
    }

    /** {@code rules: NUMBERS}. */
    public ScenarioFixture rules(String numbers) {
        return line("rules: " + numbers);
    }

    /** {@code players: NAMES}. */
    public ScenarioFixture players(String... names) {
        return line("players: " + String.join(" ", names));
    }

    /** {@code edition: seed|current}. */
    public ScenarioFixture edition(String edition) {
        return line("edition: " + edition);
    }

    /** {@code card:} with the card's lines (CARD_FORMAT.md), defined for this scenario only. */
    public ScenarioFixture card(String... lines) {
        return block("card:", lines);
    }

    public ScenarioFixture setup(String... lines) {
        return block("setup:", lines);
    }

    public ScenarioFixture actions(String... lines) {
        return block("actions:", lines);
    }

    public ScenarioFixture expect(String... lines) {
        return block("expect:", lines);
    }

    /** The scenario as a file's text; line numbers in failures count in it. */
    public String text() {
        return text.toString();
    }

    /** Runs the scenario. */
    public ScenarioResult run() {
        return RUNNER.run(fileName, text());
    }

    /** Runs the scenario and throws an {@link AssertionError} with the runner's line and the text when it fails. */
    public ScenarioResult assertPasses() {
        ScenarioResult r = run();
        if (!r.passed()) throw new AssertionError(r.line() + "\n" + numbered());
        return r;
    }

    /**
     * Runs the scenario, which must fail with a message containing {@code expectedMessage}; the
     * runner's line ({@code FAIL file:line: ...}) is returned for further checks.
     */
    public String assertFails(String expectedMessage) {
        ScenarioResult r = run();
        if (r.passed()) throw new AssertionError("expected the scenario to fail, but it passed\n" + numbered());
        if (!r.line().contains(expectedMessage)) {
            throw new AssertionError("expected a failure containing \"" + expectedMessage + "\", found: " + r.line());
        }
        return r.line();
    }

    private ScenarioFixture line(String l) {
        text.append(l).append('\n');
        return this;
    }

    private ScenarioFixture block(String header, String... lines) {
        text.append(header).append('\n');
        for (String l : lines) text.append("  ").append(l).append('\n');
        return this;
    }

    private String numbered() {
        List<String> out = new ArrayList<>();
        String[] lines = text().split("\n", -1);
        for (int i = 0; i < lines.length - 1; i++) out.add(String.format("%4d  %s", i + 1, lines[i]));
        return String.join("\n", out);
    }
}
