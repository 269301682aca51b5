package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import java.util.ArrayList;
import java.util.List;

/**
 * A kicked sentence that replaces the one before and keeps a condition on the object it names (608.2c, 702.33d):
 * <pre>
 * kickedIf := "if this spell was kicked ," chain trailingIf "instead ."
 * </pre>
 * "Counter target spell if its mana value is 2 or less. If this spell was kicked, counter that spell if its mana value
 * is 4 or less instead." The trailing "if" is {@link ObjectIsGrammar#trailing}'s, read up to "instead".
 */
final class KickedInsteadIfGrammar {

    private static final List<Token> PERIOD = List.copyOf(Tokenizer.tokens("."));

    private KickedInsteadIfGrammar() {
    }

    /** {@code then} with the trailing "if [it ...]" before "instead ." read onto it; {@code then} itself when none is. */
    static EffectNode condition(Cursor c, EffectNode then) {
        if (!c.at("if")) return then;
        int end = 0;
        while (c.peek(end) != null && !c.peek(end).is("instead") && !c.peek(end).is(".")) end++;
        if (c.peek(end) == null || !c.peek(end).is("instead") || c.peek(end + 1) == null || !c.peek(end + 1).is(".")) {
            return then;
        }
        int start = c.mark();
        List<Token> moved = new ArrayList<>(c.tokens(start, start + end));
        moved.addAll(PERIOD);
        Cursor sub = new Cursor(moved);
        EffectNode read = ObjectIsGrammar.trailing(sub, then);
        if (read == null || !sub.at(".")) return then;
        c.reset(start + end);
        return read;
    }
}
