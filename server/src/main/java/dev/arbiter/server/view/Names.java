package dev.arbiter.server.view;

import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Target;

/** Names of targets and objects as a seat may see them: a hidden card is "a hidden card". */
public final class Names {
    private Names() {
    }

    public static String of(GameState s, int viewer, Target t) {
        if (t instanceof Target.Player p) return s.player(p.player()).name();
        if (t instanceof Target.Ability a) return of(s, viewer, a.source()) + "'s ability"; // 115.1
        return of(s, viewer, ((Target.Object) t).id());
    }

    public static String of(GameState s, int viewer, int id) {
        return Visibility.visible(s, viewer, id) ? s.object(id).name() : "a hidden card";
    }
}
