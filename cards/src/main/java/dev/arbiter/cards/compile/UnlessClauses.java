package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.UnlessGrammar;
import dev.arbiter.cards.grammar.ast.PlayerRef;
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
        UnlessGrammar.Split split = UnlessGrammar.split(text);
        if (split == null) return null;
        Cost cost = CostParser.parse(split.costText());
        if (cost == null) throw new NotSupported("\"unless\" cost \"" + split.costText() + "\"");
        if (cost.tapsSelf() || cost.parts().stream().anyMatch(p -> p instanceof dev.arbiter.engine.ability.CostPart.UntapSelf
                || p instanceof dev.arbiter.engine.ability.CostPart.SacrificeSelf
                || p instanceof dev.arbiter.engine.ability.CostPart.RemoveCounters
                || p instanceof dev.arbiter.engine.ability.CostPart.DiscardSelf
                || p instanceof dev.arbiter.engine.ability.CostPart.ExileSelf
                || p instanceof dev.arbiter.engine.ability.CostPart.ReturnSelf
                || p instanceof dev.arbiter.engine.ability.CostPart.PutCountersOnSelf)) {
            throw new NotSupported("\"unless\" cost \"" + split.costText() + "\" (a cost of the source)");
        }
        Who payer;
        if (split.payer() instanceof PlayerRef.You) {
            payer = new Who.You();
        } else {
            payer = ctx.thatPlayer();
            if (!(payer instanceof Who.ThatPlayer)) throw new NotSupported("\"unless that player pays\" with no player named");
        }
        Effect effect = EffectParser.parse(split.effectText(), ctx);
        if (effect == null) throw new NotSupported(UnsupportedReasons.NOT_UNDERSTOOD);
        return new Effect.UnlessPays(payer, cost, effect);
    }
}
