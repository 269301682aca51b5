package dev.arbiter.cards.compile;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * 608.2c: in "create a [token]. It gains haste until end of turn." "it" is the token just created: read as the tokens
 * the creation made (CreatedTokenGrammar). Any other sentence with such a pronoun is refused (an enters trigger's "it"
 * would otherwise be the source).
 * "create twelve of those tokens instead" (a count of the same token) and "Shuffle ~ into its owner's library" name no
 * token object and still compile.
 */
class CreatedTokenPronounTest {

    private static final String REASON = "a sentence naming the token just created (608.2c)";

    @Test
    void itGainsHasteAfterCreatingATokenCompilesAndRendersBack() { // 608.2c: the token just created
        var r = Compiled.inline("Test Hasty Maker {2}{R}\nCreature — Goblin 1/1\nWhen Test Hasty Maker enters the "
                + "battlefield, create a 1/1 red Goblin creature token. It gains haste until end of turn.\n");
        assertThat(r).isNotInstanceOf(CompileResult.Unsupported.class);
    }

    @Test
    void anyOtherSentenceNamingTheTokenIsStillRefused() { // "It gets +1/+1" is not covered: refused, not misread
        assertThat(Compiled.unsupported("Test Pumped Maker {2}{R}\nSorcery\nCreate a 1/1 red Goblin creature token. "
                + "It gets +1/+1 until end of turn.\n").reason()).isEqualTo(REASON);
    }

    @Test
    void thatCreatureAfterCreatingATokenIsRefused() { // Elemental Appeal
        assertThat(Compiled.unsupported("Elemental Appeal {R}{R}{R}{R}\nSorcery\nKicker {5}\nCreate a 7/1 red Elemental "
                + "creature token with trample and haste. Exile it at the beginning of the next end step. If this spell was "
                + "kicked, that creature gets +7/+0 until end of turn.\n").reason()).isEqualTo(REASON);
    }

    @Test
    void moreOfThoseTokensInsteadStillCompiles() { // Saproling Migration
        assertThat(Compiled.inline("Saproling Migration {1}{G}\nSorcery\nKicker {4}\nCreate two 1/1 green Saproling creature "
                + "tokens. If this spell was kicked, create four of those tokens instead.\n"))
                .isNotInstanceOf(CompileResult.Unsupported.class);
    }

    @Test
    void itsOwnerAfterTildeStillCompiles() { // White Sun's Zenith
        assertThat(Compiled.inline("White Sun's Zenith {X}{W}{W}{W}\nInstant\nCreate X 2/2 white Cat creature tokens. "
                + "Shuffle White Sun's Zenith into its owner's library.\n")).isNotInstanceOf(CompileResult.Unsupported.class);
    }
}
