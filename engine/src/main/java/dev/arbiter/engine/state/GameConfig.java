package dev.arbiter.engine.state;

import dev.arbiter.engine.rules.RulesEdition;

/**
 * Fixed settings of one game: the rules edition where seed and current rules differ, starting
 * hand size (103.5), maximum hand size (402.2), whether teams share turns (Two-Headed Giant), and
 * whether the game is played for ante (407.1: an optional variation, off unless asked for).
 */
public record GameConfig(RulesEdition edition, int startingHandSize, int maxHandSize, boolean twoHeadedGiant,
                         boolean ante) {
    public static final GameConfig STANDARD = new GameConfig(RulesEdition.SEED, 7, 7, false);

    /** Not played for ante (407.1). */
    public GameConfig(RulesEdition edition, int startingHandSize, int maxHandSize, boolean twoHeadedGiant) {
        this(edition, startingHandSize, maxHandSize, twoHeadedGiant, false);
    }

    public GameConfig withEdition(RulesEdition e) {
        return new GameConfig(e, startingHandSize, maxHandSize, twoHeadedGiant, ante);
    }

    /** The same settings, played for ante or not (407.1). */
    public GameConfig withAnte(boolean a) {
        return new GameConfig(edition, startingHandSize, maxHandSize, twoHeadedGiant, a);
    }
}
