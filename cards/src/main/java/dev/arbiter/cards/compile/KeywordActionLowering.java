package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;

/** Lowers adapt (701.46a) and monstrosity (701.37a): actions on the permanent whose ability it is. */
final class KeywordActionLowering {
    private KeywordActionLowering() {
    }

    static Effect lower(EffectLowering effects, ParseContext ctx, EffectNode.KeywordAction k) {
        if (!ctx.sourceIsPermanent()) throw new NotSupported("\"" + k.action() + "\" on a spell (it acts on its own permanent)");
        Amount n = effects.amountOf(k.amount());
        return switch (k.action()) {
            case "adapt" -> new Effect.Adapt(n);
            case "monstrosity" -> new Effect.Monstrosity(n);
            default -> throw new NotSupported("keyword action \"" + k.action() + "\"");
        };
    }
}
