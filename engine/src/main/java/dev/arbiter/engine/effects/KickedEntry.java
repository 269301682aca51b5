package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;

/** "If ~ was kicked, it enters the battlefield with N counters on it" (702.33e, 614.1c): applied as the kicked spell enters. */
final class KickedEntry {
    private KickedEntry() {
    }

    /** {@code o} entering from a kicked spell with spell X {@code x}, with the counters its kicker-linked replacements give. */
    static GameObject withCounters(GameState s, GameObject o, int x) {
        GameObject out = o;
        for (Ability a : o.card().baseCharacteristics().abilities()) {
            if (a instanceof StaticAbility st && st.effect() instanceof StaticEffect.EntersWithCountersIfKicked ec) {
                int n = Amounts.value(s, ec.amount(), o.id(), o.controller(), x);
                if (n > 0) out = out.withCounters(out.counters().plus(ec.kind(), n));
            }
        }
        return out;
    }
}
