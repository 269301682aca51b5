package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.StaticLineNodes.SpendOnly;
import dev.arbiter.cards.grammar.ast.StaticLineNodes.WhenSpent;

/**
 * The riders of a mana ability's effect (106.6, 603.7a), each after the first sentence that ends with ".":
 * <pre>
 * spendOnly := sentences "." "spend this mana only" words "." rest
 * whenSpent := sentences "." "when you spend this mana to cast" words "," effect "."
 * </pre>
 * The sentences, purpose, spell and effect are kept as printed for the effect and noun readers.
 */
public final class SpendSentenceGrammar {

    private SpendSentenceGrammar() {
    }

    /** The text split around its "Spend this mana only" sentence, or throws {@link ParseFailure}. */
    public static SpendOnly spendOnly(String text) {
        Cursor c = Cursor.of(text);
        int size = Spans.size(c);
        for (int i = 1; i < size; i++) {
            c.reset(i);
            Token dot = c.peek();
            if (!c.accept(".") || !c.accept("spend this mana only")) continue;
            int from = c.mark();
            while (c.peek() != null && !c.peek().is(".")) c.next();
            Token end = c.peek();
            if (end == null || c.mark() == from) continue;
            String purpose = text.substring(c.peek(from - c.mark()).start(), end.start()).strip();
            return new SpendOnly(text.substring(0, dot.start() + 1), purpose, text.substring(end.start() + 1));
        }
        c.reset(0);
        throw c.fail("\". Spend this mana only\"");
    }

    /** The text split around its "When you spend this mana to cast" sentence, or throws {@link ParseFailure}. */
    public static WhenSpent whenSpent(String text) {
        Cursor c = Cursor.of(text);
        int size = Spans.size(c);
        for (int i = 1; i < size; i++) {
            c.reset(i);
            Token dot = c.peek();
            if (!c.accept(".") || !c.accept("when you spend this mana to cast")) continue;
            int from = c.mark();
            while (c.peek() != null && !c.peek().is(",")) c.next();
            Token comma = c.peek();
            if (comma == null || c.mark() == from) continue;
            int effectStart = comma.start() + 2;
            if (effectStart >= text.length() || text.charAt(comma.start() + 1) != ' ' || !text.endsWith(".")
                    || text.length() - effectStart < 2) continue;
            String spell = text.substring(c.peek(from - c.mark()).start(), comma.start());
            return new WhenSpent(text.substring(0, dot.start() + 1), spell, text.substring(effectStart));
        }
        c.reset(0);
        throw c.fail("\". When you spend this mana to cast\"");
    }
}
