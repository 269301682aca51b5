package dev.arbiter.scenario.parse;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Groups lines under their top-level keys; the first must be {@code scenario:}. */
final class Sections {
    static final List<String> KEYS =
            List.of("scenario", "rules", "players", "edition", "format", "ante", "card", "setup", "actions", "expect");
    private static final Pattern KEY = Pattern.compile(
            "^(scenario|rules|players|edition|format|ante|card|setup|actions|expect)\\s*:\\s*(.*)$",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern WORD_COLON = Pattern.compile("^([^\\s:]+)\\s*:");

    private Sections() {}

    static List<Section> split(String file, List<SourceLine> lines) {
        if (lines.isEmpty()) {
            throw new ScenarioSyntaxException(new Pos(file, 1), "empty scenario; expected \"scenario: TITLE\" first");
        }
        List<Section> out = new ArrayList<>();
        String key = null;
        String value = null;
        Pos pos = null;
        List<SourceLine> body = new ArrayList<>();
        for (SourceLine line : lines) {
            Matcher m = KEY.matcher(line.text());
            if (m.matches()) {
                if (key != null) {
                    out.add(new Section(key, value, pos, body));
                } else if (!m.group(1).equalsIgnoreCase("scenario")) {
                    throw notFirst(line);
                }
                key = m.group(1).toLowerCase(Locale.ROOT);
                value = m.group(2).strip();
                pos = line.pos();
                body = new ArrayList<>();
            } else if (key == null) {
                throw notFirst(line);
            } else if (!line.indented()) {
                throw unknownKey(line);
            } else {
                body.add(line);
            }
        }
        out.add(new Section(key, value, pos, body));
        return out;
    }

    private static ScenarioSyntaxException notFirst(SourceLine line) {
        return new ScenarioSyntaxException(line.pos(),
                "expected \"scenario: TITLE\" as the first line, found \"" + line.text() + "\"");
    }

    private static ScenarioSyntaxException unknownKey(SourceLine line) {
        Matcher m = WORD_COLON.matcher(line.text());
        String found = m.find() ? "unknown top-level key \"" + m.group(1) + ":\"" : "unexpected line \"" + line.text() + "\"";
        return new ScenarioSyntaxException(line.pos(), found + "; expected one of "
                + String.join(": ", KEYS) + ": (lines inside a block are indented)");
    }
}
