package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.ActivatedAbility.Timing;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.CostPart;

/**
 * Activated abilities whose cost discards the card itself ("Channel — {1}{G}, Discard ~: ...",
 * bloodrush): they are activated from the hand (602.2, 113.6b), the card being in the hand to pay.
 * An ability that also restricts its timing, or whose effect names the discarded card, is refused
 * (the card has left the hand when the effect happens).
 */
final class FromHandAbilities {

    private FromHandAbilities() {
    }

    /**
     * Whether {@code text} is "[cost], Discard ~: [effect]" (the cost's last part discards the card itself): on an instant
     * or sorcery too such an ability functions in the hand, where its cost can be paid (113.6j, 113.6m).
     */
    static boolean discardsItself(String text) {
        int quote = text.indexOf('"');
        int colon = text.indexOf(':');
        if (colon < 0 || quote >= 0 && quote < colon) return false;
        String cost = text.substring(0, colon).strip().toLowerCase(java.util.Locale.ROOT);
        return cost.equals("discard ~") || cost.endsWith(", discard ~");
    }

    static Timing timing(Cost cost, Timing timing, String effectText) {
        if (cost.parts().stream().noneMatch(p -> p instanceof CostPart.DiscardSelf)) return timing;
        if (timing != Timing.INSTANT && timing != Timing.SORCERY) { // 307.1: "Activate only as a sorcery." is kept
            throw new NotSupported("activation restriction on an ability activated from the hand");
        }
        if (cost.parts().stream().anyMatch(p -> !(p instanceof CostPart.DiscardSelf))) {
            throw new NotSupported("an ability from the hand with another cost part");
        }
        if (effectText.contains("~")) throw new NotSupported("an ability from the hand naming the discarded card");
        return timing == Timing.SORCERY ? Timing.FROM_HAND_SORCERY : Timing.FROM_HAND; // 113.6b
    }
}
