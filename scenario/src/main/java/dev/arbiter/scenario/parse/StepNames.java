package dev.arbiter.scenario.parse;

/** Step names in scenario lines, with the error for unknown ones. */
final class StepNames {
    private StepNames() {}

    static String require(String text, Pos pos) {
        return Steps.canonical(text).orElseThrow(() -> new ScenarioSyntaxException(pos,
                "unknown step \"" + text.strip() + "\"; expected one of " + Steps.listed()));
    }
}
