package dev.arbiter.engine.effects;

import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Zone;
import io.vavr.collection.Vector;

/**
 * 400.7a: effects from spells and abilities that change the characteristics or controller of a permanent spell on the
 * stack (the layered ones, 613.1) continue to apply to the permanent that spell becomes. Text changes keep their own
 * record ({@link TextChanging}); the card's own effects on its spell (suspend's haste) are carried by their keyword's
 * code (stack.Suspending).
 */
public final class SpellToPermanent {
    private SpellToPermanent() {
    }

    /** {@code s} with the layered effects on {@code before} (a spell) now on {@code after} (the permanent it became). */
    public static GameState moved(GameState s, GameObject before, GameObject after, Zone to) {
        if (before.zone() != Zone.STACK || to != Zone.BATTLEFIELD || s.effects().isEmpty()) return s;
        Vector<ContinuousEffect> effects = s.effects();
        boolean changed = false;
        for (int i = 0; i < effects.size(); i++) {
            ContinuousEffect e = effects.get(i);
            if (e.modification().layer() <= 0 || !e.affected().contains(before.ref())) continue;
            // the card's own effects on its spell carry themselves, with their own end (suspend's haste, 702.62a)
            if (e.source() == before.id()) continue;
            effects = effects.update(i, new ContinuousEffect(e.timestamp(), e.source(), e.controller(), e.modification(),
                    e.affected().replace(before.ref(), after.ref()), e.duration()));
            changed = true;
        }
        return changed ? s.withEffects(effects) : s;
    }
}
