package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.timing.Step;
import dev.arbiter.engine.util.RecordTrees;

import java.util.ArrayList;
import java.util.List;

/**
 * "Create [tokens]. Exile them / Sacrifice that token at the beginning of the next end step | at end of combat."
 * (603.7a, 603.7c): the delayed triggered ability acts on exactly the tokens the effect created, whatever the
 * count; lowered to {@link Effect.CreateTokensThen}.
 */
final class TokenFates {

    private TokenFates() {
    }

    /**
     * The effect when {@code before} ends in creating tokens and {@code clause} (the delayed sentence without its
     * "when") exiles, sacrifices or destroys them, else null.
     */
    static Effect delayed(Effect before, String clause, Step step, String text) {
        if (before == null) return null;
        List<Effect> parts = new ArrayList<>(before instanceof Effect.Sequence s ? s.effects() : List.of(before));
        Effect last = parts.get(parts.size() - 1);
        Effect inner = ifTheyDo(last);
        if (inner != null) {
            // 608.2c, 603.7c: "you may pay {R}. If you do, create a token ... Exile it at the beginning of the next end
            // step.": the tokens the "if you do" part created
            Effect then = delayed(inner, clause, step, text);
            if (then == null) {
                if (RecordTrees.contains(inner, e -> e instanceof Effect.CreateTokens || e instanceof Effect.CreateTokenCopy
                        || e instanceof Effect.CreateTokensFor || e instanceof Effect.CreateTokensThen)) {
                    throw new NotSupported("a delayed sentence after tokens an \"if you do\" part created (603.7c)");
                }
                return null;
            }
            parts.set(parts.size() - 1, withIfTheyDo(last, then));
            return EffectParser.sequence(parts);
        }
        Effect create = last;
        boolean attacking = false;
        if (last instanceof Effect.CreateTokensThen t) {
            if (t.step() != null) return null;
            if (t.fate() == null) { // else it already acts on them now ("It gains haste."): the delayed one wraps it
                create = t.create();
                attacking = t.attacking();
            }
        }
        if (!(create instanceof Effect.CreateTokens || create instanceof Effect.CreateTokensFor
                || create instanceof Effect.CreateTokenCopy || create instanceof Effect.CreateTokensThen
                || create instanceof Effect.CreateTokenCopies)) {
            return null;
        }
        Cursor c = Cursor.of(clause);
        String verb = c.acceptAny("exile", "sacrifice", "destroy");
        if (verb == null || c.acceptAny("them", "it", "that token", "those tokens", "the token", "the tokens") == null
                || !c.atEnd()) {
            return null;
        }
        Subject them = new Subject.TargetObject(0); // the tokens, bound as the delayed trigger is made (603.7c)
        Effect fate = switch (verb) {
            case "exile" -> new Effect.Exile(them);
            case "sacrifice" -> new Effect.SacrificePermanent(them);
            default -> new Effect.Destroy(them);
        };
        parts.set(parts.size() - 1, new Effect.CreateTokensThen(create, attacking, step, fate, text));
        return EffectParser.sequence(parts);
    }

    /** The "if you do" part of an optional act with no "otherwise" (608.2d), or null. */
    private static Effect ifTheyDo(Effect e) {
        if (e instanceof Effect.Optional o && o.otherwise() == null) return o.ifTheyDo();
        if (e instanceof Effect.MayPay p && p.otherwise() == null) return p.ifPaid();
        if (e instanceof Effect.MayPayCost p && p.otherwise() == null) return p.ifPaid();
        return null;
    }

    private static Effect withIfTheyDo(Effect e, Effect then) {
        if (e instanceof Effect.Optional o) return new Effect.Optional(o.who(), o.effect(), then, null);
        if (e instanceof Effect.MayPay p) return new Effect.MayPay(p.who(), p.cost(), then, null);
        Effect.MayPayCost p = (Effect.MayPayCost) e;
        return new Effect.MayPayCost(p.who(), p.cost(), then, null);
    }
}
