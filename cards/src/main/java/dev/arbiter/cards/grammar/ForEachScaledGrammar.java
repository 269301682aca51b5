package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;

import java.util.ArrayList;
import java.util.List;

/**
 * A leading "for each" over one or more clauses with fixed amounts (107.1, 608.2c): "For each card exiled this way, that
 * player loses 1 life and you gain 1 life." is the same as "That player loses 1 life for each card exiled this way and
 * you gain 1 life for each card exiled this way": each fixed amount is multiplied by the count, counted once as the
 * effect resolves (one life loss of N, not N losses of 1).
 * <pre>
 * for-each-scaled := "for each" counted "," clause {("and" | ", then") clause}
 *   clause := player ("gains" | "loses") N "life" | player "draws" N "cards" | player "mills" N "cards"
 *           | source "deals" N "damage to" recipients | "put" N KIND "counters on" object
 * </pre>
 * A clause of any other kind, or with an amount that isn't a number, leaves the sentence to other readings.
 */
final class ForEachScaledGrammar {
    private ForEachScaledGrammar() {
    }

    /** The clauses with their amounts counted, or null with the cursor unmoved. */
    static EffectNode clause(Cursor c) {
        if (!c.at("for each")) return null;
        int m = c.mark();
        try {
            AmountNode counted = ClauseGrammar.perEach(c, new AmountNode.Fixed(1));
            if (counted instanceof AmountNode.Fixed || !c.accept(",")) {
                c.reset(m);
                return null;
            }
            EffectNode body = EffectGrammar.chain(c);
            // "that creature" / "it" inside would name each counted object, not something named before: not read here
            if (dev.arbiter.engine.util.RecordTrees.contains(body, dev.arbiter.cards.grammar.ast.ObjectRef.Pronoun.class)) {
                c.reset(m);
                return null;
            }
            List<EffectNode> parts = body instanceof EffectNode.Sequence s ? s.effects() : List.of(body);
            List<EffectNode> out = new ArrayList<>();
            for (EffectNode p : parts) {
                EffectNode scaled = scaled(p, counted);
                if (scaled == null) {
                    c.reset(m);
                    return null;
                }
                out.add(scaled);
            }
            return out.size() == 1 ? out.get(0) : new EffectNode.Sequence(out);
        } catch (ParseFailure f) {
            c.reset(m);
            return null;
        }
    }

    /** {@code n} with its fixed amount multiplied by {@code counted}, or null when it has no such amount. */
    private static EffectNode scaled(EffectNode n, AmountNode counted) {
        if (n instanceof EffectNode.Life l && times(l.amount(), counted) != null) {
            return new EffectNode.Life(l.who(), times(l.amount(), counted), l.gain()); // 119
        }
        if (n instanceof EffectNode.Draw d && times(d.amount(), counted) != null) {
            return new EffectNode.Draw(d.who(), times(d.amount(), counted)); // 121
        }
        if (n instanceof EffectNode.Mill d && times(d.amount(), counted) != null) {
            return new EffectNode.Mill(d.who(), times(d.amount(), counted)); // 701.13
        }
        if (n instanceof EffectNode.Damage d && times(d.amount(), counted) != null) {
            return new EffectNode.Damage(d.source(), times(d.amount(), counted), d.recipients()); // 120
        }
        if (n instanceof EffectNode.PutCounters p && times(p.amount(), counted) != null) {
            return new EffectNode.PutCounters(p.objects(), p.kind(), times(p.amount(), counted)); // 122.1
        }
        return null;
    }

    private static AmountNode times(AmountNode a, AmountNode counted) {
        if (!(a instanceof AmountNode.Fixed f) || f.value() < 1) return null;
        return f.value() == 1 ? counted : new AmountNode.Times(f.value(), counted);
    }
}
