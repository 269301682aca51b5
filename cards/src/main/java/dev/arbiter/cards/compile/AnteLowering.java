package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.AnteGrammar;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;

/** Lowers the ante verbs of {@link AnteGrammar} (407) into engine effects. */
final class AnteLowering {

    private AnteLowering() {
    }

    /** The effect of an ante node, or null when {@code node} is not one. */
    static Effect effect(EffectLowering lowering, ParseContext ctx, EffectNode node) {
        if (node instanceof EffectNode.Ante a) return new Effect.AnteTopOfLibrary(lowering.player(a.who())); // 407.4
        if (node instanceof EffectNode.OwnAnteCard o) { // 407.3
            int index = ctx.addTarget(TargetSpec.one(new TargetFilter.CardInAnte(), o.text()));
            Subject card = new Subject.TargetObject(index);
            ctx.lastObject(card);
            return new Effect.GainOwnership(card);
        }
        if (node instanceof EffectNode.ExchangeWithTopOfLibrary x) { // 701.10d
            if (!(x.card() instanceof ObjectRef.Pronoun)) throw new NotSupported("exchanging a card not named before");
            Subject card = lowering.permanents(x.card());
            if (!(card instanceof Subject.TargetObject)) throw new NotSupported("exchanging a card that isn't a target");
            return new Effect.ExchangeWithTopOfLibrary(card);
        }
        return null;
    }
}
