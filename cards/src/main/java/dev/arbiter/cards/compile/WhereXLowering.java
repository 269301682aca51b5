package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;

/**
 * "[effect], where X is [amount]" (107.3): X defined in words for the effect before it. When the
 * amount says "its" ("Target creature gets +X/+0 until end of turn, where X is its power"), "it" is
 * the object the effect named, so the effect is lowered once to learn that object (its targets
 * numbered as they will be), then again with X known.
 */
final class WhereXLowering {

    private WhereXLowering() {
    }

    static Effect lower(EffectLowering base, ParseContext ctx, EffectNode.WhereX w) {
        if (ctx.xAvailable()) throw new NotSupported("\"where X is\" beside an {X} cost");
        Effect onStack = TriggerWhereXLowering.lower(base, ctx, w); // 601.2c via 603.3d: "up to X target ..., where X is"
        if (onStack != null) return onStack;
        Amount before = base.whereX();
        try {
            Amount x;
            if (namesIt(w.x())) {
                ParseContext.Snapshot snap = ctx.snapshot();
                base.whereX(new Amount.Fixed(0)); // a stand-in: only the objects named matter in this pass
                base.lower(w.body());
                AmountNode.StatOf st = (AmountNode.StatOf) w.x();
                AmountNode its = firstObject(w.body()) instanceof ObjectRef.Self // "~ gets +X/+X ..., where X is its power"
                        // only "its" is the object the effect names; "that card's" is an object named before (608.2h)
                        && ((ObjectRef.Pronoun) st.object()).word().equals("it")
                        ? new AmountNode.StatOf(new ObjectRef.Self(), st.stat()) : st;
                x = new Amount.DefinedX(base.amountOf(its), false); // "its": what the effect named
                base.restore(snap);
            } else {
                x = new Amount.DefinedX(base.amountOf(w.x()), false);
            }
            base.whereX(x);
            return base.lower(w.body());
        } finally {
            base.whereX(before);
        }
    }

    /** The object the effect is about: its first object component, or null. */
    private static ObjectRef firstObject(EffectNode body) {
        if (!body.getClass().isRecord()) return null;
        for (java.lang.reflect.RecordComponent rc : body.getClass().getRecordComponents()) {
            if (!ObjectRef.class.isAssignableFrom(rc.getType())) continue;
            try {
                return (ObjectRef) rc.getAccessor().invoke(body);
            } catch (ReflectiveOperationException e) {
                return null;
            }
        }
        return null;
    }

    private static boolean namesIt(AmountNode a) {
        return a instanceof AmountNode.StatOf st && st.object() instanceof ObjectRef.Pronoun;
    }
}
