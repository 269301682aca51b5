package dev.arbiter.cli.bench;

import dev.arbiter.agents.Match;
import dev.arbiter.agents.RandomAgent;
import dev.arbiter.cards.pool.CardPool;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.game.Position;
import dev.arbiter.engine.state.Counters;
import dev.arbiter.engine.state.GameConfig;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.timing.Step;

import java.util.ArrayList;
import java.util.List;

/**
 * The large-board bench (issue 13): each player starts in the middle of a game with 20 lands,
 * 30 creatures, 10 creature tokens and three static abilities that change characteristics
 * (613) on the battlefield, 5 cards in hand and 30 in the library; random agents play on from
 * there (seeded as the small bench's games) and each choice is timed.
 */
final class LargeBoard {
    static final int LANDS = 20;
    static final int CREATURES = 30;
    static final int TOKENS = 10;
    static final int MAX_CHOICES = 3_000;
    static final List<List<String>> STATICS = List.of(
            List.of("Glorious Anthem", "Goblin King", "Crusade"),
            List.of("Glorious Anthem", "Bad Moon", "Crusade"));

    record Figures(String description, long choices, double seconds) {
        double microsPerChoice() {
            return seconds * 1e6 / choices;
        }
    }

    private LargeBoard() {
    }

    /** The position for {@code seed}, built from the two decks' cards. */
    static GameState position(List<CardDefinition> a, List<CardDefinition> b, long seed) {
        CardPool pool = CardPool.bundled();
        Position p = new Position(GameConfig.STANDARD, List.of("alice", "bob"), 20).turn(10, (int) (seed % 2), Step.MAIN1)
                .seed(seed);
        List<List<CardDefinition>> decks = List.of(a, b);
        for (int player = 0; player < 2; player++) {
            List<CardDefinition> lands = new ArrayList<>();
            List<CardDefinition> spells = new ArrayList<>();
            for (CardDefinition c : decks.get(player)) (c.baseCharacteristics().isLand() ? lands : spells).add(c);
            if (lands.isEmpty() || spells.isEmpty()) throw new IllegalArgumentException("the large board needs decks with lands and creatures");
            for (int i = 0; i < LANDS; i++) p.add(player, Zone.BATTLEFIELD, lands.get(i % lands.size()), Position.Placement.PLAIN);
            for (int i = 0; i < CREATURES; i++) p.add(player, Zone.BATTLEFIELD, spells.get(i % spells.size()), Position.Placement.PLAIN);
            Position.Placement token = new Position.Placement(false, false, 0, Counters.NONE, true);
            for (int i = 0; i < TOKENS; i++) p.add(player, Zone.BATTLEFIELD, spells.get((7 * i) % spells.size()), token);
            for (String name : STATICS.get(player)) p.add(player, Zone.BATTLEFIELD, pool.definition(name), Position.Placement.PLAIN);
            for (int i = 0; i < 5; i++) p.add(player, Zone.HAND, spells.get((3 * i + 1) % spells.size()), Position.Placement.PLAIN);
            for (int i = 0; i < 30; i++) {
                List<CardDefinition> from = i % 3 == 0 ? lands : spells;
                p.add(player, Zone.LIBRARY, from.get((5 * i) % from.size()), Position.Placement.PLAIN);
            }
        }
        return p.build();
    }

    /** Plays {@code games} seeded playouts from the position (each to its end or MAX_CHOICES) and times them. */
    static Figures run(List<CardDefinition> a, List<CardDefinition> b, int games) {
        for (long seed = 1_000_000; seed < 1_000_000 + Math.max(5, games / 4); seed++) playout(a, b, seed); // JIT warm-up
        long choices = 0;
        long start = System.nanoTime();
        for (long seed = 1; seed <= games; seed++) choices += playout(a, b, seed);
        double secs = (System.nanoTime() - start) / 1e9;
        return new Figures(games + " playouts; " + LANDS + " lands, " + CREATURES + " creatures, " + TOKENS
                + " tokens, 3 static abilities a side", choices, secs);
    }

    static int playout(List<CardDefinition> a, List<CardDefinition> b, long seed) {
        GameState s = Game.settle(position(a, b, seed), false).state();
        return Match.playout(s, List.of(new RandomAgent(seed * 31 + 1), new RandomAgent(seed * 31 + 2)), MAX_CHOICES, null);
    }
}
