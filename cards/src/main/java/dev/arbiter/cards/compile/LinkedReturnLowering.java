package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.ZoneChangeEffects.ReturnExiledWith.Destination;

/**
 * Lowers {@code LinkedReturnGrammar}'s "return the exiled card(s) / each [noun] card exiled with ~ to ..." (607.2a) into
 * {@link Effect.ReturnExiledWith}; {@link LinkedExileLowering} then links the card's exiling abilities to it. Null for
 * any other node.
 */
final class LinkedReturnLowering {

    private LinkedReturnLowering() {
    }

    static Effect lower(EffectLowering base, ParseContext ctx, EffectNode node) {
        if (node instanceof EffectNode.EntersAttacking a) return new Effect.EnterAttacking(base.lower(a.put())); // 508.4
        if (node instanceof EffectNode.May m && m.effect() instanceof EffectNode.EntersAttacking a && m.ifTheyDo() == null
                && m.otherwise() == null) { // "you may put a creature card from your hand onto the battlefield tapped and attacking"
            return new Effect.EnterAttacking(base.lower(new EffectNode.May(m.who(), a.put(), null, null)));
        }
        if (node instanceof EffectNode.ReturnChosenFromGraveyard g) return chosen(g);
        if (node instanceof dev.arbiter.cards.grammar.ast.GraveyardToLibraryNode g) { // 401.4, 608.2d
            NounLowering.Lowered l = NounLowering.lower(g.noun());
            if (l.kind() != NounLowering.Kind.CARD) throw new NotSupported("a graveyard card named as other than a card");
            ObjectFilter filter = ReturnLowering.permanentTypes(g.noun(), l.filter()); // "permanent card" (110.4b)
            if (filter.controller() != Relation.ANY || filter.other()) throw new NotSupported("a graveyard card with a controller");
            return new dev.arbiter.engine.ability.PutChosenFromGraveyardOnLibrary(filter, g.bottom());
        }
        if (!(node instanceof EffectNode.ReturnExiledWith r)) return null;
        // a spell's "return the exiled card" is read only with its own exile (DelayedExileReturn); ExiledWithLinks refuses the rest
        ObjectFilter filter = null;
        if (r.noun() != null) {
            NounLowering.Lowered l = NounLowering.lower(r.noun());
            if (l.kind() != NounLowering.Kind.CARD) throw new NotSupported("cards exiled with ~ (607.2a) named as other than cards");
            filter = ReturnLowering.permanentTypes(r.noun(), l.filter()); // "permanent cards" (110.4b)
            if (filter.controller() != Relation.ANY || filter.other()) {
                throw new NotSupported("cards exiled with ~ (607.2a) with a controller");
            }
        }
        Destination to = switch (r.to()) {
            case "hand" -> Destination.HAND;
            case "graveyard" -> Destination.GRAVEYARD;
            default -> Destination.BATTLEFIELD;
        };
        return new Effect.ReturnExiledWith(filter, to, r.tapped(), r.underYourControl());
    }

    /** 608.2d: "return a creature card from your graveyard to your hand", chosen as it resolves. */
    private static Effect chosen(EffectNode.ReturnChosenFromGraveyard g) {
        NounLowering.Lowered l = NounLowering.lower(g.noun());
        if (l.kind() != NounLowering.Kind.CARD) throw new NotSupported("returning from a graveyard other than cards");
        ObjectFilter filter = ReturnLowering.permanentTypes(g.noun(), l.filter()); // "permanent card" (110.4b)
        if (filter.controller() != Relation.ANY || filter.other()) throw new NotSupported("a graveyard card with a controller");
        if (g.toBattlefield() && (filter.anyOfTypes() == 0 || (filter.anyOfTypes() & ~dev.arbiter.engine.characteristic.CardType.PERMANENT_MASK) != 0)) {
            throw new NotSupported("returning to the battlefield cards that may not be permanent cards (110.4b)");
        }
        return new Effect.ReturnChosenFromGraveyard(filter, new dev.arbiter.engine.ability.Amount.Fixed(
                ((dev.arbiter.cards.grammar.ast.AmountNode.Fixed) g.count()).value()), g.upTo(), g.toBattlefield(), g.tapped());
    }
}
