package dev.arbiter.engine.sba;

import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.characteristic.Supertype;
import dev.arbiter.engine.effects.Attachments;
import dev.arbiter.engine.effects.Sagas;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.StateBasedChanges;
import dev.arbiter.engine.state.Zone;

/**
 * 704.3, issue 13: a state-based check of the permanents that looks only at those changed since a check found nothing.
 * Every 704.5 action on a permanent reads the permanent itself and its characteristics, and the legend and world
 * rules (704.5j-k) pairs of them: when no object but the changed ones differs from the checked state's and every
 * other's characteristics are the checked state's (the same layer-table lineage), the permanents not changed would
 * again find nothing, so only the changed ones are looked at. A pure read: when any of them might have something to
 * do (judged loosely: legendary, world, an aura, equipment, a saga or a creature with damage are enough), or anything
 * is attached (704.5m-p read the host), the whole check runs as before, in battlefield order.
 */
public final class ChangedPermanents {
    private ChangedPermanents() {
    }

    /** Whether the walk over the battlefield would find nothing in {@code s}, known without it. */
    public static boolean nothingToDo(GameState s) {
        StateBasedChanges c = s.stateBasedChanges();
        if (c == null || s.hasAttachments() || c.lineage() != Layers.lineage(s)) return false;
        for (StateBasedChanges n = c; n.size() > 0; n = n.rest()) if (mayApply(s, n.id())) return false;
        return true;
    }

    /** Records that the walk found nothing in {@code s}: a later state changed from it needs its changes looked at alone. */
    static void clean(GameState s) {
        s.setStateBasedChanges(StateBasedChanges.clean(Layers.lineage(s)));
    }

    /** Whether a 704.5 action on the permanent {@code id}, or the legend or world rule with it, might apply. */
    private static boolean mayApply(GameState s, int id) {
        GameObject o = s.object(id);
        if (o.zone() != Zone.BATTLEFIELD) return false;
        Characteristics ch = Layers.of(s, id);
        if (ch.isSuper(Supertype.LEGENDARY) || ch.isSuper(Supertype.WORLD)) return true; // 704.5j-k
        if (ch.isCreature() && (ch.toughness() <= 0 || o.damage() >= ch.toughness()
                || (o.deathtouchDamage() && o.damage() > 0))) return true; // 704.5f-h
        if (ch.is(CardType.PLANESWALKER) && o.counters().get("loyalty") <= 0) return true; // 704.5i
        if (o.attachedTo() != GameObject.NONE || Attachments.kind(ch) != Attachments.Kind.OTHER) return true; // 704.5m-p
        if (!o.counters().isEmpty() && o.counters().get("+1/+1") > 0 && o.counters().get("-1/-1") > 0) return true; // 704.5q
        return Sagas.isSaga(ch); // 714.4 / 704.5s
    }
}
