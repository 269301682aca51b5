package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.DelayedGrammar;
import dev.arbiter.cards.grammar.ast.DelayedNode;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.timing.Step;

import java.util.List;

/**
 * Delayed triggered abilities (603.7a) written inside an effect: the last sentence "[clause] at the
 * beginning of the next end step." / "At the beginning of the next end step, [clause]." / the same
 * with "at end of combat" or "at the beginning of the next turn's upkeep" (603.7a: the next time that step
 * begins). The clause draws for you ("Draw a card at the beginning of the next turn's upkeep") or acts on one named object (destroy, exile, sacrifice, return
 * to hand or to the battlefield, put or remove counters: "~", "it", "that creature", a target), which is fixed as the ability resolves (603.7c).
 */
final class DelayedClauses {

    private DelayedClauses() {
    }

    /** The step {@code when} names (603.7a; 514.3a: cleanup). */
    private static Step step(DelayedNode.When when) {
        return switch (when) {
            case NEXT_END_STEP -> Step.END;
            case END_OF_COMBAT -> Step.END_OF_COMBAT;
            case NEXT_UPKEEP -> Step.UPKEEP;
            case NEXT_CLEANUP -> Step.CLEANUP;
        };
    }

    /**
     * The effect of {@code text} when its last sentence is a delayed one ({@link DelayedGrammar}), or null.
     *
     * @throws NotSupported when it is one but its clause isn't supported
     */
    static Effect parse(String text, ParseContext ctx) {
        return lower(DelayedGrammar.read(text, !ctx.sourceIsPermanent()), ctx);
    }

    /** The effect of a delayed reading ({@code node} null: none), or null. */
    private static Effect lower(DelayedNode node, ParseContext ctx) {
        if (node instanceof DelayedNode.AndNow a) {
            Effect andNow = andNow(a, ctx);
            return andNow != null ? andNow : lower(a.whole(), ctx);
        }
        return node instanceof DelayedNode.Sentence s ? sentence(s, ctx) : null;
    }

    /**
     * The delayed part, then the instruction done now (603.7a, 608.2c): the delayed trigger is created first; null
     * (the context as it was) when either part isn't read.
     */
    private static Effect andNow(DelayedNode.AndNow a, ParseContext ctx) {
        ParseContext.Snapshot snap = ctx.snapshot();
        Effect later = lower(a.later(), ctx);
        Effect done = later == null ? null : EffectParser.parse(a.now(), ctx);
        if (done == null) {
            ctx.restore(snap);
            return null;
        }
        return EffectParser.sequence(List.of(later, done));
    }

    /** The delayed last sentence {@code d}, with the sentences before it. */
    private static Effect sentence(DelayedNode.Sentence d, ParseContext ctx) {
        String prefix = d.before();
        Step step = step(d.when());
        String sentence = d.sentence();
        Boolean attacked = d.attacked();
        boolean ifYouDo = d.ifYouDo();
        boolean ifKicked = d.ifKicked();
        Effect before = null;
        if (prefix != null) {
            before = EffectParser.parse(prefix, ctx);
            if (before == null) return null;
        }
        if (ifYouDo && ifTheyDo(before, null) == null) return null; // only after a "may" with nothing done "if you do" yet
        boolean plain = attacked == null && !ifYouDo && !ifKicked;
        Effect tokens = !plain ? null : TokenFates.delayed(before, d.clause(), step, sentence); // 603.7c: the tokens just created
        if (tokens != null) return tokens;
        Effect thoseCards = !plain || before == null || d.thoseCards() == null ? null
                : thoseCardsExiled(before, d.thoseCards(), step, sentence, ctx);
        if (thoseCards != null) return thoseCards;
        boolean byItsController = d.byItsController();
        // "~ gets +1/+1 until end of turn. Exile it at the beginning of the next end step.": "it" is ~, the one object
        // the sentence before named, when the ability's event names none
        boolean onSelf = d.actingOnSelf() != null && ctx.sourceIsPermanent() && ctx.lastObject() == null && ctx.triggerIt() == null;
        String clause = onSelf ? d.actingOnSelf() : d.acting();
        // 615.5: "[prevention]. At the beginning of the next end step, put a +0/+1 counter on that creature for each 1
        // damage prevented this way.": the delayed ability counts the damage that prevention prevents
        Effect.PreventDamage prevention = plain && !byItsController ? PreventedDelayed.prevention(before, clause) : null;
        Effect inner = prevention != null ? PreventedDelayed.inner(clause, ctx)
                : EffectParser.parse(Character.toUpperCase(clause.charAt(0)) + clause.substring(1) + ".", ctx);
        if (inner == null) throw new NotSupported(UnsupportedReasons.NOT_UNDERSTOOD);
        Effect later = !plain || prevention != null ? null
                : DelayedExileReturn.combine(before, inner, step, sentence); // 603.7c: bound to the cards exiled this way
        if (later != null) return later;
        Subject named = subjectOf(inner);
        if (byItsController && !(named instanceof Subject.Self || named instanceof Subject.ThatObject
                || named instanceof Subject.TargetObject)) throw new NotSupported(UnsupportedReasons.NOT_UNDERSTOOD);
        if (ifKicked && !(named instanceof Subject.TargetObject)) throw new NotSupported("a delayed effect if kicked, not on a target");
        if (attacked == null && inner instanceof Effect.DrawCards dc && dc.who() instanceof dev.arbiter.engine.ability.Who.You) {
            // "Draw a card at the beginning of the next turn's upkeep.": no object to bind (603.7a)
            Effect delayed = new Effect.Delayed(step, inner, List.of(), sentence);
            if (ifYouDo) return ifTheyDo(before, delayed);
            return before == null ? delayed : EffectParser.sequence(List.of(before, delayed));
        }
        if ((named == null || named instanceof Subject.Each) && attacked == null && UnboundDelayed.allows(inner)) { // 603.7a: nothing to bind
            Effect delayed = new Effect.Delayed(step, inner, List.of(), sentence);
            if (ifYouDo) return ifTheyDo(before, delayed);
            return before == null ? delayed : EffectParser.sequence(List.of(before, delayed));
        }
        if (!(named instanceof Subject.Self || named instanceof Subject.ThatObject || named instanceof Subject.TargetObject)) {
            throw new NotSupported("delayed trigger (603.7) acting on " + (named == null ? "no one named object" : named));
        }
        if (byItsController && !(inner instanceof Effect.SacrificePermanent)) throw new NotSupported(UnsupportedReasons.NOT_UNDERSTOOD);
        Effect bound = byItsController ? new Effect.SacrificedByItsController(new Subject.TargetObject(0))
                : withSubject(inner, new Subject.TargetObject(0));
        if (attacked != null) bound = new Effect.IfAttackedThisTurn(new Subject.TargetObject(0), attacked, bound);
        Effect delayed = new Effect.Delayed(step, bound, List.of(named), sentence);
        if (ifKicked) delayed = new Effect.IfKicked(delayed, null); // 702.33d: only if it was kicked
        if (prevention != null) return new Effect.PreventThen(prevention, delayed); // 615.5, 603.7a
        if (ifYouDo) return ifTheyDo(before, delayed); // "you may ... If you do, sacrifice it at the beginning of the next end step."
        Effect afterPut = before != null && !ifKicked && PutThenLowering.binds(ctx) ? PutThenLowering.withDelayed(before, delayed) : null;
        if (afterPut != null) return afterPut; // 603.7c: the permanent put this way (608.2c)
        return before == null ? delayed : EffectParser.sequence(List.of(before, delayed));
    }

    /**
     * "Exile all creatures. At the beginning of the next end step, return those cards to the battlefield under their
     * owners' control.": "those cards" are the cards the one exile before moved (603.7c), read as "the exiled cards"
     * ({@code exiled}) only when the sentence before has exactly one exile ({@link DelayedExileReturn}); else null.
     */
    private static Effect thoseCardsExiled(Effect before, String exiled, Step step, String sentence, ParseContext ctx) {
        Effect inner = EffectParser.parse(exiled, ctx);
        return inner == null ? null : DelayedExileReturn.combine(before, inner, step, sentence);
    }

    /**
     * {@code before} (a "you may [act]" or "you may pay {N}", alone or last in a sequence, with no "if you do" part yet) with
     * {@code then} as what happens only if the player did (608.2c, 608.2d); with {@code then} null, whether it is one (any
     * non-null effect), else null.
     */
    private static Effect ifTheyDo(Effect before, Effect then) {
        if (before instanceof Effect.Sequence seq && !seq.effects().isEmpty()) {
            List<Effect> parts = new java.util.ArrayList<>(seq.effects());
            Effect last = ifTheyDo(parts.get(parts.size() - 1), then);
            if (last == null) return null;
            parts.set(parts.size() - 1, last);
            return new Effect.Sequence(parts);
        }
        if (before instanceof Effect.Optional o && o.ifTheyDo() == null && o.who() instanceof dev.arbiter.engine.ability.Who.You) {
            return new Effect.Optional(o.who(), o.effect(), then, o.otherwise());
        }
        if (before instanceof Effect.MayPay m && m.ifPaid() == null && m.who() instanceof dev.arbiter.engine.ability.Who.You) {
            return new Effect.MayPay(m.who(), m.cost(), then, m.otherwise());
        }
        return null;
    }

    /** The one object a delayed clause acts on, or null when it isn't one of the supported verbs. */
    static Subject subjectOf(Effect e) {
        if (e instanceof Effect.Destroy d) return d.subject();
        if (e instanceof Effect.Exile x) return x.subject();
        if (e instanceof Effect.SacrificePermanent s) return s.subject();
        if (e instanceof Effect.ReturnToHand r) return r.subject();
        if (e instanceof Effect.ReturnToBattlefield r) return r.subject(); // its counter given as it enters (122.6)
        if (e instanceof Effect.PutOntoBattlefieldUnderYourControl p) return p.subject();
        if (e instanceof Effect.PutCounters p) return p.subject(); // "put a -1/-1 counter on it at end of combat"
        if (e instanceof Effect.RemoveCounters r) return r.subject(); // "remove a +1/+1 counter from it at end of combat"
        return null;
    }

    static Effect withSubject(Effect e, Subject s) {
        if (e instanceof Effect.Destroy) return new Effect.Destroy(s);
        if (e instanceof Effect.Exile) return new Effect.Exile(s);
        if (e instanceof Effect.SacrificePermanent) return new Effect.SacrificePermanent(s);
        if (e instanceof Effect.ReturnToBattlefield r) return new Effect.ReturnToBattlefield(s, r.withCounter(), r.tapped());
        if (e instanceof Effect.PutOntoBattlefieldUnderYourControl p) {
            return new Effect.PutOntoBattlefieldUnderYourControl(s, p.tapped(), p.withCounter());
        }
        if (e instanceof Effect.PutCounters p) return new Effect.PutCounters(s, p.kind(), p.amount());
        if (e instanceof Effect.RemoveCounters r) return new Effect.RemoveCounters(s, r.kind(), r.amount());
        if (e instanceof Effect.ReturnToHand) return new Effect.ReturnToHand(s);
        throw new NotSupported("delayed trigger (603.7) with this effect");
    }
}
