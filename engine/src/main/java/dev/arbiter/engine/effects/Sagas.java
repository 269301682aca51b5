package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.PendingTrigger;
import dev.arbiter.engine.state.StackItem;

/**
 * Saga cards (714): lore counters as a Saga enters (714.3a) and as its controller's precombat main phase begins
 * (714.3b), its final chapter number (714.2d), and whether a chapter ability of it is still waiting or on the stack
 * (714.4, the state-based action 704.5s).
 */
public final class Sagas {
    private Sagas() {
    }

    /** The lore counter's kind (714.3). */
    public static final String LORE = Trigger.Chapter.LORE;

    /** Whether {@code ch} is a Saga (an enchantment with the subtype Saga, 714.1). */
    public static boolean isSaga(Characteristics ch) {
        return ch.is(CardType.ENCHANTMENT) && ch.hasSubtype("Saga");
    }

    /** 714.2d: the greatest chapter number among its chapter abilities; 0 when it has none. */
    public static int finalChapter(Characteristics ch) {
        int max = 0;
        for (Ability a : ch.abilities()) {
            if (a instanceof TriggeredAbility t && t.trigger() instanceof Trigger.Chapter c) max = Math.max(max, c.chapter());
        }
        return max;
    }

    /**
     * 714.3a: {@code o} entering the battlefield as a Saga gets one lore counter; with read ahead, the number its
     * controller chose as it entered (702.155b, in {@code chosen}).
     */
    static GameObject entering(GameObject o, java.util.List<dev.arbiter.engine.state.Modification.Chosen> chosen) {
        if (!isSaga(o.card().baseCharacteristics())) return o;
        int n = 1;
        for (var c : chosen) if (c.kind() == dev.arbiter.engine.ability.ChoiceKind.READ_AHEAD) n = Integer.parseInt(c.word());
        return o.withCounters(o.counters().plus(LORE, n));
    }


    /** 714.3b: as {@code player}'s precombat main phase begins, they put a lore counter on each Saga they control. */
    public static void precombatMain(Ctx ctx, int player) {
        io.vavr.collection.Vector<Integer> battlefield = ctx.s.battlefield();
        for (int k = 0, n = battlefield.size(); k < n; k++) {
            int id = battlefield.get(k);
            GameObject o = ctx.s.object(id);
            if (o.controller() == player && isSaga(Layers.of(ctx.s, id))) Counters.put(ctx, id, LORE, 1, player);
        }
    }

    /**
     * 714.4 / 704.5s: the Saga {@code id} has one or more chapter abilities and its lore counters have reached its final
     * chapter number (a Saga without chapter abilities is never sacrificed this way).
     */
    public static boolean finished(GameState s, int id, Characteristics ch) {
        int last = finalChapter(ch);
        return last > 0 && s.object(id).counters().get(LORE) >= last;
    }

    /**
     * 714.4: the Saga {@code id} is the source of a chapter ability that has triggered but not yet left the stack (then it
     * isn't sacrificed yet).
     */
    public static boolean chapterWaiting(GameState s, int id) {
        GameObject o = s.object(id);
        for (PendingTrigger t : s.triggers()) {
            if (t.source() == id && (t.sourceZoneChanges() < 0 || t.sourceZoneChanges() == o.zoneChanges())
                    && t.ability().trigger() instanceof Trigger.Chapter) return true;
        }
        for (StackItem item : s.stack()) {
            if (item instanceof StackItem.AbilityOnStack a && a.source() == id
                    && (a.sourceZoneChanges() < 0 || a.sourceZoneChanges() == o.zoneChanges())
                    && a.ability() instanceof TriggeredAbility t && t.trigger() instanceof Trigger.Chapter) return true;
        }
        return false;
    }
}
