package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.cards.grammar.ast.PlayerRef;

/**
 * Tokens that are copies of permanents (111.2, 707.2):
 * <pre>
 * copy := "create a token that's a copy of" object      (your command; no "except" exceptions)
 * </pre>
 * Null with the cursor unchanged when the text is not this.
 */
public final class TokenCopyGrammar {

    private TokenCopyGrammar() {
    }

    static EffectNode verb(Cursor c, PlayerRef who, boolean third) {
        if (third || !(who instanceof PlayerRef.You)) return null;
        int m = c.mark();
        if (!c.accept("create a token that's a copy of")) return null;
        try {
            ObjectRef original = ReferenceGrammar.object(c);
            if (c.at(", except") || c.at("except")) throw c.fail("a copy without exceptions (707.9b)");
            return new EffectNode.CreateTokenCopy(original);
        } catch (ParseFailure f) {
            c.reset(m);
            throw f;
        }
    }
}
