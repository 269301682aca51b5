package dev.arbiter.engine.effects;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.IntUnaryOperator;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.events.GameEvent;
import dev.arbiter.engine.events.Triggers;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.PlayerState;
import dev.arbiter.engine.state.StackItem;
import dev.arbiter.engine.state.Zone;
import io.vavr.collection.Vector;

/**
 * Moving objects between zones (400). The moved card becomes a new object (400.7) with a new
 * timestamp; cards go to their owner's library, hand and graveyard (400.3). Tokens leaving the
 * battlefield still move (and then cease to exist as a state-based action, 704.5d); once off it they
 * can't move again (111.8).
 */
public final class ZoneMoves {
    private ZoneMoves() {
    }

    /** Moves object {@code id} to the top of (or onto) {@code to}. */
    public static GameObject move(Ctx ctx, int id, Zone to) {
        return move(ctx, id, to, false);
    }

    /**
     * Moves object {@code id} to {@code to}; {@code bottom} puts it at the bottom of a library.
     * Returns the new object.
     */
    public static GameObject move(Ctx ctx, int id, Zone to, boolean bottom) {
        return move(ctx, id, to, bottom, -1);
    }

    /** Puts object {@code id} onto the battlefield under {@code controller}'s control (608.3, 110.2). */
    public static GameObject moveToBattlefield(Ctx ctx, int id, int controller) {
        return move(ctx, id, Zone.BATTLEFIELD, false, controller, -1, EnteringWith.NONE);
    }

    /**
     * As {@link #moveToBattlefield(Ctx, int, int)}, entering as the effect says ({@code with}: tapped, with counters),
     * applied as it enters (614.1c, 122.6).
     */
    public static GameObject moveToBattlefield(Ctx ctx, int id, int controller, EnteringWith with) {
        return move(ctx, id, Zone.BATTLEFIELD, false, controller, -1, with);
    }

    /**
     * 303.4f, 608.3a: an Aura spell resolving enters the battlefield attached to the object it targeted, so abilities
     * triggering on its entering see it attached ("When ~ enters, if enchanted creature has flying", 603.4).
     */
    public static GameObject moveToBattlefieldAttached(Ctx ctx, int id, int controller, int host) {
        return move(ctx, id, Zone.BATTLEFIELD, false, controller, host, EnteringWith.NONE);
    }

    /** As {@link #moveToBattlefieldAttached(Ctx, int, int, int)}, entering as the effect says ({@code with}, 614.1c). */
    public static GameObject moveToBattlefieldAttached(Ctx ctx, int id, int controller, int host, EnteringWith with) {
        return move(ctx, id, Zone.BATTLEFIELD, false, controller, host, with);
    }

    private static GameObject move(Ctx ctx, int id, Zone to, boolean bottom, int controller) {
        return move(ctx, id, to, bottom, controller, -1, EnteringWith.NONE);
    }

    private static GameObject move(Ctx ctx, int id, Zone to, boolean bottom, int controller, int host, EnteringWith with) {
        GameObject moving = ctx.s.object(id);
        if (tokenThatLeft(moving)) return moving; // 111.8: it stays where it is
        if (to == Zone.GRAVEYARD && dev.arbiter.engine.events.MadnessTrigger.discarded(ctx.s, id) != null) {
            // 702.35a: a discarded card with madness is exiled instead of put into its owner's graveyard
            ctx.log("%s is exiled instead (madness, 702.35a)", ctx.s.object(id).name());
            ctx.s = dev.arbiter.engine.events.MadnessTrigger.mark(ctx.s, id);
            return move(ctx, id, Zone.EXILE, false, -1);
        }
        if (to == Zone.GRAVEYARD && DiscardedOntoBattlefield.applies(ctx, moving)) { // 614.1a, 701.8a
            ctx.log("%s is put onto the battlefield instead of into its owner's graveyard (614.1a)", moving.name());
            return move(ctx, id, Zone.BATTLEFIELD, false, moving.owner());
        }
        if (to == Zone.GRAVEYARD && shufflesInstead(ctx.s, id)) {
            // Progenitus: "If ~ would be put into a graveyard from anywhere, ... shuffle it into its owner's library instead."
            GameObject o = ctx.s.object(id);
            ctx.log("%s is revealed and shuffled into its owner's library instead", o.name());
            GameObject moved = move(ctx, id, Zone.LIBRARY, false, -1);
            Shuffling.shuffleLibrary(ctx, o.owner());
            return moved;
        }
        if (to != Zone.EXILE && (moving.zone() == Zone.BATTLEFIELD || moving.zone() == Zone.STACK)
                && DyingExile.exiledInstead(ctx.s, id, to)) {
            // 614.1a: "if it would die / leave the battlefield, exile it instead"
            ctx.log(to == Zone.GRAVEYARD && moving.zone() == Zone.BATTLEFIELD ? "%s is exiled instead of dying (614.1a)"
                    : "%s is exiled instead (614.1a)",
                    ctx.s.object(id).name());
            return move(ctx, id, Zone.EXILE, false, -1);
        }
        if (to == Zone.GRAVEYARD) {
            var instead = GraveyardReplacements.instead(ctx, id); // 614.1a, 614.6: "... would die, exile it instead"
            if (instead != null) {
                ctx.log("%s: %s instead (614.1a)", ctx.s.object(id).name(), GraveyardReplacements.words(instead));
                return switch (instead) {
                    case EXILE -> move(ctx, id, Zone.EXILE, false, -1);
                    case HAND -> move(ctx, id, Zone.HAND, false, -1);
                    case LIBRARY_TOP -> move(ctx, id, Zone.LIBRARY, false, -1);
                    case LIBRARY_BOTTOM -> move(ctx, id, Zone.LIBRARY, true, -1);
                };
            }
        }
        if (to != Zone.EXILE && castWithFlashback(ctx.s, id)) {
            ctx.log("%s is exiled instead (flashback, 702.34a)", ctx.s.object(id).name());
            return move(ctx, id, Zone.EXILE, false, -1);
        }
        boolean opened = SimultaneousMoves.open(ctx); // alone, it is an event of its own (704.3)
        try {
            long ts = ctx.s.nextTimestamp();
            int[] stats = LastKnownStats.before(ctx, id); // 608.2h: read as it was just before the event (704.3)
            GameEvent.ZoneChange moved = place(ctx, id, to, bottom, controller, ts, ts, ts + 1, with); // off the battlefield: set there
            if (to == Zone.BATTLEFIELD) ctx.s = ctx.s.withNextTimestamp(ts + 1);
            if (host != GameObject.NONE && to == Zone.BATTLEFIELD) { // 303.4f: it enters attached (the caller then attaches it as before)
                ctx.s = ctx.s.withObject(ctx.s.object(id).withAttachedTo(host));
                if (host >= 0) Triggers.emit(ctx, new GameEvent.Attached(id, host)); // 701.3a: it became attached as it entered
            } else if (moved.to() == Zone.BATTLEFIELD && ctx.s.object(id).attachedTo() >= 0) { // 303.4f: a copy of an Aura
                Triggers.emit(ctx, new GameEvent.Attached(id, ctx.s.object(id).attachedTo())); // 701.3a
            }
            SimultaneousMoves.then(ctx, before -> aftermath(ctx, moved, to, id, stats, before));
        } catch (RuntimeException | Error e) {
            if (opened) SimultaneousMoves.abandon(ctx);
            throw e;
        }
        if (opened) SimultaneousMoves.close(ctx);
        return ctx.s.object(id);
    }

    /** What a move does once every object of its event has moved ({@code before}: the state just before the event). */
    static void aftermath(Ctx ctx, GameEvent.ZoneChange moved, Zone to, int id, int[] stats, GameState before) {
        if (moved.from() == Zone.BATTLEFIELD || to == Zone.BATTLEFIELD) ControlChanges.refresh(ctx); // 613.1b, 611.2b
        SimultaneousMoves.emit(ctx, moved, before); // 603.10a: leaving, against the state just before the event
        if (moved.from() == Zone.BATTLEFIELD) LastKnownCounters.left(ctx, moved.before()); // 608.2h
        if (moved.from() == Zone.BATTLEFIELD) LastKnownHost.left(ctx, moved.before()); // 608.2h: what it was attached to
        if (moved.from() == Zone.BATTLEFIELD) LastKnownStats.left(ctx, moved.before(), stats); // 608.2h
        if (moved.from() == Zone.BATTLEFIELD) TriggerObjectStats.left(ctx, moved); // 608.2h: "that creature's toughness"
        if (moved.from() == Zone.BATTLEFIELD) ExileUntil.sourceLeft(ctx, id, moved.before().zoneChanges()); // 610.3
    }

    /**
     * Puts several objects onto the battlefield at the same time, each under {@code controllerOf}'s
     * answer for it: one event, so they share their arrival and have been on the battlefield equally
     * long (the world rule's tie, seed 420.5i / 704.5k); their timestamps follow in APNAP order of
     * their controllers (613.7m); abilities triggering on their entering see them all there (603.6a).
     */
    public static void moveAllToBattlefield(Ctx ctx, List<Integer> ids, IntUnaryOperator controllerOf) {
        moveAllToBattlefield(ctx, ids, controllerOf, EnteringWith.NONE);
    }

    /** As {@link #moveAllToBattlefield(Ctx, List, IntUnaryOperator)}, each entering as the effect says (614.1c). */
    public static void moveAllToBattlefield(Ctx ctx, List<Integer> ids, IntUnaryOperator controllerOf, EnteringWith with) {
        int n = ctx.s.playerCount();
        int active = ctx.s.turn().active();
        List<int[]> moves = new ArrayList<>(); // {id, controller}
        for (int id : ids) {
            if (tokenThatLeft(ctx.s.object(id))) continue; // 111.8: it stays where it is
            moves.add(new int[] {id, controllerOf.applyAsInt(id)});
        }
        moves.sort(Comparator.comparingInt(m -> Math.floorMod(m[1] - active, n))); // 613.7m: APNAP, stable within a player
        long arrival = ctx.s.nextTimestamp();
        long ts = arrival;
        List<GameEvent.ZoneChange> events = new ArrayList<>();
        for (int[] m : moves) events.add(place(ctx, m[0], Zone.BATTLEFIELD, false, m[1], ts++, arrival, -1, with));
        ctx.s = ctx.s.withNextTimestamp(ts);
        ControlChanges.refresh(ctx); // 613.1b
        ctx.asOneEvent(() -> { // 603.2c: a "one or more" ability triggers once for this one event
            for (GameEvent.ZoneChange e : events) Triggers.emit(ctx, e);
        });
    }

    /**
     * 111.8: a token that has left the battlefield can't move to another zone. A token copy being created waits
     * outside the game (zone NONE, never moved) until it is put onto the battlefield (111.2, {@code TokenCopies}).
     */
    private static boolean tokenThatLeft(GameObject o) {
        boolean beingCreated = o.zone() == Zone.NONE && o.zoneChanges() == 0;
        return o.token() && o.zone() != Zone.BATTLEFIELD && !beingCreated;
    }

    /** The zone change itself, with timestamp {@code ts} and arrival {@code arrival}; its event is emitted by the caller. */
    private static GameEvent.ZoneChange place(Ctx ctx, int id, Zone to, boolean bottom, int controller, long ts,
                                              long arrival, long nextTs, EnteringWith with) {
        if (to == Zone.BATTLEFIELD && UncastEntry.exiledInstead(ctx, id)) { // 614.1a: "... and it wasn't cast, exile it instead"
            to = Zone.EXILE;
            controller = -1;
        }
        if (to == Zone.BATTLEFIELD && !EnteringReplacements.paysToEnter(ctx, id, controller >= 0 ? controller
                : ctx.s.object(id).owner())) { // 614.1a: "... instead. If you don't, put it into its owner's graveyard."
            to = Zone.GRAVEYARD;
            controller = -1;
        }
        if (to == Zone.BATTLEFIELD) { // 614.12: "As ~ enters, ..."
            EnteringReplacements.effectsAsEnters(ctx, id, controller >= 0 ? controller : ctx.s.object(id).owner());
        }
        boolean paid = to == Zone.BATTLEFIELD && EnteringReplacements.paysToEnterUntapped(ctx, id,
                controller >= 0 ? controller : ctx.s.object(id).owner()); // 614.12: chosen as it enters
        int entering = controller >= 0 ? controller : ctx.s.object(id).owner();
        var copied = to == Zone.BATTLEFIELD ? EnteringCopies.chosen(ctx, id, entering) : null; // 707.9: chosen as it enters
        var printed = copied == null ? null : EnteringCopies.printedOf(ctx.s, ctx.s.object(id));
        if (copied != null) ctx.s = ctx.s.withObject(ctx.s.object(id).withCard(copied)); // 614.12: later choices see the copy
        int auraHost = GameObject.NONE;
        if (copied != null && AuraEntry.isAura(ctx.s, id)) { // 303.4f: a copy of an Aura chooses what it enchants
            List<Integer> legal = AuraEntry.legalHosts(ctx.s, id);
            if (legal.isEmpty()) { // 303.4g: from the stack to its owner's graveyard (elsewhere not offered: EnteringCopies)
                ctx.log("%s has nothing to enchant and is put into its owner's graveyard (303.4g)", ctx.s.object(id).name());
                ctx.s = ctx.s.withObject(ctx.s.object(id).withCard(printed));
                copied = null;
                printed = null;
                to = Zone.GRAVEYARD;
                controller = -1;
            } else {
                auraHost = AuraEntry.choose(ctx, entering, id, legal);
            }
        }
        List<dev.arbiter.engine.state.Modification.Chosen> chosen = to == Zone.BATTLEFIELD ? EntryChoices.ask(ctx, id,
                entering) : List.of(); // 614.12: "As ~ enters, choose"
        GameState s = ctx.s;
        GameObject before = s.object(id);
        Zone from = before.zone();
        Characteristics lastKnown = from == Zone.BATTLEFIELD ? Layers.of(SimultaneousMoves.asBefore(ctx, id), id) : null; // 603.10a, 704.3: as it last existed
        var copiable = from == Zone.BATTLEFIELD ? TextChanging.copiable(s, before) : null; // 707.2: its copiable values
        int x = from == Zone.STACK ? spellX(s, id) : 0; // 107.3m: X of the spell that became the permanent
        MovedTargetStats.note(ctx, before, lastKnown, x); // 608.2h: for a later part of the resolving effect
        boolean kicked = from == Zone.STACK && to == Zone.BATTLEFIELD && Kicked.wasKicked(s, id); // 702.33d
        GameObject after = before.movedTo(to, ts, arrival);
        if (controller >= 0) after = after.withController(controller);
        if (from == Zone.BATTLEFIELD) {
            var base = BecomingCopies.baseOf(s, before); // 400.7: no longer a copy (707.2, 613.1a); a text change's card after
            if (base != null) {
                s = BecomingCopies.leaving(s, before);
                after = after.withCard(base);
            }
        }
        TextChanging.Moved texts = TextChanging.moved(s, before, after, to); // 400.7, 400.7a
        s = texts.state();
        s = SpellToPermanent.moved(s, before, after, to); // 400.7a: the spell's layered effects stay on the permanent
        after = texts.object();
        if (from == Zone.BATTLEFIELD) {
            GameState restored = EnteringCopies.leaving(s, before);
            if (restored != s) {
                s = restored;
                after = after.withCard(EnteringCopies.printedOf(ctx.s, before)); // 400.7: the card it was printed as
            }
        }
        FaceDown.Moved faceDown = FaceDown.moved(ctx, s, before, after); // 702.37c, 708.9
        s = faceDown.state();
        after = faceDown.object();
        if (copied != null) {
            s = EnteringCopies.remember(s, after, printed);
            after = after.withCard(copied);
        }
        // The helpers above read and change only the continuous effects, which the zone lists do not touch: the zone
        // change is made after them, in one copy of the state (issue 13: it was four, with the combat and the timestamp).
        boolean leaves = from == Zone.BATTLEFIELD && to != Zone.BATTLEFIELD;
        // 603.10a: what was attached, for "when enchanted creature dies" (the battlefield still holds it: skipped)
        List<Integer> attached = from == Zone.BATTLEFIELD ? attachedTo(s, id) : List.of();
        GameState was = from == Zone.BATTLEFIELD ? SimultaneousMoves.asBefore(ctx, id) : ctx.s;
        List<Integer> attachedBefore = was == ctx.s ? attached : attachedTo(was, id); // 603.10a, 704.3: just before the event
        boolean foldCombat = leaves && attached.isEmpty();
        if (copiable != null) s = LastKnownCopiable.left(s, before, copiable, after); // 608.2h: for a copy made later
        s = zoneChange(s, before, after, bottom, foldCombat ? combatWithout(s, id) : s.combat(),
                to == Zone.BATTLEFIELD ? s.nextTimestamp() : nextTs);
        if (to == Zone.BATTLEFIELD) {
            if (auraHost != GameObject.NONE) after = after.withAttachedTo(auraHost); // 303.4f: it enters attached
            EnteringWith withCopy = copied == null ? with : EnteringCopies.withCopyCounters(s, id, printed, with, x); // 707.9b
            after = EnteringCounters.of(s, after, x, withCopy, kicked, chosen); // 614.1c, 122.6: all its counters as it enters
            if (with.tapped() || EnteringReplacements.entersTapped(s, after, paid)) after = after.withTapped(true); // 110.5b, 614.1c
            s = EntryChoices.record(s.withObject(after), after, chosen); // 607.2: linked to the choice
            if (kicked) s = dev.arbiter.engine.layers.KickedRecords.note(s, after); // 702.33e: it remembers
            if (kicked) s = dev.arbiter.engine.layers.CostPaidRecords.keepKickers(s, after); // 702.33f: and which kicker
        }
        if (!attached.isEmpty()) s = detachAllFrom(s, id); // the same battlefield scan found none: nothing to detach
        if (!foldCombat && s.combat().inCombat(id)) s = s.withCombat(s.combat().without(id));
        ctx.s = s;
        FoundAfterMove.note(ctx, before, after);
        // 107.3m: the spell's X, for the enters-the-battlefield abilities of the permanent it became
        return new GameEvent.ZoneChange(before, after, from, to, attachedBefore, lastKnown, to == Zone.BATTLEFIELD ? x : 0);
    }

    /** 702.34a: a spell whose flashback cost was paid is exiled whenever it would leave the stack. */
    private static boolean castWithFlashback(GameState s, int id) {
        if (s.object(id).zone() != Zone.STACK) return false;
        for (StackItem i : s.stack()) if (i instanceof StackItem.Spell sp && sp.objectId() == id) return sp.flashback();
        return false;
    }

    static boolean shufflesInstead(GameState s, int id) {
        for (Ability a : s.object(id).card().baseCharacteristics().abilities()) {
            if (a instanceof StaticAbility st && st.effect() instanceof StaticEffect.ShuffleIntoLibraryInsteadOfGraveyard) return true;
        }
        return false;
    }

    /** The X chosen for spell {@code id} on the stack, or 0. */
    private static int spellX(GameState s, int id) {
        for (StackItem i : s.stack()) if (i instanceof StackItem.Spell sp && sp.objectId() == id) return sp.x();
        return 0;
    }

    /** {@code s}'s combat without {@code id}, or the same combat when {@code id} is not in it. */
    private static dev.arbiter.engine.state.CombatState combatWithout(GameState s, int id) {
        return s.combat().inCombat(id) ? s.combat().without(id) : s.combat();
    }

    /**
     * {@code before} replaced by {@code after} (in zone {@code after.zone()}), as {@link #removeFromZone}, then
     * {@link GameState#withObject}, then {@link #addToZone}, with combat {@code combat} and next timestamp {@code nextTs}:
     * one state.
     */
    private static GameState zoneChange(GameState s, GameObject before, GameObject after, boolean bottom,
                                         dev.arbiter.engine.state.CombatState combat, long nextTs) {
        int id = before.id();
        Vector<PlayerState> players = s.players();
        PlayerState changed = null;
        Vector<Integer> battlefield = s.battlefield();
        Vector<Integer> exile = s.exile();
        Vector<StackItem> stack = s.stack();
        switch (before.zone()) {
            case LIBRARY, HAND, GRAVEYARD -> {
                PlayerState p = s.player(before.owner());
                changed = p.withZone(before.zone(), ZoneLists.without(p.zone(before.zone()), id));
            }
            case BATTLEFIELD -> battlefield = ZoneLists.without(battlefield, id);
            case EXILE -> exile = ZoneLists.without(exile, id);
            case STACK -> {
                for (int i = stack.size() - 1; i >= 0; i--) {
                    if (stack.get(i) instanceof StackItem.Spell sp && sp.objectId() == id) {
                        stack = stack.removeAt(i);
                        break;
                    }
                }
            }
            default -> {
            }
        }
        switch (after.zone()) {
            case LIBRARY, HAND, GRAVEYARD -> {
                PlayerState p = changed != null && changed.id() == after.owner() ? changed : s.player(after.owner());
                if (changed != null && changed.id() != p.id()) players = players.update(changed.id(), changed);
                Vector<Integer> z = p.zone(after.zone());
                changed = after.zone() == Zone.LIBRARY
                        ? p.withLibrary(bottom ? z.append(id) : z.prepend(id))
                        : p.withZone(after.zone(), z.append(id));
            }
            case BATTLEFIELD -> battlefield = battlefield.append(id);
            case EXILE -> exile = exile.append(id);
            default -> {
            }
        }
        if (changed != null) players = players.update(changed.id(), changed);
        return s.withZoneChange(after, players, changed, battlefield, exile, stack, combat, nextTs);
    }

    private static List<Integer> attachedTo(GameState s, int id) {
        if (!s.hasAttachments()) return List.of(); // nothing is attached to anything: no scan
        List<Integer> out = new ArrayList<>(1);
        for (int other : s.battlefield()) if (other != id && s.object(other).attachedTo() == id) out.add(other);
        return out;
    }

    /** Anything attached to a permanent that left stays where it is, unattached (seed 420.5k-m handles legality). */
    private static GameState detachAllFrom(GameState s, int id) {
        if (!s.hasAttachments()) return s;
        for (int other : s.battlefield()) {
            GameObject o = s.object(other);
            if (o.attachedTo() == id) s = s.withObject(o.withAttachedTo(GameObject.NONE));
        }
        return s;
    }
}
