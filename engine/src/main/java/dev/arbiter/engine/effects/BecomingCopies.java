package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Zone;
import io.vavr.collection.Vector;

import java.util.ArrayList;
import java.util.List;

/**
 * "~ becomes a copy of target creature [until end of turn][, except it has this ability]" (707.2, 613.1a): a copy
 * effect on a permanent already on the battlefield. Its values are locked in as it resolves (707.2: the original's
 * copiable values, 608.2h as it last existed if it left, with the exceptions, 707.9b) and kept as the object's card, as
 * entering copies are ({@link EnteringCopies}); a {@link Modification.BecameCopy} record per effect keeps those values
 * and the card the object had before any of them. The object stays the same object (no new timestamp, counters and
 * other effects kept, 707.4). Of the copy effects that last, the latest applies (613.7: each overwrites all copiable
 * values); when one ends (514.2) the object takes the latest remaining one's values, or its card from before; leaving
 * the battlefield it is its card again (400.7).
 */
public final class BecomingCopies {
    private BecomingCopies() {
    }

    static boolean resolve(Ctx ctx, Effect.BecomeCopy e, Resolution r) {
        List<TokenCopies.Original> originals = TokenCopies.originals(ctx, e.original(), r);
        if (originals.isEmpty()) {
            ctx.log("There is nothing to copy (608.2b)");
            return true;
        }
        TokenCopies.Original original = originals.get(0);
        CardDefinition values = CopyExceptionValues.apply(e.except(), original.copiable()); // 707.9b
        if (e.thisAbility() && ctx.resolvingAbilityObject != null) values = withAbility(values, ctx.resolvingAbilityObject);
        for (GameObject o : EffectSubjects.objects(ctx, e.subject(), r)) {
            if (o.zone() != Zone.BATTLEFIELD) continue; // 400.7: a new object, no longer the one named
            CardDefinition own = e.except().colors() == dev.arbiter.engine.ability.CopyExceptions.OWN_COLORS
                    ? CopyExceptionValues.withColors(values, o.card().colors()) : values; // 707.9b: its copiable colour kept
            become(ctx, o, own, e.untilEndOfTurn() ? Duration.UNTIL_END_OF_TURN : Duration.INDEFINITE, r.source());
            ctx.log("%s becomes a copy of %s (707.2)", o.name(), original.name());
        }
        return true;
    }

    private static CardDefinition withAbility(CardDefinition d, Ability a) {
        if (d.abilities().contains(a)) return d;
        List<Ability> all = new ArrayList<>(d.abilities());
        all.add(a);
        return new CardDefinition(d.name(), d.manaCost(), d.hasManaCost(), d.colorIndicator(), d.supertypes(), d.types(),
                d.subtypes(), d.power(), d.toughness(), d.loyalty(), all, d.rulesText());
    }

    private static void become(Ctx ctx, GameObject o, CardDefinition values, Duration duration, int source) {
        List<ContinuousEffect> records = records(ctx.s, o);
        CardDefinition base = records.isEmpty() ? o.card()
                : ((Modification.BecameCopy) records.get(0).modification()).base();
        ctx.s = ContinuousEffect.add(ctx.s, source, o.controller(), new Modification.BecameCopy(values, base),
                Vector.of(o.ref()), duration);
        ctx.s = ctx.s.withObject(ctx.s.object(o.id()).withCard(values));
    }

    /**
     * 514.2: {@code s} with the copy effects lasting until end of turn ended, each object they changed given the
     * latest remaining copy effect's values or its card from before them (the same state when there are none).
     */
    public static GameState endTurn(GameState s) {
        if (s.effects().isEmpty() || !s.effects().exists(BecomingCopies::endsThisTurn)) return s;
        List<Integer> changed = new ArrayList<>();
        for (ContinuousEffect e : s.effects()) {
            if (!endsThisTurn(e)) continue;
            for (var ref : e.affected()) if (!changed.contains(ref.id())) changed.add(ref.id());
        }
        GameState before = s;
        s = s.withEffects(s.effects().filter(e -> !endsThisTurn(e)));
        for (int id : changed) {
            GameObject o = s.object(id);
            List<ContinuousEffect> was = records(before, o);
            if (was.isEmpty()) continue; // it left the battlefield: its card is back already (400.7)
            List<ContinuousEffect> left = records(s, o);
            CardDefinition card = left.isEmpty() ? ((Modification.BecameCopy) was.get(0).modification()).base()
                    : ((Modification.BecameCopy) left.get(left.size() - 1).modification()).values();
            if (card != o.card()) s = s.withObject(o.withCard(card));
        }
        return s;
    }

    private static boolean endsThisTurn(ContinuousEffect e) {
        return e.modification() instanceof Modification.BecameCopy && e.duration() == Duration.UNTIL_END_OF_TURN;
    }

    /** 400.7: the card {@code leaving} is again after it leaves the battlefield, or null when no copy effect changed it. */
    static CardDefinition baseOf(GameState s, GameObject leaving) {
        List<ContinuousEffect> records = records(s, leaving);
        return records.isEmpty() ? null : ((Modification.BecameCopy) records.get(0).modification()).base();
    }

    /** The values of the latest copy effect on {@code o} that still lasts (613.7), or null. */
    static CardDefinition latest(GameState s, GameObject o) {
        if (s.effects().isEmpty()) return null;
        CardDefinition out = null;
        for (ContinuousEffect e : s.effects()) {
            if (e.modification() instanceof Modification.BecameCopy b && e.affected().contains(o.ref())) out = b.values();
        }
        return out;
    }

    /** {@code s} without {@code leaving}'s copy records (the same state when it had none). */
    static GameState leaving(GameState s, GameObject leaving) {
        List<ContinuousEffect> records = records(s, leaving);
        return records.isEmpty() ? s : s.withEffects(s.effects().removeAll(records));
    }

    /** The copy records on {@code o} in timestamp order (the order they were added). */
    private static List<ContinuousEffect> records(GameState s, GameObject o) {
        if (s.effects().isEmpty()) return List.of();
        List<ContinuousEffect> out = new ArrayList<>(1);
        for (ContinuousEffect e : s.effects()) {
            if (e.modification() instanceof Modification.BecameCopy && e.affected().contains(o.ref())) out.add(e);
        }
        return out;
    }
}
