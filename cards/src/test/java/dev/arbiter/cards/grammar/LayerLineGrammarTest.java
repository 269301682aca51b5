package dev.arbiter.cards.grammar;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.cards.grammar.ast.LayerLine;
import org.junit.jupiter.api.Test;

/** The frames of static layer lines (611.3a-b, 702.16c, 509.1c) read into a tree, each frame nesting its line. */
class LayerLineGrammarTest {

    @Test
    void framesNestTheLinesTheyStandFor() {
        LayerLine keeps = LayerLineGrammar.read("Enchanted creature has protection from black. This effect doesn't remove ~.");
        assertThat(keeps).isInstanceOf(LayerLine.KeepsSource.class);
        assertThat(((LayerLine.KeepsSource) keeps).granted()).isEqualTo(new LayerLine.Plain("Enchanted creature has protection from black."));
        LayerLine also = LayerLineGrammar.read("Creatures you control also get +1/+0 as long as you control a Swamp.");
        assertThat(((LayerLine.Also) also).line().printed()).isEqualTo("Creatures you control get +1/+0 as long as you control a Swamp.");
        LayerLine only = LayerLineGrammar.read("As long as you control exactly one creature, that creature gets +2/+2 and has trample.");
        assertThat(((LayerLine.OnlyOne) only).line().printed())
                .isEqualTo("As long as you control exactly one creature, creatures you control get +2/+2 and have trample.");
        LayerLine otherwise = LayerLineGrammar.read("Enchanted creature gets +1/+2 as long as it's white. Otherwise, it gets -2/-1.");
        assertThat(otherwise).isEqualTo(new LayerLine.Otherwise(
                "Enchanted creature gets +1/+2 as long as it's white. Otherwise, it gets -2/-1.",
                new LayerLine.Plain("Enchanted creature gets +1/+2 as long as it's white."), "Enchanted creature", "gets -2/-1"));
        LayerLine instead = LayerLineGrammar.read("Enchanted creature gets +1/+1. If it's a Warrior, it gets +2/+1 instead.");
        assertThat(((LayerLine.Instead) instead).line()).isInstanceOf(LayerLine.Otherwise.class);
        assertThat(LayerLineGrammar.read("All creatures able to block ~ do so.")).isInstanceOf(LayerLine.Lure.class);
        assertThat(LayerLineGrammar.read("Enchanted creature gets +1/+1")).isInstanceOf(LayerLine.Unended.class);
    }
}
