package dev.arbiter.cards.compile;

import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * An activated ability with a choice of two costs (601.2b, 602.2b: the player announces which cost they pay as the
 * ability is activated): "{3}, {T} or {U}, {T}: Return target creature to its owner's hand." is played as two
 * abilities with the same effect, one for each cost:
 * <pre>
 * line := cost "or" cost ":" effect
 * </pre>
 * Only when nothing tells the two apart: an effect naming "this ability" or restricting its activations ("Activate
 * only ...", which would count each alone) is refused.
 */
final class AlternativeActivationCosts {

    private AlternativeActivationCosts() {
    }

    /**
     * The abilities of "cost or cost: effect" ({@code costAndEffect} as split at its colon), or null when the cost names
     * no choice.
     *
     * @throws NotSupported when a choice is named but can't be played as two abilities
     */
    static Optional<List<Ability>> compile(String[] costAndEffect, CardText card) {
        String cost = costAndEffect[0];
        int or = cost.indexOf(" or ");
        if (or < 0 || cost.indexOf(" or ", or + 1) >= 0) return null;
        String first = cost.substring(0, or);
        String second = cost.substring(or + " or ".length());
        if (!startsWithSymbol(first) || !startsWithSymbol(second)) return null; // "Sacrifice a creature or an artifact"
        String effect = costAndEffect[1];
        if (ActivatedAbilityLines.hasWords(effect, "this ability") || ActivatedAbilityLines.hasWords(effect, "activate")) {
            throw new NotSupported("a choice of costs with an ability that names itself or limits its activations");
        }
        List<Ability> out = new ArrayList<>();
        for (String one : List.of(first, second)) {
            Optional<List<Ability>> read = ActivatedAbilityLines.compile(one + ": " + effect, card);
            if (read.isEmpty()) return null;
            out.addAll(read.get());
        }
        return Optional.of(out);
    }

    /** Whether the part starts with a mana or tap symbol ("{3}, {T}", "{U}, {T}"). */
    private static boolean startsWithSymbol(String part) {
        return part.startsWith("{");
    }
}
