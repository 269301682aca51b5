package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.UnlessGrammar;
import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.cards.grammar.ast.UnlessNode;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Who;

/**
 * "[effect] unless [you | that player] pay(s) [cost]." (118.12): upkeep costs ("sacrifice ~ unless
 * you pay {W}{W}", "unless you discard a card") and the like. The effect before "unless" is read
 * as any effect; the cost as an activation cost is (mana, discarding, sacrificing, life).
 */
final class UnlessClauses {

    private UnlessClauses() {
    }

    /**
     * The effect of {@code text} when it is one "unless" sentence, or null.
     *
     * @throws NotSupported when it is one but its parts aren't supported
     */
    static Effect parse(String text, ParseContext ctx) {
        UnlessNode split = UnlessGrammar.read(text);
        if (split == null) return null;
        Cost cost = CostParser.parse(split.cost());
        if (cost == null) throw new NotSupported("\"unless\" cost \"" + split.cost() + "\"");
        if (cost.tapsSelf() || cost.parts().stream().anyMatch(p -> p instanceof dev.arbiter.engine.ability.CostPart.UntapSelf
                || p instanceof dev.arbiter.engine.ability.CostPart.SacrificeSelf
                || p instanceof dev.arbiter.engine.ability.CostPart.RemoveCounters
                || p instanceof dev.arbiter.engine.ability.CostPart.DiscardSelf
                || p instanceof dev.arbiter.engine.ability.CostPart.ExileSelf
                || p instanceof dev.arbiter.engine.ability.CostPart.ReturnSelf
                || p instanceof dev.arbiter.engine.ability.CostPart.PutCountersOnSelf)) {
            throw new NotSupported("\"unless\" cost \"" + split.cost() + "\" (a cost of the source)");
        }
        if (split.eachPlayer()) return eachUnless(split, cost, ctx);
        Who payer;
        if (split.payer() instanceof PlayerRef.You) {
            payer = new Who.You();
        } else {
            payer = ctx.thatPlayer();
            // "target player draws three cards. Then that player discards two cards unless they discard a land card": the
            // target player named before pays (118.12)
            if (!(payer instanceof Who.ThatPlayer || payer instanceof Who.TargetPlayer)) throw new NotSupported("\"unless that player pays\" with no player named");
        }
        Effect effect = EffectParser.parse(split.effect(), ctx);
        if (effect == null) throw new NotSupported(UnsupportedReasons.NOT_UNDERSTOOD);
        return new Effect.UnlessPays(payer, cost, effect);
    }

    /**
     * "Each [player | opponent] [effect] unless they [cost]." (101.4, 118.12): "they" is each of the players the effect
     * names, each choosing whether to pay; the effect, for one player, happens to each who doesn't.
     */
    private static Effect eachUnless(UnlessNode split, Cost cost, ParseContext ctx) {
        Effect effect = EffectParser.parse(split.effect(), ctx);
        Who that = new Who.ThatPlayer();
        Who each;
        Effect one; // the effect for one player, "that player"
        if (effect instanceof Effect.ForEachPlayer fe) {
            each = fe.who();
            one = fe.effect();
        } else if (effect instanceof Effect.LoseLife l) {
            each = l.who();
            one = new Effect.LoseLife(that, l.amount());
        } else if (effect instanceof Effect.GainLife g) {
            each = g.who();
            one = new Effect.GainLife(that, g.amount());
        } else if (effect instanceof Effect.DrawCards d) {
            each = d.who();
            one = new Effect.DrawCards(that, d.amount());
        } else if (effect instanceof Effect.Sacrifice sa) {
            each = sa.who();
            one = new Effect.Sacrifice(that, sa.filter(), sa.amount());
        } else {
            each = null;
            one = null;
        }
        if (!(each instanceof Who.EachPlayer || each instanceof Who.EachOpponent)) {
            throw new NotSupported("\"[each player] ... unless they " + split.cost() + "\" with an effect not for each player");
        }
        return new Effect.UnlessPays(each, cost, one);
    }
}
