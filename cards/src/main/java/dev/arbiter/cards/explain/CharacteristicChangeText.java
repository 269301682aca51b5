package dev.arbiter.cards.explain;

import static dev.arbiter.cards.explain.EffectText.one;
import static dev.arbiter.cards.explain.EffectText.pt;
import static dev.arbiter.cards.explain.EffectText.subject;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import java.util.ArrayList;
import java.util.List;

/**
 * One-shot effects that change an object's characteristics (613): power and toughness, colours,
 * types, becoming a creature, gaining and losing abilities, mostly until end of turn (611.2a).
 */
final class CharacteristicChangeText {

    private CharacteristicChangeText() {
    }

    static Cases<Effect, Scope, List<Clause>> register(Cases<Effect, Scope, List<Clause>> cases) {
        return cases
                .on(Effect.SetBasePowerToughnessUntilEndOfTurn.class, (e, s) -> one(subject(e, e.subject(), s,
                        "has base power and toughness " + e.power() + "/" + e.toughness() + " until end of turn",
                        "have base power and toughness " + e.power() + "/" + e.toughness() + " until end of turn")))
                .on(Effect.BecomeColors.class, (e, s) -> {
                    String c = e.colors() == 0 ? "colorless" : Words.list(Words.colors(e.colors()), "and");
                    String rest = c + (e.untilEndOfTurn() ? " until end of turn" : "");
                    return one(subject(e, e.subject(), s, "becomes " + rest, "become " + rest));
                })
                .on(Effect.BecomeChosenColor.class, (e, s) -> {
                    String rest = "the color of your choice" + (e.untilEndOfTurn() ? " until end of turn" : "");
                    return one(subject(e, e.subject(), s, "becomes " + rest, "become " + rest));
                })
                .on(Effect.GainTypesAndColors.class, (e, s) -> {
                    String what = InAdditionText.words(e);
                    return one(subject(e, e.subject(), s, "is " + what, "are " + what));
                })
                .on(Effect.BecomeBasicLandType.class, (e, s) -> one(subject(e, e.subject(), s, // 305.7
                        "is " + Words.article(e.landType()) + " " + e.landType(), "are " + (e.landType().endsWith("s") ? e.landType() : e.landType() + "s"))))
                .on(Effect.BecomeBasicLandTypeOfChoice.class, (e, s) -> one(subject(e, e.subject(), s,
                        "becomes the basic land type of your choice until end of turn",
                        "become the basic land type of your choice until end of turn")))
                .on(Effect.BecomeTypeWithBase.class, (e, s) -> { // 205.1a, 613.4b
                    String what = (e.colors() == 0 ? "" : Words.list(Words.colors(e.colors()), "and") + " ")
                            + String.join(" ", e.creatureTypes()) + " with base power and toughness " + e.power() + "/"
                            + e.toughness() + (e.untilEndOfTurn() ? " until end of turn" : "");
                    return one(subject(e, e.subject(), s, "becomes " + Words.article(what) + " " + what,
                            "become " + Words.article(what) + " " + what));
                })
                .on(Effect.BecomeCreatureTypes.class, (e, s) -> { // 205.1a
                    String what = String.join(" ", e.creatureTypes()) + (e.untilEndOfTurn() ? " until end of turn" : "");
                    return one(subject(e, e.subject(), s, "becomes " + Words.article(what) + " " + what,
                            "become " + what));
                })
                .on(Effect.BecomeCreature.class, (e, s) -> one(subject(e, e.subject(), s,
                        "becomes " + becomes(e, s, false), "become " + becomes(e, s, true))))
                .on(Effect.BecomeTypedCreatureUntilEndOfTurn.class, (e, s) -> one(subject(e, e.subject(), s, // 702.122a
                        "becomes " + Words.article(CrewText.types(e, false)) + " " + CrewText.types(e, false) + " until end of turn",
                        "become " + CrewText.types(e, true) + " until end of turn")))
                .on(Effect.SwitchPowerToughnessUntilEndOfTurn.class, (e, s) -> one(Clause.imperative(e, "switch "
                        + possessive(ReferenceText.object(e.subject(), s)) + " power and toughness until end of turn")))
                .on(Effect.PumpUntilEndOfTurn.class, (e, s) -> one(subject(e, e.subject(), s,
                        "gets " + pt(e.power(), e.toughness()) + " until end of turn",
                        "get " + pt(e.power(), e.toughness()) + " until end of turn")))
                .on(Effect.PumpForEach.class, (e, s) -> one(subject(e, e.subject(), s,
                        "gets " + pt(e.power(), e.toughness()) + " until end of turn " + AmountText.FOR_EACH.apply(e.count(), null),
                        "get " + pt(e.power(), e.toughness()) + " until end of turn " + AmountText.FOR_EACH.apply(e.count(), null))))
                .on(Effect.CombatRuleThisTurn.class, (e, s) -> one(subject(e, e.subject(), s,
                        CombatRuleText.thisTurn(e.rule(), s, false), CombatRuleText.thisTurn(e.rule(), s, true))))
                .on(Effect.BlocksThisTurnIfAble.class, (e, s) -> one(subject(e, e.blocker(), s, // 509.1c
                        "blocks " + ReferenceText.object(e.blocked(), s) + " this turn if able",
                        "block " + ReferenceText.object(e.blocked(), s) + " this turn if able")))
                .on(Effect.GainAbilityUntilEndOfTurn.class, (e, s) -> one(GrantText.untilEndOfTurn(e, s)))
                .on(Effect.GainProtectionFromChosenColorUntilEndOfTurn.class, (e, s) -> one(subject(e, e.subject(), s,
                        "gains protection from the color of your choice until end of turn",
                        "gain protection from the color of your choice until end of turn")))
                .on(Effect.GainLandwalkOfChoiceUntilEndOfTurn.class, (e, s) -> one(subject(e, e.subject(), s,
                        "gains landwalk of your choice until end of turn", "gain landwalk of your choice until end of turn")))
                .on(Effect.GainAbility.class, (e, s) -> one(GrantText.forever(e, s)))
                .on(Effect.LoseKeyword.class, (e, s) -> one(subject(e, e.subject(), s,
                        "loses " + e.keyword().text() + (e.untilEndOfTurn() ? " until end of turn" : ""),
                        "lose " + e.keyword().text() + (e.untilEndOfTurn() ? " until end of turn" : ""))))
                .on(Effect.LoseAllCreatureTypes.class, (e, s) -> one(subject(e, e.subject(), s, // 205.1a
                        "loses all creature types" + (e.untilEndOfTurn() ? " until end of turn" : ""),
                        "lose all creature types" + (e.untilEndOfTurn() ? " until end of turn" : ""))))
                .on(Effect.LoseAllAbilities.class, (e, s) -> one(subject(e, e.subject(), s,
                        "loses all abilities" + (e.untilEndOfTurn() ? " until end of turn" : ""),
                        "lose all abilities" + (e.untilEndOfTurn() ? " until end of turn" : ""))))
                .on(Effect.LoseAllLandwalk.class, (e, s) -> one(subject(e, e.subject(), s,
                        "loses all landwalk abilities until end of turn", "lose all landwalk abilities until end of turn")));
    }

    /** "a 2/1 blue Faerie creature with flying until end of turn. It's still a land" (205.1b); without it when the types are replaced (205.1a). */
    private static String becomes(Effect.BecomeCreature e, Scope s, boolean plural) {
        List<String> words = new ArrayList<>(Words.colors(e.colors()));
        String colours = Words.list(words, "and");
        List<String> rest = new ArrayList<>(e.subtypes());
        rest.addAll(Words.types(e.types()));
        rest.add(plural ? "creatures" : "creature");
        String what = (e.manaValue() ? "" : e.sizeX() ? "X/X " : e.power() + "/" + e.toughness() + " ")
                + (colours.isEmpty() ? "" : colours + " ") + String.join(" ", rest);
        String text = (plural ? "" : (e.sizeX() ? "an" : Words.article(what)) + " ") + what;
        if (e.manaValue()) text += " with power and toughness each equal to its mana value"; // 613.4b, 202.3
        if (!e.abilities().isEmpty()) {
            text += " with " + GrantText.predicate(e.abilities(), s, "", plural).strip();
        }
        // 205.1b: a nonland source that keeps its types says so before the duration
        boolean inAddition = e.types() == 0 && !e.replacesTypes() && e.subject() instanceof dev.arbiter.engine.ability.Subject.Self
                && s.card() != null && !s.card().land();
        if (inAddition) text += " in addition to its other types";
        if (e.untilEndOfTurn()) {
            text += " until end of turn";
        }
        if (e.untilEndOfCombat()) {
            text += " until end of combat"; // 500.5
        }
        if (e.types() != 0 || e.replacesTypes() || inAddition) return text;
        return text + (plural ? ". They're still lands" : ". It's still a land"); // 205.1b
    }

    private static String possessive(String noun) {
        return noun.equals("it") ? "its" : noun + "'s";
    }
}
