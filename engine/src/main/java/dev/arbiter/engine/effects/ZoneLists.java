package dev.arbiter.engine.effects;

import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.PlayerState;
import dev.arbiter.engine.state.StackItem;
import io.vavr.collection.Vector;

/** The ordered id lists of the zones (400.1, 401.2, 404.1): an object taken out of its zone's list or put into one. */
public final class ZoneLists {
    private ZoneLists() {
    }

    /** Removes {@code o} from the list of the zone it is in. */
    public static GameState removeFromZone(GameState s, GameObject o) {
        int id = o.id();
        switch (o.zone()) {
            case LIBRARY, HAND, GRAVEYARD -> {
                PlayerState p = s.player(o.owner());
                return s.withPlayer(p.withZone(o.zone(), without(p.zone(o.zone()), id)));
            }
            case BATTLEFIELD -> {
                return s.withBattlefield(without(s.battlefield(), id));
            }
            case EXILE -> {
                return s.withExile(without(s.exile(), id));
            }
            case STACK -> {
                Vector<StackItem> st = s.stack();
                for (int i = st.size() - 1; i >= 0; i--) {
                    if (st.get(i) instanceof StackItem.Spell sp && sp.objectId() == id) {
                        return s.withStack(st.removeAt(i));
                    }
                }
                return s;
            }
            default -> {
                return s;
            }
        }
    }

    /**
     * {@code zone} without the first occurrence of {@code id} (as {@code Vector.remove}); the ends, where
     * draws and the newest permanents are, without rebuilding the vector.
     */
    static Vector<Integer> without(Vector<Integer> zone, int id) {
        int n = zone.size();
        if (n == 0) return zone;
        if (zone.head() == id) return zone.tail();
        return dev.arbiter.engine.state.VectorEdits.without(zone, id);
    }

    /** Adds {@code o} (already in zone {@code o.zone()}) to that zone's list. */
    public static GameState addToZone(GameState s, GameObject o, boolean bottom) {
        int id = o.id();
        switch (o.zone()) {
            case LIBRARY -> {
                PlayerState p = s.player(o.owner());
                return s.withPlayer(p.withLibrary(bottom ? p.library().append(id) : p.library().prepend(id)));
            }
            case HAND, GRAVEYARD -> {
                PlayerState p = s.player(o.owner());
                return s.withPlayer(p.withZone(o.zone(), p.zone(o.zone()).append(id)));
            }
            case BATTLEFIELD -> {
                return s.withBattlefield(s.battlefield().append(id));
            }
            case EXILE -> {
                return s.withExile(s.exile().append(id));
            }
            default -> {
                return s;
            }
        }
    }
}
