package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.ObjectFilter;

/**
 * Lowers {@code HandChoiceGrammar}'s new nodes: "[player] reveals N cards from their hand. You choose one of them. That
 * player discards that card." (701.16a, 701.8a) and "... That player shuffles that card into their library." (701.20a).
 */
final class HandChoiceLowering {
    private HandChoiceLowering() {
    }

    /** The effect of {@code node} if it is one of these, else null. */
    static Effect lower(EffectLowering base, EffectNode node) {
        if (node instanceof EffectNode.RevealFromHandDiscardChosen r) {
            return new Effect.RevealFromHandDiscardChosen(base.player(r.who()), base.amountOf(r.revealed()));
        }
        if (node instanceof EffectNode.ShuffleChosenFromHand s) {
            NounLowering.Lowered l = NounLowering.lower(s.noun());
            if (l.kind() != NounLowering.Kind.CARD) throw new NotSupported("a card filter that isn't about cards");
            ObjectFilter f = ReturnLowering.permanentTypes(s.noun(), l.filter());
            if (f.controller() != dev.arbiter.engine.ability.Relation.ANY || f.other()) {
                throw new NotSupported("a card filter with a controller");
            }
            return new Effect.ShuffleChosenFromHand(base.player(s.who()), f, s.reveal());
        }
        if (node instanceof EffectNode.ChooseFromHandThen ch) return chooseThen(base, ch);
        return null;
    }

    /** 608.2c: only a name search for "that card" follows (the card chosen), in whose zones the card itself is. */
    private static Effect chooseThen(EffectLowering base, EffectNode.ChooseFromHandThen ch) {
        if (!(ch.then() instanceof EffectNode.SearchZonesForName n) || n.nameOf() != null
                || !(n.sameAs() instanceof dev.arbiter.cards.grammar.ast.ObjectRef.Pronoun p) || !p.word().equals("that card")
                || !(n.whose() instanceof dev.arbiter.cards.grammar.ast.PlayerRef.That)) {
            throw new NotSupported("a sentence after \"you choose a card from it\" other than a name search for that card");
        }
        NounLowering.Lowered l = NounLowering.lower(ch.noun());
        if (l.kind() != NounLowering.Kind.CARD) throw new NotSupported("a card filter that isn't about cards");
        ObjectFilter f = ReturnLowering.permanentTypes(ch.noun(), l.filter());
        if (f.controller() != dev.arbiter.engine.ability.Relation.ANY || f.other()) {
            throw new NotSupported("a card filter with a controller");
        }
        Effect search = new Effect.SearchZonesForName(base.player(ch.who()), new dev.arbiter.engine.ability.Subject.ThatObject(),
                null, n.all());
        return new Effect.ChooseFromHandThen(base.player(ch.who()), f, ch.reveal(), search);
    }
}
