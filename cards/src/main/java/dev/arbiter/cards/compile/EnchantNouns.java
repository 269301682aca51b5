package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.engine.ability.ObjectFilter;

/**
 * The object of "Enchant [object]" read by the noun grammar (702.5a, 303.4a): "tapped creature",
 * "artifact or creature", "red or green creature", "nonland permanent", "creature without
 * flying". Only permanents: an Aura that enchants a card in a zone or a player is not this.
 */
final class EnchantNouns {

    private EnchantNouns() {
    }

    /** The filter of the noun (the grammar's reading of the whole phrase; null for none), or null when it is not one permanent noun the engine can match. */
    static ObjectFilter filter(Noun n) {
        if (n == null || n.plural() || n.zone() != null) return null;
        NounLowering.Lowered lowered = NounLowering.lower(n, true); // "creature or Vehicle" too (205.3); NotSupported names a word the engine lacks
        if (lowered.kind() != NounLowering.Kind.PERMANENT) return null;
        return lowered.filter();
    }
}
