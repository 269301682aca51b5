package dev.arbiter.cards.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class CardFormatErrorsTest {

    @Test
    void badCostNamesTheNameLine() {
        assertThatThrownBy(() -> CardTextReader.read("bad.txt", "# c\nShock {Q}\nInstant\nShock deals 2 damage.\n"))
                .isInstanceOf(CardFormatException.class)
                .hasMessage("bad.txt:2: bad mana symbol {Q}")
                .extracting(e -> ((CardFormatException) e).pos())
                .isEqualTo(new SourcePos("bad.txt", 2));
    }

    @Test
    void braceTextBeforeTheNameEndIsABadCost() {
        assertThatThrownBy(() -> CardTextReader.read("bad.txt", "Shock {R} Extra\nInstant\n"))
                .isInstanceOf(CardFormatException.class)
                .hasMessageStartingWith("bad.txt:1: bad mana cost");
    }

    @Test
    void missingTypeLineNamesTheCard() {
        assertThatThrownBy(() -> CardTextReader.read("bad.txt", "Forest\nBasic Land — Forest\n\nGrizzly Bears {1}{G}\n"))
                .isInstanceOf(CardFormatException.class)
                .hasMessage("bad.txt:4: card \"Grizzly Bears\" has no type line");
    }

    @Test
    void unknownTypeNamesTheTypeLine() {
        assertThatThrownBy(() -> CardTextReader.read("bad.txt", "Grizzly Bears {1}{G}\nCritter — Bear 2/2\n"))
                .isInstanceOf(CardFormatException.class)
                .hasMessage("bad.txt:2: unknown type \"Critter\" in type line \"Critter — Bear 2/2\"");
    }

    @Test
    void rulesTextInPlaceOfTheTypeLineIsAnUnknownType() {
        assertThatThrownBy(() -> CardTextReader.read("bad.txt", "Air Elemental {3}{U}{U}\nFlying\n"))
                .isInstanceOf(CardFormatException.class)
                .hasMessageStartingWith("bad.txt:2: unknown type \"Flying\"");
    }

    @Test
    void badColorIndicatorIsAnError() {
        assertThatThrownBy(() -> CardTextReader.read("bad.txt", "Thing\nArtifact\nColor: purple\n"))
                .isInstanceOf(CardFormatException.class)
                .hasMessage("bad.txt:3: bad colour indicator \"purple\"");
    }

    @Test
    void lenientReadKeepsTheGoodCardsAndListsEveryError() {
        String content = """
                Grizzly Bears {1}{G}
                Creature — Bear 2/2

                Shock {Q}
                Instant

                Giant Growth {G}
                Instant
                Target creature gets +3/+3 until end of turn.

                Orphan Name {1}

                Bear Cub {1}{G}
                Critter — Bear 2/2
                """;
        ReadResult result = CardTextReader.readLenient("mixed.txt", content);
        assertThat(result.ok()).isFalse();
        assertThat(result.cards()).extracting(CardText::name).containsExactly("Grizzly Bears", "Giant Growth");
        assertThat(result.errors()).extracting(Throwable::getMessage).containsExactly(
                "mixed.txt:4: bad mana symbol {Q}",
                "mixed.txt:11: card \"Orphan Name\" has no type line",
                "mixed.txt:14: unknown type \"Critter\" in type line \"Critter — Bear 2/2\"");
        assertThatThrownBy(() -> CardTextReader.read("mixed.txt", content))
                .hasMessage("mixed.txt:4: bad mana symbol {Q}");
    }
}
