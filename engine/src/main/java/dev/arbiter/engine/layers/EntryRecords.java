package dev.arbiter.engine.layers;

import dev.arbiter.engine.ability.FilterQualities;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.TurnHistory;

/**
 * The permanents that entered the battlefield this turn (400.7) as the turn's history keeps them, judged as they
 * entered: "you had another creature enter the battlefield under your control this turn", "a planeswalker entered the
 * battlefield under your control this turn".
 */
public final class EntryRecords {
    private EntryRecords() {
    }

    /**
     * How many permanents matching {@code f} entered the battlefield under {@code you}'s control this turn;
     * {@code f.other()}: not counting {@code source} (the object it is now, 400.7).
     */
    public static int count(GameState s, ObjectFilter f, int you, int source) {
        dev.arbiter.engine.state.Target.Object self = f.other() && source >= 0 ? s.object(source).ref() : null;
        int n = 0;
        for (TurnHistory.Arrived a : s.turn().history().arrived()) {
            if (a.after().controller() != you) continue; // "under your control": its controller as it entered
            if (self != null && a.after().ref().equals(self)) continue;
            if (matches(f, a)) n++;
        }
        return n;
    }

    /** The qualities judged as it entered: types, subtypes, colours, token or not. */
    static boolean matches(ObjectFilter f, TurnHistory.Arrived a) {
        Characteristics ch = a.asEntered();
        if (!Affecting.typesMatch(f, ch)) return false; // 205.2, 205.3: types and subtype, or one of them
        if ((ch.types() & f.excludedTypes()) != 0) return false;
        if (f.colorMask() != 0 && (ch.colors() & f.colorMask()) == 0) return false;
        FilterQualities q = f.more();
        if (!q.anySubtypes().isEmpty() && q.anySubtypes().stream().noneMatch(ch::hasSubtype)) return false;
        if (q.excludedSubtype() != null && ch.hasSubtype(q.excludedSubtype())) return false;
        return q.token() == FilterQualities.Tri.ANY || (q.token() == FilterQualities.Tri.YES) == a.after().token(); // 111.1
    }
}
