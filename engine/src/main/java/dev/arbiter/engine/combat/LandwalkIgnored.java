package dev.arbiter.engine.combat;

import dev.arbiter.engine.ability.Landwalk;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.layers.ActiveStatic;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.layers.PartKinds;
import dev.arbiter.engine.state.GameState;

import java.util.Locale;

/**
 * "Creatures with swampwalk can be blocked as though they didn't have swampwalk." (702.14, 609.4b: the blocking rules
 * read the attacker as if it lacked that landwalk; Quagmire, Staff of the Ages): asked only when a landwalk would stop a
 * block, so the usual block check reads no static ability.
 */
final class LandwalkIgnored {
    private LandwalkIgnored() {
    }

    /** Whether a permanent's static ability lets creatures block an attacker with landwalk {@code lw} as though it had none. */
    static boolean ignored(GameState s, Landwalk lw) {
        if (!PartKinds.mayHave(s, StaticEffect.BlockableDespiteLandwalk.class)) return false; // none: no layer pass
        String text = lw.text().toLowerCase(Locale.ROOT);
        for (ActiveStatic st : Layers.staticAbilities(s)) {
            if (st.effect() instanceof StaticEffect.BlockableDespiteLandwalk b && (b.landwalk() == null || b.landwalk().equals(text))) {
                return true;
            }
        }
        return false;
    }
}
