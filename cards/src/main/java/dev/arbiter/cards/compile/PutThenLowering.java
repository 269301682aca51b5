package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.util.RecordTrees;

import java.util.ArrayList;
import java.util.List;

/**
 * "You may put a creature card from your hand onto the battlefield. That creature gains haste. Sacrifice it at the
 * beginning of the next end step." (608.2c): the sentences after the put that name "it" / "that creature" act on the
 * permanent put this way, and only when a card was put; "If you do, ..." likewise (608.2d). Lowered to
 * {@link Effect.PutFromHandThen}, whose follow-ups name that permanent as {@link Subject.ThatObject}. Refused when the
 * trigger already names an object of its own (which "that creature" could mean).
 */
final class PutThenLowering {

    private PutThenLowering() {
    }

    /** Whether "it" after a put can be the permanent put (the trigger names no object of its own). */
    static boolean binds(ParseContext ctx) {
        return ctx.triggerThatObject() == null && !(ctx.triggerIt() instanceof Subject.ThatObject);
    }

    /** After lowering {@code e}: when it puts a card from a hand, "it" names that permanent from here on. */
    static void afterPut(ParseContext ctx, Effect e) {
        if (e instanceof Effect.PutFromHandOntoBattlefield && binds(ctx)) ctx.lastObject(new Subject.ThatObject());
    }

    /** Folds the effects after a put that name the permanent put into it (in order, up to the first that doesn't). */
    static List<Effect> fold(List<Effect> effects) {
        List<Effect> out = new ArrayList<>();
        for (int i = 0; i < effects.size(); i++) {
            Effect e = effects.get(i);
            boolean attacking = e instanceof Effect.EnterAttacking ea && ea.put() instanceof Effect.PutFromHandOntoBattlefield; // 508.4
            if (attacking) e = ((Effect.EnterAttacking) e).put();
            if (!(e instanceof Effect.PutFromHandOntoBattlefield put)) {
                out.add(e);
                continue;
            }
            List<Effect> then = new ArrayList<>();
            while (i + 1 < effects.size() && namesPut(effects.get(i + 1))) then.add(effects.get(++i));
            Effect folded = then.isEmpty() ? put : new Effect.PutFromHandThen(put, EffectParser.sequence(then));
            out.add(attacking ? new Effect.EnterAttacking(folded) : folded);
        }
        return out;
    }

    /** {@code before} then a delayed trigger for the permanent put: the trigger joins the put's follow-ups (603.7c). */
    static Effect withDelayed(Effect before, Effect delayed) {
        if (!namesPut(delayed)) return null;
        List<Effect> parts = new ArrayList<>(before instanceof Effect.Sequence s ? s.effects() : List.of(before));
        Effect last = parts.get(parts.size() - 1);
        if (last instanceof Effect.EnterAttacking ea) { // 508.4: the put inside, its permanent entering attacking
            Effect inner = ea.put() instanceof Effect.PutFromHandOntoBattlefield || ea.put() instanceof Effect.PutFromHandThen
                    ? withDelayed(ea.put(), delayed) : null;
            if (inner == null) return null;
            parts.set(parts.size() - 1, new Effect.EnterAttacking(inner));
        } else if (last instanceof Effect.PutFromHandOntoBattlefield put) {
            parts.set(parts.size() - 1, new Effect.PutFromHandThen(put, delayed));
        } else if (last instanceof Effect.PutFromHandThen pt) {
            List<Effect> then = new ArrayList<>(pt.then() instanceof Effect.Sequence s ? s.effects() : List.of(pt.then()));
            then.add(delayed);
            parts.set(parts.size() - 1, new Effect.PutFromHandThen(pt.put(), EffectParser.sequence(then)));
        } else {
            return null;
        }
        return EffectParser.sequence(parts);
    }

    private static boolean namesPut(Effect e) {
        return RecordTrees.contains(e, x -> x instanceof Subject.ThatObject);
    }
}
