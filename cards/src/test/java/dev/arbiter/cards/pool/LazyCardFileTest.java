package dev.arbiter.cards.pool;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class LazyCardFileTest {

    @Test
    void cardsAreIndexedByNameAndReadWithTheirFileLines() {
        LazyCardFile f = LazyCardFile.of("f.txt", "# comment\r\n\r\nGrizzly Bears {1}{G}\r\nCreature — Bear 2/2\r\n\r\n"
                + "# between\nForest\nBasic Land — Forest\n# inside\n\n\nShock {R}\nInstant\nShock deals 2 damage to any target.");
        assertThat(f.keys()).containsExactly("grizzly bears", "forest", "shock");
        assertThat(f.find("grizzly bears")).get().satisfies(c -> assertThat(c.pos()).hasToString("f.txt:3"));
        assertThat(f.find("forest")).get().satisfies(c -> assertThat(c.pos()).hasToString("f.txt:7"));
        assertThat(f.find("shock").orElseThrow().rules().get(0).pos()).hasToString("f.txt:14");
        assertThat(f.find("lightning bolt")).isEmpty();
    }

    @Test
    void aBadCardIsThatCardsErrorOnly() {
        LazyCardFile f = LazyCardFile.of("f.txt", "Bad Bear {G}\nCritter — Bear 2/2\n\nGood Bear {G}\nCreature — Bear 2/2\n");
        assertThat(f.find("good bear")).isPresent();
        assertThat(f.find("bad bear")).isEmpty();
        assertThat(f.readError("bad bear")).get().asString().startsWith("f.txt:2: ");
        assertThat(f.readError("good bear")).isEmpty();
    }

    @Test
    void theFirstDefinitionOfANameWins() {
        LazyCardFile f = LazyCardFile.of("f.txt", "Bear {G}\nCreature — Bear 1/1\n\nbear {G}{G}\nCreature — Bear 2/2\n");
        assertThat(f.size()).isEqualTo(1);
        assertThat(f.find("bear").orElseThrow().power()).isEqualTo("1");
    }
}
