package dev.arbiter.cards.pool;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.arbiter.cards.deck.DeckList;
import dev.arbiter.cards.deck.DeckListReader;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.KeywordAbility;
import dev.arbiter.engine.card.CardDefinition;
import java.util.List;
import org.junit.jupiter.api.Test;

class DecksTest {

    private final CardPool pool = CardPool.bundled();

    @Test
    void countsAreExpandedInListOrder() {
        DeckList deck = DeckListReader.read("small.txt", "2 Lightning Bolt\n1 Mountain\n");
        List<CardDefinition> cards = Decks.build(deck, pool, false);
        assertThat(cards).extracting(CardDefinition::name)
                .containsExactly("Lightning Bolt", "Lightning Bolt", "Mountain");
    }

    @Test
    void unknownCardsAreRefusedWithTheirLine() {
        DeckList deck = DeckListReader.read("red-simple.txt", "20 Mountain\n4 Raging Goblin\n4 Lightning Blot\n");
        assertThatThrownBy(() -> Decks.build(deck, pool, true))
                .isInstanceOf(DeckBuildException.class)
                .hasMessage("red-simple.txt:3: unknown card \"Lightning Blot\"");
    }

    @Test
    void unsupportedCardsAreRefusedWithTheFailingLine() {
        DeckList deck = DeckListReader.read("deck.txt", "20 Forest\n4 Grizzly Bears\n\n\n\n4 Chaos Orb\n");
        DeckBuildException e = org.junit.jupiter.api.Assertions.assertThrows(DeckBuildException.class,
                () -> Decks.build(deck, pool, false));
        assertThat(e.problems()).containsExactly(
                "deck.txt:6: Chaos Orb is unsupported: lea.txt:180: \"{1}, {T}: If Chaos Orb is on the battlefield, flip Chaos Orb onto"
                + " the battlefield from a height of at least one foot. If Chaos Orb turns over completely at least once during the"
                + " flip, destroy all nontoken permanents it touches. Then destroy Chaos Orb.\" (not understood)");
    }

    @Test
    void everyProblemIsListedSideboardIncluded() {
        DeckList deck = DeckListReader.read("d.txt", "4 Chaos Orb\n4 Nope\nSideboard\n1 Warp World\n");
        assertThat(Decks.problems(deck, pool, false)).hasSize(3);
        assertThat(Decks.problems(deck, pool, true)).containsExactly("d.txt:2: unknown card \"Nope\"");
    }

    @Test
    void allowedUnsupportedCardsKeepOnlyTheirCompilingLines() {
        DeckList deck = DeckListReader.read("d.txt", "2 Half Bear\n");
        CardPool extra = pool.withExtra(dev.arbiter.cards.text.CardTextReader.read("extra.txt", """
                Half Bear {1}{G}
                Creature — Bear 2/2
                Trample
                Whenever you roll one or more dice, you gain 1 life.
                """));
        assertThatThrownBy(() -> Decks.build(deck, extra, false)).hasMessageContaining("Half Bear is unsupported");
        List<CardDefinition> cards = Decks.build(deck, extra, true);
        assertThat(cards).hasSize(2);
        assertThat(cards.get(0).abilities()).containsExactly(new KeywordAbility(Keyword.TRAMPLE));
    }

    @Test
    void sideboardIsBuiltSeparately() {
        DeckList deck = DeckListReader.read("d.txt", "1 Forest\nSideboard\n3 Shock\n");
        assertThat(Decks.build(deck, pool, false)).extracting(CardDefinition::name).containsExactly("Forest");
        assertThat(Decks.buildSideboard(deck, pool, false)).extracting(CardDefinition::name)
                .containsExactly("Shock", "Shock", "Shock");
    }
}
