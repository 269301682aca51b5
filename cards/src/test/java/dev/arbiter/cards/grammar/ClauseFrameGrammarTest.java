package dev.arbiter.cards.grammar;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.cards.grammar.ast.DelayedNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.cards.grammar.ast.UnlessNode;
import org.junit.jupiter.api.Test;

/** The frames of the older effect clauses read into typed nodes: delayed triggers (603.7a), upkeep costs (118.12). */
class ClauseFrameGrammarTest {

    @Test
    void delayedSentencesAreReadThroughTheirFrames() {
        DelayedNode.Sentence d = (DelayedNode.Sentence) DelayedGrammar.read(
                "~ gets +3/+0 until end of turn. Sacrifice it at the beginning of the next end step.", false);
        assertThat(d.before()).isEqualTo("~ gets +3/+0 until end of turn.");
        assertThat(d.when()).isEqualTo(DelayedNode.When.NEXT_END_STEP);
        assertThat(d.acting()).isEqualTo("Sacrifice it");
        assertThat(d.actingOnSelf()).isEqualTo("Sacrifice ~"); // 603.7c: "it" is ~ when the lowering allows it
        DelayedNode.Sentence attacked = (DelayedNode.Sentence) DelayedGrammar.read(
                "At the beginning of the next end step, destroy that creature if it didn't attack this turn.", false);
        assertThat(attacked.attacked()).isFalse();
        assertThat(attacked.clause()).isEqualTo("destroy that creature");
        DelayedNode.Sentence controller = (DelayedNode.Sentence) DelayedGrammar.read(
                "Gain control of target creature. At end of combat, its controller sacrifices it.", false);
        assertThat(controller.when()).isEqualTo(DelayedNode.When.END_OF_COMBAT);
        assertThat(controller.byItsController()).isTrue();
        assertThat(controller.acting()).isEqualTo("sacrifice it");
        DelayedNode.Sentence kicked = (DelayedNode.Sentence) DelayedGrammar.read("Return target creature to the "
                + "battlefield. If this spell was kicked, sacrifice that creature at the beginning of the next end step.", true);
        assertThat(kicked.ifKicked()).isTrue(); // 702.33d: a spell's only
        DelayedNode.Sentence those = (DelayedNode.Sentence) DelayedGrammar.read("Exile all creatures. At the beginning of "
                + "the next end step, return those cards to the battlefield under their owners' control.", true);
        assertThat(those.thoseCards()).isEqualTo("Return the exiled cards to the battlefield under their owners' control.");
        DelayedNode.AndNow andNow = (DelayedNode.AndNow) DelayedGrammar.read("Return it to the battlefield under its owner's "
                + "control at the beginning of the next end step and you skip your next draw step.", false);
        assertThat(andNow.now()).isEqualTo("You skip your next draw step.");
        assertThat(andNow.later()).isInstanceOf(DelayedNode.Sentence.class);
        assertThat(DelayedGrammar.read("Draw a card.", false)).isNull();
    }

    @Test
    void upkeepCostsAreReadIntoAnUnlessNode() {
        assertThat(UnlessGrammar.read("Sacrifice ~ unless you pay {W}{W}."))
                .isEqualTo(new UnlessNode("Sacrifice ~.", new PlayerRef.You(), "{W}{W}", false));
        assertThat(UnlessGrammar.read("Each player loses 2 life unless they discard a card."))
                .isEqualTo(new UnlessNode("Each player loses 2 life.", new PlayerRef.That("they"), "discard a card", true)); // 101.4
        assertThat(UnlessGrammar.read("Unless you pay {B}{B}{B}, tap ~.")).isEqualTo(
                new UnlessNode("tap ~.", new PlayerRef.You(), "{B}{B}{B}", false));
        assertThat(UnlessGrammar.read("Counter target spell unless its controller pays {2}.")).isNull();
    }
}
