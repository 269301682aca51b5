package dev.arbiter.engine.events;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.KeywordAbility;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.layers.TriggerConditions;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.Attacker;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.PendingTrigger;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;

import java.util.List;

/**
 * Checks each event against the triggered abilities in the game (603.2) and records those that
 * trigger; they wait until a player would receive priority (603.3). Leaves-the-battlefield
 * abilities look back in time at the object as it last existed (603.10a). An intervening "if"
 * must hold for the ability to trigger (603.4).
 */
public final class Triggers {
    private Triggers() {
    }

    /** Test switch: run the trigger families even where {@link #silent} skips them, and fail if they would do anything. */
    private static final boolean CHECK_SILENCE = Boolean.getBoolean("arbiter.checkTriggerSilence");

    public static void emit(Ctx ctx, GameEvent event) {
        OwnTurnRecord.note(ctx, event);
        TurnHistoryRecord.note(ctx, event); // before the abilities look at the event
        if (silent(ctx)) {
            if (CHECK_SILENCE) checkSilence(ctx, event);
            return;
        }
        families(ctx, event);
    }

    /**
     * Whether nothing can trigger on any event now (issue 13: every family below walks something per event). Every
     * family finds what triggers in a triggered ability (603.1) — a permanent's or emblem's after the layers, one as an
     * object last existed (603.10a), a card's in another zone (113.6) — in a keyword that is a triggered ability, in
     * madness, or in a continuous effect (delayed triggers 603.7, the monarch 724.2, the initiative 723.2, a record of
     * damage dealt or of an ability that triggered). An object's abilities come from its card, from what the statics on
     * other cards grant, from continuous effects, keyword counters (none of which triggers, 122.1b) and basic land types
     * (mana abilities, 305.6). So with no continuous effect and no card holding such a part, in the state now and in
     * the one just before the event (603.10a), no family adds anything.
     */
    /** Whether {@link #emit} would only make its two history notes now (with the test switch, check that nothing acts). */
    public static boolean quiet(Ctx ctx) {
        return silent(ctx);
    }

    private static boolean silent(Ctx ctx) {
        GameState s = ctx.s;
        if (!s.effects().isEmpty() || s.hasTriggeringCards()) return false;
        GameState was = ctx.lookBack;
        return was == null || was == s || was.effects().isEmpty() && !was.hasTriggeringCards();
    }

    private static void checkSilence(Ctx ctx, GameEvent event) {
        GameState before = ctx.s;
        int grouped = ctx.groupTriggered == null ? -1 : ctx.groupTriggered.size();
        families(ctx, event);
        if (ctx.s != before || (ctx.groupTriggered == null ? -1 : ctx.groupTriggered.size()) != grouped) {
            throw new IllegalStateException("a trigger family acted on " + event + " where Triggers.silent said none could");
        }
    }

    /** The trigger families, each looking at the event (the two history notes already made). */
    private static void families(Ctx ctx, GameEvent event) {
        TurnCountTriggers.emit(ctx, event); // "your second card each turn"
        NthSpellTriggers.emit(ctx, event); // 601.2i: "your first instant spell each turn", "other than your first"
        GraveyardCastTriggers.emit(ctx, event); // 113.6m: a spell cast seen from a card in its owner's graveyard
        if (event instanceof GameEvent.Explored ex) NthSpellTriggers.explored(ctx, ex); // 701.40b
        EventTriggers.emit(ctx, event);
        ObjectHistoryEvents.emit(ctx, event); // 708.8, 603.6c, 508.3a: hosts' events, "for the first time each turn"
        MonarchTriggers.emit(ctx, event); // 724.2
        InitiativeTriggers.emit(ctx, event); // 723.2
        AttachmentEvents.emit(ctx, event); // 701.3, 603.10c: attached, unattached, a host leaving
        GraveyardDamageTriggers.emit(ctx, event); // 113.6m: damage seen from a card in a graveyard
        CounterRemovedTriggers.emit(ctx, event); // 122.8: a counter removed
        PlayerResultTriggers.emit(ctx, event); // 705.2, 701.23, 119.4: a coin flip, a clash, life paid
        if (event instanceof GameEvent.ZoneChange z) {
            zoneChange(ctx, z);
        } else if (event instanceof GameEvent.StepBegan b) {
            stepBegan(ctx, b);
        } else if (event instanceof GameEvent.AttackersDeclared a) {
            // 506.2, 508.5: "defending player" is the player the creature attacks (or who controls the planeswalker); looked
            // up (a walk of the combat) only when some permanent has "whenever ~ attacks": else `self` adds nothing
            if (dev.arbiter.engine.layers.PartKinds.mayHave(ctx.s, Trigger.Attacks.class)) {
                for (int id : a.attackers()) self(ctx, id, Trigger.Attacks.class, defendingPlayer(ctx.s, id), -1);
            }
            FilteredTriggers.attacks(ctx, a.attackers());
            DethroneTriggers.attackersDeclared(ctx, a.attackers()); // 702.105a
            CombatTriggers.attackersDeclared(ctx, a.attackers());
            PlayerAttackTriggers.declared(ctx, a.attackers()); // 508.1, 603.2c: a player attacks
        } else if (event instanceof GameEvent.BlockersDeclared b) {
            blockersDeclared(ctx, b);
            CombatTriggers.blockersDeclared(ctx, b.blocks());
        } else if (event instanceof GameEvent.BlockersComplete) {
            for (Attacker a : ctx.s.combat().attackers()) {
                if (!a.blocked()) self(ctx, a.id(), Trigger.AttacksAndIsntBlocked.class, defendingPlayer(ctx.s, a), -1);
            }
        } else if (event instanceof GameEvent.DamageDealt d) {
            DamagedByTriggers.damageDealt(ctx, d);
            if (d.recipient() instanceof Target.Player p) {
                GameObject src = ctx.s.object(d.source());
                if (src.zone() != Zone.BATTLEFIELD) return;
                if (d.combat()) CombatTriggers.damageDealt(ctx, d.source(), p.player(), d.amount());
                for (Ability a : Layers.of(ctx.s, d.source()).abilities()) {
                    if (a instanceof TriggeredAbility t && t.trigger() instanceof Trigger.DealsDamageToPlayer dd
                            && (!dd.combatOnly() || d.combat())
                            && (!dd.opponentOnly() || ctx.s.areOpponents(src.controller(), p.player()))) {
                        add(ctx, src, t, p.player(), -1, d.amount()); // "that many": the damage dealt (603.2)
                    }
                }
            }
        } else if (event instanceof GameEvent.LifeGained g) {
            boolean firstGain = g.amount() > 0 && ctx.s.turn().history().lifeGained(g.player()) == g.amount();
            for (int id : Layers.triggerSources(ctx.s)) {
                GameObject o = ctx.s.object(id);
                if (o.controller() != g.player()) continue;
                for (Ability a : Layers.of(ctx.s, id).abilities()) { // "that much" is the life gained (603.2)
                    if (a instanceof TriggeredAbility t && t.trigger() instanceof Trigger.YouGainLife y
                            && (!y.firstEachTurn() || firstGain)) { // 603.2: the history already holds this gain
                        add(ctx, o, t, g.player(), -1, g.amount());
                    }
                }
            }
            GraveyardTriggers.gainedLife(ctx, g.player(), firstGain); // 113.6m
            // 603.7c: "whenever you gain life this turn" triggers each time until the turn ends; "that much" is the gain
            DelayedTriggers.thisTurn(ctx, Trigger.YouGainLife.class, (e, t) -> e.controller() == g.player(), g.player(), -1,
                    g.amount());
        } else if (event instanceof GameEvent.SpellCast c) {
            everywhere(ctx, Trigger.PlayerCastsSpell.class, c.player(), c.spell());
            FilteredTriggers.spellCast(ctx, c.player(), c.spell());
            FilteredTriggers.spellCastHow(ctx, c);
            CastTriggers.spellCast(ctx, c.player(), c.spell()); // 601.2i, 115.9b
        } else if (event instanceof GameEvent.SpellCopied c) {
            CastTriggers.castOrCopied(ctx, c.player(), c.copy()); // 707.10
            NthSpellTriggers.copied(ctx, c.player(), c.copy()); // 707.10: "whenever you copy a spell"
        } else if (event instanceof GameEvent.CardDrawn d) {
            cardDrawn(ctx, d);
        } else if (event instanceof GameEvent.Cycled cy) {
            CycleTriggers.cycled(ctx, cy); // 702.29c
        } else if (event instanceof GameEvent.Sacrificed sa) {
            SacrificeTriggers.sacrificed(ctx, sa); // 701.17a
        } else if (event instanceof GameEvent.BecameTapped t) {
            // "Whenever enchanted/equipped creature becomes tapped": only a permanent attached to it (301.5, 303.4) can have
            // one; with nothing attached to anything, or no such trigger on the battlefield, the walk finds none (issue 13:
            // one walk of the battlefield per tapped attacker or mana source)
            if (ctx.s.hasAttachments() && dev.arbiter.engine.layers.PartKinds.mayHave(ctx.s, Trigger.HostBecomesTapped.class)) {
                int controller = ctx.s.object(t.permanent()).controller();
                for (int id : ctx.s.battlefield()) {
                    GameObject o = ctx.s.object(id);
                    if (o.attachedTo() == t.permanent()) self(ctx, id, Trigger.HostBecomesTapped.class, controller, t.permanent());
                }
            }
        }
    }

    /** Seed 423.1-423.2: "whenever [a player] draws a card" triggers once for each card drawn. */
    private static void cardDrawn(Ctx ctx, GameEvent.CardDrawn d) {
        for (int id : Layers.triggerSources(ctx.s)) {
            GameObject o = ctx.s.object(id);
            for (Ability a : Layers.of(ctx.s, id).abilities()) {
                if (a instanceof TriggeredAbility t && t.trigger() instanceof Trigger.PlayerDraws pd) {
                    boolean you = o.controller() == d.player();
                    boolean opponent = ctx.s.player(o.controller()).team() != ctx.s.player(d.player()).team();
                    boolean matches = switch (pd.who()) {
                        case ANY -> true;
                        case YOU -> you;
                        case OPPONENT -> opponent;
                        case ENCHANTED -> o.attachedPlayer() == d.player(); // 303.4
                    };
                    if (matches) add(ctx, o, t, d.player(), d.card());
                }
            }
        }
    }

    /** The defending player of attacking creature {@code attacker} (506.2), or -1 when it isn't attacking. */
    static int defendingPlayer(GameState s, int attacker) {
        Attacker a = s.combat().attacker(attacker);
        return a == null ? -1 : defendingPlayer(s, a);
    }

    private static int defendingPlayer(GameState s, Attacker a) {
        if (a.defender() instanceof Target.Player p) return p.player();
        return s.object(((Target.Object) a.defender()).id()).controller();
    }

    private static void zoneChange(Ctx ctx, GameEvent.ZoneChange z) {
        MadnessTrigger.check(ctx, z); // 702.35a
        if (z.to() == Zone.BATTLEFIELD) {
            // 107.3m: an enters-the-battlefield ability's X is the X of the spell that became the permanent (0 if none)
            self(ctx, z.after().id(), Trigger.EntersBattlefield.class, -1, -1, z.spellX());
            if (!ctx.s.object(z.after().id()).tapped()) self(ctx, z.after().id(), Trigger.EntersUntapped.class, -1, -1); // 603.6a
            creatureEnters(ctx, z.after().id());
            EvolveTrigger.check(ctx, z.after().id()); // 702.100a
            SoulbondTriggers.check(ctx, z.after().id()); // 702.95a
            FilteredTriggers.enters(ctx, z.after().id());
            GroupEnterTriggers.enters(ctx, z.after().id()); // 603.2c
        }
        if (z.from() == Zone.BATTLEFIELD) {
            // 603.10a: leaves-the-battlefield abilities trigger based on the object before the event.
            for (Ability a : z.asItLastExisted().abilities()) {
                if (a instanceof TriggeredAbility t) {
                    boolean dies = t.trigger() instanceof Trigger.Dies && z.to() == Zone.GRAVEYARD
                            || t.trigger() instanceof Trigger.DiesWithCounters d && z.to() == Zone.GRAVEYARD
                            && d.counters().holds(d.counters().kind() == null ? z.before().counters().total()
                            : z.before().counters().get(d.counters().kind())); // 603.10a
                    boolean leaves = t.trigger() instanceof Trigger.LeavesBattlefield;
                    if (dies || leaves) add(ctx, z.before(), t, -1, -1);
                }
            }
            if (z.to() == Zone.GRAVEYARD) FilteredTriggers.dies(ctx, z);
            if (z.to() == Zone.GRAVEYARD) HauntTriggers.died(ctx, z.before(), z.after(), z.asItLastExisted()); // 702.55a-c
            if (z.to() == Zone.GRAVEYARD && z.asItLastExisted().isCreature()) DelayedTriggers.died(ctx, z); // 603.7
            if (z.to() == Zone.GRAVEYARD) DamagedByTriggers.dies(ctx, z);
            // 702.79a persist: each instance triggers, if the creature had no -1/-1 counters on it.
            if (z.to() == Zone.GRAVEYARD && z.before().counters().get("-1/-1") == 0) {
                for (Ability a : z.asItLastExisted().abilities()) {
                    if (a instanceof KeywordAbility k && k.keyword() == Keyword.PERSIST) {
                        add(ctx, z.before(), PersistTrigger.ABILITY, -1, z.after().id());
                    }
                }
            }
            UndyingTrigger.check(ctx, z); // 702.93a
            if (z.to() == Zone.GRAVEYARD && z.asItLastExisted().isCreature()) {
                // "Whenever a creature is put into your graveyard from the battlefield" (its owner's graveyard).
                GameState was = lookBack(ctx); // 603.10a
                for (int id : Layers.triggerSources(was)) {
                    GameObject o = was.object(id);
                    if (o.controller() != z.after().owner() || id == z.before().id()) continue;
                    for (Ability a : Layers.of(was, id).abilities()) {
                        if (a instanceof TriggeredAbility t && t.trigger() instanceof Trigger.CreatureToYourGraveyard) {
                            add(ctx, o, t, -1, z.after().id());
                        }
                    }
                }
                GraveyardTriggers.creatureDied(ctx, z, was); // 702.59a, 113.6m: recover, from the graveyard
            }
        }
    }

    /** 603.6a: "whenever [another | a] creature enters the battlefield", judged as the creature is on the battlefield. */
    private static void creatureEnters(Ctx ctx, int entered) {
        if (!Layers.of(ctx.s, entered).isCreature()) return;
        for (int id : Layers.triggerSources(ctx.s)) {
            GameObject o = ctx.s.object(id);
            for (Ability a : Layers.of(ctx.s, id).abilities()) {
                if (a instanceof TriggeredAbility t && t.trigger() instanceof Trigger.CreatureEnters ce
                        && !(ce.another() && id == entered)) {
                    add(ctx, o, t, -1, entered);
                }
            }
        }
    }

    private static void stepBegan(Ctx ctx, GameEvent.StepBegan b) {
        DelayedTriggers.stepBegan(ctx, b.step()); // 603.7
        GameState s = ctx.s;
        for (int id : Layers.triggerSources(s)) {
            GameObject o = s.object(id);
            for (Ability a : Layers.of(s, id).abilities()) {
                if (a instanceof TriggeredAbility t && t.trigger() instanceof Trigger.BeginningOfStep bs
                        && bs.step() == b.step() && (!bs.yoursOnly() || o.controller() == b.activePlayer())) {
                    add(ctx, o, t, b.activePlayer(), -1);
                }
            }
        }
        GraveyardTriggers.stepBegan(ctx, b); // 113.6m
        SuspendTriggers.stepBegan(ctx, b); // 702.62a: in exile
    }

    /**
     * Blocks trigger "whenever ~ blocks" and "whenever ~ becomes blocked", and flanking: each
     * instance triggers separately for each blocking creature without flanking (seed 502.3a-b).
     */
    private static void blockersDeclared(Ctx ctx, GameEvent.BlockersDeclared b) {
        for (int[] pair : b.blocks()) {
            int blocker = pair[0];
            int attacker = pair[1];
            // 603.2: the event names the other creature and, for "that creature's controller", its controller
            self(ctx, blocker, Trigger.Blocks.class, ctx.s.object(attacker).controller(), attacker);
            self(ctx, attacker, Trigger.BecomesBlocked.class, ctx.s.object(blocker).controller(), blocker);
            // 603.7c: "whenever a creature blocks this turn": the blocker and its controller
            DelayedTriggers.thisTurn(ctx, Trigger.Blocks.class, (e, t) -> true, ctx.s.object(blocker).controller(), blocker, 0);
            Characteristics a = Layers.of(ctx.s, attacker);
            if (a.has(Keyword.FLANKING) && !Layers.of(ctx.s, blocker).has(Keyword.FLANKING)) {
                GameObject src = ctx.s.object(attacker);
                for (Ability ab : a.abilities()) {
                    if (ab instanceof KeywordAbility k && k.keyword() == Keyword.FLANKING) {
                        add(ctx, src, FlankingTrigger.ABILITY, -1, blocker);
                    }
                }
            }
        }
    }

    /** Abilities of permanent {@code id} itself with trigger type {@code kind}. */
    private static void self(Ctx ctx, int id, Class<? extends Trigger> kind, int thatPlayer, int thatObject) {
        self(ctx, id, kind, thatPlayer, thatObject, 0);
    }

    /** As above, with the amount the triggered abilities' X is ({@link PendingTrigger#amount}). */
    private static void self(Ctx ctx, int id, Class<? extends Trigger> kind, int thatPlayer, int thatObject, int amount) {
        GameObject o = ctx.s.object(id);
        if (o.zone() != Zone.BATTLEFIELD) return;
        if (!dev.arbiter.engine.layers.PartKinds.mayHave(ctx.s, kind)) return; // no permanent has one: no layer pass
        for (Ability a : Layers.of(ctx.s, id).abilities()) {
            if (a instanceof TriggeredAbility t && kind.isInstance(t.trigger())) add(ctx, o, t, thatPlayer, thatObject, amount);
        }
    }

    /** Abilities of any permanent with trigger type {@code kind}. */
    private static void everywhere(Ctx ctx, Class<? extends Trigger> kind, int thatPlayer, int thatObject) {
        for (int id : Layers.triggerSources(ctx.s)) self(ctx, id, kind, thatPlayer, thatObject); // the others have none
    }

    /**
     * 603.10a: the state leaves-the-battlefield abilities trigger against: the one just before the event, where
     * every permanent that left with it (704.3) is still there with the abilities it had; else the state now.
     */
    static GameState lookBack(Ctx ctx) {
        return ctx.lookBack != null ? ctx.lookBack : ctx.s;
    }

    static void add(Ctx ctx, GameObject source, TriggeredAbility t, int thatPlayer, int thatObject) {
        add(ctx, source, t, thatPlayer, thatObject, 0);
    }

    /** As above, with the amount the event named ("that much", 603.2). */
    static void add(Ctx ctx, GameObject source, TriggeredAbility t, int thatPlayer, int thatObject, int amount) {
        // 603.4: an intervening "if" clause must be true when the event happens.
        if (source.zone() == Zone.BATTLEFIELD
                && !ThatObjectConditions.holds(ctx.s, source.id(), source.controller(), thatPlayer, thatObject, t.interveningIf(), amount)) return;
        if (!OnceEachTurn.first(ctx, source, t)) return; // "This ability triggers only once each turn" (603.2)
        ctx.s = ctx.s.withTriggers(ctx.s.triggers().append(new PendingTrigger(source.id(), source.controller(), t,
                thatPlayer, thatObject, source.zoneChanges(), amount, null)));
    }
}
