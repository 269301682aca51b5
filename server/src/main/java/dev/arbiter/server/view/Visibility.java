package dev.arbiter.server.view;

import dev.arbiter.engine.layers.PlayerStatics;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;

/**
 * What a seat may see (400.2): objects in public zones (battlefield, graveyards, stack, exile)
 * and the cards in its own hand. Libraries (401.2: face down, order unknown) and other players'
 * hands (402.3) are hidden, unless a static ability reveals them ("Your opponents play with their hands revealed.", "Play with the top card of your library revealed.", "You may look at the top card of your library any time."). The engine has no face-down permanents or exiled face-down cards; if
 * it gains them (708), they must be hidden here as well.
 */
public final class Visibility {
    private Visibility() {
    }

    public static boolean visible(GameState s, int viewer, int id) {
        if (id < 0 || id >= s.objects().size()) return false;
        GameObject o = s.object(id);
        Zone z = o.zone();
        if (z == Zone.LIBRARY) { // 400.2, 701.20b: only a top card a static ability reveals
            var library = s.player(o.owner()).library();
            return !library.isEmpty() && library.get(0) == id && PlayerStatics.topCardSeenBy(s, o.owner(), viewer); // 401.5
        }
        if (z == Zone.HAND) return o.owner() == viewer || PlayerStatics.handRevealed(s, o.owner()); // 402.3
        return true;
    }

    public static boolean visible(GameState s, int viewer, Target t) {
        if (t instanceof Target.Ability) return true; // 115.1: an ability on the stack is public (405.1)
        return t instanceof Target.Player || visible(s, viewer, ((Target.Object) t).id());
    }
}
