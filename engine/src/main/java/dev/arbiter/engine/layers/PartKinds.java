package dev.arbiter.engine.layers;

import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.util.RecordTrees;

import java.util.Set;

/**
 * Whether a kind of ability or ability part (a static effect, a trigger, a triggered ability) can be on the
 * battlefield at all: an index for issue 13's large board. A permanent's abilities after the layers (613.1f) come from
 * its card, from the abilities that permanents on the battlefield grant, from resolved effects (611.2) and from
 * keyword counters, basic land types and bestow (keyword, mana and enchant abilities only). So when no card on the
 * battlefield and no continuous effect holds a part of the kind anywhere inside it, no permanent has one, and
 * questions such as "does another permanent make this one enter tapped" (614.12) or "which permanents have triggered
 * abilities" (603.2) are answered without the layer pass that reading every permanent's abilities needs. Each card's
 * part kinds are found once ({@link CardDefinition#partKinds}); the answer is cached per state with the
 * characteristics and kept as permanents enter and leave ({@link Layers#battlefieldAny}: a yes stays yes when one
 * enters, a no stays no when one leaves).
 */
public final class PartKinds {
    private PartKinds() {
    }

    /** False only when no permanent on the battlefield of {@code s} can have an ability with a part that is a {@code kind}. */
    public static boolean mayHave(GameState s, Class<?> kind) {
        // an "or" over the permanents' cards and the effects: kept as permanents enter and leave (Layers.battlefieldAny)
        return Layers.battlefieldAny(s, kind, PartKinds::cardHolds, PartKinds::effectsHold);
    }

    private static boolean cardHolds(CardDefinition card, Object kind) {
        return holds(card, (Class<?>) kind);
    }

    private static boolean effectsHold(GameState s, Object key) {
        Class<?> kind = (Class<?>) key;
        for (ContinuousEffect e : s.effects()) {
            if (RecordTrees.contains(e.modification(), o -> kind.isInstance(o) || o instanceof CardDefinition c && holds(c, kind))) {
                return true;
            }
        }
        return false;
    }

    private static boolean holds(CardDefinition card, Class<?> kind) {
        Set<Class<?>> kinds = card.partKinds();
        if (kinds.contains(kind)) return true;
        if (java.lang.reflect.Modifier.isFinal(kind.getModifiers())) return false; // a record: only itself
        for (Class<?> c : kinds) if (kind.isAssignableFrom(c)) return true;
        return false;
    }
}
