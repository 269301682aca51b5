package dev.arbiter.cards.compile;

import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.ActivatedAbility.Timing;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.CostPart;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.mana.ManaPool;
import dev.arbiter.engine.mana.ManaType;
import java.util.List;
import java.util.Locale;

/**
 * Mana abilities (605.1a): activated abilities without targets that could add mana, such as
 * "{T}: Add {G}." or "{T}: Add {W} or {U}. ~ deals 1 damage to you.". A basic land type's own
 * ability is intrinsic (305.6): the engine supplies it, so such a line adds nothing.
 */
final class ManaAbilityLines {

    private static final List<String> BASIC_TYPES = List.of("Plains", "Island", "Swamp", "Mountain", "Forest");

    private ManaAbilityLines() {
    }

    /**
     * The abilities for an activated ability whose effect adds mana.
     *
     * @throws NotSupported for a mana-adding ability with targets (not a mana ability, 605.1a)
     */
    static List<Ability> of(Cost cost, List<TargetSpec> targets, Effect effect, Timing timing, String text,
                            CardText card) {
        if (!targets.isEmpty() || timing != Timing.INSTANT) {
            throw new NotSupported("mana-adding ability with targets or a timing restriction");
        }
        if (isIntrinsic(cost, effect, card)) {
            return List.of();
        }
        return List.of(new ActivatedAbility(cost, List.of(), effect, true, Timing.INSTANT, text));
    }

    /** "{T}: Add [one mana of a basic land type the card has]" with every alternative intrinsic (305.6). */
    private static boolean isIntrinsic(Cost cost, Effect effect, CardText card) {
        if (!(effect instanceof Effect.AddMana add) || !cost.mana().isEmpty() || cost.parts().size() != 1
                || !(cost.parts().get(0) instanceof CostPart.TapSelf)) {
            return false;
        }
        for (ManaPool alt : add.alternatives()) {
            if (alt.total() != 1 || alt.c() != 0 || !hasBasicTypeFor(alt, card)) {
                return false;
            }
        }
        return true;
    }

    private static boolean hasBasicTypeFor(ManaPool mana, CardText card) {
        for (int i = 0; i < BASIC_TYPES.size(); i++) {
            if (mana.amount(ManaType.values()[i]) == 1) {
                String type = BASIC_TYPES.get(i).toLowerCase(Locale.ROOT);
                return card.subtypes().stream().anyMatch(s -> s.equalsIgnoreCase(type));
            }
        }
        return false;
    }
}
