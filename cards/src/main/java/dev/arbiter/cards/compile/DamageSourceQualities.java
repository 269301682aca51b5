package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.characteristic.Color;

/**
 * "A red source you control", "a noncreature source an opponent controls" (120.1): any object that deals damage, a spell
 * or a permanent, with one quality read from its characteristics as it deals the damage.
 */
final class DamageSourceQualities {
    private DamageSourceQualities() {
    }

    static ObjectFilter filter(Noun n) {
        if (n.adjectives().size() != 1 || !n.with().isEmpty()) throw new NotSupported("trigger event (a source with several qualities)");
        String q = n.adjectives().get(0);
        int colors = 0;
        int excluded = 0;
        if (q.equals("noncreature")) {
            excluded = CardType.CREATURE.bit(); // 205.4b
        } else {
            Color c = Color.valueOf(q.toUpperCase(java.util.Locale.ROOT));
            colors = c.bit(); // 105.2
        }
        Relation r = n.controller() == null ? Relation.ANY
                : n.controller().equals("you control") ? Relation.YOU
                : n.controller().equals("an opponent controls") ? Relation.OPPONENT : null;
        if (r == null) throw new NotSupported("trigger event (a source " + n.controller() + ")");
        return new ObjectFilter(0, excluded, r, null, colors, 0, false, false);
    }
}
