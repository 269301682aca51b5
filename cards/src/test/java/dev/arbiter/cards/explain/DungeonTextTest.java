package dev.arbiter.cards.explain;

import static dev.arbiter.cards.explain.TestCards.compiled;
import static dev.arbiter.cards.explain.TestCards.lines;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Venture into the dungeon (701.46), the initiative (723), completed dungeons (309.7) and a reveal-put (701.16a) rendered back. */
class DungeonTextTest {

    @Test
    void ventureAndInitiativeRenderAsWritten() {
        var gargoyle = compiled("""
                Test Gargoyle {2}{W}
                Artifact Creature — Gargoyle 0/4
                When Test Gargoyle enters the battlefield, venture into the dungeon.
                As long as you've completed a dungeon, Test Gargoyle gets +3/+0 and has flying.
                """);
        assertThat(lines(gargoyle).get(0)).isEqualTo("When Test Gargoyle enters the battlefield, venture into the dungeon.");
        assertThat(lines(gargoyle).get(1)).contains("you've completed a dungeon");
        var sneak = compiled("""
                Test Sneak {3}{U}
                Creature — Bird Rogue 1/4
                When Test Sneak enters the battlefield, you take the initiative.
                """);
        assertThat(lines(sneak)).containsExactly("When Test Sneak enters the battlefield, you take the initiative.");
    }

    @Test
    void eachPlayerUnlessTheyAndPlayThemAndDrawRevealRender() { // 101.4, 611.2, 701.16a
        var veils = compiled("""
                Test Veils {2}{B}
                Sorcery
                Each player loses 2 life unless they discard a card.
                """);
        assertThat(lines(veils)).containsExactly("Each player loses 2 life unless they discard a card.");
        var cell = compiled("""
                Test Cell {2}{B}
                Sorcery
                Each opponent loses 2 life unless they sacrifice an artifact, a creature, or a land.
                """);
        assertThat(lines(cell)).containsExactly("Each opponent loses 2 life unless they sacrifice an artifact, a creature, or a land.");
        var caverns = compiled("""
                Test Caverns {2}{R}
                Sorcery
                Exile the top two cards of your library. You may play them.
                """);
        assertThat(lines(caverns)).containsExactly("Exile the top two cards of your library. You may play those cards.");
        var lair = compiled("""
                Test Lair {2}{U}
                Sorcery
                Draw three cards and reveal them. You may cast one of them without paying its mana cost.
                """);
        assertThat(lines(lair)).containsExactly("Draw three cards and reveal them. You may cast one of them without paying its mana cost.");
    }

    @Test
    void haventCompletedAndRevealPutRender() {
        var lich = compiled("""
                Test Lich {2}{B}
                Creature — Zombie Wizard 5/5
                When Test Lich enters the battlefield, if you haven't completed Tomb of Annihilation, return Test Lich to its owner's hand and venture into the dungeon.
                """);
        assertThat(lines(lich).get(0)).contains("if you haven't completed Tomb of Annihilation").containsIgnoringCase("venture into the dungeon");
        var throne = compiled("""
                Test Throne {4}{B}
                Sorcery
                Reveal the top ten cards of your library. Put a creature card from among them onto the battlefield with three +1/+1 counters on it. It gains hexproof until your next turn. Then shuffle.
                """);
        assertThat(lines(throne).get(0)).startsWith("Reveal the top ten cards of your library. Put a creature card from among"
                + " them onto the battlefield with three +1/+1 counters on it.").contains("hexproof").endsWith("Then shuffle.");
    }
}
