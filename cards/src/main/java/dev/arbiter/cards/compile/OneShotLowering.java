package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TargetFilter;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;

/**
 * Lowers the phrases of {@code OneShotGrammar}: doubling a life total (119.5) and amounts equal
 * to an object's power, toughness or mana value (208.1, 202.3). Such an amount is exact only where
 * the object is still there to be read, or is a card targeted in a graveyard (its printed
 * characteristics are its last known information, 608.2h); anything that would need a permanent's
 * last known information is refused.
 */
final class OneShotLowering {

    private final EffectLowering effects;
    private final ParseContext ctx;

    OneShotLowering(EffectLowering effects, ParseContext ctx) {
        this.effects = effects;
        this.ctx = ctx;
    }

    /** The effect of {@code node} if it is one of these, else null. */
    Effect lower(EffectNode node) {
        if (node instanceof EffectNode.DoubleLife d) return new Effect.DoubleLifeTotal(effects.player(d.who()));
        return null;
    }

    /** The amount of {@code a} if it is one of these, else null. */
    Amount amount(AmountNode a) {
        if (!(a instanceof AmountNode.StatOf st)) return null;
        Subject s = st.object() instanceof ObjectRef.Targeted t && dev.arbiter.cards.grammar.ReferenceGrammar.namesCards(t.noun())
                ? effects.cards(st.object()) : effects.permanents(st.object());
        if (!(s instanceof Subject.TargetObject t)) {
            // "~" or a trigger's object may have left the battlefield: its last known information is not kept
            throw new NotSupported("a characteristic of an object that may have left the battlefield (last known information)");
        }
        TargetFilter filter = ctx.targets().get(t.index()).filter();
        boolean printed = filter instanceof TargetFilter.CardInGraveyard || filter instanceof TargetFilter.GraveyardCard;
        Amount.StatOf.Stat stat = switch (st.stat()) {
            case "power" -> Amount.StatOf.Stat.POWER;
            case "toughness" -> Amount.StatOf.Stat.TOUGHNESS;
            default -> Amount.StatOf.Stat.MANA_VALUE;
        };
        MADE.get()[0]++;
        return new Amount.StatOf(s, stat, printed);
    }

    /** Stat amounts made on this thread since the last {@link #checked} (most effects have none: no scan then). */
    private static final ThreadLocal<int[]> MADE = ThreadLocal.withInitial(() -> new int[1]);

    /**
     * {@code effect} as it is, after checking 608.2h: a permanent read after this same effect moved
     * it would need its last known information, which is not kept; such text is refused.
     */
    static Effect checked(Effect effect) {
        int[] made = MADE.get();
        if (made[0] == 0) return effect;
        made[0] = 0;
        List<Effect> leaves = new ArrayList<>();
        flatten(effect, leaves);
        List<Subject> moved = new ArrayList<>();
        for (Effect e : leaves) {
            for (Amount.StatOf st : stats(e, new ArrayList<>())) {
                if (!st.printed() && moved.contains(st.subject())) {
                    throw new NotSupported("a characteristic of a permanent after it left the battlefield (last known information)");
                }
            }
            Subject m = movedBy(e);
            if (m != null) moved.add(m);
        }
        return effect;
    }

    private static Subject movedBy(Effect e) {
        if (e instanceof Effect.Destroy d) return d.subject();
        if (e instanceof Effect.DestroyNoRegeneration d) return d.subject();
        if (e instanceof Effect.Exile x) return x.subject();
        if (e instanceof Effect.ReturnToHand r) return r.subject();
        if (e instanceof Effect.PutOnTopOfLibrary p) return p.subject();
        if (e instanceof Effect.PutOnBottomOfLibrary p) return p.subject();
        if (e instanceof Effect.SacrificePermanent p) return p.subject();
        return null;
    }

    /** The effects in the order they happen, optional parts in place. */
    private static void flatten(Effect e, List<Effect> out) {
        if (e instanceof Effect.Sequence s) {
            for (Effect x : s.effects()) flatten(x, out);
        } else if (e instanceof Effect.Optional o) {
            flatten(o.effect(), out);
            if (o.ifTheyDo() != null) flatten(o.ifTheyDo(), out);
            if (o.otherwise() != null) flatten(o.otherwise(), out);
        } else {
            out.add(e);
        }
    }

    /** The stat amounts anywhere inside a record. */
    private static List<Amount.StatOf> stats(Object o, List<Amount.StatOf> out) {
        if (o instanceof Amount.StatOf st) {
            out.add(st);
        } else if (o instanceof Record r) {
            for (RecordComponent c : r.getClass().getRecordComponents()) {
                try {
                    stats(c.getAccessor().invoke(r), out);
                } catch (ReflectiveOperationException ex) {
                    throw new IllegalStateException(ex);
                }
            }
        } else if (o instanceof List<?> l) {
            for (Object x : l) stats(x, out);
        }
        return out;
    }
}
