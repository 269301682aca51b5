package dev.arbiter.server.game;

import dev.arbiter.engine.rules.RulesEdition;

/**
 * A request for a new game. {@code opponent}: "ai" (with {@code agent}, e.g. "random") or
 * "human" (a second person joins through the shared link). {@code seed}: null for a fresh one.
 */
public record NewGame(String name, String deck, String opponent, String agent, String opponentName,
                      String opponentDeck, Long seed, RulesEdition edition) {
    public NewGame {
        if (name == null || name.isBlank()) name = "you";
        if (deck == null) deck = "red-simple";
        if (opponent == null) opponent = "ai";
        if (agent == null) agent = "random";
        if (opponentDeck == null) opponentDeck = "green-simple";
        if (edition == null) edition = RulesEdition.SEED;
        if (opponentName == null || opponentName.isBlank()) opponentName = opponent.equals("human") ? "opponent" : agent + " AI";
        if (!opponent.equals("ai") && !opponent.equals("human")) throw new BadRequest("\"opponent\" must be \"ai\" or \"human\"");
        if (name.length() > 40 || opponentName.length() > 40) throw new BadRequest("names are at most 40 characters");
        if (name.equals(opponentName)) throw new BadRequest("the two players need different names");
    }
}
