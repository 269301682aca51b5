package dev.arbiter.cards.grammar;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.arbiter.cards.grammar.ast.StaticSubject;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The token readers that replaced the last expressions of the cost and static-subject readers (issue 11). */
class ListAndSubjectGrammarsTest {

    @Test
    void andListsSplitOnTheFreeStandingWord_118_9_601_3() {
        assertThat(AndSegments.of("pay {1}{U} and exile a blue card from your hand"))
                .containsExactly("pay {1}{U}", "exile a blue card from your hand");
        assertThat(AndSegments.of("it's not your turn and you control a Swamp"))
                .containsExactly("it's not your turn", "you control a Swamp");
        assertThat(AndSegments.of("sacrifice a land")).containsExactly("sacrifice a land");
        assertThat(AndSegments.of("Goblins and/or Elves")).containsExactly("Goblins and/or Elves"); // "and/or" is no list
        assertThat(AndSegments.of("Sandstorm Band")).containsExactly("Sandstorm Band");
        assertThat(AndSegments.of("say \"a and b\" twice")).containsExactly("say \"a and b\" twice"); // quoted: one token
    }

    @Test
    void staticSubjectsAreTypedNouns_611_3a() {
        StaticSubject other = StaticSubjectGrammar.parse("Other Merfolk you control"); // 205.3: "Merfolk" is plural too
        assertThat(other.other()).isTrue();
        assertThat(other.each()).isFalse();
        assertThat(other.noun().heads()).isEqualTo(List.of("Merfolk"));
        assertThat(StaticSubjectGrammar.parse("Each creature you control").each()).isTrue();
        assertThat(StaticSubjectGrammar.parse("All Goblins").noun().plural()).isTrue();
        assertThatThrownBy(() -> StaticSubjectGrammar.parse("Creature you control")).isInstanceOf(ParseFailure.class);
        assertThatThrownBy(() -> StaticSubjectGrammar.parse("Creature cards in your graveyard"))
                .isInstanceOf(ParseFailure.class); // a zone: no group of permanents
        assertThatThrownBy(() -> StaticSubjectGrammar.parse("Creatures you control get")).isInstanceOf(ParseFailure.class);
    }
}
