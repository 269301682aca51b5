package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;

/**
 * An optional cost paid during a resolution, followed by what happens if it was paid (608.2d, 118.3):
 * <pre>
 * may-cost := ("pay" (MANA "and")? N "life" | "pay" MANA "and" cost-part | cost-part) &lt;before ". If you do,"&gt;
 * cost-part := ("sacrifice" | "discard" | "exile" | "tap" | "return" | "reveal" | "remove") ...
 * </pre>
 * Read after "you may" only when ". If you do," follows: the words are an activation-style cost that {@code
 * compile/CostParser} gives its meaning (a cost that can't be paid can't be chosen, and "if you do" happens only
 * when it was paid). "you may pay {2}" alone stays {@link ZoneVerbGrammar}'s.
 */
public final class MayCostGrammar {

    private static final java.util.List<String> VERBS = java.util.List.of("pay", "sacrifice", "discard", "exile", "tap",
            "return", "put", "reveal", "remove"); // 701.16a: "reveal a Dragon card from your hand"; 122.8: "remove a counter from"

    private MayCostGrammar() {
    }

    /** The cost at the cursor, or null (cursor unchanged). */
    static EffectNode cost(Cursor c) {
        EffectNode cast = MayCastGrammar.cast(c); // 118.9: "cast a spell from your hand without paying its mana cost"
        if (cast != null) return cast;
        return costOnly(c);
    }

    /**
     * Another player's cost after "[that player | defending player] may", read only before ". If [they | the player |
     * that player] [do | does | don't | doesn't] ," (608.2d); null (cursor unchanged) else.
     */
    static EffectNode othersCost(Cursor c) {
        int m = c.mark();
        EffectNode cost = costOnly(c, true);
        if (cost == null) return null;
        if (c.at(". if they do ,") || c.at(". if the player does ,") || c.at(". if that player does ,") || c.at(". if they don't ,")
                || c.at(". if the player doesn't ,") || c.at(". if that player doesn't ,")) {
            return cost;
        }
        c.reset(m);
        return null;
    }

    /**
     * The same words as a cost with no "may" before them, read only at the start of a sentence ending before ". If you
     * do," (608.2c: "Sacrifice a creature. If you do, ..."), or null (cursor unchanged).
     */
    static EffectNode mandatory(Cursor c) {
        return costOnly(c);
    }

    private static EffectNode costOnly(Cursor c) {
        return costOnly(c, false);
    }

    /** The cost words up to the sentence's end; {@code anyFollowUp}: the caller judges what follows the ".". */
    private static EffectNode costOnly(Cursor c, boolean anyFollowUp) {
        int m = c.mark();
        Token first = c.peek();
        if (first == null || first.kind() != Token.Kind.WORD || !VERBS.contains(first.lower())) return null;
        boolean manaOnly = first.is("pay");
        StringBuilder text = new StringBuilder();
        boolean afterSymbol = false;
        while (!c.atEnd() && !c.at(".")) {
            Token t = c.next();
            boolean symbol = t.kind() == Token.Kind.SYMBOL;
            if (text.length() > 0 && !t.is(",") && !(symbol && afterSymbol)) text.append(' ');
            text.append(symbol && !t.text().startsWith("{") ? "{" + t.text() + "}" : t.text());
            afterSymbol = symbol;
            // the source's own costs are read elsewhere, and a cost never targets (601.2c is for spells and abilities)
            if (t.kind() == Token.Kind.SELF || t.is("it") || t.is("this") || t.is("them") || t.is("target")) {
                c.reset(m);
                return null;
            }
            if (t != first && t.kind() != Token.Kind.SYMBOL || symbol && t.text().equals("E")) manaOnly = false; // {E}: 107.14
        }
        // "put": only cards an opponent owns from exile into a graveyard (404, 406); other "put"s are effects
        boolean put = first.is("put") && !text.toString().toLowerCase(java.util.Locale.ROOT).contains(" from exile into ");
        if (c.atEnd() || manaOnly || put
                || !anyFollowUp && !(c.at(". if you do ,") || c.at(". if you don't ,") || c.at(". when you do ,"))) {
            c.reset(m);
            return null;
        }
        return new EffectNode.PayCost(text.toString());
    }
}
