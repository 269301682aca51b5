package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.layers.ActiveStatic;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.mana.ManaCost;
import dev.arbiter.engine.mana.ManaSymbol;
import dev.arbiter.engine.state.GameState;

import java.util.List;

/**
 * 601.2f: the total cost of a spell is its mana cost (or alternative cost) plus additional costs
 * and cost increases, less cost reductions — "White spells cost {3} more to cast", "Creature spells
 * you cast cost {1} less to cast". Reductions take generic mana only.
 */
public final class CostModifiers {
    /** The kinds asked for per card listed, as codes (see {@link Layers#staticKind}). */
    private static final int MODIFIER = Layers.staticKind(StaticEffect.CostModifier.class);
    private static final int INCREASE = Layers.staticKind(StaticEffect.CostIncrease.class);
    private static final int PER_COUNT = Layers.staticKind(StaticEffect.CostModifierPerCount.class);

    private CostModifiers() {
    }

    /**
     * Whether something may make {@code ch}'s cost less than its mana value: its own
     * reduction or affinity, or a reduction on the battlefield (so "can't afford its mana value" is no reason
     * to leave it out of the legal actions).
     */
    public static boolean mayLower(GameState s, dev.arbiter.engine.card.Characteristics ch) {
        if (Affinities.has(ch) || SelfCosts.mayLower(ch) || ColouredReductions.mayLower(s, ch)) return true; // 118.7c
        if (!Layers.mayHaveStatic(s, MODIFIER) && !Layers.mayHaveStatic(s, PER_COUNT)) return false; // no walk (see Layers.mayHaveStatic)
        java.util.List<ActiveStatic> statics = Layers.staticAbilities(s);
        for (int i = 0, n = statics.size(); i < n; i++) { // indexed: no iterator per card listed
            if (statics.get(i).effect() instanceof StaticEffect.CostModifier m && m.generic() < 0) return true;
            if (statics.get(i).effect() instanceof StaticEffect.CostModifierPerCount m && m.generic() < 0) return true;
        }
        return false;
    }

    /**
     * The spells a modifier names, as they can be judged for {@code card}: before it is on the stack (can it be cast
     * at all?) its targets are not chosen (601.2c before 601.2f), so a reduction for "spells that target ~" is counted
     * (those targets may yet be chosen) and an increase is not (they may not).
     */
    private static dev.arbiter.engine.ability.ObjectFilter spellsNow(GameState s, int card, StaticEffect.CostModifier m) {
        var q = m.spells().more();
        if ((q.chosen() & dev.arbiter.engine.ability.FilterQualities.TARGETS_SOURCE) == 0 || m.generic() > 0) return m.spells();
        for (var item : s.stack()) {
            if (item instanceof dev.arbiter.engine.state.StackItem.Spell sp && sp.objectId() == card) return m.spells();
        }
        return m.spells().withQualities(q.withoutChosen(dev.arbiter.engine.ability.FilterQualities.TARGETS_SOURCE));
    }

    /** {@code cost} (X already chosen) as {@code caster} would pay it to cast {@code card}. */
    public static ManaCost apply(GameState s, int caster, int card, ManaCost cost) {
        cost = AnyColorSpending.apply(cost, AnyColorSpending.kind(s, caster, card)); // 609.4b: "as though it were mana of any color"
        int more = 0;
        int less = 0;
        ManaCost coloured = null;
        // no walk when neither kind is among the statics (the walk would change nothing)
        java.util.List<ActiveStatic> statics = !Layers.mayHaveStatic(s, INCREASE)
                && !Layers.mayHaveStatic(s, MODIFIER) && !Layers.mayHaveStatic(s, PER_COUNT) ? java.util.List.of() : Layers.staticAbilities(s);
        for (int i = 0, n = statics.size(); i < n; i++) { // indexed: no iterator per cost
            ActiveStatic st = statics.get(i);
            if (st.effect() instanceof StaticEffect.CostIncrease ci) { // "cost {B} more": the symbols added as they are
                if (s.relates(ci.caster(), s.object(st.source()), caster)
                        && Affecting.matches(s, st.source(), ci.spells(), s.object(card), Layers.of(s, card))) {
                    coloured = coloured == null ? ci.extra() : coloured.plus(ci.extra());
                }
                continue;
            }
            if (st.effect() instanceof StaticEffect.CostModifierPerCount pc) { // 601.2f: "for each", counted now
                if (!s.relates(pc.caster(), s.object(st.source()), caster)
                        || !Affecting.matches(s, st.source(), pc.spells(), s.object(card), Layers.of(s, card))) continue;
                int units = dev.arbiter.engine.effects.Amounts.value(s, pc.count(), st.source(),
                        s.object(st.source()).controller(), 0);
                if (pc.generic() > 0) more += pc.generic() * units;
                else less -= pc.generic() * units;
                continue;
            }
            if (!(st.effect() instanceof StaticEffect.CostModifier m)) continue;
            int you = s.object(st.source()).controller();
            boolean casterFits = s.relates(m.caster(), s.object(st.source()), caster);
            if (!casterFits || !Affecting.matches(s, st.source(), spellsNow(s, card, m), s.object(card), Layers.of(s, card))) continue;
            if (!Affecting.holds(s, st.source(), m.condition())) continue; // 611.3b, judged as the cost is determined (601.2f)
            if (m.generic() > 0) more += m.generic();
            else less -= m.generic();
        }
        less += Affinities.reduction(s, caster, card); // 702.41a
        int own = SelfCosts.change(s, caster, card); // 113.6d
        if (own > 0) more += own;
        else less -= own;
        ManaCost total = more > 0 ? cost.plus(new ManaCost(List.of(new ManaSymbol.Generic(more)))) : cost;
        ManaCost strive = SelfCosts.colouredChange(s, caster, card); // 207.2c strive: "{1}{U} more for each target beyond the first"
        if (strive != null) coloured = coloured == null ? strive : coloured.plus(strive);
        if (coloured != null) total = total.plus(coloured);
        total = ColouredReductions.apply(s, caster, card, total); // 118.7b-c
        return less > 0 ? total.lessGeneric(less) : total;
    }
}
