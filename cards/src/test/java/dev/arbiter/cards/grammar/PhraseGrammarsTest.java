package dev.arbiter.cards.grammar;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.cards.grammar.ast.PhraseNodes;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The noun, target and predicate phrases the older readers hand on as text (issue 11), read from tokens. */
class PhraseGrammarsTest {

    @Test
    void targetPhrasesKeepTheirDescriptionAsWritten() {
        assertThat(TargetPhraseGrammar.target("any target")).isEqualTo(new PhraseNodes.AnyTarget());
        assertThat(TargetPhraseGrammar.target("Target green or white creature"))
                .isEqualTo(new PhraseNodes.Target("green or white creature"));
        assertThat(TargetPhraseGrammar.target("targets")).isNull();
        assertThat(TargetPhraseGrammar.several("up to two target creatures"))
                .isEqualTo(new PhraseNodes.Several(true, "two", "creatures"));
        assertThat(TargetPhraseGrammar.several("many target creatures")).isNull();
        assertThat(TargetPhraseGrammar.kind("creature, player, or planeswalker")).isEqualTo(TargetPhraseGrammar.Kind.MIXED);
        assertThat(TargetPhraseGrammar.kind("creature defending player controls")).isEqualTo(TargetPhraseGrammar.Kind.MIXED);
        assertThat(TargetPhraseGrammar.kind("opponent")).isEqualTo(TargetPhraseGrammar.Kind.OPPONENT);
    }

    @Test
    void descriptionsSplitIntoWordsAndAController() {
        PhraseNodes.Description d = TargetPhraseGrammar.description(
                TargetPhraseGrammar.words("artifact, enchantment, or land you don't control"));
        assertThat(d.words()).containsExactly(new PhraseNodes.Word("artifact", true),
                new PhraseNodes.Word("enchantment", true), new PhraseNodes.Word("or", false),
                new PhraseNodes.Word("land", false));
        assertThat(d.controller()).isEqualTo("you don't control");
        assertThat(TargetPhraseGrammar.description(TargetPhraseGrammar.words("you control")).controller()).isNull();
    }

    @Test
    void groupsOfCreaturesReadLeadColourWordControllerAndKeyword() {
        assertThat(ObjectPhraseGrammar.creatures("Other white Soldier creatures you control with flying"))
                .isEqualTo(new PhraseNodes.Creatures("other", "white", "Soldier", "you control", false, "flying"));
        assertThat(ObjectPhraseGrammar.creatures("all creatures attacking you"))
                .isEqualTo(new PhraseNodes.Creatures("all", null, null, null, true, null));
        assertThat(ObjectPhraseGrammar.typePlural("Other Elves you control"))
                .isEqualTo(new PhraseNodes.TypePlural("other", "Elves", "you control"));
        assertThat(ObjectPhraseGrammar.enchantable("land an opponent controls"))
                .isEqualTo(new PhraseNodes.Enchantable("land", "an opponent controls"));
        assertThat(ObjectPhraseGrammar.notBlockers("creatures attacking you")).isTrue();
        assertThat(ObjectPhraseGrammar.notBlockers("Walls")).isFalse();
    }

    @Test
    void referentsReadTheHostAndThatPlayersTarget() {
        assertThat(ReferentPhraseGrammar.host("enchanted land")).isTrue();
        assertThat(ReferentPhraseGrammar.host("equipped land")).isFalse();
        assertThat(ReferentPhraseGrammar.thatPlayers("target nonblack creature that player controls of their choice"))
                .isEqualTo(new PhraseNodes.ThatPlayersTarget("target nonblack creature", true));
        assertThat(ReferentPhraseGrammar.thatPlayers("target that player controls")).isNull();
    }

    @Test
    void predicatesAreTakenOffTheEndOneByOne() {
        assertThat(IsPredicateGrammar.read("Enchanted creature gets +3/+3, must be blocked if able, and is goaded"))
                .isEqualTo(new PhraseNodes.Predicated("Enchanted creature gets +3/+3", null,
                        List.of(new PhraseNodes.MustBeBlocked(), new PhraseNodes.Goaded())));
        assertThat(IsPredicateGrammar.read("Enchanted creature is black"))
                .isEqualTo(new PhraseNodes.Predicated("Enchanted creature is black", "Enchanted creature",
                        List.of(new PhraseNodes.IsColor("black"))));
        assertThat(IsPredicateGrammar.read("~ has defender and loses flying").predicates())
                .containsExactly(new PhraseNodes.Loses("flying"));
        assertThat(IsPredicateGrammar.read("Enchanted creature loses flying")).isNull();
    }
}
