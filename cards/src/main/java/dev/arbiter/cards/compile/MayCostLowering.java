package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.CostPart;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Who;
import java.util.Locale;

/**
 * "You may [cost]. If you do, ... [If you don't, ...]" (608.2d, 118.3): the cost of {@code MayCostGrammar} read as an
 * activation cost; only costs of other objects and of the player (mana, life, discarding, sacrificing, exiling
 * from a graveyard, tapping or returning permanents), never of the source itself.
 */
final class MayCostLowering {

    private MayCostLowering() {
    }

    static Effect lower(EffectLowering base, EffectNode node) {
        if (node instanceof EffectNode.AnyPlayerMay a) return anyPlayer(base, a);
        if (node instanceof EffectNode.PayCost) throw new NotSupported("paying a cost outside \"you may\"");
        if (node instanceof EffectNode.CastFromHandFree || node instanceof EffectNode.CastFromAmongThemFree) {
            throw new NotSupported("a free cast outside \"you may\"");
        }
        if (node instanceof EffectNode.May m && m.effect() instanceof EffectNode.CastFromAmongThemFree) {
            throw new NotSupported("\"from among them\" with no mill just before"); // joined in ThisWayLowering.group
        }
        if (node instanceof EffectNode.CastCard) throw new NotSupported("a cast outside \"you may\"");
        if (node instanceof EffectNode.FlashThisTurn) throw new NotSupported("a flash permission outside \"you may\"");
        if (node instanceof EffectNode.FreeFromHandThisTurn) throw new NotSupported("a free cast outside \"you may\"");
        if (node instanceof EffectNode.May m && m.effect() instanceof EffectNode.FreeFromHandThisTurn f) { // 118.9
            if (!(m.who() instanceof PlayerRef.You) || m.ifTheyDo() != null || m.otherwise() != null) {
                throw new NotSupported("a free cast with a follow-up");
            }
            return new Effect.FreeFromHandThisTurn(new Who.You(), FlashPermissionLines.spells(f.spells()));
        }
        if (node instanceof EffectNode.May m && m.effect() instanceof EffectNode.FlashThisTurn f) { // 702.8a
            if (!(m.who() instanceof PlayerRef.You) || m.ifTheyDo() != null || m.otherwise() != null) {
                throw new NotSupported("a flash permission with a follow-up");
            }
            return new Effect.FlashThisTurn(new Who.You(), FlashPermissionLines.spells(f.spells()));
        }
        if (node instanceof EffectNode.May m && m.effect() instanceof EffectNode.CastCard cc) return castCard(base, m, cc);
        if (node instanceof EffectNode.May m && m.effect() instanceof EffectNode.CastFromHandFree cf) { // 118.9, 608.2g
            if (!(m.who() instanceof PlayerRef.You) || m.ifTheyDo() != null || m.otherwise() != null) {
                throw new NotSupported("a free cast with a follow-up or by another player");
            }
            return new Effect.MayCastFromHandFree(ResolvingXFilter.filter(cf.noun(), base.context(), n -> { // 107.3
                NounLowering.Lowered l = NounLowering.lower(n);
                if (l.kind() != NounLowering.Kind.SPELL) throw new NotSupported("casting what isn't a spell");
                return l.filter();
            }));
        }
        if (!(node instanceof EffectNode.May m) || !(m.effect() instanceof EffectNode.PayCost p)) return null;
        if (m.ifTheyDo() == null && m.otherwise() == null) throw new NotSupported("an optional cost with nothing depending on it");
        // 608.2d: "that player may sacrifice a creature": the cost is the payer's, "their graveyard" a cost's "your graveyard"
        boolean you = m.who() instanceof PlayerRef.You;
        Who payer = you ? new Who.You() : base.player(m.who());
        if (!you && !(payer instanceof Who.ThatPlayer)) throw new NotSupported("another player paying a cost");
        Cost cost = CostParser.parse(costText(you ? p.text() : p.text().replace(" their ", " your ")));
        if (cost == null) throw new NotSupported("optional cost \"" + p.text() + "\"");
        for (CostPart part : cost.parts()) {
            if (!(part instanceof CostPart.PayLife || part instanceof CostPart.PayEnergy || part instanceof CostPart.SacrificePermanents
                    || part instanceof CostPart.DiscardCards || part instanceof CostPart.DiscardRandom || part instanceof CostPart.DiscardHand
                    || part instanceof CostPart.TapPermanents || part instanceof CostPart.ReturnPermanents
                    || part instanceof CostPart.ExileFromGraveyard || part instanceof CostPart.OpponentsCardsFromExile
                    || part instanceof CostPart.RevealFromHand || part instanceof CostPart.ExileFromHand // 701.16a, 406
                    || part instanceof CostPart.RemoveCountersFromAmong || part instanceof CostPart.ExilePermanents)) { // 122.8
                throw new NotSupported("optional cost \"" + p.text() + "\" (" + part.text() + ")");
            }
        }
        if (cost.mana().hasX()) throw new NotSupported("optional cost with {X}");
        if (cost.mana().isEmpty() && cost.parts().size() == 1 && cost.parts().get(0) instanceof CostPart.DiscardHand) {
            // 608.2c-d, 701.8a: "you may discard your hand. If you do, draw that many cards": the draw counts the cards
            // discarded (discarding an empty hand is done too, and then draws none)
            EffectNode joined = ThisWayLowering.drawThatMany(new EffectNode.DiscardHand(new PlayerRef.You()), m.ifTheyDo());
            if (joined != null) return base.lower(new EffectNode.May(m.who(), joined, null, m.otherwise()));
        }
        String noted = base.sacrificedNoun;
        if (noted == null && you) base.sacrificedNoun = SacrificedLowering.costNoun(cost); // 608.2h: "If you do, ... that creature's power"
        Effect then;
        try {
            then = m.ifTheyDo() == null ? null : base.lower(m.ifTheyDo());
        } finally {
            base.sacrificedNoun = noted;
        }
        Effect otherwise = m.otherwise() == null ? null : base.lower(m.otherwise());
        for (Effect inner : new Effect[] {then, otherwise}) if (inner != null) PaymentLowering.noPaymentInside(inner);
        return new Effect.MayPayCost(payer, cost, then, otherwise);
    }

    /**
     * 608.2g, 118.9: "you may cast target [noun] card from [a | your | an opponent's] graveyard [without paying its mana
     * cost]", or "that card" / "it" when that names a target card named before (found after this effect moved it,
     * 400.7j); cast as the effect resolves.
     */
    private static Effect castCard(EffectLowering base, EffectNode.May m, EffectNode.CastCard cc) {
        if (!(m.who() instanceof PlayerRef.You) || m.ifTheyDo() != null || m.otherwise() != null) {
            throw new NotSupported("a cast with a follow-up or by another player");
        }
        dev.arbiter.engine.ability.Subject card;
        if (cc.card() instanceof dev.arbiter.cards.grammar.ast.ObjectRef.Pronoun p) {
            card = base.objects.pronoun(p.word());
            if (!(card instanceof dev.arbiter.engine.ability.Subject.TargetObject)) {
                throw new NotSupported("casting \"" + p.word() + "\" that isn't a target card named before");
            }
        } else {
            card = base.zones.graveyardTarget((dev.arbiter.cards.grammar.ast.ObjectRef.Targeted) cc.card()); // 115.1
        }
        dev.arbiter.engine.ability.ObjectFilter only = null;
        if (cc.exileOnly() != null) {
            NounLowering.Lowered l = NounLowering.lower(cc.exileOnly());
            if (l.kind() != NounLowering.Kind.SPELL) throw new NotSupported("exiling instead what isn't a spell");
            only = l.filter();
        }
        return new Effect.MayCastCard(card, cc.free(), cc.exileInstead(), only);
    }

    /**
     * "Any [player | opponent] may [cost]. If a player does, [then]" (101.4, 608.2d): the cost is the payer's, so
     * "their graveyard" is read as a cost's "your graveyard"; the same kinds of cost as "you may".
     */
    private static Effect anyPlayer(EffectLowering base, EffectNode.AnyPlayerMay a) {
        Cost cost = CostParser.parse(costText(a.cost().replace(" their ", " your ")));
        if (cost == null) throw new NotSupported("optional cost \"" + a.cost() + "\"");
        for (CostPart part : cost.parts()) {
            if (!(part instanceof CostPart.PayLife || part instanceof CostPart.SacrificePermanents
                    || part instanceof CostPart.DiscardCards || part instanceof CostPart.ExileFromGraveyard)) {
                throw new NotSupported("optional cost \"" + a.cost() + "\" (" + part.text() + ")");
            }
        }
        if (cost.mana().hasX()) throw new NotSupported("optional cost with {X}");
        Effect then = base.lower(a.then());
        PaymentLowering.noPaymentInside(then);
        return new Effect.AnyPlayerMayPayCost(a.opponents() ? new Who.EachOpponent() : new Who.EachPlayer(), cost, then);
    }

    /** "[N] life" (119.4: a life payment written without "pay"). */
    private static boolean lifeAmount(String part) {
        java.util.List<dev.arbiter.cards.grammar.Token> t = dev.arbiter.cards.grammar.Tokenizer.tokens(part);
        return t.size() == 2 && t.get(0).kind() == dev.arbiter.cards.grammar.Token.Kind.NUMBER && t.get(1).lower().equals("life")
                && part.length() == t.get(0).text().length() + " life".length();
    }

    /** "pay {1} and discard a card" as an activation cost: "{1}, Discard a card"; "pay 2 life": "Pay 2 life". */
    private static String costText(String text) {
        String t = text.strip();
        StringBuilder out = new StringBuilder();
        for (String part : dev.arbiter.cards.grammar.AndSegments.of(t)) {
            String p = part.strip();
            String lower = p.toLowerCase(Locale.ROOT);
            if (lower.equals("discard all the cards in your hand")) p = "Discard your hand"; // 701.8a: the same act
            else if (lower.startsWith("pay {")) p = p.substring(4).strip(); // the mana alone
            else if (lifeAmount(p)) p = "Pay " + p;
            if (out.length() > 0) out.append(", ");
            out.append(Character.toUpperCase(p.charAt(0))).append(p.substring(1));
        }
        return out.toString();
    }
}
