package dev.arbiter.cards.grammar;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.cards.grammar.ast.BecomeColoursNode;
import dev.arbiter.cards.grammar.ast.BecomeCreatureNode;
import dev.arbiter.cards.grammar.ast.ManaValueAnimationNode;
import dev.arbiter.cards.grammar.ast.PhraseNodes;
import dev.arbiter.cards.grammar.ast.ReferentNodes;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The animation sentences (205.1b, 613.1d-g) the older regex reader took (issue 11), now read by a character scan. */
class AnimationGrammarsTest {

    @Test
    void becomeCreatureKeepsEachPartAsWritten() {
        assertThat(BecomeCreatureGrammar.read("Until end of turn, ~ becomes a 3/2 red and green Elemental creature with "
                + "haste. It's still a land."))
                .isEqualTo(new BecomeCreatureNode("Until end of turn, ", "~", null, "3", "2", "red and green Elemental ",
                        " with haste", null, null, "land", new dev.arbiter.cards.grammar.ast.Granted("haste",
                        java.util.List.of(new dev.arbiter.cards.grammar.ast.Granted.Keywords("haste")))));
        assertThat(BecomeCreatureGrammar.read("Target land becomes a 0/0 Elemental creature with \"{T}: Add {G}.\" until "
                + "end of turn and gains haste until end of turn. That's still a land."))
                .isNull(); // "That's" follows a period: only "it's still" may (the period is the sentence's)
        assertThat(BecomeCreatureGrammar.read("~ becomes an X/X Horror creature for as long as you control ~."))
                .isEqualTo(new BecomeCreatureNode(null, "~", null, "X", "X", "Horror ", null, " for as long as you control ~", null, null));
        assertThat(BecomeCreatureGrammar.read("~ becomes a 4/4 creature until end of turn and can't be blocked this turn."))
                .isEqualTo(new BecomeCreatureNode(null, "~", null, "4", "4", "", null, " until end of turn",
                        " and can't be blocked this turn", null));
        assertThat(BecomeCreatureGrammar.read("~ becomes a 4/4 creature")).isNull();
    }

    @Test
    void coloursAndManaValue() {
        assertThat(BecomeColoursGrammar.read("Target creature becomes black and gains fear until end of turn."))
                .isEqualTo(new BecomeColoursNode(false, new ReferentNodes.TargetDesc("Target creature", false, "creature",
                        List.of(new PhraseNodes.Word("creature", false)), ReferentNodes.TargetKind.OTHER), "black", "fear", true));
        assertThat(BecomeColoursGrammar.read("~ becomes colorless.")).isEqualTo(new BecomeColoursNode(true, null, "colorless", null, false));
        assertThat(ManaValueAnimationGrammar.read("Until your next turn, target noncreature artifact becomes an artifact "
                + "creature with power and toughness each equal to its mana value."))
                .isEqualTo(new ManaValueAnimationNode("Until your next turn, ", new ReferentNodes.TargetDesc(
                        "target noncreature artifact", false, "noncreature artifact", List.of(new PhraseNodes.Word("noncreature", false),
                        new PhraseNodes.Word("artifact", false)), ReferentNodes.TargetKind.OTHER), "artifact ", false));
        assertThat(WordLists.colours("white, blue and black")).isEqualTo(List.of("white", "blue", "black"));
        assertThat(WordLists.andItems("flying, first strike, and haste")).isEqualTo(List.of("flying", "first strike", "haste"));
    }
}
