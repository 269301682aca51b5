package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.ConditionNode;
import dev.arbiter.cards.grammar.ast.EffectNode;

/**
 * A sentence that replaces the sentence before it when a condition holds (608.2c: the text is followed in
 * order, "instead" meaning the earlier instruction is not followed):
 * <pre>
 * instead   := "if" condition "," ["instead"] (amount | mana | chain) ["instead"]
 *            | (amount | chain) "instead if" condition
 * amount    := ("it" | "~") "deals" count "damage"      (the damage of the sentence before, another amount)
 * mana      := "add" MANA                                (up to "instead .", 106.1)
 * </pre>
 * The condition is the intervening-"if" grammar's ({@link ConditionGrammar}).
 */
public final class InsteadGrammar {

    /** The condition and what happens instead. */
    record Instead(ConditionNode condition, EffectNode then) {
    }

    private InsteadGrammar() {
    }

    /**
     * A whole paragraph that is one such sentence ("Morbid — ~ deals 5 damage instead if a creature died this
     * turn.", the ability word already gone), as an {@link EffectNode.IfInstead} replacing what came before it
     * (its {@code otherwise} null); null when the paragraph is something else.
     */
    public static EffectNode.IfInstead paragraph(String text) {
        Cursor c = Cursor.of(text.strip());
        Instead i = sentence(c);
        if (i == null || !c.accept(".") || !c.atEnd()) return null;
        return new EffectNode.IfInstead(i.condition(), i.then(), null);
    }

    /** Such a sentence up to its period, or null with the cursor unmoved. */
    static Instead sentence(Cursor c) {
        return sentence(c, null);
    }

    /**
     * As above, after {@code previous}, the sentence it would replace: after "[it] gets -1/-1 until end of turn",
     * "That creature gets -4/-4 instead if ..." keeps that duration (608.2c: the same instruction, other numbers).
     */
    static Instead sentence(Cursor c, EffectNode previous) {
        if (!insteadAhead(c)) return null;
        int m = c.mark();
        try {
            if (c.accept("if")) {
                ConditionNode condition = ConditionGrammar.condition(c);
                c.expect(",");
                boolean before = c.accept("instead");
                EffectNode then = amount(c, before ? "." : "instead");
                if (then == null && !before) then = manaBeforeInstead(c);
                if (then == null) then = EffectGrammar.chain(c);
                if (!before && !c.accept("instead")) throw c.fail("\"instead\"");
                if (!c.at(".")) throw c.fail("\".\"");
                return new Instead(condition, then);
            }
            EffectNode then = amount(c, "instead");
            if (then == null && previous instanceof EffectNode.Pump) then = pumpAsBefore(c);
            if (then == null && previous instanceof EffectNode.CreateTokens ct) then = tokensAsBefore(c, ct);
            if (then == null) then = EffectGrammar.chain(c);
            if (!c.accept("instead if")) throw c.fail("\"instead if\"");
            ConditionNode condition = ConditionGrammar.condition(c);
            if (!c.at(".")) throw c.fail("\".\"");
            return new Instead(condition, then);
        } catch (ParseFailure f) {
            c.reset(m);
            return null;
        }
    }

    private static final java.util.List<Token> UNTIL_END_OF_TURN = java.util.List.copyOf(Tokenizer.tokens("until end of turn"));

    /** "[objects] get(s) +P/+T" up to "instead", read with the "until end of turn" of the pump it replaces; or null. */
    private static EffectNode pumpAsBefore(Cursor c) {
        int end = 0;
        while (c.peek(end) != null && !c.peek(end).is("instead") && !c.peek(end).is(".")) end++;
        if (c.peek(end) == null || !c.peek(end).is("instead")) return null;
        int start = c.mark();
        java.util.List<Token> moved = new java.util.ArrayList<>(c.tokens(start, start + end));
        moved.addAll(UNTIL_END_OF_TURN);
        Cursor sub = new Cursor(moved);
        try {
            EffectNode n = EffectGrammar.chain(sub);
            if (!sub.atEnd() || !(n instanceof EffectNode.Pump)) return null;
            c.reset(start + end);
            return n;
        } catch (ParseFailure f) {
            return null;
        }
    }

    /**
     * "add {C}{C}" up to "instead" (106.1, 608.2c: "If you control ..., add {C}{C} instead."), read as the clause it is
     * when it ends the sentence; or null with the cursor unmoved.
     */
    private static EffectNode manaBeforeInstead(Cursor c) {
        if (!c.at("add")) return null;
        int end = 0;
        while (c.peek(end) != null && !c.peek(end).is("instead") && !c.peek(end).is(".")) end++;
        if (c.peek(end) == null || !c.peek(end).is("instead") || c.peek(end + 1) == null || !c.peek(end + 1).is(".")) return null;
        int start = c.mark();
        Cursor sub = new Cursor(new java.util.ArrayList<>(c.tokens(start, start + end)));
        try {
            EffectNode n = EffectGrammar.chain(sub);
            if (!sub.atEnd()) return null;
            c.reset(start + end);
            return n;
        } catch (ParseFailure f) {
            return null;
        }
    }

    /** "create N of those tokens" (608.2c): the tokens of the sentence it replaces, another number; or null. */
    private static EffectNode tokensAsBefore(Cursor c, EffectNode.CreateTokens before) {
        int m = c.mark();
        if (c.accept("create")) {
            AmountNode n = ReferenceGrammar.count(c);
            if (n != null && c.accept("of those tokens") && c.at("instead")) {
                return new EffectNode.CreateTokens(before.who(), n, before.tapped(), before.predefined(), before.power(),
                        before.toughness(), before.colors(), before.types(), before.subtypes(), before.keywords(),
                        before.quoted(), before.name(), before.legendary());
            }
        }
        c.reset(m);
        return null;
    }

    /** "it deals N damage" / "~ deals N damage" followed by {@code next}, or null with the cursor unmoved. */
    private static EffectNode amount(Cursor c, String next) {
        int m = c.mark();
        if (c.acceptAny("it", "~") != null && c.accept("deals")) {
            AmountNode n = ReferenceGrammar.count(c);
            if (n != null && c.accept("damage") && c.at(next)) return new EffectNode.KickedAmount(n);
        }
        c.reset(m);
        return null;
    }

    /** Whether "instead" comes before the sentence's period (a cheap look before trying the grammar). */
    private static boolean insteadAhead(Cursor c) {
        for (int i = 0; ; i++) {
            Token t = c.peek(i);
            if (t == null || t.is(".")) return false;
            if (t.is("instead")) return true;
        }
    }
}
