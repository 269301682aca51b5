package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;

/**
 * A delayed trigger on the next spell its controller casts this turn (603.7, 601.2i):
 * <pre>
 * next-cast := ("when you cast your next" | "whenever you cast a" | "whenever you cast an") noun-spell "this turn ," chain
 *            | "whenever" ("you gain life" | "a creature blocks") "this turn ," chain
 *            | ("whenever a" | "whenever an") noun "enters the battlefield under" ("your" | "an opponent's") "control this turn ," chain
 * </pre>
 * e.g. "When you cast your next instant or sorcery spell this turn, copy that spell. You may choose new targets for the
 * copy." — the chain names the spell "that spell".
 */
final class NextCastGrammar {

    private NextCastGrammar() {
    }

    /** The sentence (without its final "."), or null with the cursor unchanged when it isn't one. */
    static EffectNode sentence(Cursor c) {
        int m = c.mark();
        if (c.acceptAny("whenever a", "whenever an") != null) { // 603.7c: "Whenever a creature enters the battlefield under your control this turn, ..."
            try {
                Noun subject = NounGrammar.noun(c);
                String under = c.acceptAny("enters the battlefield under your control this turn ,",
                        "enters the battlefield under an opponent's control this turn ,");
                if (under != null && !subject.plural()) {
                    EffectNode body = EffectGrammar.chain(c);
                    String text = c.textFrom(m).replace(" .", ".") + ".";
                    return new EffectNode.WheneverThisTurn(under.contains("your") ? "enters under your control"
                            : "enters under an opponent's control", subject, body, Character.toUpperCase(text.charAt(0)) + text.substring(1));
                }
            } catch (ParseFailure f) {
                // not this form
            }
            c.reset(m);
        }
        // 603.7c: "Whenever you gain life this turn, [effect]": a delayed trigger on each such event until the turn ends
        String event = c.acceptAny("whenever you gain life this turn ,", "whenever a creature blocks this turn ,");
        if (event != null) {
            try {
                EffectNode body = EffectGrammar.chain(c);
                String text = c.textFrom(m).replace(" .", ".") + ".";
                return new EffectNode.WheneverThisTurn(event.substring("whenever ".length(), event.length() - " this turn ,".length()), null, body, Character.toUpperCase(text.charAt(0)) + text.substring(1));
            } catch (ParseFailure f) {
                c.reset(m);
                return null;
            }
        }
        // 603.7c: "Whenever you cast a creature spell this turn, [effect]" triggers on each such spell until the turn ends
        boolean once = c.accept("when you cast your next");
        if (!once && c.acceptAny("whenever you cast a", "whenever you cast an") == null) return null;
        try {
            Noun spell = NounGrammar.noun(c);
            if (!spell.hasHead("spell") || spell.plural() || !c.accept("this turn ,")) {
                c.reset(m);
                return null;
            }
            EffectNode body = EffectGrammar.chain(c);
            String text = c.textFrom(m).replace(" .", ".") + ".";
            return new EffectNode.WhenYouNextCast(spell, body, Character.toUpperCase(text.charAt(0)) + text.substring(1), once);
        } catch (ParseFailure f) {
            c.reset(m);
            return null;
        }
    }
}
