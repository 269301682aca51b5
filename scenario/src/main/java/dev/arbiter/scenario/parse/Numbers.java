package dev.arbiter.scenario.parse;

/** Whole numbers in scenario lines, with messages that say which number of which form was bad. */
final class Numbers {
    private Numbers() {}

    /** Any whole number, sign allowed. {@code form} names the line shape, e.g. {@code PLAYER life N}. */
    static int any(String token, Pos pos, String form) {
        if (!token.matches("[-+]?\\d{1,9}")) {
            throw new ScenarioSyntaxException(pos,
                    "bad number \"" + token + "\"; expected a whole number in \"" + form + "\"");
        }
        return Integer.parseInt(token);
    }

    static int atLeast(int min, String token, Pos pos, String form) {
        int n = any(token, pos, form);
        if (n < min) {
            throw new ScenarioSyntaxException(pos,
                    "bad number \"" + token + "\"; expected " + min + " or more in \"" + form + "\"");
        }
        return n;
    }

    static int nonNegative(String token, Pos pos, String form) {
        return atLeast(0, token, pos, form);
    }

    static int positive(String token, Pos pos, String form) {
        return atLeast(1, token, pos, form);
    }
}
