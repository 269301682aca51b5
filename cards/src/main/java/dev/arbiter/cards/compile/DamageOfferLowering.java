package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.DamageOfferNode;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.SourceDamageOffer;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.Who;

/**
 * A player's choice to be dealt damage by the source (608.2d, 101.4), {@link DamageOfferNode}: "its controller" /
 * "that creature's controller" / "that player" is the player or the controller of the one thing the effect targets
 * (115.1); "a player" / "any opponent" each player or opponent in turn order until one accepts; "target opponent" a
 * target of its own. "it" must be the source.
 */
final class DamageOfferLowering {

    private DamageOfferLowering() {
    }

    static Effect lower(EffectLowering base, ParseContext ctx, DamageOfferNode d) {
        if (d.effect() == null) {
            if (d.whoWords().equals("it") && !(base.objects.pronoun("it") instanceof Subject.Self)) {
                throw new NotSupported("\"may have it deal damage\" where \"it\" isn't the source");
            }
            Who who = d.anyOne() ? d.opponents() ? new Who.EachOpponent() : new Who.EachPlayer() : base.player(d.who());
            if (!d.anyOne() && !(who instanceof Who.TargetPlayer)) throw new NotSupported("a damage offer to that player");
            Effect ifDealt = d.ifDealt() == null ? null : base.lower(d.ifDealt());
            Effect otherwise = d.otherwise() == null ? null : base.lower(d.otherwise());
            for (Effect inner : new Effect[] {ifDealt, otherwise}) if (inner != null) PaymentLowering.noPaymentInside(inner);
            return new SourceDamageOffer(who, d.anyOne(), d.amount(), ifDealt, otherwise);
        }
        int before = ctx.targets().size();
        Effect effect = base.lower(d.effect());
        PaymentLowering.noPaymentInside(effect);
        if (effect instanceof Effect.Sequence || effect instanceof Effect.Optional) {
            throw new NotSupported("\"unless ... has ~ deal damage to them\" after several effects");
        }
        Who who;
        if (d.who() != null) {
            who = base.player(d.who()); // 601.2c: its target chosen after the effect's own
            if (!(who instanceof Who.TargetPlayer)) throw new NotSupported("a damage offer to a player not targeted");
        } else if (d.anyOne()) {
            who = new Who.EachPlayer(); // 101.4: "a player", in turn order
        } else {
            // 115.1: the one target of the effect, a player ("that player") or an object ("its controller")
            if (ctx.targets().size() != before + 1) throw new NotSupported("\"unless " + d.whoWords() + " has\" with no one target");
            boolean player = d.whoWords().equals("that player");
            boolean targetsPlayer = ctx.targets().get(before).filter() instanceof dev.arbiter.engine.ability.TargetFilter.PlayerTarget;
            boolean targetsObject = ctx.lastObject() instanceof Subject.TargetObject t && t.index() == before;
            if (player ? !targetsPlayer : !targetsObject) {
                throw new NotSupported("\"unless " + d.whoWords() + " has\" naming another target");
            }
            who = new Who.TargetPlayerOrController(before);
        }
        return new SourceDamageOffer(who, d.anyOne(), d.amount(), null, effect);
    }

    /**
     * 118.12: "[effect] unless (you | they) [discard | sacrifice ...]" in a text of several sentences: the cost as an
     * activation cost (only discarding and sacrificing); "they" is the one player the effect (a discard) names.
     */
    static Effect unlessCost(EffectLowering base, dev.arbiter.cards.grammar.ast.UnlessCostNode u) {
        String text = u.they() ? u.cost().replace(" their ", " your ") : u.cost();
        dev.arbiter.engine.ability.Cost cost = CostParser.parse(Character.toUpperCase(text.charAt(0)) + text.substring(1));
        if (cost == null || !cost.mana().isEmpty() || cost.parts().size() != 1
                || !(cost.parts().get(0) instanceof dev.arbiter.engine.ability.CostPart.DiscardCards
                || cost.parts().get(0) instanceof dev.arbiter.engine.ability.CostPart.SacrificePermanents)) {
            throw new NotSupported("\"unless\" cost \"" + u.cost() + "\"");
        }
        Effect effect = base.lower(u.effect());
        PaymentLowering.noPaymentInside(effect);
        Who payer;
        if (!u.they()) payer = new Who.You();
        else if (effect instanceof Effect.Discard d && (d.who() instanceof Who.TargetPlayer || d.who() instanceof Who.ThatPlayer
                || d.who() instanceof Who.You)) payer = d.who();
        else throw new NotSupported("\"unless they\" after an effect not of one player discarding");
        return new Effect.UnlessPays(payer, cost, effect);
    }

    /** 118.12, 101.4: "[effect] unless any (player | opponent) pays [mana | N life]"; an X is the spell's (107.3a). */
    static Effect unlessAnyPays(EffectLowering base, dev.arbiter.cards.grammar.ast.UnlessAnyPaysNode u) {
        dev.arbiter.engine.ability.Cost cost;
        if (u.cost().startsWith("{")) {
            dev.arbiter.engine.mana.ManaCost mana = dev.arbiter.engine.mana.ManaCost.parse(u.cost());
            if (mana.hasX() && !(base.amountOf(new dev.arbiter.cards.grammar.ast.AmountNode.X())
                    instanceof dev.arbiter.engine.ability.Amount.X)) {
                throw new NotSupported("paying {X} where X is defined by the text");
            }
            cost = new dev.arbiter.engine.ability.Cost(mana, java.util.List.of());
        } else {
            cost = CostParser.parse("Pay " + u.cost());
            if (cost == null) throw new NotSupported("\"unless any player pays " + u.cost() + "\"");
        }
        Effect effect = base.lower(u.effect());
        PaymentLowering.noPaymentInside(effect);
        return new dev.arbiter.engine.ability.UnlessAnyPlayerPays(u.opponents() ? new Who.EachOpponent() : new Who.EachPlayer(),
                cost, effect);
    }
}
