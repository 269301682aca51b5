package dev.arbiter.cards.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class CardTextPoolTest {

    private static List<CardText> cards(String file, String content) {
        return CardTextReader.read(file, content);
    }

    @Test
    void lookupIgnoresLetterCaseAndCurlyApostrophes() {
        CardTextPool pool = CardTextPool.of(cards("a.txt", "Mons's Goblin Raiders {R}\nCreature — Goblin 1/1\n"));
        assertThat(pool.contains("MONS'S GOBLIN RAIDERS")).isTrue();
        assertThat(pool.find("mons\u2019s goblin  raiders")).isPresent();
        assertThat(pool.find("Mons Goblin Raiders")).isEmpty();
        assertThatThrownBy(() -> pool.get("Nope")).hasMessage("unknown card \"Nope\"");
    }

    @Test
    void identicalRepeatsKeepTheFirstWithoutConflict() {
        List<CardText> all = new ArrayList<>(cards("a.txt", "Grizzly Bears {1}{G}\nCreature — Bear 2/2\n"));
        all.addAll(cards("b.txt", "# other file\nGrizzly Bears {1}{G}\nCreature - Bear 2/2\n"));
        CardTextPool pool = CardTextPool.of(all);
        assertThat(pool.size()).isEqualTo(1);
        assertThat(pool.get("grizzly bears").pos()).hasToString("a.txt:1");
        assertThat(pool.conflicts()).isEmpty();
    }

    @Test
    void differingRepeatsAreRecordedAsConflictsNotFailures() {
        List<CardText> all = new ArrayList<>(cards("a.txt", "Grizzly Bears {1}{G}\nCreature — Bear 2/2\n"));
        all.addAll(cards("b.txt", "Grizzly Bears {G}\nCreature — Bear 2/2\n"));
        all.addAll(cards("c.txt", "Grizzly Bears {1}{G}\nCreature — Bear 3/3\n"));
        all.addAll(cards("d.txt", "Grizzly Bears {1}{G}\nCreature — Bear 2/2\nTrample\n"));
        CardTextPool pool = CardTextPool.of(all);
        assertThat(pool.get("Grizzly Bears").pos()).hasToString("a.txt:1");
        assertThat(pool.conflicts()).extracting(PoolConflict::ignored).extracting(SourcePos::toString)
                .containsExactly("b.txt:1", "c.txt:1", "d.txt:1");
        assertThat(pool.conflicts().get(0).difference()).isEqualTo("cost {1}{G} vs {G}");
        assertThat(pool.conflicts().get(1).difference())
                .isEqualTo("type line \"Creature — Bear 2/2\" vs \"Creature — Bear 3/3\"");
        assertThat(pool.conflicts().get(2).difference()).startsWith("rules text");
        assertThat(pool.conflicts().get(0)).hasToString(
                "b.txt:1: \"Grizzly Bears\" differs from the definition at a.txt:1 (cost {1}{G} vs {G}); the first is kept");
    }

    @Test
    void withExtraOverridesWithoutChangingTheOriginal() {
        CardTextPool base = CardTextPool.of(cards("a.txt",
                "Grizzly Bears {1}{G}\nCreature — Bear 2/2\n\nForest\nBasic Land — Forest\n"));
        CardTextPool scenario = base.withExtra(cards("scenario.txt",
                "Grizzly Bears {G}\nCreature — Bear 5/5\n\nTest Dummy\nArtifact Creature — Construct 0/1\n"));
        assertThat(scenario.get("Grizzly Bears").power()).isEqualTo("5");
        assertThat(scenario.contains("Test Dummy")).isTrue();
        assertThat(scenario.contains("Forest")).isTrue();
        assertThat(scenario.size()).isEqualTo(3);
        assertThat(scenario.conflicts()).isEmpty();
        assertThat(base.get("Grizzly Bears").power()).isEqualTo("2");
        assertThat(base.contains("Test Dummy")).isFalse();
    }

    @Test
    void bundledPoolIsLoadedOnce() {
        assertThat(CardTextPool.bundled()).isSameAs(CardTextPool.bundled());
    }
}
