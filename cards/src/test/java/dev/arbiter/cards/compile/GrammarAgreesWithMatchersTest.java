package dev.arbiter.cards.compile;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.cards.pool.CardPool;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.card.CardDefinition;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * While the older line matchers are being replaced by the grammar, every bundled card they
 * supported must compile to the same definition when the grammar reads effect text first: the
 * grammar may add cards, never change one.
 */
class GrammarAgreesWithMatchersTest {

    @Test
    void everyCardTheMatchersSupportedCompilesTheSameThroughTheGrammar() {
        List<CardText> cards = new ArrayList<>(CardPool.bundled().texts().cards());
        OracleCompiler compiler = new OracleCompiler();
        List<String> differences = new ArrayList<>();
        int compared = 0;
        for (CardText card : cards) {
            CompileResult legacy;
            CompileResult grammar;
            try {
                EffectParser.grammarFirst = false;
                legacy = compiler.compile(card);
            } finally {
                EffectParser.grammarFirst = true;
            }
            grammar = compiler.compile(card);
            if (legacy instanceof CompileResult.Supported l) {
                compared++;
                if (!(grammar instanceof CompileResult.Supported g)) {
                    differences.add(card.name() + ": no longer supported: " + grammar);
                } else if (!same(l.def(), g.def())) {
                    differences.add(card.name() + ":\n  matchers " + l.def().abilities() + "\n  grammar  " + g.def().abilities());
                }
            }
        }
        assertThat(compared).isGreaterThan(300);
        assertThat(differences).as(String.join("\n", differences)).isEmpty();
    }

    private static boolean same(CardDefinition a, CardDefinition b) {
        return a.abilities().equals(b.abilities());
    }
}
