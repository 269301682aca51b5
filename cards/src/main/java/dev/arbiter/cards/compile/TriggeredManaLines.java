package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.TriggeredManaGrammar;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.TriggeredManaAbility;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.mana.ManaPool;
import java.util.List;
import java.util.Optional;

/**
 * Triggered mana abilities (605.1b) that add mana when a land is tapped for mana (106.12a): "Whenever
 * enchanted land is tapped for mana, its controller adds an additional {G}." (Wild Growth), "Whenever a
 * player taps a land for mana, that player adds one mana of any type that land produced." (Mana Flare),
 * "Whenever you tap a Swamp for mana, add an additional {B}."; read by {@link TriggeredManaGrammar}.
 */
final class TriggeredManaLines {

    private TriggeredManaLines() {
    }

    static Optional<List<Ability>> compile(String text) {
        TriggeredManaGrammar.TappedForMana t = TriggeredManaGrammar.parse(text.strip());
        if (t == null) return Optional.empty();
        ObjectFilter lands = null;
        if (t.land() != null) {
            NounLowering.Lowered l = NounLowering.lower(t.land());
            if (l.kind() != NounLowering.Kind.PERMANENT || t.land().controller() != null) {
                throw new NotSupported("a triggered mana ability watching other than lands on the battlefield");
            }
            lands = l.filter();
            if (lands.anyOfTypes() != 0 && lands.anyOfTypes() != CardType.LAND.bit()) {
                throw new NotSupported("a triggered mana ability watching nonland permanents (106.12a)");
            }
        }
        TriggeredManaAbility.Tapper tapper = TriggeredManaAbility.Tapper.valueOf(t.tapper().name());
        if (TriggeredManaGrammar.ANY_COLOR.equals(t.mana())) { // 106.1b
            return Optional.of(List.of(new TriggeredManaAbility(lands, tapper, null, text.strip(), 1)));
        }
        if (TriggeredManaGrammar.TWO_COLORS.equals(t.mana())) { // 106.1a
            return Optional.of(List.of(new TriggeredManaAbility(lands, tapper, null, text.strip(), 2)));
        }
        ManaPool adds = t.mana() == null ? null : ManaPool.parse(t.mana());
        return Optional.of(List.of(new TriggeredManaAbility(lands, tapper, adds, text.strip())));
    }
}
