package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Counters;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.PendingTrigger;
import dev.arbiter.engine.state.StackItem;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * Dungeons (309) and venturing into the dungeon (701.46): a dungeon card brought from outside the game into the command
 * zone (309.2a-b), its owner's venture marker on one of its rooms (309.4, a {@link Modification.VentureMarker}), each room
 * ability triggering as the marker moves into its room (309.4c), the dungeon removed by a state-based action once the
 * marker is on its bottommost room and no room ability of it waits (309.6 / 704.5t), which completes it (309.7).
 */
public final class Dungeons {
    private Dungeons() {
    }

    /** The room abilities of the dungeon card {@code d}, top first (309.4). */
    public static List<TriggeredAbility> rooms(CardDefinition d) {
        return rooms(d.abilities());
    }

    /** The room abilities of the dungeon card {@code d}, top first (309.4). */
    public static List<TriggeredAbility> rooms(Effect.DungeonCard d) {
        return rooms(d.abilities());
    }

    private static List<TriggeredAbility> rooms(List<Ability> abilities) {
        List<TriggeredAbility> out = new ArrayList<>();
        for (Ability a : abilities) if (a instanceof TriggeredAbility t && t.trigger() instanceof Trigger.Room) out.add(t);
        return out;
    }

    /** 309.1, 205.3p: the card of a dungeon object. */
    private static CardDefinition card(Effect.DungeonCard d) {
        return new CardDefinition(d.name(), dev.arbiter.engine.mana.ManaCost.ZERO, false, 0, 0,
                dev.arbiter.engine.characteristic.CardType.DUNGEON.bit(), d.subtypes(), null, null, null, d.abilities(), List.of());
    }

    private static Trigger.Room room(TriggeredAbility t) {
        return (Trigger.Room) t.trigger();
    }

    /** {@code player}'s venture marker's record, or null when they own no dungeon in the command zone. */
    public static ContinuousEffect marker(GameState s, int player) {
        for (ContinuousEffect e : s.effects()) {
            if (e.modification() instanceof Modification.VentureMarker m && m.player() == player) return e;
        }
        return null;
    }

    /** 309.7: whether {@code player} completed a dungeon named {@code name} (any dungeon when null). */
    public static boolean completed(GameState s, int player, String name) {
        return dev.arbiter.engine.state.DungeonRecords.completed(s, player, name);
    }

    /** Resolves a dungeon or initiative effect; false when {@code effect} is neither. */
    static boolean resolve(Ctx ctx, Effect effect, Resolution r) {
        if (effect instanceof Effect.Venture v) {
            venture(ctx, r.controller(), v.dungeons()); // 701.46
            return true;
        }
        if (effect instanceof Effect.TakeInitiative t) {
            List<Integer> who = EffectSubjects.players(ctx, t.who(), r);
            if (!who.isEmpty()) dev.arbiter.engine.layers.Initiative.take(ctx, who.get(0), t.undercity(), r.source()); // 723.1
            return true;
        }
        return false;
    }

    /**
     * 701.46: {@code player} ventures into the dungeon; {@code choices} are the dungeon cards they may bring into the
     * game when they have none in the command zone (all three, or Undercity alone for "venture into Undercity", 701.46d).
     */
    public static void venture(Ctx ctx, int player, List<Effect.DungeonCard> choices) {
        ContinuousEffect e = marker(ctx.s, player);
        if (e == null) {
            enter(ctx, player, choices); // 701.46a
            return;
        }
        Modification.VentureMarker m = (Modification.VentureMarker) e.modification();
        GameObject dungeon = ctx.s.object(m.dungeon());
        List<TriggeredAbility> rooms = rooms(dungeon.card());
        List<String> next = room(rooms.get(m.room())).next();
        if (next.isEmpty()) { // 701.46c: from the bottommost room, the dungeon is completed and a new one entered
            complete(ctx, e);
            enter(ctx, player, choices);
            return;
        }
        String to = next.get(0);
        if (next.size() > 1) { // 701.46b, 309.5a: several arrows, the player chooses one
            Choice c = ctx.ask(new Decision.Option(player, "Choose the room to venture into", next));
            to = next.get(((Choice.ChooseOption) c).index());
        }
        int index = -1;
        for (int k = 0; k < rooms.size(); k++) if (room(rooms.get(k)).name().equals(to)) index = k;
        if (index < 0) throw new IllegalStateException(dungeon.name() + " has no room named " + to + " (309.4)");
        ctx.s = ctx.s.withEffects(ctx.s.effects().replace(e, new ContinuousEffect(e.timestamp(), e.source(), e.controller(),
                new Modification.VentureMarker(player, m.dungeon(), index), e.affected(), e.duration())));
        ctx.log("%s ventures into %s of %s (701.46b)", ctx.s.player(player).name(), to, dungeon.name());
        triggerRoom(ctx, dungeon, rooms.get(index));
    }

    /** 701.46a, 309.2a, 309.4a: the player chooses a dungeon card, puts it into the command zone, the marker on the top room. */
    private static void enter(Ctx ctx, int player, List<Effect.DungeonCard> choices) {
        if (choices.isEmpty()) return;
        Effect.DungeonCard chosen = choices.get(0);
        if (choices.size() > 1) {
            List<String> names = new ArrayList<>();
            for (Effect.DungeonCard d : choices) names.add(d.name());
            Choice c = ctx.ask(new Decision.Option(player, "Choose a dungeon to venture into", names));
            chosen = choices.get(((Choice.ChooseOption) c).index());
        }
        List<TriggeredAbility> rooms = rooms(chosen);
        if (rooms.isEmpty()) throw new IllegalStateException(chosen.name() + " has no rooms (309.4)");
        int id = ctx.s.objectCount();
        long ts = ctx.s.nextTimestamp();
        GameObject dungeon = new GameObject(id, card(chosen), player, player, Zone.COMMAND, false, false, 0, false, Counters.NONE,
                GameObject.NONE, ts, false, dev.arbiter.engine.state.CopyKind.NONE, 0, ts);
        ctx.s = ctx.s.withObject(dungeon);
        ctx.s = ContinuousEffect.add(ctx.s, id, player, new Modification.VentureMarker(player, id, 0),
                io.vavr.collection.Vector.empty(), Duration.INDEFINITE);
        ctx.log("%s ventures into %s of %s (701.46a)", ctx.s.player(player).name(), room(rooms.get(0)).name(), chosen.name());
        triggerRoom(ctx, dungeon, rooms.get(0));
    }

    /** 309.4c: the room ability of the room the marker moved into triggers; the dungeon's owner controls it. */
    private static void triggerRoom(Ctx ctx, GameObject dungeon, TriggeredAbility room) {
        ctx.s = ctx.s.withTriggers(ctx.s.triggers().append(
                new PendingTrigger(dungeon.id(), dungeon.owner(), room, -1, -1, dungeon.zoneChanges())));
    }

    /** 309.7: the dungeon of marker {@code e} is removed from the game, completing it. */
    private static void complete(Ctx ctx, ContinuousEffect e) {
        Modification.VentureMarker m = (Modification.VentureMarker) e.modification();
        GameObject d = ctx.s.object(m.dungeon());
        ctx.s = ctx.s.withEffects(ctx.s.effects().remove(e));
        ctx.s = ctx.s.withObject(new GameObject(d.id(), d.card(), d.owner(), d.controller(), Zone.NONE, false, false, 0,
                false, Counters.NONE, GameObject.NONE, d.timestamp(), false, d.copyKind(), d.zoneChanges() + 1, d.arrival()));
        ctx.s = ContinuousEffect.add(ctx.s, d.id(), m.player(), new Modification.DungeonCompleted(m.player(), d.name()),
                io.vavr.collection.Vector.empty(), Duration.INDEFINITE);
        ctx.log("%s completes %s (309.7)", ctx.s.player(m.player()).name(), d.name());
        dev.arbiter.engine.events.DungeonCompletionTriggers.completed(ctx, m.player()); // "Whenever you complete a dungeon"
    }

    /**
     * 309.6 / 704.5t: each dungeon whose marker is on its bottommost room, not the source of a room ability waiting to be
     * put on the stack or on it, is removed from the game. 0: none applied; 1: one or more were removed; 2: none, but
     * one waits for its last room ability (the check can't be remembered as finding nothing).
     */
    public static int stateBasedAction(Ctx ctx) {
        int result = 0;
        for (ContinuousEffect e : ctx.s.effects()) {
            if (!(e.modification() instanceof Modification.VentureMarker m)) continue;
            GameObject d = ctx.s.object(m.dungeon());
            if (!room(rooms(d.card()).get(m.room())).next().isEmpty()) continue;
            if (roomWaiting(ctx.s, d)) {
                result = Math.max(result, 2);
                continue;
            }
            complete(ctx, e);
            return 1; // the effects changed: the next round finds any other
        }
        return result;
    }

    /** Whether a room ability of the dungeon {@code d} has triggered and not yet left the stack (309.6). */
    private static boolean roomWaiting(GameState s, GameObject d) {
        for (PendingTrigger t : s.triggers()) {
            if (t.source() == d.id() && t.ability().trigger() instanceof Trigger.Room) return true;
        }
        for (StackItem item : s.stack()) {
            if (item instanceof StackItem.AbilityOnStack a && a.source() == d.id()
                    && a.ability() instanceof TriggeredAbility t && t.trigger() instanceof Trigger.Room) return true;
        }
        return false;
    }
}
