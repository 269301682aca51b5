package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;

/**
 * Lowers adapt (701.46a) and monstrosity (701.37a), actions on the permanent whose ability it is, and proliferate
 * (701.27a), bolster (701.39a) and populate (701.30a), which any spell or ability may do.
 */
final class KeywordActionLowering {
    private KeywordActionLowering() {
    }

    static Effect lower(EffectLowering effects, ParseContext ctx, EffectNode.KeywordAction k) {
        switch (k.action()) {
            case "proliferate": return new Effect.Proliferate();
            case "populate": return new Effect.Populate();
            case "bolster": return new Effect.Bolster(effects.amountOf(k.amount()));
            default: break;
        }
        if (!ctx.sourceIsPermanent()) throw new NotSupported("\"" + k.action() + "\" on a spell (it acts on its own permanent)");
        Amount n = effects.amountOf(k.amount());
        return switch (k.action()) {
            case "adapt" -> new Effect.Adapt(n);
            case "monstrosity" -> new Effect.Monstrosity(n);
            default -> throw new NotSupported("keyword action \"" + k.action() + "\"");
        };
    }
}
