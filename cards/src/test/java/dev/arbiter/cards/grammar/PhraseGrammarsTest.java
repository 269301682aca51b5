package dev.arbiter.cards.grammar;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.cards.grammar.ast.PhraseNodes;
import dev.arbiter.cards.grammar.ast.ReferentNodes;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The noun, target and predicate phrases the older readers hand on as text (issue 11), read from tokens. */
class PhraseGrammarsTest {

    @Test
    void targetPhrasesAreReadOnceIntoTheirWordsAndKind() {
        assertThat(desc("any target").any()).isTrue();
        assertThat(desc("Target green or white creature").desc()).isEqualTo("green or white creature");
        assertThat(desc("targets")).isNull();
        ReferentNodes.SeveralDesc s = TargetPhraseGrammar.severalDesc(Cursor.of("up to two target creatures"),
                "up to two target creatures");
        assertThat(s.upTo()).isTrue();
        assertThat(s.count()).isEqualTo("two");
        assertThat(s.desc()).isEqualTo("creatures");
        assertThat(TargetPhraseGrammar.severalDesc(Cursor.of("many target creatures"), "many target creatures")).isNull();
        assertThat(desc("target creature, player, or planeswalker").kind()).isEqualTo(ReferentNodes.TargetKind.MIXED);
        assertThat(desc("target creature defending player controls").kind()).isEqualTo(ReferentNodes.TargetKind.MIXED);
        assertThat(desc("target opponent").kind()).isEqualTo(ReferentNodes.TargetKind.OPPONENT);
    }

    @Test
    void descriptionsSplitIntoWordsAndAController() {
        PhraseNodes.Description d = TargetPhraseGrammar.description(
                desc("target artifact, enchantment, or land you don't control").words());
        assertThat(d.words()).containsExactly(new PhraseNodes.Word("artifact", true),
                new PhraseNodes.Word("enchantment", true), new PhraseNodes.Word("or", false),
                new PhraseNodes.Word("land", false));
        assertThat(d.controller()).isEqualTo("you don't control");
        assertThat(TargetPhraseGrammar.description(desc("target you control").words()).controller()).isNull();
    }

    private static ReferentNodes.TargetDesc desc(String phrase) {
        return TargetPhraseGrammar.targetDesc(Cursor.of(phrase), phrase);
    }

    @Test
    void groupsOfCreaturesReadLeadColourWordControllerAndKeyword() {
        String soldiers = "Other white Soldier creatures you control with flying";
        assertThat(ObjectPhraseGrammar.creatures(soldiers, tokens(soldiers)))
                .isEqualTo(new PhraseNodes.Creatures("other", "white", "Soldier", "you control", false, "flying"));
        assertThat(ObjectPhraseGrammar.creatures("all creatures attacking you", tokens("all creatures attacking you")))
                .isEqualTo(new PhraseNodes.Creatures("all", null, null, null, true, null));
        assertThat(ObjectPhraseGrammar.typePlural(tokens("Other Elves you control")))
                .isEqualTo(new PhraseNodes.TypePlural("other", "Elves", "you control"));
        assertThat(ObjectPhraseGrammar.enchantable(tokens("land an opponent controls")))
                .isEqualTo(new PhraseNodes.Enchantable("land", "an opponent controls"));
        assertThat(ObjectPhraseGrammar.notBlockers(tokens("creatures attacking you"))).isTrue();
        assertThat(ObjectPhraseGrammar.notBlockers(tokens("Walls"))).isFalse();
        assertThat(ObjectPhraseGrammar.blockers("Walls", tokens("Walls")))
                .isEqualTo(new PhraseNodes.Blockers(false, null, new PhraseNodes.TypePlural(null, "Walls", null)));
    }

    private static List<Token> tokens(String phrase) {
        Cursor c = Cursor.of(phrase);
        return c.tokens(0, Spans.size(c));
    }

    @Test
    void referentsReadTheHostAndThatPlayersTarget() {
        assertThat(ObjectReferentGrammar.read("enchanted land")).isEqualTo(new ReferentNodes.Host());
        assertThat(ObjectReferentGrammar.read("equipped land")).isEqualTo(new ReferentNodes.Unread("equipped land"));
        ReferentNodes.ObjectReferent r = ObjectReferentGrammar.read("target nonblack creature that player controls of their choice");
        assertThat(r).isInstanceOf(ReferentNodes.ThatPlayersTarget.class);
        assertThat(((ReferentNodes.ThatPlayersTarget) r).kind().printed()).isEqualTo("target nonblack creature");
        assertThat(ObjectReferentGrammar.read("target that player controls")).isInstanceOf(ReferentNodes.Targeted.class);
    }

    @Test
    void predicatesAreTakenOffTheEndOneByOne() {
        assertThat(IsPredicateGrammar.read("Enchanted creature gets +3/+3, must be blocked if able, and is goaded"))
                .isEqualTo(new PhraseNodes.Predicated("Enchanted creature gets +3/+3", null,
                        List.of(new PhraseNodes.MustBeBlocked(), new PhraseNodes.Goaded())));
        assertThat(IsPredicateGrammar.read("Enchanted creature is black"))
                .isEqualTo(new PhraseNodes.Predicated("Enchanted creature is black",
                        new dev.arbiter.cards.grammar.ast.LayerSubject.Host("Enchanted", "creature"),
                        List.of(new PhraseNodes.IsColor("black"))));
        assertThat(IsPredicateGrammar.read("~ has defender and loses flying").predicates())
                .containsExactly(new PhraseNodes.Loses("flying"));
        assertThat(IsPredicateGrammar.read("Enchanted creature loses flying")).isNull();
    }
}
