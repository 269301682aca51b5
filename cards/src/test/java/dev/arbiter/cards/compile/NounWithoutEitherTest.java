package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.NounGrammar;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.ObjectFilter;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * "without flying or reach" (Sidar Kondo of Jamuraa's subject; "without flying or islandwalk", Stormtide Leviathan):
 * the object has neither keyword, so both are excluded; "without flying" alone excludes only flying.
 */
class NounWithoutEitherTest {

    private static ObjectFilter filter(String text) {
        Cursor c = Cursor.of(text);
        ObjectFilter f = NounLowering.lower(NounGrammar.noun(c)).filter();
        assertThat(c.atEnd()).as("the whole noun is read: %s", text).isTrue();
        return f;
    }

    @Test
    void withoutEitherKeywordExcludesBoth() {
        ObjectFilter f = filter("creatures your opponents control without flying or reach");
        assertThat(f.more().withoutKeywords()).isEqualTo(Keyword.FLYING.bit() | Keyword.REACH.bit());
    }

    @Test
    void withoutOneKeywordExcludesOnlyIt() {
        assertThat(filter("creature without flying").more().withoutKeywords()).isEqualTo(Keyword.FLYING.bit());
    }

    @Test
    void orBeforeAnotherNounIsNotAKeywordList() {
        Cursor c = Cursor.of("creature without flying or target player");
        NounGrammar.noun(c);
        assertThat(c.at("or target player")).as("\"or\" before a non-keyword is left to the caller").isTrue();
    }
}
