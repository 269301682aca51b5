package dev.arbiter.scenario.parse;

import java.util.List;
import java.util.Objects;

/**
 * A parsed scenario file.
 *
 * @param title   text of {@code scenario:}
 * @param pos     line of {@code scenario:}
 * @param rules   rule numbers of {@code rules:}, as written
 * @param players from {@code players:}, in order (the first is the starting player); default alice bob
 * @param edition from {@code edition:}; default {@link Edition#SEED}
 * @param cards   the {@code card:} blocks in order
 * @param setup   the {@code setup:} block ({@link Setup#EMPTY} when absent)
 * @param blocks  {@code actions:} and {@code expect:} blocks in source order
 * @param twoHeadedGiant {@code format: two-headed-giant} (an extension, docs/SCENARIO-RUNNER.md): four
 *                players, the first two one team (primary, secondary), the last two the other
 * @param ante    {@code ante: on} (an extension): the game is played for ante (407.1)
 */
public record Scenario(String title, Pos pos, List<String> rules, List<String> players, Edition edition,
                       List<InlineCard> cards, Setup setup, List<Block> blocks, boolean twoHeadedGiant, boolean ante) {
    public static final List<String> DEFAULT_PLAYERS = List.of("alice", "bob");

    public Scenario {
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(pos, "pos");
        Objects.requireNonNull(edition, "edition");
        Objects.requireNonNull(setup, "setup");
        rules = List.copyOf(rules);
        players = List.copyOf(players);
        cards = List.copyOf(cards);
        blocks = List.copyOf(blocks);
    }

    /** A scenario of the normal format (no teams). */
    public Scenario(String title, Pos pos, List<String> rules, List<String> players, Edition edition,
                    List<InlineCard> cards, Setup setup, List<Block> blocks) {
        this(title, pos, rules, players, edition, cards, setup, blocks, false, false);
    }

    /** A scenario not played for ante. */
    public Scenario(String title, Pos pos, List<String> rules, List<String> players, Edition edition,
                    List<InlineCard> cards, Setup setup, List<Block> blocks, boolean twoHeadedGiant) {
        this(title, pos, rules, players, edition, cards, setup, blocks, twoHeadedGiant, false);
    }

    /** The setup's turn line, or the default {@code turn 1 FIRST-PLAYER main1} (at the scenario line). */
    public SetupLine.TurnLine startingTurn() {
        return setup.turn().orElseGet(() -> new SetupLine.TurnLine(1, players.get(0), "main1", pos));
    }
}
