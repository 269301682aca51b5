package dev.arbiter.scenario.parse;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The single-line keys ({@code scenario rules players edition}) and the {@code card:} blocks. */
final class Header {
    static final List<String> RESERVED_PLAYER_NAMES =
            List.of("pass", "advance", "illegal", "turn", "step", "active", "stack", "game", "log");

    String title;
    Pos pos;
    final List<String> rules = new ArrayList<>();
    List<String> players = Scenario.DEFAULT_PLAYERS;
    Edition edition = Edition.SEED;
    boolean twoHeadedGiant;
    boolean ante;
    private Pos formatPos;
    final List<InlineCard> cards = new ArrayList<>();
    private final Map<String, Pos> seen = new HashMap<>();

    /** Reads one section if it is a header or card section; returns false for setup/actions/expect. */
    boolean read(Section s) {
        switch (s.key()) {
            case "scenario" -> title(s);
            case "rules" -> rules(s);
            case "players" -> players(s);
            case "edition" -> edition(s);
            case "format" -> format(s);
            case "ante" -> ante(s);
            case "card" -> card(s);
            default -> {
                return false;
            }
        }
        return true;
    }

    private void title(Section s) {
        once(s);
        noBody(s);
        if (s.value().isEmpty()) {
            throw new ScenarioSyntaxException(s.pos(), "scenario: needs a title; expected \"scenario: TITLE\"");
        }
        title = s.value();
        pos = s.pos();
    }

    private void rules(Section s) {
        for (SourceLine line : s.lines()) {
            Arrays.stream(line.text().split("[\\s,]+")).filter(r -> !r.isEmpty()).forEach(rules::add);
        }
    }

    private void players(Section s) {
        once(s);
        noBody(s);
        List<String> names = Arrays.stream(s.value().split("[\\s,]+")).filter(p -> !p.isEmpty()).toList();
        if (names.size() < 2) {
            throw new ScenarioSyntaxException(s.pos(), "players: needs at least two names; expected players: NAME NAME");
        }
        List<String> lower = new ArrayList<>();
        for (String name : names) {
            String l = name.toLowerCase(Locale.ROOT);
            if (!name.matches("[\\p{L}\\p{N}_][\\p{L}\\p{N}_'-]*") || RESERVED_PLAYER_NAMES.contains(l)) {
                throw new ScenarioSyntaxException(s.pos(), "bad player name \"" + name
                        + "\"; expected one word of letters and digits, not one of " + String.join(" ", RESERVED_PLAYER_NAMES));
            }
            if (lower.contains(l)) {
                throw new ScenarioSyntaxException(s.pos(), "player \"" + name + "\" is listed twice");
            }
            lower.add(l);
        }
        players = names;
    }

    private void edition(Section s) {
        once(s);
        noBody(s);
        switch (s.value().toLowerCase(Locale.ROOT)) {
            case "seed" -> edition = Edition.SEED;
            case "current" -> edition = Edition.CURRENT;
            default -> throw new ScenarioSyntaxException(s.pos(),
                    "unknown edition \"" + s.value() + "\"; expected seed or current");
        }
    }

    /** {@code format: two-headed-giant} (extension): two teams of two sharing turns (810, seed 432.2b). */
    private void format(Section s) {
        once(s);
        noBody(s);
        switch (s.value().toLowerCase(Locale.ROOT)) {
            case "two-headed-giant" -> twoHeadedGiant = true;
            case "normal" -> twoHeadedGiant = false;
            default -> throw new ScenarioSyntaxException(s.pos(),
                    "unknown format \"" + s.value() + "\"; expected two-headed-giant or normal");
        }
        formatPos = s.pos();
    }

    /** {@code ante: on|off} (extension): whether the game is played for ante (407.1); off by default. */
    private void ante(Section s) {
        once(s);
        noBody(s);
        switch (s.value().toLowerCase(Locale.ROOT)) {
            case "on" -> ante = true;
            case "off" -> ante = false;
            default -> throw new ScenarioSyntaxException(s.pos(), "unknown ante setting \"" + s.value() + "\"; expected on or off");
        }
    }

    /** Checks that the keys agree with each other once all are read. */
    void checkFormat() {
        if (twoHeadedGiant && players.size() != 4) {
            throw new ScenarioSyntaxException(formatPos, "format: two-headed-giant needs four players (players: A B C D,"
                    + " the first two one team); found " + players.size());
        }
    }

    private void card(Section s) {
        List<SourceLine> lines = s.lines();
        if (lines.isEmpty()) {
            throw new ScenarioSyntaxException(s.pos(), "card: needs a card on the indented lines after it");
        }
        InlineCard card = new InlineCard(lines.stream().map(SourceLine::text).toList(), s.pos(),
                lines.stream().map(SourceLine::pos).toList());
        for (InlineCard other : cards) {
            if (other.name().equalsIgnoreCase(card.name())) {
                throw new ScenarioSyntaxException(s.pos(), "card \"" + card.name()
                        + "\" is already defined at line " + other.pos().line());
            }
        }
        cards.add(card);
    }

    private void once(Section s) {
        Pos first = seen.putIfAbsent(s.key(), s.pos());
        if (first != null) {
            throw new ScenarioSyntaxException(s.pos(), "a second " + s.key() + ": (the first is at line " + first.line() + ")");
        }
    }

    private static void noBody(Section s) {
        if (!s.body().isEmpty()) {
            throw new ScenarioSyntaxException(s.body().get(0).pos(), "unexpected indented line \""
                    + s.body().get(0).text() + "\"; " + s.key() + ": takes its value on its own line");
        }
    }
}
