package dev.arbiter.cards.explain;

import static dev.arbiter.cards.explain.EffectText.one;

import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import java.util.ArrayList;
import java.util.List;

/** Mana added by an effect (106.1, 106.1a, 106.7) and its riders: spending restrictions (106.6), triggers when spent (603.7a), mana kept (500.4). */
final class ManaEffectText {
    private ManaEffectText() {
    }

    static Cases<Effect, Scope, List<Clause>> register(Cases<Effect, Scope, List<Clause>> cases) {
        return cases
            .on(Effect.AddMana.class, (e, s) -> one(Clause.imperative(e, "add " + ManaText.alternatives(e.alternatives()))))
            .on(Effect.AddManaOrChosenColor.class, (e, s) -> one(Clause.imperative(e, "add " // 607.2
                    + (e.alternatives().isEmpty() ? "" : ManaText.alternatives(e.alternatives()) + " or ")
                    + "one mana of the chosen color")))
            .on(Effect.AddManaLandsCouldProduce.class, (e, s) -> one(Clause.imperative(e, "add one mana of any " // 106.7
                    + (e.anyType() ? "type" : "color") + " that a " + (e.basic() ? "basic land " : e.subtype() != null ? e.subtype() + " " : "land ")
                    + (e.controller() == dev.arbiter.engine.ability.Relation.YOU ? "you control" : "an opponent controls")
                    + " could produce")))
            .on(Effect.AddManaForEach.class, (e, s) -> one(Clause.imperative(e, e.anyOneColor() && e.count() instanceof Amount.DefinedX x
                    ? "add X mana of any one color, where X is " + AmountText.DEFINITIONS.apply(x.value(), null) // 106.1
                    : e.anyOneColor() && e.count() instanceof Amount.CountersRemovedAsCost ? "add X mana of any one color" // 107.3
                    : "add " + ManaText.pool(e.unit()) + " " + AmountText.FOR_EACH.apply(e.count(), null)))) // 107.1
            .on(Effect.AddManaCombination.class, (e, s) -> one(Clause.imperative(e, "add X mana in any combination of "
                    + combination(e.types()) + (e.count() instanceof Amount.DefinedX x
                    ? ", where X is " + AmountText.DEFINITIONS.apply(x.value(), null) : "")))) // 106.1a
            .on(Effect.AddManaAmount.class, (e, s) -> one(Clause.imperative(e, e.amount() instanceof Amount.CountersRemovedAsCost
                    ? "add {" + e.type().name() + "} " + AmountText.FOR_EACH.apply(e.amount(), null) // 122.8
                    : "add an amount of {" + e.type().name() + "} equal to " + AmountText.DEFINITIONS.apply(e.amount(), null)))) // 106.1
            .on(Effect.RestrictedMana.class, (e, s) -> { // 106.6
                List<Clause> out = new ArrayList<>(EffectText.CLAUSES.apply(e.add(), s));
                out.add(Clause.sentence(e, "Spend this mana only " + spendOnly(e.only())));
                return out;
            })
            .on(Effect.ManaSpendTrigger.class, (e, s) -> { // 106.6, 603.7a
                List<Clause> out = new ArrayList<>(EffectText.CLAUSES.apply(e.add(), s));
                out.add(Clause.sentence(e, "When you spend this mana to cast " + ObjectText.spell(e.spells()) + ", "
                        + ClauseJoiner.join(EffectText.clauses(e.then().effect(), s))));
                return out;
            })
            .on(Effect.ManaSpentRider.class, (e, s) -> { // 106.6
                List<Clause> out = new ArrayList<>(EffectText.CLAUSES.apply(e.add(), s));
                String rider = e.grants().get(0) instanceof dev.arbiter.engine.ability.KeywordAbility
                        ? "it gains " + String.join(" and ", KeywordText.words(e.grants())) + (e.untilEndOfTurn() ? " until end of turn" : "")
                        : "that spell can't be countered";
                out.add(Clause.sentence(e, "If that mana is spent on " + ObjectText.spell(e.spells()) + ", " + rider));
                return out;
            })
            .on(Effect.KeptMana.class, (e, s) -> { // 500.4
                List<Clause> out = new ArrayList<>(EffectText.CLAUSES.apply(e.add(), s));
                out.add(Clause.sentence(e, "Until end of turn, you don't lose this mana as steps and phases end"));
                return out;
            });
    }

    /** "to cast creature spells or activate abilities of creatures" (106.6). */
    private static String spendOnly(dev.arbiter.engine.ability.SpendRestriction r) {
        List<String> parts = new ArrayList<>();
        if (r.spells() != null) parts.add("cast " + ObjectText.phrase(r.spells(), true, "spell"));
        if (r.abilities()) parts.add("activate abilities" + (r.sources() == null ? "" : " of " + ObjectText.plural(r.sources())));
        return "to " + String.join(" or ", parts);
    }

    /** "colors" or "{R} and/or {G}" (106.1a). */
    private static String combination(List<dev.arbiter.engine.mana.ManaType> types) {
        if (types.size() == 5 && !types.contains(dev.arbiter.engine.mana.ManaType.C)) return "colors";
        List<String> symbols = new ArrayList<>();
        for (var t : types) symbols.add(t.symbol());
        String last = symbols.remove(symbols.size() - 1);
        return String.join(", ", symbols) + (symbols.size() > 1 ? "," : "") + " and/or " + last;
    }
}
