package dev.arbiter.agents;

import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.game.Position;
import dev.arbiter.engine.state.Counters;
import dev.arbiter.engine.state.GameConfig;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.timing.Step;

import java.util.ArrayList;
import java.util.List;

/**
 * A mid-game position built from two decks' cards (turn 10, main phase 1), for playouts on a full
 * board: the large-board bench and the layer-cache tests play from it.
 */
public final class BoardPosition {

    /** How many lands, creatures, creature tokens and library cards each player has. */
    public record Shape(int lands, int creatures, int tokens, int library) {
    }

    private BoardPosition() {
    }

    /**
     * The position for {@code seed}: each player's lands, creatures and tokens from their deck, the
     * permanents {@code statics} lists for them, 5 cards in hand and {@code shape.library()} in the library.
     */
    public static GameState build(List<CardDefinition> a, List<CardDefinition> b, long seed, Shape shape,
                                  List<List<CardDefinition>> statics) {
        Position p = new Position(GameConfig.STANDARD, List.of("alice", "bob"), 20).turn(10, (int) (seed % 2), Step.MAIN1)
                .seed(seed);
        List<List<CardDefinition>> decks = List.of(a, b);
        for (int player = 0; player < 2; player++) {
            List<CardDefinition> lands = new ArrayList<>();
            List<CardDefinition> spells = new ArrayList<>();
            for (CardDefinition c : decks.get(player)) (c.baseCharacteristics().isLand() ? lands : spells).add(c);
            if (lands.isEmpty() || spells.isEmpty()) throw new IllegalArgumentException("a board position needs decks with lands and creatures");
            for (int i = 0; i < shape.lands(); i++) p.add(player, Zone.BATTLEFIELD, lands.get(i % lands.size()), Position.Placement.PLAIN);
            for (int i = 0; i < shape.creatures(); i++) p.add(player, Zone.BATTLEFIELD, spells.get(i % spells.size()), Position.Placement.PLAIN);
            Position.Placement token = new Position.Placement(false, false, 0, Counters.NONE, true);
            for (int i = 0; i < shape.tokens(); i++) p.add(player, Zone.BATTLEFIELD, spells.get((7 * i) % spells.size()), token);
            for (CardDefinition d : statics.get(player)) p.add(player, Zone.BATTLEFIELD, d, Position.Placement.PLAIN);
            for (int i = 0; i < 5; i++) p.add(player, Zone.HAND, spells.get((3 * i + 1) % spells.size()), Position.Placement.PLAIN);
            for (int i = 0; i < shape.library(); i++) {
                List<CardDefinition> from = i % 3 == 0 ? lands : spells;
                p.add(player, Zone.LIBRARY, from.get((5 * i) % from.size()), Position.Placement.PLAIN);
            }
        }
        return p.build();
    }
}
