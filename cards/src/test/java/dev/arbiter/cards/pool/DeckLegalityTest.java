package dev.arbiter.cards.pool;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.cards.deck.DeckListReader;
import dev.arbiter.cards.deck.DeckReader;
import dev.arbiter.cards.deck.GameFormat;
import dev.arbiter.cards.text.CardTextReader;
import org.junit.jupiter.api.Test;

class DeckLegalityTest {

    /** The bundled pool and a card no compiler understands. */
    private final CardPool pool = CardPool.bundled().withExtra(CardTextReader.read("odd.txt", """
            Gibberish Golem {3}
            Artifact Creature — Golem 3/3
            Flibber the jabberwock thrice.
            """));

    private DeckVerdict check(String text, GameFormat format) {
        return DeckLegality.check("d.txt", DeckReader.read("d.txt", text), pool, format, false);
    }

    @Test
    void bundledDecksAreLegalConstructed() {
        for (String name : DeckListReader.bundledNames()) {
            DeckVerdict v = DeckLegality.check(name, DeckListReader.bundled(name), pool, GameFormat.CONSTRUCTED, false);
            assertThat(v.problems()).as(name).isEmpty();
            assertThat(v.legal()).isTrue();
        }
    }

    @Test
    void constructedNeedsSixtyCardsLimitedForty() {
        String forty = "20 Forest\n4 Grizzly Bears\n4 Giant Growth\n4 Llanowar Elves\n4 Craw Wurm\n4 Lightning Bolt\n";
        assertThat(check(forty, GameFormat.CONSTRUCTED).problems())
                .containsExactly("d.txt: the main deck has 40 cards; constructed needs at least 60 (100.2a)");
        assertThat(check(forty, GameFormat.LIMITED).legal()).isTrue();
        assertThat(check("19 Forest\n4 Grizzly Bears\n4 Giant Growth\n4 Llanowar Elves\n4 Craw Wurm\n4 Lightning Bolt\n",
                GameFormat.LIMITED).problems()).containsExactly("d.txt: the main deck has 39 cards; limited needs at least 40 (100.2b)");
    }

    @Test
    void casualAcceptsOneCardButNotAnEmptyDeck() {
        assertThat(check("1 Grizzly Bears\n", GameFormat.CASUAL).legal()).isTrue();
        assertThat(check("// nothing here\n", GameFormat.CASUAL).problems())
                .containsExactly("d.txt: the deck has no cards; casual needs at least 1");
    }

    @Test
    void fourCopyRuleCountsDeckAndSideboardTogetherAndExemptsBasicLands() {
        DeckVerdict v = check("36 Forest\n4 Grizzly Bears\n4 Giant Growth\n4 Llanowar Elves\n4 Craw Wurm\n4 Lightning Bolt\n"
                + "4 Snow-Covered Forest\nSideboard\n1 Grizzly Bears\n", GameFormat.CONSTRUCTED);
        assertThat(v.problems()).containsExactly("d.txt:2: 5 copies of Grizzly Bears (lines 2, 9); constructed allows at"
                + " most 4 of a card other than basic lands, deck and sideboard together (100.2a, 100.4a)");
        assertThat(check("60 Forest\n8 Grizzly Bears\n", GameFormat.LIMITED).legal()).isTrue();
    }

    @Test
    void anyNumberOfCardsNamedIsExempt() {
        CardPool withRats = pool.withExtra(CardTextReader.read("rats.txt", """
                Relentless Rats {1}{B}{B}
                Creature — Rat 2/2
                Relentless Rats gets +1/+1 for each other creature on the battlefield named Relentless Rats.
                A deck can have any number of cards named Relentless Rats.

                Seven Dwarves {2}{R}
                Creature — Dwarf 2/2
                Seven Dwarves gets +1/+1 for each other creature named Seven Dwarves you control.
                A deck can have up to seven cards named Seven Dwarves.
                """));
        DeckVerdict v = DeckLegality.check("d.txt", DeckReader.read("d.txt", "40 Swamp\n12 Relentless Rats\n8 Seven Dwarves\n"),
                withRats, GameFormat.CONSTRUCTED, true);
        assertThat(v.problems()).singleElement().asString()
                .startsWith("d.txt:3: 8 copies of Seven Dwarves; its text allows at most 7");
    }

    @Test
    void sideboardOfMoreThanFifteenNamesItsFirstLine() {
        DeckVerdict v = check("60 Forest\nSideboard\n4 Lightning Bolt\n4 Giant Growth\n4 Grizzly Bears\n4 Craw Wurm\n",
                GameFormat.CONSTRUCTED);
        assertThat(v.problems()).containsExactly("d.txt:3: the sideboard has 16 cards; constructed allows at most 15 (100.4a)");
        assertThat(check("60 Forest\nSideboard\n4 Lightning Bolt\n4 Giant Growth\n4 Grizzly Bears\n4 Craw Wurm\n", GameFormat.LIMITED)
                .legal()).isTrue();
    }

    @Test
    void unknownAndUnsupportedCardsNameTheirLines() {
        DeckVerdict v = check("56 Forest\n4 Lightning Blot\n4 Gibberish Golem\n", GameFormat.CONSTRUCTED);
        assertThat(v.problems()).hasSize(2);
        assertThat(v.problems().get(0)).isEqualTo("d.txt:2: unknown card \"Lightning Blot\"");
        assertThat(v.problems().get(1)).startsWith("d.txt:3: Gibberish Golem is unsupported: odd.txt:3: ");
        assertThat(v.checks()).extracting(DeckVerdict.Check::what).contains("cards: 1 unknown, 1 unsupported");
        assertThat(DeckLegality.check("d.txt", DeckReader.read("d.txt", "56 Forest\n4 Gibberish Golem\n"), pool,
                GameFormat.CONSTRUCTED, true).legal()).isTrue();
    }

    @Test
    void refusalListsEveryProblem() {
        DeckVerdict v = check("5 Forest\n", GameFormat.CONSTRUCTED);
        assertThat(v.refusal()).isEqualTo("deck \"d\" is not legal for constructed:\n"
                + "  d.txt: the main deck has 5 cards; constructed needs at least 60 (100.2a)");
    }
}
