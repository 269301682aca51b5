package dev.arbiter.scenario.parse;

import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** One line of an {@code actions:} block. */
final class ActionParser {
    private static final Pattern ADVANCE = Pattern.compile("^advance\\s+to\\s+(.+)$");
    private static final Pattern OF_TURN = Pattern.compile("^(.+?)\\s+of\\s+turn\\s+(\\S+)$");
    private static final Pattern ILLEGAL = Pattern.compile("^illegal(?:\\s+([^\\s:]+))?\\s*:\\s*(.*)$");
    private static final Pattern RULE = Pattern.compile("^\\d+(\\.\\d+[a-z]*)?$");
    private static final Pattern PLAYER_LINE = Pattern.compile("^(\\S+)\\s+(([^\\s:]+).*)$");
    private static final String FORMS = "expected PLAYER plays|casts|activates|attacks:|blocks:|assigns|chooses:"
            + "|orders triggers: ..., pass, advance to STEP [of turn N], or illegal[ RULE]: ACTION";

    private ActionParser() {}

    static Action parse(SourceLine line, Names names) {
        return parse(line.text(), line.pos(), names);
    }

    static Action parse(String text, Pos pos, Names names) {
        String first = text.split("[\\s:]", 2)[0];
        switch (first) {
            case "pass":
                if (!text.equals("pass")) {
                    throw new ScenarioSyntaxException(pos, "bad pass line \"" + text + "\"; expected just pass");
                }
                return new Action.Pass(pos);
            case "advance":
                return advance(text, pos);
            case "illegal":
                return illegal(text, pos, names);
            default:
                return playerAction(text, pos, names);
        }
    }

    private static Action advance(String text, Pos pos) {
        Matcher m = ADVANCE.matcher(text);
        if (!m.matches()) {
            throw new ScenarioSyntaxException(pos, "bad advance line \"" + text
                    + "\"; expected advance to STEP [of turn N]");
        }
        Matcher t = OF_TURN.matcher(m.group(1).strip());
        if (t.matches()) {
            int turn = Numbers.positive(t.group(2), pos, "advance to STEP of turn N");
            return new Action.AdvanceTo(StepNames.require(t.group(1), pos), OptionalInt.of(turn), pos);
        }
        return new Action.AdvanceTo(StepNames.require(m.group(1), pos), OptionalInt.empty(), pos);
    }

    private static Action illegal(String text, Pos pos, Names names) {
        Matcher m = ILLEGAL.matcher(text);
        if (!m.matches() || m.group(2).isEmpty()) {
            throw new ScenarioSyntaxException(pos, "bad illegal line \"" + text
                    + "\"; expected illegal: ACTION or illegal RULE: ACTION");
        }
        Optional<String> rule = Optional.ofNullable(m.group(1));
        if (rule.isPresent() && !RULE.matcher(rule.get()).matches()) {
            throw new ScenarioSyntaxException(pos, "bad rule number \"" + rule.get()
                    + "\"; expected a number such as 422 or 502.9b");
        }
        Action inner = parse(m.group(2), pos, names);
        if (!(inner instanceof Action.PlayerAction action)) {
            throw new ScenarioSyntaxException(pos, "illegal: needs a player's action (PLAYER plays|casts|...),"
                    + " found \"" + m.group(2) + "\"");
        }
        return new Action.Illegal(rule, action, pos);
    }

    private static Action playerAction(String text, Pos pos, Names names) {
        Matcher m = PLAYER_LINE.matcher(text);
        if (!m.matches()) {
            throw new ScenarioSyntaxException(pos, "unknown action \"" + text + "\"; " + FORMS);
        }
        Optional<String> player = names.player(m.group(1));
        boolean verb = PlayerVerbs.isVerb(m.group(3));
        if (player.isEmpty() && verb) {
            names.requirePlayer(m.group(1), pos);
        }
        if (player.isEmpty() || !verb) {
            throw new ScenarioSyntaxException(pos, "unknown action \"" + text + "\"; " + FORMS);
        }
        return PlayerVerbs.parse(player.get(), m.group(3), m.group(2), pos, names);
    }
}
