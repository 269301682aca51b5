package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;

/**
 * Tokens created (111.2, 107.3 "an X/X token", 508.4 "tapped and attacking", 707.2 copies) and counters doubled, moved and
 * removed (701.10e, 122.5, 122.8). Split from {@link EffectLowering} by job; what the engine can't do exactly throws
 * {@link NotSupported}.
 */
final class TokenCounterLowering {

    private TokenCounterLowering() {
    }

    /** The effect of {@code node}, or null when it is not one of these. */
    static Effect lower(EffectLowering base, ParseContext ctx, EffectNode node) {
        if (node instanceof EffectNode.TokensOfSizeX sx) { // 107.3: the X of the sentence
            Amount size = base.amount(new AmountNode.X());
            return new Effect.CreateTokensOfSize(base.lower(sx.create()), size);
        }
        if (node instanceof dev.arbiter.cards.grammar.ast.TokenStatsNode ts) { // 111.3, 608.2h: counted as they're created
            return new dev.arbiter.engine.ability.CreateTokensOfStats(base.lower(ts.create()), base.amount(ts.power()),
                    base.amount(ts.toughness()));
        }
        if (node instanceof EffectNode.TokensOfChosen oc) { // 607.2: needs the card's own "choose a color and a creature type"
            if (ctx.card() == null || !ChoiceLowering.chooses(ctx.card(), dev.arbiter.engine.ability.ChoiceKind.COLOR)
                    || !ChoiceLowering.chooses(ctx.card(), dev.arbiter.engine.ability.ChoiceKind.CREATURE_TYPE)) {
                throw new NotSupported("a token \"of the chosen color and type\" without \"choose a color and a creature type\"");
            }
            return new Effect.CreateTokensOfChosen(base.lower(oc.create()));
        }
        if (node instanceof EffectNode.CreatedTokensGain g) return CreatedTokenLowering.gain(base, g); // 608.2c
        if (node instanceof EffectNode.CreatedTokenGetsCounters g) return CreatedTokenLowering.counters(base, g); // 608.2c
        if (node instanceof EffectNode.CreateTokensAttacking a) { // 508.4
            return new Effect.CreateTokensThen(TokenLowering.effect(a.create(), base, ctx.card()), true, null, null, null);
        }
        if (node instanceof EffectNode.CreateTokens t) {
            return TokenLowering.effect(t, base, ctx.card());
        }
        if (node instanceof EffectNode.CreateTokenCopy tc) return TokenCopyLowering.lower(base, ctx, tc); // 707.2, 608.2h
        if (node instanceof dev.arbiter.cards.grammar.ast.PermanentNodes.CreateTokenCopies tc) { // 111.2, 707.2: N copies
            Effect one = TokenCopyLowering.lower(base, ctx, tc.copy());
            return new Effect.CreateTokenCopies(base.amountOf(tc.count()), (Effect.CreateTokenCopy) one);
        }
        if (node instanceof EffectNode.BecomeCopy bc) return TokenCopyLowering.become(base, ctx, bc); // 707.2, 613.1a
        if (node instanceof EffectNode.DoubleCounters dc) { // 701.10e
            return new Effect.DoubleCounters(base.permanents(dc.objects()), dc.kind() == null ? null : CounterKinds.check(dc.kind()));
        }
        if (node instanceof EffectNode.MoveCounters mc) { // 122.5
            return new Effect.MoveCounters(base.permanents(mc.from()), base.permanents(mc.onto()),
                    mc.kind() == null ? null : CounterKinds.check(mc.kind()), // null: any kind (AnyKindCounters)
                    mc.amount() == null ? null : base.amount(mc.amount()));
        }
        if (node instanceof EffectNode.PutCountersItHad h) { // 122.8, 603.10a: the source or the trigger's object, as it left
            if (ctx.lastObject() != null) throw new NotSupported("counters \"it\" had, after another object was named"); // 608.2c
            Subject from = base.permanents(h.from());
            if (!(from instanceof Subject.Self) && !(from instanceof Subject.ThatObject)) {
                throw new NotSupported("counters an object had, other than ~ or the trigger's object");
            }
            return new Effect.PutCountersItHad(from, base.permanents(h.onto()));
        }
        if (node instanceof EffectNode.RemoveCounters rc) { // 122.8
            return new Effect.RemoveCounters(base.permanents(rc.objects()), rc.kind() == null ? null : CounterKinds.check(rc.kind()),
                    rc.amount() == null ? null : base.amount(rc.amount()));
        }
        return null;
    }
}
