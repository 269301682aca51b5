package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
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

    private static final String[] WHEN = {"at the beginning of the next end step", "at end of combat",
            "at the beginning of the next turn's upkeep", "at the beginning of the next cleanup step"};
    private static final Step[] STEPS = {Step.END, Step.END_OF_COMBAT, Step.UPKEEP, Step.CLEANUP}; // 514.3a: cleanup

    private static final String[] ATTACK_SUFFIXES = {" if it attacked this turn", " if it didn't attack this turn"};

    private DelayedClauses() {
    }

    /**
     * The effect of {@code text} when its last sentence is a delayed one, or null.
     *
     * @throws NotSupported when it is one but its clause isn't supported
     */
    static Effect parse(String text, ParseContext ctx) {
        if (text.contains(" and ")) { // 603.7a, 608.2c: "... at the beginning of the next end step and you skip ..."
            Effect andNow = DelayedAndNowClauses.parse(text, ctx);
            if (andNow != null) return andNow;
        }
        String body = text.substring(0, text.length() - 1); // without the final "."
        int cut = body.lastIndexOf(". ");
        String prefix = cut < 0 ? null : body.substring(0, cut + 1);
        String last = cut < 0 ? body : body.substring(cut + 2).strip();
        String clause = null;
        Step step = null;
        String sentence = last + ".";
        Boolean attacked = null; // "destroy that creature if it attacked this turn" (508.1, 603.7c: checked as it resolves)
        boolean ifYouDo = prefix != null && last.toLowerCase(java.util.Locale.ROOT).startsWith("if you do, "); // 608.2c, 603.7a
        if (ifYouDo) last = last.substring("if you do, ".length()).strip();
        // 702.33d, 603.7a: "If this spell was kicked, sacrifice that creature at the beginning of the next end step."
        boolean ifKicked = prefix != null && !ctx.sourceIsPermanent()
                && last.toLowerCase(java.util.Locale.ROOT).startsWith("if this spell was kicked, ");
        if (ifKicked) last = last.substring("if this spell was kicked, ".length()).strip();
        for (String suffix : ATTACK_SUFFIXES) { // "Destroy it at the beginning of the next end step if it didn't attack this turn"
            if (last.toLowerCase(java.util.Locale.ROOT).endsWith(suffix)) {
                attacked = suffix.contains("attacked");
                last = last.substring(0, last.length() - suffix.length()).strip();
            }
        }
        String lower = last.toLowerCase(java.util.Locale.ROOT); // "last" stays as it is through the loop
        for (int i = 0; i < WHEN.length && clause == null; i++) {
            if (lower.endsWith(" " + WHEN[i])) {
                clause = last.substring(0, last.length() - WHEN[i].length()).strip();
            } else if (lower.startsWith(WHEN[i] + ", ")) {
                clause = last.substring(WHEN[i].length() + 2).strip();
            }
            if (clause != null) step = STEPS[i];
        }
        if (clause == null || clause.isEmpty() || Cursor.of(clause).at("if")) return null;
        for (String suffix : ATTACK_SUFFIXES) {
            if (attacked == null && clause.toLowerCase(java.util.Locale.ROOT).endsWith(suffix)) {
                attacked = suffix.contains("attacked");
                clause = clause.substring(0, clause.length() - suffix.length()).strip();
            }
        }
        Effect before = null;
        if (prefix != null) {
            before = EffectParser.parse(prefix, ctx);
            if (before == null) return null;
        }
        if (ifYouDo && ifTheyDo(before, null) == null) return null; // only after a "may" with nothing done "if you do" yet
        boolean plain = attacked == null && !ifYouDo && !ifKicked;
        Effect tokens = !plain ? null : TokenFates.delayed(before, clause, step, sentence); // 603.7c: the tokens just created
        if (tokens != null) return tokens;
        Effect thoseCards = !plain ? null : thoseCardsExiled(before, clause, step, sentence, ctx);
        if (thoseCards != null) return thoseCards;
        boolean byItsController = clause.toLowerCase(java.util.Locale.ROOT).startsWith("its controller sacrifices "); // 701.17a
        if (byItsController) clause = "sacrifice " + clause.substring("its controller sacrifices ".length());
        clause = itIsTheSubject(prefix, clause, ctx);
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
     * only when the sentence before has exactly one exile ({@link DelayedExileReturn}); else null.
     */
    private static Effect thoseCardsExiled(Effect before, String clause, Step step, String sentence, ParseContext ctx) {
        String lower = clause.toLowerCase(java.util.Locale.ROOT);
        if (before == null || !lower.startsWith("return those cards ")) return null;
        Effect inner = EffectParser.parse("Return the exiled cards " + clause.substring("return those cards ".length()) + ".", ctx);
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

    /**
     * "~ gets +1/+1 until end of turn. Exile it at the beginning of the next end step.": "it" is ~, the one object
     * the sentence before named (its subject), when that sentence named no other object and the ability's event none.
     */
    private static String itIsTheSubject(String prefix, String clause, ParseContext ctx) {
        if (prefix == null || !ctx.sourceIsPermanent() || ctx.lastObject() != null || ctx.triggerIt() != null) return clause;
        String p = prefix.strip();
        if (!p.startsWith("~ ") || p.indexOf(". ") >= 0 || p.indexOf("target") >= 0) return clause;
        String[] words = clause.split(" ");
        if (words.length < 2 || !words[1].equals("it")) return clause;
        words[1] = "~";
        return String.join(" ", words);
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
