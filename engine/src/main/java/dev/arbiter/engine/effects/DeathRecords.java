package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.FilterQualities;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.TurnHistory;

/**
 * The creatures that died this turn (700.4) as the turn's history keeps them, judged as they last existed on the
 * battlefield (603.10a): "for each Zubera that died this turn", "nontoken creature you controlled that died this turn".
 */
public final class DeathRecords {
    private DeathRecords() {
    }

    /** How many creatures that died this turn match {@code f}, "you" being {@code you}. */
    public static int count(GameState s, ObjectFilter f, int you) {
        return count(s, f, you, false);
    }

    /** As above; {@code owned}: only the creatures {@code you} owned, put into your graveyard (404.2, a token included). */
    public static int count(GameState s, ObjectFilter f, int you, boolean owned) {
        int n = 0;
        for (TurnHistory.Died d : s.turn().history().died()) {
            if (matches(s, f, you, d) && (!owned || d.before().owner() == you)) n++;
        }
        return n;
    }

    /** The qualities a dead creature keeps (603.10a): types, subtypes, colours, token or not, and its controller. */
    static boolean matches(GameState s, ObjectFilter f, int you, TurnHistory.Died d) {
        Characteristics ch = d.lastKnown();
        if (!dev.arbiter.engine.layers.Affecting.typesMatch(f, ch)) return false; // 205.2, 205.3: types and subtype, or one of them
        if ((ch.types() & f.excludedTypes()) != 0) return false;
        if (f.colorMask() != 0 && (ch.colors() & f.colorMask()) == 0) return false;
        FilterQualities q = f.more();
        if (!q.anySubtypes().isEmpty() && q.anySubtypes().stream().noneMatch(ch::hasSubtype)) return false;
        if (q.excludedSubtype() != null && ch.hasSubtype(q.excludedSubtype())) return false;
        if (q.token() != FilterQualities.Tri.ANY && (q.token() == FilterQualities.Tri.YES) != d.before().token()) return false; // 111.1
        return s.relates(f.controller(), you, d.before().controller()); // "you controlled": as it last existed
    }
}
