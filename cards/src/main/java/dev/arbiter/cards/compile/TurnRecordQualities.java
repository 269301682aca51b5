package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.FilterQualities;

/**
 * The qualities a turn's record of objects judges (the creatures that died, the permanents that entered: 603.10a, 400.7):
 * card types, colours, subtypes and token status; a noun asking anything else (tapped, a keyword, power, mana value,
 * counters, a supertype) can't be judged from the record and is refused by the lowering that asks.
 */
final class TurnRecordQualities {
    private TurnRecordQualities() {
    }

    static boolean only(FilterQualities q) {
        return q.supertypes() == 0 && q.excludedSupertypes() == 0 && q.excludedColors() == 0
                && q.colorless() == FilterQualities.Tri.ANY && q.multicolored() == FilterQualities.Tri.ANY
                && q.tapped() == FilterQualities.Tri.ANY && q.attacking() == FilterQualities.Tri.ANY
                && q.blocking() == FilterQualities.Tri.ANY && q.withoutKeywords() == 0 && q.power() == null
                && q.manaValue() == null && q.allTypes() == 0 && q.chosen() == 0 && q.counters() == null;
    }
}
