package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.events.GameEvent;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.PendingTrigger;
import dev.arbiter.engine.state.StackItem;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;
import io.vavr.collection.Vector;

/**
 * "equal to that creature's toughness" (208.1, 608.2h): the power, toughness or mana value of the object a
 * trigger event named ("that creature"). On the battlefield it is read as it is now; once it has left, as it
 * last existed there (603.10a, 608.2h: "When enchanted creature dies, ... that creature's toughness"). The
 * characteristics are remembered as it leaves, when a triggered ability waiting or on the stack names it and
 * reads one of them; a card that was never on the battlefield is read as it is in its zone.
 */
public final class TriggerObjectStats {
    private TriggerObjectStats() {
    }

    /** Remembers the characteristics of a permanent that left, if an ability naming it as its object reads them. */
    public static void left(Ctx ctx, GameEvent.ZoneChange moved) {
        if (moved.from() != Zone.BATTLEFIELD || moved.lastKnown() == null || !named(ctx, moved.before().id())) return;
        Characteristics ch = moved.lastKnown();
        // the effect's controller is the permanent's last controller: "that creature's controller" reads it (608.2h)
        ctx.s = ContinuousEffect.add(ctx.s, moved.before().id(), moved.before().controller(),
                new Modification.LastKnownStats(ch.power(), ch.toughness(), ch.manaCost() == null ? 0 : ch.manaCost().manaValue()),
                Vector.of(moved.before().ref()), Duration.UNTIL_END_OF_TURN);
    }

    private static boolean named(Ctx ctx, int id) {
        for (PendingTrigger t : ctx.s.triggers()) if (t.thatObject() == id && reads(t.ability())) return true;
        for (StackItem item : ctx.s.stack()) {
            if (item instanceof StackItem.AbilityOnStack a && a.thatObject() == id && reads(a.ability())) return true;
        }
        return false;
    }

    private static boolean reads(Ability a) {
        return dev.arbiter.engine.util.RecordTrees.contains(a, x -> x instanceof Amount.StatOf st && st.subject() instanceof Subject.ThatObject
                || x instanceof dev.arbiter.engine.ability.Who.ThatObjectController);
    }

    /**
     * The controller of the trigger's object (603.2): on the battlefield or the stack its controller now; once it has
     * left the battlefield, its controller as it last existed there (608.2h); -1 when there is none.
     */
    static int controller(Ctx ctx, Resolution r) {
        if (r.thatObject() < 0) return -1;
        GameObject o = ctx.s.object(r.thatObject());
        if (o.zone() == Zone.BATTLEFIELD || o.zone() == Zone.STACK) return o.controller();
        Target.Object was = new Target.Object(o.id(), o.zoneChanges() - 1);
        int known = -1;
        for (ContinuousEffect e : ctx.s.effects()) {
            if (e.modification() instanceof Modification.LastKnownStats && e.affected().contains(was)) known = e.controller();
        }
        return known;
    }

    /** The stat of the trigger's object: as it is on the battlefield, else as it last existed there, else in its zone. */
    static int value(Ctx ctx, Amount.StatOf.Stat stat, Resolution r) {
        if (r.thatObject() < 0) return 0;
        GameObject o = ctx.s.object(r.thatObject());
        if (o.zone() != Zone.BATTLEFIELD) {
            Target.Object was = new Target.Object(o.id(), o.zoneChanges() - 1);
            Modification.LastKnownStats known = null;
            for (ContinuousEffect e : ctx.s.effects()) {
                if (e.modification() instanceof Modification.LastKnownStats k && e.affected().contains(was)) known = k;
            }
            if (known != null) return LastKnownStats.pick(stat, known.power(), known.toughness(), known.manaValue());
        }
        Characteristics ch = Layers.of(ctx.s, o.id());
        int manaValue = ch.manaCost() == null ? 0 : ch.manaCost().manaValue();
        if (o.zone() == Zone.STACK && ch.manaCost() != null) { // 202.3b: a spell's X is its announced value on the stack
            int xs = 0;
            for (var sym : ch.manaCost().symbols()) if (sym instanceof dev.arbiter.engine.mana.ManaSymbol.Variable) xs++;
            for (StackItem item : ctx.s.stack()) {
                if (xs > 0 && item instanceof StackItem.Spell sp && sp.objectId() == o.id()) manaValue += xs * sp.x();
            }
        }
        return LastKnownStats.pick(stat, ch.power(), ch.toughness(), manaValue);
    }
}
