package dev.arbiter.engine.state;

import dev.arbiter.engine.rules.RulesEdition;

/**
 * Fixed settings of one game: the rules edition where seed and current rules differ, starting
 * hand size (103.5), maximum hand size (402.2), and whether teams share turns (Two-Headed Giant).
 */
public record GameConfig(RulesEdition edition, int startingHandSize, int maxHandSize, boolean twoHeadedGiant) {
    public static final GameConfig STANDARD = new GameConfig(RulesEdition.SEED, 7, 7, false);

    public GameConfig withEdition(RulesEdition e) {
        return new GameConfig(e, startingHandSize, maxHandSize, twoHeadedGiant);
    }
}
