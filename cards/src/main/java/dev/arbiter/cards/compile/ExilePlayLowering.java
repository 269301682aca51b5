package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.ObjectFilter;

/**
 * "Exile the top [N] card(s) of your library. [duration,] you may [play | cast] [those cards | [noun] spells from among
 * them] [duration] [without paying their mana costs]" (406, 601.2a, 118.9) as {@link Effect.ExileTopMayPlay}.
 */
final class ExilePlayLowering {

    private ExilePlayLowering() {
    }

    /** 608.2g: the top card of the library cast as the effect resolves; "if it's a[n] [noun]" a card or spell filter. */
    static Effect topCard(EffectNode.TopCardMayCast t) {
        ObjectFilter only = null;
        if (t.only() != null) {
            NounLowering.Lowered l = NounLowering.lower(t.only());
            if (l.kind() == NounLowering.Kind.PERMANENT || l.filter().controller() != dev.arbiter.engine.ability.Relation.ANY
                    || t.only().zone() != null) {
                throw new NotSupported("casting the top card \"if it's " + t.only() + "\"");
            }
            only = l.filter();
        }
        return new Effect.TopCardMayCast(t.reveal(), t.play(), t.free(), only, t.otherwise());
    }

    static Effect lower(EffectLowering base, EffectNode.ExileTopMayPlay p) {
        ObjectFilter spells = null;
        if (p.spells() != null) {
            NounLowering.Lowered l = NounLowering.lower(p.spells());
            if (l.kind() == NounLowering.Kind.PERMANENT || l.filter().controller() != dev.arbiter.engine.ability.Relation.ANY) {
                throw new NotSupported("casting \"" + p.spells() + "\" from among exiled cards");
            }
            spells = l.filter();
        }
        return new Effect.ExileTopMayPlay(base.amount(p.count()), p.lands(), p.throughNextTurn(), p.free(), spells,
                p.chooseOne(), p.whileExiled());
    }
}
