package dev.arbiter.cards.grammar;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.cards.grammar.ast.ReferentNodes;
import dev.arbiter.cards.grammar.ast.ReferentNodes.EachOfTargets;
import dev.arbiter.cards.grammar.ast.ReferentNodes.TargetKind;
import dev.arbiter.cards.grammar.ast.ReferentNodes.Targeted;
import dev.arbiter.cards.grammar.ast.ReferentNodes.ThatPlayersTarget;
import org.junit.jupiter.api.Test;

/** The object an effect clause names, read once into a typed node (608.2c, 115.1, 303.4). */
class ObjectReferentGrammarTest {

    @Test
    void pronounsHostsAndTheSource() {
        assertThat(ObjectReferentGrammar.read("~")).isEqualTo(new ReferentNodes.Self());
        assertThat(ObjectReferentGrammar.read("It")).isEqualTo(new ReferentNodes.It());
        assertThat(ObjectReferentGrammar.read("enchanted creature")).isEqualTo(new ReferentNodes.Host());
        assertThat(ObjectReferentGrammar.read("that creature")).isEqualTo(new ReferentNodes.ThatObject());
        assertThat(ObjectReferentGrammar.read("Creatures you control")).isEqualTo(new ReferentNodes.Unread("Creatures you control"));
    }

    @Test
    void targetsAreReadIntoTheirWordsAndKind() {
        Targeted t = (Targeted) ObjectReferentGrammar.read("target nonblack creature you control");
        assertThat(t.target().printed()).isEqualTo("target nonblack creature you control");
        assertThat(t.target().words()).extracting(w -> w.text()).containsExactly("nonblack", "creature", "you", "control");
        assertThat(t.target().kind()).isEqualTo(TargetKind.OTHER);
        assertThat(((Targeted) ObjectReferentGrammar.read("target creature or player")).target().kind()).isEqualTo(TargetKind.MIXED);
        EachOfTargets e = (EachOfTargets) ObjectReferentGrammar.read("each of up to two target creatures");
        assertThat(e.several().upTo()).isTrue();
        assertThat(e.several().plural()).isTrue();
        assertThat(e.several().singularText()).isEqualTo("creature");
        ThatPlayersTarget p = (ThatPlayersTarget) ObjectReferentGrammar.read("target creature that player controls of their choice");
        assertThat(p.theirChoice()).isTrue();
        assertThat(p.kind().printed()).isEqualTo("target creature");
    }
}
