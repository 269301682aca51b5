package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;

/**
 * "equal to [object]'s power / toughness / mana value" (208.1, 202.3) as an effect resolves. A
 * permanent is read as it is now; a card that was targeted in a graveyard is read from its printed
 * characteristics, which are its last known information even after this effect moved it (608.2h).
 * Nothing to read counts 0.
 */
final class ObjectStats {
    private ObjectStats() {
    }

    /** The greatest value of a stat among the permanents a filter names (107.1: negative counts as 0). */
    static int greatest(dev.arbiter.engine.state.GameState s, Amount.Greatest g, int source) {
        int best = 0;
        for (int id : s.battlefield()) {
            GameObject o = s.object(id);
            Characteristics ch = Layers.of(s, id);
            if (!dev.arbiter.engine.layers.Affecting.matches(s, source, g.filter(), o, ch)) continue;
            best = Math.max(best, of(g.stat(), ch));
        }
        return best;
    }

    /** 107.1, 107.1b: the sum of a characteristic over the permanents matching, zero if it would be negative. */
    static int total(dev.arbiter.engine.state.GameState s, Amount.Total t, int source) {
        int sum = 0;
        for (int id : s.battlefield()) {
            GameObject o = s.object(id);
            Characteristics ch = Layers.of(s, id);
            if (!dev.arbiter.engine.layers.Affecting.matches(s, source, t.filter(), o, ch)) continue;
            sum += of(t.stat(), ch);
        }
        return Math.max(0, sum);
    }

    /**
     * 701.9c, 107.1b: the power or toughness a doubling adds, negative kept: a creature on the battlefield read as it is
     * now (a power of -1 doubled gives -1/-0); otherwise the plain value.
     */
    static int doubled(Ctx ctx, Amount.Doubled d, Resolution r) {
        if (!(d.value() instanceof Amount.StatOf a)) return PlayerAmounts.value(ctx, d.value(), r);
        int plain = value(ctx, a, r);
        if (plain > 0 || a.stat() == Amount.StatOf.Stat.MANA_VALUE) return plain;
        for (GameObject o : EffectSubjects.objects(ctx, a.subject(), r)) {
            if (o.zone() == Zone.BATTLEFIELD) return Math.min(0, of(a.stat(), Layers.of(ctx.s, o.id())));
        }
        return plain;
    }

    static int value(Ctx ctx, Amount.StatOf a, Resolution r) {
        if (a.subject() instanceof Subject.Self && a.printed()) { // a card off the battlefield: its printed values (transmute, 702.53a)
            GameObject self = ctx.s.object(r.source());
            if (self.zone() != Zone.BATTLEFIELD) return Math.max(0, of(a.stat(), self.card().baseCharacteristics()));
        }
        if (a.subject() instanceof Subject.Self) return LastKnownStats.value(ctx, a.stat(), r); // 608.2h
        if (a.subject() instanceof Subject.ThatObject) return TriggerObjectStats.value(ctx, a.stat(), r); // 608.2h
        Characteristics ch = null;
        if (a.printed() && a.subject() instanceof Subject.TargetObject t) {
            for (Target x : r.targetsOf(t.index())) {
                if (x instanceof Target.Object ref) {
                    GameObject o = ctx.s.object(ref.id());
                    ch = o.zone() == Zone.BATTLEFIELD ? o.card().baseCharacteristics() : Layers.of(ctx.s, o.id());
                }
            }
        } else {
            for (GameObject o : EffectSubjects.objects(ctx, a.subject(), r)) {
                if (o.zone() == Zone.BATTLEFIELD) ch = Layers.of(ctx.s, o.id());
                // 608.2h, 202.3e: a target spell still on the stack, as it is there
                else if (o.zone() == Zone.STACK && a.stat() == Amount.StatOf.Stat.MANA_VALUE) return SpellManaValue.of(ctx.s, o.id());
            }
        }
        if (ch == null && a.subject() instanceof Subject.TargetObject t) {
            for (Target x : r.targetsOf(t.index())) { // 608.2h: a target this effect moved, as it last existed
                Integer known = x instanceof Target.Object ref ? MovedTargetStats.value(ctx, ref, a.stat()) : null;
                if (known != null) return known;
            }
        }
        if (ch == null) return 0;
        return Math.max(0, of(a.stat(), ch)); // 107.1b: a negative value counts as 0 for an amount
    }

    /** A permanent's power, toughness or mana value as it now is (208.1, 202.3; no mana cost: 0). */
    static int of(Amount.StatOf.Stat stat, Characteristics ch) {
        return switch (stat) {
            case POWER -> ch.power();
            case TOUGHNESS -> ch.toughness();
            case MANA_VALUE -> ch.manaCost() == null ? 0 : ch.manaCost().manaValue();
        };
    }
}
