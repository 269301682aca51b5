package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;

import java.util.List;

/**
 * A sentence naming the tokens the sentence before just created (608.2c):
 * <pre>
 * created-gain := ("it gains" | "that token gains" | "they gain" | "those tokens gain") keywords ["until end of turn"] "."
 * </pre>
 * "Create a 1/1 red Elemental creature token. It gains haste until end of turn." Joined to the creation it follows;
 * any other such sentence is left to {@link CreatedTokenPronounGuard} (refused).
 */
final class CreatedTokenGrammar {
    private CreatedTokenGrammar() {
    }

    /** True (the sentence read, joined to the last of {@code out}) or false with the cursor unchanged. */
    static boolean gain(Cursor c, List<EffectNode> out) {
        EffectNode create = out.isEmpty() ? null : out.get(out.size() - 1);
        if (!(create instanceof EffectNode.CreateTokens || create instanceof EffectNode.CreateTokenCopy)) return false;
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
            out.set(out.size() - 1, new EffectNode.CreatedTokensGain(create, keywords, untilEndOfTurn, text));
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
