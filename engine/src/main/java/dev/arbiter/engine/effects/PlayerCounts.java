package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import java.util.List;

/** Counts of players (102.1, 102.3) and of the basic land types among a player's lands (305.6, domain). */
final class PlayerCounts {
    private static final List<String> BASIC_LAND_TYPES = List.of("Plains", "Island", "Swamp", "Mountain", "Forest");

    private PlayerCounts() {
    }

    /** "the number of [filter] they control": the permanents matching that {@code player} controls (0 for no player). */
    static int controlledBy(GameState s, Amount.ControlledByThatPlayer c, int source, int player) {
        if (player < 0) return 0;
        int n = 0;
        for (int id : s.battlefield()) {
            GameObject o = s.object(id);
            if (o.controller() == player && dev.arbiter.engine.layers.Affecting.matches(s, source, c.filter(), o, Layers.of(s, id))) n++;
        }
        return n;
    }

    static int value(GameState s, Amount a, int controller) {
        if (a instanceof Amount.CountPlayers p) return dev.arbiter.engine.layers.LayerCounts.players(s, p, controller); // 102.3
        if (a instanceof Amount.OpponentsAttackedThisCombat) { // 702.121a, 508.1b
            int n = 0;
            for (int k = 0; k < s.playerCount(); k++) {
                if (s.player(k).inGame() && s.areOpponents(k, controller) && s.combat().attackedThisCombat(k)) n++;
            }
            return n;
        }
        int found = 0; // one bit per basic land type
        for (int id : s.battlefield()) {
            GameObject o = s.object(id);
            if (o.controller() != controller) continue;
            var ch = Layers.of(s, id);
            if ((ch.types() & CardType.LAND.bit()) == 0) continue;
            for (int i = 0; i < BASIC_LAND_TYPES.size(); i++) if (ch.subtypes().contains(BASIC_LAND_TYPES.get(i))) found |= 1 << i;
        }
        return Integer.bitCount(found);
    }
}
