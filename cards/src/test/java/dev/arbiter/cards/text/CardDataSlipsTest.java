package dev.arbiter.cards.text;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.cards.compile.CompileResult;
import dev.arbiter.cards.compile.OracleCompiler;
import org.junit.jupiter.api.Test;

/** Blocks of real card data the reader once refused: each is read, and the compiler decides. */
class CardDataSlipsTest {

    private static CardText one(String text) {
        ReadResult r = CardTextReader.readLenient("slips.txt", text);
        assertThat(r.errors()).isEmpty();
        assertThat(r.cards()).hasSize(1);
        return r.cards().get(0);
    }

    @Test
    void phyrexianManaWrittenPFirstIsTheSameSymbol() {
        CardText pod = one("Birthing Pod {3}{PG}\nArtifact\n");
        assertThat(pod.costSymbols()).containsExactly("3", "G/P");
    }

    @Test
    void printedPowerToughnessOnANoncreatureIsRead() {
        // 208.3: a noncreature has no power or toughness, whatever is printed.
        CardText c = one("Blockbuster {3}{R}{R}\nEnchantment 6/6\n");
        assertThat(c.types()).containsExactly("Enchantment");
    }

    @Test
    void reminderTextLeftOpenRunsToTheEndOfTheLine() {
        CardText c = one("Thing {1}\nSorcery\nImprovise (Your artifacts can help cast this spell.\nDestroy all creatures.\n");
        assertThat(c.rules().get(0).text()).isEqualTo("Improvise");
    }

    @Test
    void aCreatureWithoutPowerToughnessIsReadButNotSupported() {
        CardText c = one("Rabble {1}{R}\nCreature — Elemental Shaman\nHaste\n");
        CompileResult r = new OracleCompiler().compile(c);
        assertThat(r).isInstanceOf(CompileResult.Unsupported.class);
        assertThat(((CompileResult.Unsupported) r).reason()).contains("208.2");
    }

    @Test
    void unSetHostSupertypeIsReadButNotSupported() {
        CardText c = one("Host Cat {1}{W}\nHost Creature — Cat 1/1\n");
        assertThat(c.supertypes()).containsExactly("Host");
        assertThat(new OracleCompiler().compile(c)).isInstanceOf(CompileResult.Unsupported.class);
    }
}
