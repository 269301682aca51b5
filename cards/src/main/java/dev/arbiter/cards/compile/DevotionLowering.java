package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.characteristic.Color;

/** "your devotion to black" as an engine amount (700.5). */
final class DevotionLowering {
    private DevotionLowering() {
    }

    static Amount amount(AmountNode.Devotion d) {
        int mask = 0;
        for (String color : d.colors()) mask |= Color.ofName(color).bit();
        return new Amount.Devotion(mask);
    }
}
