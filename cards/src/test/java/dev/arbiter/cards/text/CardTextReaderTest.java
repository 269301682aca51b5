package dev.arbiter.cards.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class CardTextReaderTest {

    @Test
    void cardsAreSeparatedByBlankLinesAndCommentsAreSkipped() {
        String content = """
                # a comment
                Serra Angel {3}{W}{W}
                Creature — Angel 4/4
                # comment inside a card
                Flying
                Vigilance



                Lightning Bolt {R}
                Instant
                Lightning Bolt deals 3 damage to any target.
                """;
        List<CardText> cards = CardTextReader.read("a.txt", content);
        assertThat(cards).extracting(CardText::name).containsExactly("Serra Angel", "Lightning Bolt");
        CardText angel = cards.get(0);
        assertThat(angel.pos()).hasToString("a.txt:2");
        assertThat(angel.rulesTexts()).containsExactly("Flying", "Vigilance");
        assertThat(angel.rules().get(0).pos()).hasToString("a.txt:5");
        assertThat(angel.rules().get(1).pos()).hasToString("a.txt:6");
        assertThat(cards.get(1).pos()).hasToString("a.txt:10");
    }

    @Test
    void windowsLineEndingsAndByteOrderMarkAreAccepted() {
        List<CardText> cards = CardTextReader.read("w.txt",
                "\uFEFFGrizzly Bears {1}{G}\r\nCreature — Bear 2/2\r\n\r\nForest\r\nBasic Land — Forest\r\n");
        assertThat(cards).extracting(CardText::name).containsExactly("Grizzly Bears", "Forest");
        assertThat(cards.get(1).pos()).hasToString("w.txt:4");
    }

    @Test
    void colorLineSetsTheIndicatorAndIsNotARulesLine() {
        CardText card = CardTextReader.read("c.txt", """
                Dryad Arbor
                Land Creature — Forest Dryad 1/1
                Color: green
                """).get(0);
        assertThat(card.colorIndicator()).contains("green");
        assertThat(card.rules()).isEmpty();
        assertThat(card.types()).containsExactly("Land", "Creature");
    }

    @Test
    void nameLineWithoutCostHasNoManaCost() {
        CardText card = CardTextReader.read("c.txt", "Ancestral Vision\nSorcery\nTarget player draws three cards.\n").get(0);
        assertThat(card.hasManaCost()).isFalse();
        assertThat(card.costSymbols()).isEmpty();
        assertThat(card.name()).isEqualTo("Ancestral Vision");
    }

    @Test
    void zeroCostIsAManaCost() {
        CardText card = CardTextReader.read("c.txt", "Ornithopter {0}\nArtifact Creature — Thopter 0/2\nFlying\n").get(0);
        assertThat(card.hasManaCost()).isTrue();
        assertThat(card.costSymbols()).containsExactly("0");
    }

    @Test
    void emptyContentHasNoCards() {
        assertThat(CardTextReader.read("e.txt", "")).isEmpty();
        assertThat(CardTextReader.read("e.txt", "# only a comment\n\n")).isEmpty();
    }
}
