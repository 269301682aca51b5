package dev.arbiter.scenario.parse;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One line of an {@code expect:} block. A line starting with a keyword ({@code step turn active
 * stack game log}) or a player name is read in that form first; when it does not fit, the card
 * forms are tried (a card or label may start with such a word); when none fits, the first form's
 * error is reported.
 */
final class ExpectationParser {
    private static final Pattern STEP = Pattern.compile("^step\\s+(.+)$");
    private static final Pattern TURN = Pattern.compile("^turn\\s+(\\S+)$");
    private static final Pattern ACTIVE = Pattern.compile("^active\\s+(\\S+)$");
    private static final Pattern STACK = Pattern.compile("^stack\\s+(\\S+)$");
    private static final Pattern GAME_OVER = Pattern.compile("^game\\s+over\\s*:\\s*(.+)$");
    private static final Pattern WINS = Pattern.compile("^(\\S+)\\s+wins$");
    private static final Pattern GAME_NOT_OVER = Pattern.compile("^game\\s+not\\s+over$");
    private static final Pattern LOG = Pattern.compile("^log\\s+contains\\s*:\\s*(.+)$");
    private static final Pattern PLAYER_STAT = Pattern.compile("^(\\S+)\\s+(life|poison|energy|experience|hand|library|graveyard|battlefield)\\s+(\\S+)$");
    static final String FORMS = "expected PLAYER life|poison|energy|experience|hand|library|graveyard|battlefield N, CARD on battlefield|not on battlefield"
            + "|in PLAYER ZONE|tapped|untapped|damage N|power N|toughness N|is P/T|counters KIND N|has KEYWORD"
            + "|lacks KEYWORD|attached to CARD|controlled by PLAYER, step STEP, turn N, active PLAYER,"
            + " stack empty|N, game over: PLAYER wins|draw, game not over, or log contains: TEXT";

    private ExpectationParser() {}

    static Expectation parse(SourceLine line, Names names) {
        String text = line.text();
        Pos pos = line.pos();
        String first = text.split("\\s", 2)[0];
        try {
            Expectation e = keywordForm(first, text, pos, names);
            if (e != null) {
                return e;
            }
        } catch (ScenarioSyntaxException keywordError) {
            return CardExpectations.parse(text, pos, names).orElseThrow(() -> keywordError);
        }
        return CardExpectations.parse(text, pos, names).orElseThrow(() -> unknown(text, pos, names));
    }

    /** Null when the line is not in a keyword or player form at all. */
    private static Expectation keywordForm(String first, String text, Pos pos, Names names) {
        switch (first) {
            case "step":
                return new Expectation.StepIs(StepNames.require(match(STEP, text, pos, "step STEP").group(1), pos), pos);
            case "turn":
                return new Expectation.TurnIs(
                        Numbers.positive(match(TURN, text, pos, "turn N").group(1), pos, "turn N"), pos);
            case "active":
                return new Expectation.ActiveIs(names.requirePlayer(match(ACTIVE, text, pos, "active PLAYER").group(1), pos), pos);
            case "stack":
                return stack(text, pos);
            case "game":
                return game(text, pos, names);
            case "log":
                return new Expectation.LogContains(match(LOG, text, pos, "log contains: TEXT").group(1).strip(), pos);
            default:
                return names.player(first).isPresent() ? playerForm(text, pos, names) : null;
        }
    }

    private static Expectation stack(String text, Pos pos) {
        String arg = match(STACK, text, pos, "stack empty or stack N").group(1);
        return arg.equals("empty") ? new Expectation.StackEmpty(pos)
                : new Expectation.StackSize(Numbers.nonNegative(arg, pos, "stack N"), pos);
    }

    private static Expectation game(String text, Pos pos, Names names) {
        if (GAME_NOT_OVER.matcher(text).matches()) {
            return new Expectation.GameNotOver(pos);
        }
        String result = match(GAME_OVER, text, pos, "game over: PLAYER wins, game over: draw or game not over")
                .group(1).strip();
        if (result.equals("draw")) {
            return new Expectation.GameOverDraw(pos);
        }
        Matcher m = WINS.matcher(result);
        if (!m.matches()) {
            throw new ScenarioSyntaxException(pos, "bad game result \"" + result + "\"; expected PLAYER wins or draw");
        }
        return new Expectation.GameOverWinner(names.requirePlayer(m.group(1), pos), pos);
    }

    private static Expectation playerForm(String text, Pos pos, Names names) {
        Matcher m = match(PLAYER_STAT, text, pos, "PLAYER life|poison|energy|experience|hand|library|graveyard|battlefield N");
        String player = names.requirePlayer(m.group(1), pos);
        String n = m.group(3);
        switch (m.group(2)) {
            case "life": return new Expectation.Life(player, Numbers.any(n, pos, "PLAYER life N"), pos);
            case "poison": return new Expectation.Poison(player, Numbers.nonNegative(n, pos, "PLAYER poison N"), pos);
            case "energy": return new Expectation.Energy(player, Numbers.nonNegative(n, pos, "PLAYER energy N"), pos);
            case "experience": return new Expectation.Experience(player, Numbers.nonNegative(n, pos, "PLAYER experience N"), pos);
            case "hand": return new Expectation.HandCount(player, Numbers.nonNegative(n, pos, "PLAYER hand N"), pos);
            case "graveyard":
                return new Expectation.GraveyardCount(player, Numbers.nonNegative(n, pos, "PLAYER graveyard N"), pos);
            case "battlefield":
                return new Expectation.BattlefieldCount(player, Numbers.nonNegative(n, pos, "PLAYER battlefield N"), pos);
            default: return new Expectation.LibraryCount(player, Numbers.nonNegative(n, pos, "PLAYER library N"), pos);
        }
    }

    private static Matcher match(Pattern p, String text, Pos pos, String form) {
        Matcher m = p.matcher(text);
        if (!m.matches()) {
            throw new ScenarioSyntaxException(pos, "bad expectation \"" + text + "\"; expected " + form);
        }
        return m;
    }

    private static ScenarioSyntaxException unknown(String text, Pos pos, Names names) {
        Matcher m = PLAYER_STAT.matcher(text);
        Optional<String> player = m.matches() ? names.player(m.group(1)) : Optional.empty();
        if (m.matches() && player.isEmpty()) {
            return new ScenarioSyntaxException(pos, "unknown player \"" + m.group(1) + "\"; expected one of "
                    + String.join(" ", names.players()));
        }
        return new ScenarioSyntaxException(pos, "unknown expectation \"" + text + "\"; " + FORMS);
    }
}
