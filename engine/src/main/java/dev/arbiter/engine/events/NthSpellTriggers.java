package dev.arbiter.engine.events;

import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.layers.PartKinds;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;

/**
 * "Whenever you cast your first instant spell each turn" / "a spell other than your first spell each turn" (601.2i): the
 * cast that brings the caster's count of matching spells this turn (the turn's record, already holding this cast) to the
 * ordinal, or past it; and "whenever you copy a spell" (707.10).
 */
final class NthSpellTriggers {
    private NthSpellTriggers() {
    }

    static void emit(Ctx ctx, GameEvent e) {
        if (e instanceof GameEvent.SpellCast c && PartKinds.mayHave(ctx.s, Trigger.SpellCastTargeting.class)) targeting(ctx, c);
        if (!(e instanceof GameEvent.SpellCast c) || !PartKinds.mayHave(ctx.s, Trigger.NthSpellThisTurn.class)) return;
        GameObject sp = ctx.s.object(c.spell());
        Characteristics ch = Layers.of(ctx.s, c.spell());
        EventTriggers.each(ctx, Trigger.NthSpellThisTurn.class, (o, n) -> ctx.s.relates(n.caster(), o, c.player())
                && Affecting.matches(ctx.s, o.id(), n.spell().controlledBy(Relation.ANY), sp, ch)
                && nth(count(ctx.s, c.player(), n.spell()), n), c.player(), c.spell(), 0);
    }

    /** The cast that brings the count to the ordinal, or past it for "other than your first". */
    private static boolean nth(int count, Trigger.NthSpellThisTurn n) {
        return count == n.nth() || n.orLater() && count > n.nth();
    }

    /** The spells matching {@code f} that {@code player} cast this turn, as they became cast (601.2i). */
    static int count(GameState s, int player, ObjectFilter f) {
        int n = 0;
        for (var r : s.turn().history().casts()) {
            if (r.player() != player) continue;
            Characteristics ch = r.spell();
            if (!Affecting.typesMatch(f, ch) || (ch.types() & f.excludedTypes()) != 0) continue; // 205.2, 205.3
            if (f.colorMask() != 0 && (ch.colors() & f.colorMask()) == 0) continue;
            n++;
        }
        return n;
    }

    /** 707.10: a copy of a spell was put on the stack by {@code player}. */
    static void copied(Ctx ctx, int player, int copy) {
        if (!PartKinds.mayHave(ctx.s, Trigger.SpellCopied.class)) return;
        GameObject sp = ctx.s.object(copy);
        Characteristics ch = Layers.of(ctx.s, copy);
        EventTriggers.each(ctx, Trigger.SpellCopied.class, (o, sc) -> ctx.s.relates(sc.copier(), o, player)
                && Affecting.matches(ctx.s, o.id(), sc.spell().controlledBy(Relation.ANY), sp, ch), player, copy, 0);
    }

    /** 601.2i, 115.1: "a spell that targets you or a creature you control", judged on the targets as it became cast. */
    private static void targeting(Ctx ctx, GameEvent.SpellCast c) {
        GameObject sp = ctx.s.object(c.spell());
        Characteristics ch = Layers.of(ctx.s, c.spell());
        java.util.List<dev.arbiter.engine.state.Target> targets = new java.util.ArrayList<>();
        for (var item : ctx.s.stack()) {
            if (item instanceof dev.arbiter.engine.state.StackItem.Spell s && s.objectId() == c.spell()) {
                for (var group : s.targets()) for (var t : group) targets.add(t);
            }
        }
        if (targets.isEmpty()) return;
        EventTriggers.each(ctx, Trigger.SpellCastTargeting.class, (o, st) -> ctx.s.relates(st.caster(), o, c.player())
                && Affecting.matches(ctx.s, o.id(), st.spell().controlledBy(Relation.ANY), sp, ch)
                && targetsAny(ctx.s, o.id(), o.controller(), st, targets), c.player(), c.spell(), 0); // once for the spell (603.2c)
    }

    private static boolean targetsAny(GameState s, int source, int you, Trigger.SpellCastTargeting st,
                                      java.util.List<dev.arbiter.engine.state.Target> targets) {
        for (var t : targets) {
            if (t instanceof dev.arbiter.engine.state.Target.Player p && st.you() && p.player() == you) return true;
            if (t instanceof dev.arbiter.engine.state.Target.Object ob && st.permanents() != null) {
                GameObject g = s.object(ob.id());
                if (g.zone() == dev.arbiter.engine.state.Zone.BATTLEFIELD && g.zoneChanges() == ob.zoneChanges()
                        && Affecting.matches(s, source, st.permanents(), g, Layers.of(s, ob.id()))) return true;
            }
        }
        return false;
    }

    /** 701.40b, 701.40c: a permanent explored, judged as it was when told to explore. */
    static void explored(Ctx ctx, GameEvent.Explored ex) {
        if (!PartKinds.mayHave(ctx.s, Trigger.Explores.class)) return;
        EventTriggers.each(ctx, Trigger.Explores.class, (o, x) -> Affecting.matches(ctx.s, o.id(), x.filter(), ex.before(), ex.was()),
                ex.before().controller(), ex.before().id(), 0);
    }
}
