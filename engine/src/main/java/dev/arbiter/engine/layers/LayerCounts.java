package dev.arbiter.engine.layers;

import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;

import java.util.List;

/** Counts a static ability reads while the layers are applied, on the characteristics so far (613.4c, 107.1). */
final class LayerCounts {
    private static final List<String> BASIC_LAND_TYPES = List.of("Plains", "Island", "Swamp", "Mountain", "Forest");

    private LayerCounts() {
    }

    /**
     * Domain (305.6): the basic land types among the lands {@code player} controls, each land judged on {@code cur}
     * where known (a land made a Swamp by an earlier layer-4 effect counts as a Swamp), else on its printed card.
     */
    static int basicLandTypes(GameState s, int player, Characteristics[] cur) {
        int found = 0; // one bit per basic land type
        for (int id : s.battlefield()) {
            GameObject o = s.object(id);
            if (o.controller() != player) continue;
            Characteristics ch = cur != null && cur[id] != null ? cur[id] : o.card().baseCharacteristics();
            if ((ch.types() & CardType.LAND.bit()) == 0) continue;
            for (int i = 0; i < BASIC_LAND_TYPES.size(); i++) if (ch.subtypes().contains(BASIC_LAND_TYPES.get(i))) found |= 1 << i;
        }
        return Integer.bitCount(found);
    }
}
