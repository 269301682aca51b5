package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;

/**
 * "Counter target spell unless its controller [discards | sacrifices | pays N life] ..." (118.12, 701.5a): a payment other
 * than mana offered to the target spell's controller, read as the imperative that player would follow ("discards their
 * hand" is "Discard your hand" for them). Mana ("pays {2}") is {@link ZoneVerbGrammar}'s.
 */
final class CounterUnlessGrammar {

    private CounterUnlessGrammar() {
    }

    /** The countering with such a payment, or null with the cursor unchanged. */
    static EffectNode counter(Cursor c, ObjectRef spell) {
        int m = c.mark();
        if (!c.accept("unless its controller")) return null;
        String verb = c.acceptAny("discards", "sacrifices", "pays");
        if (verb == null || verb.equals("pays") && (c.peek() == null || c.peek().kind() == Token.Kind.SYMBOL)) {
            c.reset(m);
            return null;
        }
        int from = c.mark();
        while (!c.atEnd() && !c.at(".")) c.next();
        if (c.mark() == from) {
            c.reset(m);
            return null;
        }
        String rest = (" " + c.textFrom(from) + " ").replace(" their ", " your ").replace(" they control ", " you control ").strip();
        String imperative = switch (verb) {
            case "discards" -> "Discard ";
            case "sacrifices" -> "Sacrifice ";
            default -> "Pay ";
        };
        return new EffectNode.CounterSpellUnlessCost(new EffectNode.CounterSpell(spell, null), imperative + rest);
    }
}
