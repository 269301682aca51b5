package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Effect;

/**
 * Lowers "[effect]. If [condition], [effect] instead." (608.2c) into {@link Effect.IfCondition}. Only conditions
 * read from the game as the spell or ability resolves (counts, hand size, what happened this turn): a condition
 * about "it" or "that creature" would need the object the sentence before named, which a condition can't read.
 */
final class InsteadLowering {

    private InsteadLowering() {
    }

    /**
     * A paragraph of a spell that replaces the effect of the paragraph before ({@code previous}) when a condition
     * holds, or null when {@code text} is not one.
     */
    static Effect paragraph(String text, ParseContext ctx, Effect previous) {
        EffectNode.IfInstead ii;
        try {
            ii = dev.arbiter.cards.grammar.InsteadGrammar.paragraph(text);
        } catch (dev.arbiter.cards.grammar.ParseFailure f) {
            return null;
        }
        if (ii == null) return null;
        if (previous instanceof Effect.Sequence) {
            throw new NotSupported("\"instead\" after a paragraph of several instructions"); // which one it replaces is unclear
        }
        EffectLowering effects = new EffectLowering(ctx);
        // 608.2c: "Counter target spell unless .... [Ferocious —] If ..., counter that spell instead.": the spell before
        if (previous instanceof Effect.CounterSpell cs) effects.counteredSpell = cs.spell();
        return lower(effects, ctx, ii, previous);
    }

    static Effect lower(EffectLowering effects, ParseContext ctx, EffectNode.IfInstead ii) {
        // first: "that creature" in the new text is the one named before
        return lower(effects, ctx, ii, effects.lower(ii.otherwise()));
    }

    /** "If [condition], [effect]." (608.2c): the effect only when the condition holds as it resolves; no targets inside. */
    static Effect ifThen(EffectLowering effects, ParseContext ctx, EffectNode.IfThen it) {
        Condition condition = XConditionLowering.lower(it.condition(), ctx); // 107.3: "If X is 5 or more, ..."
        if (condition == null) condition = ConditionLowering.lower(it.condition(), false);
        if (!readAsItResolves(condition) && !XConditionLowering.isX(condition)) {
            throw new NotSupported("\"if\" with a condition on an object (" + condition.getClass().getSimpleName() + ")");
        }
        int before = ctx.targets().size();
        // "If there are no depletion counters on ~, sacrifice it.": the condition names ~, and "it" is ~ (608.2c)
        if (condition instanceof Condition.SourceCounterCount && ctx.lastObject() == null) {
            ctx.lastObject(new dev.arbiter.engine.ability.Subject.Self());
        }
        Effect then = effects.lower(it.then());
        PaymentLowering.noPaymentInside(then);
        // 601.2c: targets are chosen as the spell is cast, before the condition can be known
        if (ctx.targets().size() != before) throw new NotSupported("targets chosen only if a condition holds");
        XConditionLowering.checkOthers(condition, then, ctx);
        return new Effect.IfCondition(condition, then, null);
    }

    /**
     * "[then] if [condition]. [Otherwise, [otherwise].]" / "[then] unless [condition]." (608.2c): as "If [condition],
     * [then]." (the same conditions, read as the ability resolves); "unless" follows {@code then} when it fails.
     */
    static Effect onlyIf(EffectLowering effects, ParseContext ctx, EffectNode.OnlyIf oi) {
        Condition condition = ConditionLowering.lower(oi.condition(), false);
        Effect.IfCondition ic = condition instanceof Condition.CardTypesInYourGraveyard // 404: read from the game
                || condition instanceof Condition.SourceCounterCount || condition instanceof Condition.LifeAtLeastStarting
                || condition instanceof Condition.TopOfLibrary || condition instanceof Condition.TotalPower
                ? new Effect.IfCondition(condition, thenOnly(effects, ctx, oi.then()), null)
                : (Effect.IfCondition) ifThen(effects, ctx, new EffectNode.IfThen(oi.condition(), oi.then()));
        if (oi.unless()) return new Effect.IfCondition(ic.condition(), null, ic.then());
        if (oi.otherwise() == null) return ic;
        int before = ctx.targets().size();
        Effect otherwise = effects.lower(oi.otherwise());
        PaymentLowering.noPaymentInside(otherwise);
        if (ctx.targets().size() != before) throw new NotSupported("targets chosen only if a condition fails");
        return new Effect.IfCondition(ic.condition(), ic.then(), otherwise);
    }

    /**
     * Whether {@code condition} is read from the game as the spell or ability resolves, naming no object of the text
     * before it (608.2c): counts, what happened this turn, hand, library, graveyard and life of its controller or an
     * opponent, designations, the mana spent to cast it.
     */
    private static boolean readAsItResolves(Condition condition) {
        return condition instanceof Condition.PermanentCount || condition instanceof Condition.GraveyardCardCount
                || condition instanceof Condition.CitysBlessing || condition instanceof Condition.MonarchIs // 702.131c, 724.1
                || condition instanceof Condition.ThisTurn || condition instanceof Condition.LibrarySize
                || condition instanceof Condition.YourTurn // 500.1: the resolving spell's or ability's controller's turn
                || condition instanceof Condition.SourceCounterCount // 122.1: "if there are no depletion counters on ~"
                || condition instanceof Condition.HandSize h && !h.thatPlayer()
                || condition instanceof Condition.ControlsMoreThanYou m && !m.thatPlayer()
                || condition instanceof Condition.LifeComparedToOpponent || condition instanceof Condition.LifeTotal // 119
                || condition instanceof Condition.OpponentLifeTotal || condition instanceof Condition.OpponentGraveyardSize
                || condition instanceof Condition.OpponentHandSize || condition instanceof Condition.OpponentPoisoned // 404
                || condition instanceof Condition.ManaSpentToCast // 601.2h: what was spent to cast the source
                || condition instanceof Condition.SpellCastFrom // 601.2a: where the resolving spell was cast from
                || condition instanceof Condition.CardTypesInYourGraveyard // 404, delirium: its controller's graveyard
                || condition instanceof Condition.ControlsNamed // 201.2
                || condition instanceof Condition.EnteredUnderYourControlThisTurn // 400.7: the turn's entry records
                || condition instanceof Condition.Both b && readAsItResolves(b.first()) && readAsItResolves(b.second());
    }

    /** {@code then} lowered with no targets and no payment inside (601.2c: targets can't wait for a condition). */
    private static Effect thenOnly(EffectLowering effects, ParseContext ctx, EffectNode then) {
        int before = ctx.targets().size();
        Effect e = effects.lower(then);
        PaymentLowering.noPaymentInside(e);
        if (ctx.targets().size() != before) throw new NotSupported("targets chosen only if a condition holds");
        return e;
    }

    private static Effect lower(EffectLowering effects, ParseContext ctx, EffectNode.IfInstead ii, Effect otherwise) {
        Condition condition = ConditionLowering.lower(ii.condition(), false);
        if (!readAsItResolves(condition)) {
            throw new NotSupported("\"instead\" with a condition on an object (" + condition.getClass().getSimpleName() + ")");
        }
        Effect then;
        if (ii.then() instanceof EffectNode.KickedAmount ka) { // "it deals 5 damage instead": the same effect, another amount
            then = KickedLowering.withAmount(otherwise, effects.amountOf(ka.amount()));
        } else {
            int before = ctx.targets().size();
            then = effects.lower(ii.then());
            PaymentLowering.noPaymentInside(then);
            // 601.2c: targets are chosen as the spell is cast, before the condition can be known
            if (ctx.targets().size() != before) throw new NotSupported("targets chosen only if a condition holds");
        }
        return new Effect.IfCondition(condition, then, otherwise);
    }
}
