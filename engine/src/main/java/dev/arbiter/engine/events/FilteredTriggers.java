package dev.arbiter.engine.events;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;

import java.util.List;

/**
 * Triggers whose event names a kind of object by a filter (603.2): a permanent entering (603.6a),
 * dying (603.6c, judged as it last existed, 603.10a), a spell being cast (601.2i), a creature
 * attacking (508.3a). Each permanent's abilities are judged from its controller's point of view.
 */
final class FilteredTriggers {
    private FilteredTriggers() {
    }

    /** Which of a permanent's triggers of kind {@code T} the event triggers. */
    private interface Test<T extends Trigger> {
        boolean triggers(GameObject source, T trigger);
    }

    /**
     * Every triggered ability of kind {@code kind} on the battlefield (through the index of permanents
     * with triggered abilities) that {@code test} accepts triggers, naming {@code thatPlayer} and
     * {@code thatObject} (603.2).
     */
    private static <T extends Trigger> void each(Ctx ctx, Class<T> kind, Test<T> test, int thatPlayer, int thatObject) {
        each(ctx, ctx.s, -1, kind, test, thatPlayer, thatObject);
    }

    /** As above, over the permanents of state {@code s} (603.10a: just before the event) but {@code except}. */
    private static <T extends Trigger> void each(Ctx ctx, dev.arbiter.engine.state.GameState s, int except, Class<T> kind,
                                                 Test<T> test, int thatPlayer, int thatObject) {
        for (int id : Layers.triggerSources(s)) {
            if (id == except) continue; // its own abilities are looked at as it last existed
            GameObject o = s.object(id);
            for (Ability a : Layers.of(s, id).abilities()) {
                if (a instanceof TriggeredAbility t && kind.isInstance(t.trigger()) && test.triggers(o, kind.cast(t.trigger()))) {
                    Triggers.add(ctx, o, t, thatPlayer, thatObject);
                }
            }
        }
    }

    /** 603.6a: judged once the permanent is on the battlefield. */
    static void enters(Ctx ctx, int entered) {
        GameObject e = ctx.s.object(entered);
        Characteristics ch = Layers.of(ctx.s, entered);
        each(ctx, Trigger.PermanentEnters.class, (o, pe) -> o.id() == entered ? pe.includesSelf()
                : Affecting.matches(ctx.s, o.id(), pe.filter(), e, ch), e.controller(), entered); // "that land's controller"
        // 603.7c: "whenever [a creature] enters ... this turn": each such permanent
        DelayedTriggers.thisTurn(ctx, Trigger.PermanentEnters.class, (d, pe) -> Affecting.matches(ctx.s, d.source(), pe.filter(), e, ch),
                e.controller(), entered, 0);
        GraveyardTriggers.entered(ctx, e, ch); // 113.6m
    }

    /**
     * 603.10a: "dies" abilities look back in time: the dying permanent is judged as it last existed,
     * and the source's own ability triggers on its own death.
     */
    static void dies(Ctx ctx, GameEvent.ZoneChange z) {
        GameObject before = z.before();
        int card = z.after().id();
        Characteristics ch = z.asItLastExisted();
        if (!ch.isCreature()) return;
        for (Ability a : ch.abilities()) {
            if (a instanceof TriggeredAbility t && t.trigger() instanceof Trigger.PermanentDies pd && pd.includesSelf()
                    && matchesAsItWas(ctx, before, pd, before, ch) && equippedAsItWas(ctx, z, pd)) {
                Triggers.add(ctx, before, t, before.controller(), card);
            }
            if (a instanceof TriggeredAbility t && t.trigger() instanceof Trigger.DiesAsItWas d // 603.10a: ~ as it last existed
                    && matchesAsItWas(ctx, before, new Trigger.PermanentDies(d.filter(), true), before, ch)
                    && !(d.wasntBlocking() && Triggers.lookBack(ctx).combat().isBlocking(before.id())) // 506.4
                && ctx.s.turn().history().damageDealtTo(before.ref()) >= d.damageAtLeast()) { // 120.3: dealt to it this turn
                Triggers.add(ctx, before, t, -1, card);
            }
        }
        // 603.10a: "that creature's controller" is its controller as it last existed on the battlefield
        each(ctx, Triggers.lookBack(ctx), before.id(), Trigger.PermanentDies.class, (o, pd) -> matchesAsItWas(ctx, o, pd, before, ch)
                        && equippedAsItWas(ctx, z, pd), before.controller(), card);
    }

    /** 603.10a, 301.5: "an equipped creature ... dies": an Equipment was attached to it as it left (the move's attachments). */
    private static boolean equippedAsItWas(Ctx ctx, GameEvent.ZoneChange z, Trigger.PermanentDies pd) {
        if ((pd.filter().more().chosen() & dev.arbiter.engine.ability.FilterQualities.EQUIPPED) == 0) return true;
        dev.arbiter.engine.state.GameState was = Triggers.lookBack(ctx);
        for (int id : z.attached()) if (was.object(id).card().subtypes().contains("Equipment")) return true;
        return false;
    }

    private static boolean matchesAsItWas(Ctx ctx, GameObject source, Trigger.PermanentDies pd, GameObject before,
                                          Characteristics ch) {
        var f = pd.filter();
        if (!dev.arbiter.engine.layers.Affecting.typesMatch(f, ch)) return false; // 205.2, 205.3: types and subtype, or one of them
        if ((ch.types() & f.excludedTypes()) != 0) return false;
        if (f.colorMask() != 0 && (ch.colors() & f.colorMask()) == 0) return false;
        if ((f.more().chosen() & dev.arbiter.engine.ability.FilterQualities.ANY_LISTED_KEYWORD) != 0 // 702.1: any one listed
                ? (ch.keywords() & f.withKeywords()) == 0
                : (ch.keywords() & f.withKeywords()) != f.withKeywords()) return false; // 603.10a: "with flying", as it last existed
        if (f.controller() == Relation.YOU && before.controller() != source.controller()) return false;
        if (f.controller() == Relation.OPPONENT && !ctx.s.areOpponents(before.controller(), source.controller())) {
            return false;
        }
        if (f.controller() == Relation.NOT_YOU && before.controller() == source.controller()) return false;
        if (f.controller() == Relation.ENCHANTED && source.attachedPlayer() != before.controller()) return false; // 303.4
        var q = f.more();
        if (q.manaValue() != null && !q.manaValue().holds(ch.manaCost().manaValue())) return false;
        if (q.power() != null && !(q.power().holds(q.power().ofToughness() ? ch.toughness() : ch.power())
                || (q.chosen() & dev.arbiter.engine.ability.FilterQualities.POWER_OR_TOUGHNESS) != 0 && q.power().holds(ch.toughness()))) return false; // 603.10a
        if ((q.chosen() & dev.arbiter.engine.ability.FilterQualities.POWER_AND_TOUGHNESS) != 0 && !q.power().holds(ch.toughness())) return false; // 208.1
        if (!q.anySubtypes().isEmpty() && q.anySubtypes().stream().noneMatch(ch::hasSubtype)) return false; // "Elf or Berserker"
        if (q.excludedSubtype() != null && ch.hasSubtype(q.excludedSubtype())) return false; // "non-Spirit"
        if (q.counters() != null && !q.counters().holds(q.counters().kind() == null ? before.counters().total()
                : before.counters().get(q.counters().kind()))) return false; // 603.10a: the counters it had as it left
        return q.token() == dev.arbiter.engine.ability.FilterQualities.Tri.ANY
                || (q.token() == dev.arbiter.engine.ability.FilterQualities.Tri.YES) == before.token();
    }

    /** 601.2i: once the spell has become cast. */
    static void spellCast(Ctx ctx, int caster, int spell) {
        GameObject sp = ctx.s.object(spell);
        Characteristics ch = Layers.of(ctx.s, spell);
        each(ctx, Trigger.SpellCast.class, (o, sc) -> ctx.s.relates(sc.caster(), o, caster)
                && (!sc.duringYourTurn() || ctx.s.turn().active() == o.controller()) // "during your turn"
                && (!sc.duringOpponentsTurn() || ctx.s.areOpponents(ctx.s.turn().active(), o.controller())) // 102.3
                && Affecting.matches(ctx.s, o.id(), sc.spell().controlledBy(Relation.ANY), sp, ch), caster, spell);
    }

    /** 601.2i with 702.33d / 601.2a: how the spell was cast, judged once it has become cast. */
    static void spellCastHow(Ctx ctx, GameEvent.SpellCast c) {
        GameObject sp = ctx.s.object(c.spell());
        Characteristics ch = Layers.of(ctx.s, c.spell());
        each(ctx, Trigger.SpellCastHow.class, (o, sc) -> ctx.s.relates(sc.caster(), o, c.player())
                && castHow(ctx, c, sp, sc.how())
                && Affecting.matches(ctx.s, o.id(), sc.spell().controlledBy(Relation.ANY), sp, ch), c.player(), c.spell());
    }

    private static boolean castHow(Ctx ctx, GameEvent.SpellCast c, GameObject sp, Trigger.SpellCastHow.How how) {
        return switch (how) {
            case KICKED -> ctx.s.stack().exists(i -> i instanceof dev.arbiter.engine.state.StackItem.Spell s
                    && s.objectId() == c.spell() && s.kicked()); // 702.33d
            case FROM_GRAVEYARD -> c.from() == dev.arbiter.engine.state.Zone.GRAVEYARD && sp.owner() == c.player(); // "your graveyard"
            case FROM_EXILE -> c.from() == dev.arbiter.engine.state.Zone.EXILE;
            case NOT_FROM_HAND -> c.from() != null && c.from() != dev.arbiter.engine.state.Zone.HAND;
            case CARD -> !sp.copy(); // 701.14b, 707.12: a copy cast is no card
        };
    }

    /** 508.3a: once for each declared attacker that matches. */
    static void attacks(Ctx ctx, List<Integer> attackers) {
        for (int attacker : attackers) {
            GameObject at = ctx.s.object(attacker);
            Characteristics ch = Layers.of(ctx.s, attacker);
            each(ctx, Trigger.CreatureAttacks.class, (o, ca) -> !ca.filter().attackingYou()
                    && Affecting.matches(ctx.s, o.id(), ca.filter(), at, ch), Triggers.defendingPlayer(ctx.s, attacker), attacker); // 506.2: "defending player"
            // "Whenever a creature attacks you or a planeswalker you control, that creature's controller ...": the defending
            // player is the source's controller, so the player the event names is the attacker's controller (603.2)
            each(ctx, Trigger.CreatureAttacks.class, (o, ca) -> ca.filter().attackingYou()
                    && Affecting.matches(ctx.s, o.id(), ca.filter(), at, ch), at.controller(), attacker);
        }
    }
}
