package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ExileTopCastNode;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.ExileTopMayCastFree;

/**
 * "Exile the top N cards of your library. You may cast ... spells from among them without paying ... . Then put the exiled
 * cards not cast this way ..." (406, 608.2g, 118.9) is the engine's {@link ExileTopMayCastFree}; "with mana value X or
 * less" is the announced X (107.3, {@link ResolvingXFilter}).
 */
final class ExileTopCastLowering {
    private ExileTopCastLowering() {
    }

    /** The effect of {@code node}, or null when it is not this one. */
    static Effect lower(EffectLowering base, ParseContext ctx, EffectNode node) {
        if (!(node instanceof ExileTopCastNode n)) return null;
        var spells = ResolvingXFilter.filter(n.spells(), ctx, noun -> {
            NounLowering.Lowered l = NounLowering.lower(noun);
            if (l.kind() != NounLowering.Kind.SPELL) throw new NotSupported("casting what isn't a spell");
            return l.filter();
        });
        return new ExileTopMayCastFree(base.amountOf(n.count()), spells, n.max(), n.restToGraveyard());
    }
}
