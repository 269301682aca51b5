package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Morph;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.events.GameEvent;
import dev.arbiter.engine.events.Triggers;
import dev.arbiter.engine.mana.ManaCost;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Modification;
import io.vavr.collection.Vector;

import java.util.List;

/**
 * Face-down spells and permanents (708). A face-down object's card is {@link #CARD}, the values the morph rules
 * list (708.2a, 702.37c: a 2/2 creature with no text, no name, no subtypes and no mana cost — its copiable values,
 * so the layers start from them); the card it is face up is remembered in a {@link Modification.FaceDown} record
 * naming that object. It stays face down from the stack to the battlefield (702.37c), and is face up again when
 * turned face up (708.8) or when it moves to any other zone, revealed (708.9).
 */
public final class FaceDown {
    private FaceDown() {
    }

    /** 708.2a: the face-down characteristics. */
    public static final CardDefinition CARD = new CardDefinition("", ManaCost.ZERO, false, 0, 0, CardType.CREATURE.bit(),
            List.of(), 2, 2, null, List.of(), List.of());

    /** 702.37a: the cost of casting a card face down with its morph ability. */
    public static final ManaCost COST = ManaCost.parse("{3}");

    /** The card's morph ability (702.37a-b), or null. */
    public static Morph morph(CardDefinition card) {
        for (Ability a : card.abilities()) if (a instanceof Morph m) return m;
        return null;
    }

    /** The card {@code o} is face up, or null when it is face up already. */
    public static CardDefinition printed(GameState s, GameObject o) {
        if (o.card() != CARD) return null;
        ContinuousEffect record = record(s, o);
        return record == null ? null : ((Modification.FaceDown) record.modification()).printed();
    }

    /** 708.4, 702.37c: {@code id} (just put on the stack) is turned face down. */
    public static void turnDown(Ctx ctx, int id) {
        GameObject o = ctx.s.object(id);
        if (o.card() == CARD) return; // 708.2b
        ctx.s = remember(ctx.s.withObject(o.withCard(CARD)), o.withCard(CARD), o.card());
    }

    /**
     * 708.2a, 613.7f: the face-up permanent {@code id} is turned face down, a 2/2 creature with no text, name, subtypes or
     * mana cost, with a new timestamp; false (nothing done) when it is face down already (708.2b). It stays the same
     * object (its counters, attachments, damage and status stay).
     */
    public static boolean turnDownPermanent(Ctx ctx, int id) {
        GameObject o = ctx.s.object(id);
        if (o.card() == CARD || o.zone() != dev.arbiter.engine.state.Zone.BATTLEFIELD) return false; // 708.2b
        String name = o.name();
        long ts = ctx.s.nextTimestamp();
        GameObject down = o.withCard(CARD).withTimestamp(ts);
        ctx.s = remember(ctx.s.withNextTimestamp(ts + 1).withObject(down), down, o.card());
        ctx.log("%s is turned face down", name);
        ControlChanges.refresh(ctx); // 613.1b: control effects of its statics no longer apply
        return true;
    }

    /**
     * 702.37e, 708.8: the face-down permanent {@code id} is turned face up: its copiable values revert to its card,
     * it gets a new timestamp (613.7f), a megamorph cost paid puts a +1/+1 counter on it as it turns (702.37b,
     * 708.11), and "when ~ is turned face up" abilities trigger.
     */
    public static void turnUp(Ctx ctx, int id, boolean megamorphPaid) {
        GameObject o = ctx.s.object(id);
        CardDefinition printed = printed(ctx.s, o);
        if (printed == null) return;
        GameState s = forget(ctx.s, o);
        long ts = s.nextTimestamp();
        GameObject up = o.withCard(printed).withTimestamp(ts);
        if (megamorphPaid) up = up.withCounters(up.counters().plus("+1/+1", 1)); // 702.37b
        ctx.s = s.withNextTimestamp(ts + 1).withObject(up);
        ctx.log("%s is turned face up", up.name());
        ControlChanges.refresh(ctx); // 613.1b: control effects of its statics now apply
        Triggers.emit(ctx, new GameEvent.TurnedFaceUp(id));
    }

    /** 701.34a: whether the face-down permanent {@code o} is a manifested one (it may be turned face up for its mana cost). */
    public static boolean manifested(GameState s, GameObject o) {
        ContinuousEffect record = record(s, o);
        return record != null && ((Modification.FaceDown) record.modification()).manifested();
    }

    /**
     * 701.34a: the card {@code id} (in a library or a hand) is turned face down and put onto the battlefield under {@code controller}'s
     * control as a 2/2 face-down creature, a manifested permanent; false (nothing done) when it is face down already.
     */
    public static boolean manifest(Ctx ctx, int id, int controller) {
        GameObject o = ctx.s.object(id);
        if (o.card() == CARD) return false;
        ctx.s = remember(ctx.s.withObject(o.withCard(CARD)), o.withCard(CARD), o.card(), true);
        ZoneMoves.moveToBattlefield(ctx, id, controller);
        GameObject now = ctx.s.object(id);
        if (now.zone() != dev.arbiter.engine.state.Zone.BATTLEFIELD && now.card() == CARD) { // 701.34f: it stays, face up
            ctx.s = forget(ctx.s, now).withObject(now.withCard(o.card()));
            return false;
        }
        return true;
    }

    /**
     * The move of {@code before} (face down or not) to {@code after}'s zone: {@code s} with its face-down record
     * carried to the permanent a face-down spell becomes (702.37c) or dropped, and the object as it arrives —
     * face up, revealed, anywhere else (708.9).
     */
    static Moved moved(Ctx ctx, GameState s, GameObject before, GameObject after) {
        CardDefinition printed = printed(ctx.s, before);
        if (printed == null) return new Moved(s, after);
        s = forget(s, before);
        boolean manifested = manifested(ctx.s, before);
        if ((before.zone() == dev.arbiter.engine.state.Zone.STACK || manifested && (before.zone() == dev.arbiter.engine.state.Zone.LIBRARY
                || before.zone() == dev.arbiter.engine.state.Zone.HAND))
                && after.zone() == dev.arbiter.engine.state.Zone.BATTLEFIELD) { // 702.37c; 701.34a: a manifested card enters face down
            return new Moved(remember(s, after, printed, manifested), after);
        }
        if (ctx.logging()) ctx.log("%s is revealed: %s (708.9)", before.name(), printed.name());
        return new Moved(s, after.withCard(printed));
    }

    record Moved(GameState state, GameObject object) {
    }

    private static GameState remember(GameState s, GameObject o, CardDefinition printed) {
        return remember(s, o, printed, false);
    }

    private static GameState remember(GameState s, GameObject o, CardDefinition printed, boolean manifested) {
        var e = new ContinuousEffect(s.nextTimestamp(), o.id(), o.controller(), new Modification.FaceDown(printed, manifested),
                Vector.of(o.ref()), Duration.INDEFINITE);
        return s.withEffects(s.effects().append(e));
    }

    private static GameState forget(GameState s, GameObject o) {
        ContinuousEffect record = record(s, o);
        return record == null ? s : s.withEffects(s.effects().remove(record));
    }

    private static ContinuousEffect record(GameState s, GameObject o) {
        for (ContinuousEffect e : s.effects()) {
            if (e.modification() instanceof Modification.FaceDown && e.affected().contains(o.ref())) return e;
        }
        return null;
    }
}
