package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.engine.util.RecordTrees;

import java.util.List;

/**
 * A sentence after one that created tokens whose pronoun ("It gains haste until end of turn.", "That token gets
 * +1/+0") names the token just created (608.2c). The effects lower "it" to a target, the trigger's object or the
 * source, never to a token made on resolution, so such a sentence is refused rather than read as acting on something
 * else. Delayed sentences ("Exile it at the beginning of the next end step", 603.7c) are read before this grammar.
 */
final class CreatedTokenPronounGuard {

    private static final String[] PRONOUNS = {"it", "its", "they", "them", "their", "that token", "those tokens",
            "the token", "the tokens", "that creature", "those creatures"};

    private CreatedTokenPronounGuard() {
    }

    /** Throws when a sentence before created tokens and the sentence at {@code c} (to its ".") uses a pronoun. */
    static void check(Cursor c, List<EffectNode> before) {
        if (before.isEmpty() || !createsTokens(before)) return;
        int m = c.mark();
        try {
            boolean selfNamed = false; // "Shuffle ~ into its owner's library": "its" is ~ (608.2c)
            while (!c.atEnd() && !c.at(".")) {
                if (c.accept("of those tokens")) continue; // "create twelve of those tokens instead": the kind
                if (c.peek().kind() == Token.Kind.SELF) selfNamed = true;
                if (!(selfNamed && c.at("its")) && c.acceptAny(PRONOUNS) != null) {
                    c.reset(m);
                    throw c.fail("a sentence not naming the token just created (608.2c)");
                }
                c.next();
            }
        } finally {
            c.reset(m);
        }
    }

    private static boolean createsTokens(List<EffectNode> before) {
        for (EffectNode n : before) {
            if (RecordTrees.contains(n, p -> p instanceof EffectNode.CreateTokens || p instanceof EffectNode.CreateTokenCopy
                    || p instanceof EffectNode.TokensOfSizeX || p instanceof EffectNode.CreateTokensAttacking
                    || p instanceof EffectNode.CreateThenAttach)) {
                return true;
            }
        }
        return false;
    }
}
