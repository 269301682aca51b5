package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;

import java.util.List;

/**
 * A sentence naming the tokens the sentence before just created (608.2c):
 * <pre>
 * created-gain := ("it gains" | "that token gains" | "they gain" | "those tokens gain") keywords ["until end of turn"] "."
 * created-put  := "put" count KIND ("counter" | "counters") "on it" [", where x is" amount-definition] "."
 *                 (after the creation of one token: "Create a 0/0 ... Fractal creature token. Put X +1/+1 counters on it.")
 * </pre>
 * "Create a 1/1 red Elemental creature token. It gains haste until end of turn." Joined to the creation it follows (also
 * the creation of an "if you do" part: "You may pay {R}. If you do, create a token ... That token gains haste.");
 * any other such sentence is left to {@link CreatedTokenPronounGuard} (refused).
 */
final class CreatedTokenGrammar {
    private CreatedTokenGrammar() {
    }

    /** True (the sentence read, joined to the last of {@code out}) or false with the cursor unchanged. */
    static boolean gain(Cursor c, List<EffectNode> out) {
        EffectNode last = out.isEmpty() ? null : out.get(out.size() - 1);
        // 608.2c: "you may pay {R}. If you do, create a token that's a copy of that creature. That token gains haste.": the
        // token is the one the "if you do" part created; the sentence joins that part
        EffectNode.May may = last instanceof EffectNode.May m && m.otherwise() == null
                && (m.ifTheyDo() instanceof EffectNode.CreateTokens || m.ifTheyDo() instanceof EffectNode.CreateTokenCopy) ? m : null;
        EffectNode create = may != null ? may.ifTheyDo() : last;
        if (!(create instanceof EffectNode.CreateTokens || create instanceof EffectNode.CreateTokenCopy
                || create instanceof dev.arbiter.cards.grammar.ast.PermanentNodes.CreateTokenCopies)) return false;
        int m = c.mark();
        String subject = c.acceptAny("it gains", "that token gains", "they gain", "those tokens gain");
        if (subject == null) return false;
        try {
            List<String> keywords = ClauseGrammar.keywords(c);
            boolean untilEndOfTurn = c.accept("until end of turn");
            if (keywords.isEmpty() || !c.accept(".")) {
                c.reset(m);
                return false;
            }
            boolean one = subject.endsWith("gains");
            String text = (one ? "It gains " : "They gain ") + list(keywords) + (untilEndOfTurn ? " until end of turn" : "");
            EffectNode joined = new EffectNode.CreatedTokensGain(create, keywords, untilEndOfTurn, text);
            out.set(out.size() - 1, may == null ? joined : new EffectNode.May(may.who(), may.effect(), joined, null));
            return true;
        } catch (ParseFailure f) {
            c.reset(m);
            return false;
        }
    }

    /**
     * "Put N KIND counters on it [, where X is ...]." after the creation of one token (608.2c: "it" is that token; 122.1):
     * true (the sentence read, joined to the last of {@code out}) or false with the cursor unchanged.
     */
    static boolean counters(Cursor c, List<EffectNode> out) {
        EffectNode create = out.isEmpty() ? null : out.get(out.size() - 1);
        boolean one = create instanceof EffectNode.CreateTokenCopy || create instanceof EffectNode.CreateTokens t
                && t.count() instanceof AmountNode.Fixed f && f.value() == 1;
        if (!one || !c.at("put")) return false;
        int m = c.mark();
        try {
            c.expect("put");
            AmountNode n = ReferenceGrammar.count(c);
            Token kind = c.next();
            if (kind.kind() != Token.Kind.PT && kind.kind() != Token.Kind.WORD) throw c.fail("a kind of counter");
            if (c.acceptAny("counters", "counter") == null) throw c.fail("\"counters\"");
            c.expect("on it");
            AmountNode x = null;
            if (n instanceof AmountNode.X && c.accept(", where x is")) x = AmountDefinitionGrammar.definition(c); // 107.3
            String text = c.textFrom(m);
            if (!c.accept(".")) throw c.fail("\".\"");
            EffectNode node = new EffectNode.CreatedTokenGetsCounters(create,
                    kind.kind() == Token.Kind.PT ? kind.text() : kind.lower(), n, Character.toUpperCase(text.charAt(0)) + text.substring(1));
            out.set(out.size() - 1, x == null ? node : new EffectNode.WhereX(node, x));
            return true;
        } catch (ParseFailure f) {
            c.reset(m);
            return false;
        }
    }

    private static String list(List<String> words) {
        if (words.size() == 1) return words.get(0);
        return String.join(", ", words.subList(0, words.size() - 1)) + " and " + words.get(words.size() - 1);
    }
}
