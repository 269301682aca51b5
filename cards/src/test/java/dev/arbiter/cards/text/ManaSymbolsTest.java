package dev.arbiter.cards.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class ManaSymbolsTest {

    private static final SourcePos POS = new SourcePos("t.txt", 7);

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "{2}{G}{G}; 2,G,G",
        "{X}{R}; X,R",
        "{W/U}; W/U",
        "{2/W}; 2/W",
        "{G/P}; G/P",
        "{S}; S",
        "{C}; C",
        "{1}{GW}{GW}; 1,G/W,G/W",
        "{RG}{RG}{RG}; R/G,R/G,R/G",
        "{g}{w/u}; G,W/U",
        "{11}; 11",
        "{0}; 0",
        "{X}{Y}{Z}; X,Y,Z",
        "{W/U/P}; W/U/P",
        "{C/W}; C/W",
        "{1} {G}; 1,G"
    })
    void validCostsSplitIntoNormalisedSymbols(String cost, String expected) {
        assertThat(String.join(",", ManaSymbols.parse(cost, POS))).isEqualTo(expected);
    }

    @ParameterizedTest
    @ValueSource(strings = {"{Q}", "{T}", "{GG}", "{W/W}", "{}", "{2/P}", "{G}x", "{P}", "{1/2}", "{HW}"})
    void invalidSymbolsAreRejectedWithThePosition(String cost) {
        assertThatThrownBy(() -> ManaSymbols.parse(cost, POS))
                .isInstanceOf(CardFormatException.class)
                .hasMessageStartingWith("t.txt:7: ");
    }
}
