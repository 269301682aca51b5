package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.ConditionNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import java.util.ArrayList;
import java.util.List;

/**
 * A condition written after the sentence it governs (608.2c), checked as the spell or ability resolves:
 * <pre>
 * sentence := chain ("if" | "unless") condition "."       ["Otherwise ," chain "."  (after "if" only)]
 * </pre>
 * ("Draw a card if you control an Elf." / "You lose 1 life unless you control another colorless creature."). The
 * condition is the intervening-"if" grammar's ({@link ConditionGrammar}); an "unless" that names a cost ("unless
 * you pay {1}", 118.12) is not a condition and is read elsewhere.
 */
final class OnlyIfGrammar {

    private OnlyIfGrammar() {
    }

    /** {@code then} governed by the condition at the cursor, or null with the cursor unmoved. */
    static EffectNode trailing(Cursor c, EffectNode then) {
        return trailing(c, then, -1);
    }

    /**
     * As above; {@code start} (-1: unknown) is where {@code then}'s clause began, so that a second conjunct with its own
     * condition may share its subject and verb: "You gain X life if {G} was spent to cast this spell and X life if {W}
     * was spent to cast this spell." / "[clause] if [condition], and [clause] if [condition]." (608.2c: each part
     * happens only if its own condition holds).
     */
    static EffectNode trailing(Cursor c, EffectNode then, int start) {
        return c.attempt(k -> {
            String word = k.acceptAny("if", "unless");
            if (word == null) return null;
            int ifAt = k.mark() - 1;
            ConditionNode condition = ConditionGrammar.condition(k);
            EffectNode first = new EffectNode.OnlyIf(condition, word.equals("unless"), then, null);
            if (k.at(".")) return first;
            if (!word.equals("if")) return null;
            EffectNode second = secondConjunct(k, start, ifAt);
            return second != null && k.at(".") ? new EffectNode.Sequence(List.of(first, second)) : null;
        });
    }

    /** "[, ] and [clause | the rest of a clause sharing the first's first words] if [condition]", or null. */
    private static EffectNode secondConjunct(Cursor k, int start, int ifAt) {
        if (!k.accept(", and") && !k.accept("and")) return null;
        EffectNode whole = k.attempt(x -> { // a clause of its own
            EffectNode b = EffectGrammar.chain(x);
            if (!x.accept("if")) return null;
            ConditionNode cond = ConditionGrammar.condition(x);
            return x.at(".") ? new EffectNode.OnlyIf(cond, false, b, null) : null;
        });
        if (whole != null || start < 0) return whole;
        int restStart = k.mark();
        int restEnd = restStart;
        while (k.peek(restEnd - restStart) != null && !k.peek(restEnd - restStart).is("if")
                && !k.peek(restEnd - restStart).is(".")) restEnd++;
        if (k.peek(restEnd - restStart) == null || !k.peek(restEnd - restStart).is("if")) return null;
        // the fewest first words of the first clause that, with the rest, read as a whole clause
        for (int shared = start + 1; shared < ifAt; shared++) {
            List<Token> words = new ArrayList<>(k.tokens(start, shared));
            words.addAll(k.tokens(restStart, restEnd));
            Cursor x = new Cursor(words);
            EffectNode b;
            try {
                b = EffectGrammar.chain(x);
            } catch (ParseFailure f) {
                continue;
            }
            if (b == null || !x.atEnd()) continue;
            k.reset(restEnd);
            k.expect("if");
            ConditionNode cond = ConditionGrammar.condition(k);
            return new EffectNode.OnlyIf(cond, false, b, null);
        }
        return null;
    }

    /** {@code last} with the "Otherwise" sentence {@code otherwise} attached, or null when {@code last} takes none. */
    static EffectNode otherwise(EffectNode last, EffectNode otherwise) {
        if (!(last instanceof EffectNode.OnlyIf o) || o.unless() || o.otherwise() != null) return null;
        return new EffectNode.OnlyIf(o.condition(), false, o.then(), otherwise);
    }
}
