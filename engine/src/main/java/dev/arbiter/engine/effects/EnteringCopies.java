package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Modification;
import io.vavr.collection.Vector;

import java.util.ArrayList;
import java.util.List;

/**
 * "You may have ~ enter the battlefield as a copy of any creature on the battlefield" (707.9,
 * 614.1c). As the permanent enters, its controller may choose a permanent the filter allows; the
 * permanent then enters with that permanent's copiable values (707.2: the values printed on it as
 * modified by other copy effects, which are what its card now holds — 707.3), plus the exception's
 * card types (707.9b). The copy effect is layer 1 (613.1a) and lasts while the permanent stays on
 * the battlefield; its values are locked in as it enters, so the engine keeps them as the object's
 * card and remembers the printed card ({@link Modification.EnteredAsCopy}) for when it leaves (400.7).
 */
public final class EnteringCopies {
    private EnteringCopies() {
    }

    /** The copiable values object {@code id} enters with, or null when it enters as itself. */
    static CardDefinition chosen(Ctx ctx, int id, int player) {
        GameObject o = ctx.s.object(id);
        CardDefinition printed = o.zone() == dev.arbiter.engine.state.Zone.BATTLEFIELD ? printedOf(ctx.s, o) : o.card();
        StaticEffect.EntersAsCopy copy = null;
        for (Ability a : printed.baseCharacteristics().abilities()) {
            if (a instanceof StaticAbility st && st.effect() instanceof StaticEffect.EntersAsCopy c) copy = c;
        }
        if (copy == null) return null;
        List<Integer> candidates = new ArrayList<>();
        for (int other : ctx.s.battlefield()) {
            if (other != id && Affecting.matches(ctx.s, id, copy.filter(), ctx.s.object(other), Layers.of(ctx.s, other))) {
                candidates.add(other);
            }
        }
        if (o.zone() != dev.arbiter.engine.state.Zone.STACK) {
            StaticEffect.EntersAsCopy as = copy;
            candidates.removeIf(other -> hostlessAura(ctx.s, o, other, as));
        }
        if (candidates.isEmpty()) return null;
        Choice c = ctx.ask(new Decision.Objects(player, "You may have " + o.name()
                + " enter the battlefield as a copy of a permanent (707.9)", candidates, 0, 1));
        List<Integer> chosen = ((Choice.ChooseObjects) c).ids();
        if (chosen.isEmpty()) return null;
        GameObject original = ctx.s.object(chosen.get(0));
        ctx.log("%s enters the battlefield as a copy of %s (707.9)", o.name(), original.name());
        // 707.2: text changes aren't copied
        CardDefinition values = withExceptions(TextChanging.copiable(ctx.s, original), copy.extraTypes(), copy.extraAbilities());
        return copy.keepsColor() ? CopyExceptionValues.withColors(values, o.card().colors()) : values; // 707.9b
    }

    /**
     * 303.4g: whether {@code entering}, a copy of {@code other}, would be an Aura with nothing to enchant. Entering from
     * elsewhere than the stack it would stay where it is; the engine does not offer that copy (it enters as itself or as
     * a copy of another permanent, both legal), from the stack the copy is offered and goes to the graveyard (ZoneMoves).
     */
    private static boolean hostlessAura(GameState s, GameObject entering, int other, StaticEffect.EntersAsCopy copy) {
        CardDefinition values = withExceptions(TextChanging.copiable(s, s.object(other)), copy.extraTypes(), copy.extraAbilities());
        GameState as = s.withObject(entering.withCard(values));
        return AuraEntry.isAura(as, entering.id()) && AuraEntry.legalHosts(as, entering.id()).isEmpty();
    }

    /**
     * 614.1c, 122.6: {@code with} plus the counters "except it enters with X additional +1/+1 counters on it" adds to
     * object {@code id}, which is entering as a copy; {@code x} the spell's X (107.3m).
     */
    static EnteringWith withCopyCounters(GameState s, int id, CardDefinition printed, EnteringWith with, int x) {
        for (Ability a : printed.baseCharacteristics().abilities()) {
            if (a instanceof StaticAbility st && st.effect() instanceof StaticEffect.EntersAsCopy c && c.counterKind() != null) {
                int n = Amounts.value(s, c.counters(), id, s.object(id).controller(), x);
                if (n > 0) with = new EnteringWith(with.tapped(), with.counters().plus(c.counterKind(), n));
            }
        }
        return with;
    }

    /** The copiable values with the exception's card types and abilities added (707.9b). */
    private static CardDefinition withExceptions(CardDefinition d, int extraTypes, List<Ability> extraAbilities) {
        if ((d.types() | extraTypes) == d.types() && extraAbilities.isEmpty()) return d;
        List<Ability> abilities = d.abilities();
        if (!extraAbilities.isEmpty()) {
            abilities = new ArrayList<>(d.abilities());
            abilities.addAll(extraAbilities);
        }
        return new CardDefinition(d.name(), d.manaCost(), d.hasManaCost(), d.colorIndicator(), d.supertypes(),
                d.types() | extraTypes, d.subtypes(), d.power(), d.toughness(), d.loyalty(), abilities, d.rulesText());
    }

    /** Records that {@code entered} is a copy whose printed card is {@code printed}. */
    static GameState remember(GameState s, GameObject entered, CardDefinition printed) {
        var e = new ContinuousEffect(s.nextTimestamp(), entered.id(), entered.controller(),
                new Modification.EnteredAsCopy(printed), Vector.of(entered.ref()), Duration.INDEFINITE);
        return s.withEffects(s.effects().append(e));
    }

    /** {@code s} without the copy record of {@code leaving} (the same state when it had none). */
    static GameState leaving(GameState s, GameObject leaving) {
        ContinuousEffect record = record(s, leaving);
        return record == null ? s : s.withEffects(s.effects().remove(record));
    }

    /** The printed card of a permanent that entered as a copy, read from the state before it left. */
    static CardDefinition printedOf(GameState s, GameObject leaving) {
        ContinuousEffect record = record(s, leaving);
        return record == null ? leaving.card() : ((Modification.EnteredAsCopy) record.modification()).printed();
    }

    private static ContinuousEffect record(GameState s, GameObject o) {
        if (s.effects().isEmpty()) return null;
        for (ContinuousEffect e : s.effects()) {
            if (e.modification() instanceof Modification.EnteredAsCopy && e.affected().contains(o.ref())) return e;
        }
        return null;
    }
}
