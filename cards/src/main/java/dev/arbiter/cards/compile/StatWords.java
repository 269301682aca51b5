package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Amount;

/** The characteristic an amount reads, by its word: "power", "toughness", else mana value (208.1, 202.3). */
final class StatWords {
    private StatWords() {
    }

    static Amount.StatOf.Stat stat(String word) {
        return switch (word) {
            case "power" -> Amount.StatOf.Stat.POWER;
            case "toughness" -> Amount.StatOf.Stat.TOUGHNESS;
            default -> Amount.StatOf.Stat.MANA_VALUE;
        };
    }
}
