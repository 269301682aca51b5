package dev.arbiter.engine.stack;

import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Target;

/** Display names of targets for the game log. */
public final class Names {
    private Names() {
    }

    public static String of(GameState s, Target t) {
        if (t instanceof Target.Player p) return s.player(p.player()).name();
        if (t instanceof Target.Ability a) return a.name(s); // 115.1: an ability on the stack
        return s.object(((Target.Object) t).id()).name();
    }
}
