package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;

import java.util.ArrayList;
import java.util.List;

/**
 * "create a [token], then attach ~ to it" (111.2, 701.3a): "it" is the token just created, so the two clauses are one
 * {@link EffectNode.CreateThenAttach}. Only one token: "it" names one object.
 */
final class TokenAttachLowering {
    private TokenAttachLowering() {
    }

    static List<EffectNode> group(List<EffectNode> nodes) {
        List<EffectNode> out = new ArrayList<>();
        for (int i = 0; i < nodes.size(); i++) {
            EffectNode n = nodes.get(i);
            if (i + 1 < nodes.size() && n instanceof EffectNode.CreateTokens c && oneToken(c)
                    && nodes.get(i + 1) instanceof EffectNode.Attach a && a.attachment() instanceof ObjectRef.Self
                    && a.host() instanceof ObjectRef.Pronoun p && p.word().equals("it")) {
                out.add(new EffectNode.CreateThenAttach(c));
                i++;
            } else {
                out.add(n);
            }
        }
        return out;
    }

    private static boolean oneToken(EffectNode.CreateTokens c) {
        return c.count() instanceof dev.arbiter.cards.grammar.ast.AmountNode.Fixed f && f.value() == 1;
    }
}
