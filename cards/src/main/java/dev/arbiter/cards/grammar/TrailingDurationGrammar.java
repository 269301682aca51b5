package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;

import java.util.List;

/**
 * "Until end of turn" after the count of a pump (107.1, 611.2a): "target creature gets +1/+1 for each creature you
 * control until end of turn" reads as "gets +1/+1 until end of turn for each creature you control":
 * <pre>
 * counted-pump := "gets" +P/+T "for each" counted "until end of turn" [and-gains]
 * and-gains    := ("and gains" | "and gain") keywords "until end of turn"       (the same object, 608.2c)
 * </pre>
 */
final class TrailingDurationGrammar {

    private TrailingDurationGrammar() {
    }

    /** The counted pump when the count comes before "until end of turn", or null with the cursor unchanged. */
    static EffectNode pumpForEachThenDuration(Cursor c, ObjectRef subject, int[] pt, List<String> keywords) {
        if (!keywords.isEmpty() || !c.at("for each")) return null;
        int m = c.mark();
        try {
            EffectNode n = OneShotGrammar.pumpForEach(c, subject, pt[0], pt[1]);
            if (c.accept("until end of turn")) return andGains(c, subject, n);
        } catch (ParseFailure f) {
            // not a count followed by the duration
        }
        c.reset(m);
        return null;
    }

    /**
     * After a counted pump, "and gains trample until end of turn" (611.2a): the same object gains the keywords too;
     * {@code pump} alone (cursor unchanged) when no such part follows.
     */
    static EffectNode andGains(Cursor c, ObjectRef subject, EffectNode pump) {
        int m = c.mark();
        if (c.acceptAny("and gains", "and gain") == null) return pump;
        try {
            List<String> keywords = ClauseGrammar.keywords(c);
            if (!keywords.isEmpty() && c.accept("until end of turn")) {
                ObjectRef again = subject instanceof ObjectRef.Targeted ? new ObjectRef.Pronoun("it") : subject; // the same object
                return new EffectNode.Sequence(List.of(pump, new EffectNode.Pump(again, 0, 0, keywords)));
            }
        } catch (ParseFailure f) {
            // not keywords for the turn
        }
        c.reset(m);
        return pump;
    }
}
