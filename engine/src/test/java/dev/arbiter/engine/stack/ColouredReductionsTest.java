package dev.arbiter.engine.stack;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.arbiter.engine.mana.ManaCost;
import org.junit.jupiter.api.Test;

/** Cost reductions by coloured mana (118.7a-c, 601.2f). */
class ColouredReductionsTest {

    private static String reduce(String cost, String less, boolean colouredOnly) {
        return ColouredReductions.reduce(ManaCost.parse(cost), ManaCost.parse(less), colouredOnly).toString();
    }

    @Test
    void aColouredSymbolTakesOneOfItsColour() { // 118.7c
        assertEquals("{1}{U}", reduce("{3}{U}{U}{U}", "{2}{U}{U}", false));
    }

    @Test
    void aColourTheCostLacksTakesGenericMana() { // 118.7b-c
        assertEquals("{1}", reduce("{2}{R}", "{B}{R}", false));
        assertEquals("{0}", reduce("{1}{W}", "{W}{B}", false));
    }

    @Test
    void onlyColouredLeavesTheGenericMana() { // "This effect reduces only the amount of colored mana you pay."
        assertEquals("{1}", reduce("{1}{W}", "{W}{B}", true));
        assertEquals("{2}", reduce("{2}{R}", "{B}{R}", true));
    }

    @Test
    void aHybridSymbolOfTheColourIsTakenWhenNoPlainOneIs() {
        assertEquals("{1}", reduce("{1}{W/B}", "{W}", true));
        assertEquals("{1}{W/B}", reduce("{1}{W}{W/B}", "{W}", true));
    }

    @Test
    void neverBelowZero() { // 601.2f
        assertEquals("{0}", reduce("{G}", "{G}{G}", false));
    }
}
