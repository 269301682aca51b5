package dev.arbiter.engine.effects;

import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.StackItem;

/** A spell's mana value as it is on the stack (202.3e: each X in its mana cost counts as the value announced for it). */
final class SpellManaValue {
    private SpellManaValue() {
    }

    static int of(GameState s, int spell) {
        Characteristics ch = Layers.of(s, spell);
        if (ch.manaCost() == null) return 0;
        int x = 0;
        for (StackItem item : s.stack()) {
            if (item instanceof StackItem.Spell sp && sp.objectId() == spell) x = Math.max(0, sp.x());
        }
        return ch.manaCost().manaValue() + ch.manaCost().xCount() * x;
    }
}
