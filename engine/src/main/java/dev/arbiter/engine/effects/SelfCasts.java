package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.CastFromZone;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Zone;

import java.util.List;

/**
 * Cards whose own ability lets their owner cast them from the graveyard or from exile ({@link CastFromZone}, 601.3):
 * "You may cast ~ from your graveyard." Found by the cards' printed abilities (a cheap scan per listing); whether one
 * may be cast now is {@link ExilePlays#permitted}'s, judged with its characteristics.
 */
final class SelfCasts {
    private SelfCasts() {
    }

    /** Whether {@code player} owns a card in their graveyard or in exile with such an ability. */
    static boolean any(GameState s, int player) {
        io.vavr.collection.Vector<Integer> graveyard = s.player(player).graveyard();
        for (int k = 0, n = graveyard.size(); k < n; k++) if (has(s.object(graveyard.get(k)), Zone.GRAVEYARD)) return true;
        io.vavr.collection.Vector<Integer> exile = s.exile();
        for (int k = 0, n = exile.size(); k < n; k++) {
            GameObject o = s.object(exile.get(k));
            if (o.owner() == player && has(o, Zone.EXILE)) return true;
        }
        return false;
    }

    /** Adds to {@code out} (each once) the cards {@code player} owns that their own ability lets them cast from where they are. */
    static void add(GameState s, int player, List<Integer> out) {
        io.vavr.collection.Vector<Integer> graveyard = s.player(player).graveyard();
        for (int k = 0, n = graveyard.size(); k < n; k++) {
            int id = graveyard.get(k);
            if (has(s.object(id), Zone.GRAVEYARD) && !out.contains(id)) out.add(id);
        }
        io.vavr.collection.Vector<Integer> exile = s.exile();
        for (int k = 0, n = exile.size(); k < n; k++) {
            int id = exile.get(k);
            GameObject o = s.object(id);
            if (o.owner() == player && has(o, Zone.EXILE) && !out.contains(id)) out.add(id);
        }
    }

    private static boolean has(GameObject o, Zone zone) {
        return o.card() != null && allows(o.card().abilities(), zone);
    }

    /** Whether {@code abilities} let their card be cast from {@code zone} ({@link CastFromZone}). */
    static boolean allows(List<dev.arbiter.engine.ability.Ability> abilities, Zone zone) {
        if (zone != Zone.GRAVEYARD && zone != Zone.EXILE) return false;
        for (int i = 0; i < abilities.size(); i++) {
            if (abilities.get(i) instanceof CastFromZone c && (zone == Zone.GRAVEYARD ? c.graveyard() : c.exile())) return true;
        }
        return false;
    }
}
