package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.OptionalAdditionalCost;
import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Bestow;
import dev.arbiter.engine.ability.Dredge;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Enchant;
import dev.arbiter.engine.ability.Flashback;
import dev.arbiter.engine.ability.KeywordAbility;
import dev.arbiter.engine.ability.Landwalk;
import dev.arbiter.engine.ability.Protection;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.SpellAbility;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.ability.TriggeredManaAbility;
import dev.arbiter.engine.characteristic.CardType;
import java.util.List;

/**
 * One compiled ability (113) as oracle-style text, generated from its records — never from the text
 * it was compiled from. A modal spell gives several lines ("Choose one —" and a bullet per mode).
 */
final class AbilityText {

    /** Optional additional costs (601.2b): "Kicker {2}" (702.33a), "Buyback—Sacrifice a land" (702.27a, 118.8). */
    static final Cases<OptionalAdditionalCost, Scope, String> OPTIONAL_COSTS =
            Cases.<OptionalAdditionalCost, Scope, String>of(OptionalAdditionalCost.class)
                    .on(dev.arbiter.engine.ability.Kicker.class, (a, s) -> optionalCost("Kicker", a))
                    .on(dev.arbiter.engine.ability.Buyback.class, (a, s) -> optionalCost("Buyback", a))
                    .on(dev.arbiter.engine.ability.Casualty.class, (a, s) -> "Casualty " + a.power()) // 702.153a
                    .on(dev.arbiter.engine.ability.Conspire.class, (a, s) -> "Conspire"); // 702.78a

    private static String optionalCost(String keyword, OptionalAdditionalCost a) {
        return a.parts().isEmpty() ? keyword + " " + a.cost() : keyword + "—" + a.costText();
    }

    /** Each kind of ability, rendered in a scope that says what "~" is. */
    static final Cases<Ability, Scope, String> ABILITIES = Cases.<Ability, Scope, String>of(Ability.class)
            .on(KeywordAbility.class, (a, s) -> KeywordText.line(List.of(a)))
            .on(Protection.class, (a, s) -> KeywordText.line(List.of(a)))
            .on(Landwalk.class, (a, s) -> KeywordText.line(List.of(a)))
            .on(Enchant.class, (a, s) -> a.enchantsPlayer() ? (a.player() == dev.arbiter.engine.ability.Relation.OPPONENT
                    ? "Enchant opponent" : "Enchant player") : "Enchant " + ObjectText.singular(a.filter())
                    + (a.inGraveyard() ? " card in a graveyard" : "")) // 702.5a: the Aura enchants a card, not a permanent
            .on(Dredge.class, (a, s) -> "Dredge " + a.count())
            .on(Flashback.class, (a, s) -> a.retrace() ? "Retrace" // 702.81a
                    : a.parts().isEmpty() && !a.escape() ? "Flashback " + a.cost() : Words.sentence(a.text()))
            .on(Bestow.class, (a, s) -> "Bestow " + a.cost())
            .on(dev.arbiter.engine.ability.Exert.class, (a, s) -> "You may exert " + s.selfName() + " as it attacks.") // 701.39d
            .on(OptionalAdditionalCost.class, (a, s) -> OPTIONAL_COSTS.apply(a, s))
            .on(dev.arbiter.engine.ability.Entwine.class, (a, s) -> a.parts().isEmpty() ? "Entwine " + a.cost() // 702.42a
                    : Words.sentence("Entwine\u2014" + new dev.arbiter.engine.ability.Cost(a.cost(), a.parts()).text()))
            .on(dev.arbiter.engine.ability.Morph.class, (a, s) -> a.parts().isEmpty() ? (a.mega() ? "Megamorph " : "Morph ") + a.cost() // 702.37a-b
                    : Words.sentence((a.mega() ? "Megamorph\u2014" : "Morph\u2014") + new dev.arbiter.engine.ability.Cost(a.cost(), a.parts()).text()))
            .on(dev.arbiter.engine.ability.Madness.class, (a, s) -> "Madness " + a.cost()) // 702.35a
            .on(dev.arbiter.engine.ability.Multikicker.class, (a, s) -> "Multikicker " + a.cost()) // 702.33c
            .on(dev.arbiter.engine.ability.Squad.class, (a, s) -> "Squad " + a.cost()) // 702.157a
            .on(dev.arbiter.engine.ability.Replicate.class, (a, s) -> "Replicate " + a.cost()) // 702.56a
            .on(dev.arbiter.engine.ability.Splice.class, (a, s) -> "Splice onto " + (a.subtype() == null ? "instant or sorcery"
                    : a.subtype()) + " " + a.cost()) // 702.47a
            .on(dev.arbiter.engine.ability.AdditionalCost.class, (a, s) -> "As an additional cost to cast this spell, "
                    + additionalChoices(a, s) + ".")
            .on(dev.arbiter.engine.ability.AlternativeCost.class, AlternativeCostText::render) // 118.9
            .on(dev.arbiter.engine.ability.Dash.class, (a, s) -> a.text()) // 702.109a, 702.152a: written as the keyword
            .on(dev.arbiter.engine.ability.Convoke.class, (a, s) -> "Convoke")
            .on(dev.arbiter.engine.ability.Improvise.class, (a, s) -> "Improvise")
            .on(dev.arbiter.engine.ability.Delve.class, (a, s) -> "Delve")
            .on(dev.arbiter.engine.ability.Rebound.class, (a, s) -> "Rebound")
            .on(dev.arbiter.engine.ability.Suspend.class, (a, s) -> a.text()) // 702.62a: written as the keyword
            .on(dev.arbiter.engine.ability.Foretell.class, (a, s) -> a.text()) // 702.143a: written as the keyword
            .on(dev.arbiter.engine.ability.Cipher.class, (a, s) -> "Cipher") // 702.99a
            .on(dev.arbiter.engine.ability.Soulbond.class, (a, s) -> "Soulbond") // 702.95a
            .on(dev.arbiter.engine.ability.Haunt.class, (a, s) -> "Haunt") // 702.55a
            .on(dev.arbiter.engine.ability.Escalate.class, (a, s) -> "Escalate " + a.cost()) // 702.120a
            .on(dev.arbiter.engine.ability.Affinity.class, (a, s) -> "Affinity for " + ObjectText.plural(a.filter()))
            .on(dev.arbiter.engine.ability.SelfCostChange.class, AbilityText::selfCost)
            .on(dev.arbiter.engine.ability.SelfColouredReduction.class, (a, s) -> (a.condition() == null ? "This" // 118.7c
                    : "As long as " + StaticText.CONDITIONS.apply(a.condition(), s) + ", this") + " spell costs " + a.less()
                    + " less to cast" + (a.count() == null ? "" : " " + AmountText.FOR_EACH.apply(a.count(), null)) + ".")
            .on(ActivatedAbility.class, AbilityText::activated)
            .on(TriggeredAbility.class, AbilityText::triggered)
            .on(TriggeredManaAbility.class, AbilityText::triggeredMana)
            .on(StaticAbility.class, (a, s) -> StaticText.sentence(List.of(StaticText.phrase(a.effect(), s)), s, true))
            .on(SpellAbility.class, AbilityText::spell)
            .on(dev.arbiter.engine.ability.CastFromZone.class, (a, s) -> a.text().replace("~", s.selfName())); // 601.3

    /** 601.2b: "sacrifice a creature", or a choice "sacrifice a creature, discard a card, or pay {3}". */
    private static String additionalChoices(dev.arbiter.engine.ability.AdditionalCost a, Scope s) {
        List<String> words = new java.util.ArrayList<>();
        for (dev.arbiter.engine.ability.Cost c : a.choices()) {
            String w = Words.decapitalize(CostText.render(c, s));
            words.add(c.parts().isEmpty() && !c.mana().isEmpty() ? "pay " + w : w); // "pay {3}"
        }
        if (words.size() == 1 && a.cost().mana().isEmpty() && a.cost().parts().size() == 2) { // 601.2f: "A and B"
            List<String> two = new java.util.ArrayList<>();
            for (var p : a.cost().parts()) {
                two.add(Words.decapitalize(CostText.render(new dev.arbiter.engine.ability.Cost(
                        dev.arbiter.engine.mana.ManaCost.ZERO, List.of(p)), s)));
            }
            return two.get(0) + " and " + two.get(1);
        }
        if (words.size() == 1) return words.get(0);
        if (a.orElse().equals(List.of(dev.arbiter.engine.ability.Cost.FREE))) return "you may " + words.get(0); // 601.2b
        if (words.size() == 2) return words.get(0) + " or " + words.get(1);
        return String.join(", ", words.subList(0, words.size() - 1)) + ", or " + words.get(words.size() - 1);
    }

    private AbilityText() {
    }

    /** "Whenever a player taps a land for mana, that player adds one mana of any type that land produced." (605.1b, 106.12a) */
    private static String triggeredMana(TriggeredManaAbility a, Scope s) {
        String land;
        if (a.lands() == null) {
            land = s.card().host();
        } else {
            String one = ObjectText.singular(a.lands());
            land = Words.article(one) + " " + one;
        }
        String mana = a.anyColors() == 1 ? "an additional one mana of any color" // 106.1b
                : a.anyColor() ? "an additional " + Words.number(a.anyColors()) + " mana in any combination of colors" // 106.1a
                : a.adds() == null ? "one mana of any type that land produced" : "an additional " + a.adds();
        return "Whenever " + switch (a.tapper()) {
            case IS_TAPPED -> land + " is tapped for mana, its controller adds ";
            case A_PLAYER -> "a player taps " + land + " for mana, that player adds ";
            case YOU -> "you tap " + land + " for mana, add ";
        } + mana + ".";
    }

    /** "This spell costs {2} less to cast for each artifact you control." (601.2f) */
    private static String selfCost(dev.arbiter.engine.ability.SelfCostChange a, Scope s) {
        String mana = a.coloured() == null ? "{" + Math.abs(a.generic()) + "}" // 207.2c: "{1}{U}", "{R}"
                : (a.generic() == 0 ? "" : "{" + a.generic() + "}") + a.coloured();
        String line = "This spell costs " + mana + " " + (a.generic() > 0 || a.coloured() != null ? "more" : "less") + " to cast";
        String each = a.count() == null ? null : AmountText.FOR_EACH.apply(a.count(), null);
        if (a.count() != null && each == null && a.generic() == -1 && a.coloured() == null) { // 107.3: "{X} less ..., where X is ..."
            return "This spell costs {X} less to cast, where X is " + AmountText.DEFINITIONS.apply(a.count(), null) + ".";
        }
        if (each != null) line += " " + each;
        if (a.condition() != null) line += " if " + StaticText.CONDITIONS.apply(a.condition(), s);
        return line + ".";
    }

    /** The ability of the card as text (lines separated by '\n' for a modal spell). */
    static String render(Ability a, CardContext card) {
        return ABILITIES.apply(a, Scope.of(card, List.of(), null));
    }

    /** An ability another object has ("~" being {@code holder}), without quotes. */
    static String granted(Ability a, Scope scope, String holder) {
        return ABILITIES.apply(a, scope.grantedTo(holder).forAbility(List.of(), null));
    }

    /** The number of modes of a modal triggered ability's header: "choose one or both —" (700.2). */
    private static final java.util.regex.Pattern MODAL_HEADER =
            java.util.regex.Pattern.compile("(?i), choose (one|up to one|one or both|one or more)\\s*(?:—|-|:)$");

    private static String activated(ActivatedAbility a, Scope base) {
        Scope s = base.forAbility(a.targets(), null);
        String keyword = keywordShape(a, s);
        if (keyword != null) {
            return keyword;
        }
        String cost = CostText.render(a.cost(), s);
        if (a.effect() instanceof Effect.ChooseOneMode m) { // 700.2a: "[cost]: Choose one —" and a bullet per mode
            String restriction = CostText.restriction(a, s); // 602.5b: "Choose one. Activate only ..." before the bullets
            StringBuilder sb = new StringBuilder(cost + (restriction.isEmpty() ? ": Choose one —" : ": Choose one." + restriction));
            for (Effect.ChooseOneMode.Mode mode : m.modes()) {
                sb.append("\n• ").append(EffectText.render(mode.effect(), base.forAbility(mode.targets(), null)));
            }
            return sb.toString();
        }
        boolean loyalty = a.cost().parts().stream().anyMatch(p -> p instanceof dev.arbiter.engine.ability.CostPart.Loyalty);
        // 606.3: a loyalty ability's sorcery timing is a rule, not printed text
        return cost + ": " + EffectText.render(a.effect(), s) + (loyalty ? "" : CostText.restriction(a, s));
    }

    /**
     * Equip, Fortify and Level up are activated abilities that oracle text writes as a keyword and a
     * cost (702.6a, 702.67a, 702.87a): recognised by their exact shape, else written out in full.
     */
    private static String keywordShape(ActivatedAbility a, Scope s) {
        if (a.effect() instanceof Effect.Encore) return "Encore " + a.cost().mana(); // 702.141a: written as the keyword
        if (a.effect() instanceof Effect.Unearth) return "Unearth " + a.cost().mana(); // 702.84a: written as the keyword
        if (a.timing() != ActivatedAbility.Timing.SORCERY) return null;
        Effect e = a.effect();
        if (!a.cost().parts().isEmpty()) { // 702.6a: "Equip—Discard a card."
            String equip = a.cost().mana().isEmpty() ? keywordShape(new ActivatedAbility(new dev.arbiter.engine.ability.Cost(
                    a.cost().mana(), List.of()), a.targets(), e, a.manaAbility(), a.timing(), a.text()), s) : null;
            return equip != null && equip.startsWith("Equip ") ? "Equip—" + CostText.render(a.cost(), s) + "." : null;
        }
        if (a.targets().isEmpty() && e instanceof Effect.PutCounters p && p.subject() instanceof Subject.Self
                && p.kind().equals("level") && p.amount().equals(Amount.of(1))) {
            return "Level up " + a.cost().mana();
        }
        if (a.targets().size() == 1 && e instanceof Effect.Attach at && at.attachment() instanceof Subject.Self
                && at.host().equals(new Subject.TargetObject(0))) {
            TargetSpec t = a.targets().get(0);
            if (t.min() == 1 && t.max() == 1 && t.filter() instanceof TargetFilter.PermanentTarget p
                    && p.controller() == Relation.YOU && p.excludedTypes() == 0 && p.colorMask() == 0
                    && p.subtype() == null) {
                if (p.anyOfTypes() == CardType.CREATURE.bit()) {
                    return "Equip " + a.cost().mana();
                }
                if (p.anyOfTypes() == CardType.LAND.bit()) {
                    return "Fortify " + a.cost().mana();
                }
            }
        }
        return null;
    }

    private static String triggered(TriggeredAbility a, Scope base) {
        dev.arbiter.engine.ability.Condition once = new dev.arbiter.engine.ability.Condition.OnlyOnceEachTurn();
        if (a.interveningIf().equals(once) || a.interveningIf() instanceof dev.arbiter.engine.ability.Condition.Both b
                && b.second().equals(once)) { // 603.2: the limit is its own sentence
            dev.arbiter.engine.ability.Condition rest = a.interveningIf() instanceof dev.arbiter.engine.ability.Condition.Both b
                    ? b.first() : new dev.arbiter.engine.ability.Condition.Always();
            return triggered(new TriggeredAbility(a.trigger(), rest, a.targets(), a.effect(), a.text()), base)
                    + " This ability triggers only once each turn.";
        }
        if (a.interveningIf() instanceof dev.arbiter.engine.ability.Condition.ChosenWord w) { // 614.12, 607.2
            return "\u2022 " + w.word() + " \u2014 " + triggered(new TriggeredAbility(a.trigger(),
                    new dev.arbiter.engine.ability.Condition.Always(), a.targets(), a.effect(), a.text()), base);
        }
        if (a.effect() instanceof Effect.CumulativeUpkeep cu) {
            // 702.24a: written as the keyword, the cost after a dash when it isn't only mana
            return cu.parts().isEmpty() ? "Cumulative upkeep " + cu.cost() : "Cumulative upkeep\u2014" + Words.sentence(cu.costText());
        }
        if (a.interveningIf() instanceof dev.arbiter.engine.ability.Condition.CameUnderControlSinceLastUpkeep
                && a.effect() instanceof Effect.MayPayCost echo && echo.ifPaid() == null) {
            return "Echo\u2014" + Words.sentence(echo.cost().text()); // 702.30a: written as the keyword
        }
        if (a.interveningIf() instanceof dev.arbiter.engine.ability.Condition.CameUnderControlSinceLastUpkeep
                && a.effect() instanceof Effect.MayPay echo && echo.ifPaid() == null) {
            return "Echo " + echo.cost(); // 702.30a: written as the keyword
        }
        if (a.effect() instanceof Effect.Exploit && a.trigger() instanceof dev.arbiter.engine.ability.Trigger.EntersBattlefield) {
            return "Exploit"; // 702.110a: written as the keyword
        }
        if (a.effect() instanceof Effect.Myriad) return "Myriad"; // 702.116a: written as the keyword
        if (a.effect() instanceof Effect.Optional o && o.effect() instanceof Effect.PutNamedFromLibraryIntoHand p
                && a.trigger() instanceof dev.arbiter.engine.ability.Trigger.EntersBattlefield && o.ifTheyDo() == null) {
            return "Partner with " + p.name(); // 702.124i: written as the keyword
        }
        String keyword = CombatTriggerText.keyword(a);
        if (keyword != null) return keyword;
        if (a.trigger() instanceof dev.arbiter.engine.ability.Trigger.DealsDamageToPlayer d && d.combatOnly() && !d.opponentOnly()
                && a.effect() instanceof Effect.Renown r && r.amount() instanceof dev.arbiter.engine.ability.Amount.Fixed n
                && a.interveningIf().equals(new dev.arbiter.engine.ability.Condition.SourceDesignated("renowned", false))) {
            return "Renown " + n.value(); // 702.112a: written as the keyword
        }
        if (a.trigger() instanceof dev.arbiter.engine.ability.Trigger.Chapter ch) { // 714.2: "{rN} — [effect]"
            Scope cs = base.forAbility(a.targets(), a.trigger());
            return TriggerWords.chapter(ch.chapter()) + " \u2014 " + Words.sentence(Words.capitalize(EffectText.inline(a.effect(), cs)));
        }
        Scope s = base.forAbility(a.targets(), a.trigger());
        String trigger = TriggerText.render(a.trigger(), a.effect(), s);
        String condition = StaticText.CONDITIONS.apply(a.interveningIf(), s);
        if (a.effect() instanceof Effect.ChooseOneMode m) { // 700.2b: "choose one —" and a bullet per mode
            java.util.regex.Matcher h = MODAL_HEADER.matcher(a.text() == null ? "" : a.text().strip());
            String choose = h.find() ? h.group(1) : "one"; // "choose one or both —", "choose up to one —" (700.2)
            StringBuilder sb = new StringBuilder(trigger + (condition.isEmpty() ? "" : ", if " + condition) + ", choose " + choose + " —");
            for (Effect.ChooseOneMode.Mode mode : m.modes()) {
                // the choices of several modes together, and the empty choice of "up to one", aren't bullets of their own
                if (mode.text().contains(" • ") || mode.text().equals("no mode")) continue;
                Scope ms = base.forAbility(mode.targets(), a.trigger());
                sb.append("\n• ").append(EffectText.render(mode.effect(), ms));
            }
            return sb.toString();
        }
        String effect = EffectText.inline(a.effect(), s);
        if (a.interveningIf() instanceof dev.arbiter.engine.ability.Condition.CardsAboveSelf) { // 404.2: where it is was said
            effect = effect.replace("return " + s.selfAsObject() + " from your graveyard to the battlefield",
                    "put " + s.selfAsObject() + " onto the battlefield");
        }
        return Words.sentence(trigger + (condition.isEmpty() ? "" : ", if " + condition) + ", " + effect);
    }

    private static String spell(SpellAbility a, Scope base) {
        if (a.modal()) {
            // 700.2: "Choose one —", or the header of a spell whose modes may be chosen together (each set a choice)
            String header = a.text().lines().findFirst().orElse("");
            StringBuilder sb = new StringBuilder(header.startsWith("Choose") ? header : "Choose one —");
            // 702.42a: an entwined spell's last mode (all modes) is its "Entwine [cost]" line, not a bullet
            List<SpellAbility> shown = base.card().entwined() ? a.modes().subList(0, a.modes().size() - 1) : a.modes();
            for (SpellAbility mode : shown) {
                sb.append("\n• ").append(spell(mode, base));
            }
            return sb.toString();
        }
        return EffectText.render(a.effect(), base.forAbility(a.targets(), null));
    }
}
