package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.DrawReplacement;
import dev.arbiter.engine.ability.StaticEffect;
import java.util.ArrayList;
import java.util.List;

/**
 * Static abilities (604) as sentences. Most say what a group of objects does or gets — a
 * {@link Phrase} of subject and predicate — so that two effects of one line compiled apart come back
 * as the line ("Other Elf creatures get +1/+1 and have forestwalk.", "~ can't attack or block alone.").
 */
final class StaticText {

    /** Marks a predicate said of the subject's possession ("enchanted creature's activated abilities ..."). */
    private static final String POSSESSIVE = "'s ";

    /**
     * A static effect in words: what it affects and the predicate (singular and plural verb), or a
     * whole sentence (then {@code affected} is null).
     */
    record Phrase(Affected affected, String singular, String plural, Condition condition, String sentence) {

        static Phrase of(Affected affected, String singular, String plural, Condition condition) {
            return new Phrase(affected, singular, plural, condition, null);
        }

        static Phrase self(String predicate) {
            return new Phrase(new Affected.Self(), predicate, predicate, new Condition.Always(), null);
        }

        static Phrase whole(String sentence) {
            return new Phrase(null, null, null, new Condition.Always(), sentence);
        }
    }

    static final Cases<DrawReplacement, Void, String> DRAW_REPLACEMENTS =
            Cases.<DrawReplacement, Void, String>of(DrawReplacement.class)
            .on(DrawReplacement.ChooseKindAndReveal.class, (r, v) -> "If you would draw a card, you may instead choose"
                    + " land or nonland and reveal cards from the top of your library until you reveal a card of the"
                    + " chosen kind. Put that card into your hand and put all other cards revealed this way on the"
                    + " bottom of your library in any order.")
            .on(DrawReplacement.WinWithEmptyLibrary.class, (r, v) ->
                    "If you would draw a card while your library has no cards in it, you win the game instead.")
            .on(DrawReplacement.RevealTopCreatureToGraveyard.class, (r, v) -> "If you would draw a card, reveal the"
                    + " top card of your library instead. If it's a creature card, put it into your graveyard."
                    + " Otherwise, draw a card.")
            .on(DrawReplacement.DrawInstead.class, (r, v) -> "If you would draw a card, draw "
                    + Words.count(r.count(), "card", "cards") + " instead.")
            .on(DrawReplacement.DrawInsteadAfterFirst.class, (r, v) -> "If you would draw a card except the first one you"
                    + " draw in each of your draw steps, draw " + Words.count(r.count(), "card", "cards") + " instead.")
            .on(DrawReplacement.EachPlayerSkips.class, (r, v) -> "If a player would draw a card, that player skips that draw"
                    + " instead.") // 614.1a
            .on(DrawReplacement.EffectInstead.class, (r, v) -> "If you would draw a card, " + (r.optional() ? "you may " : "")
                    + "skip that draw instead."); // the effect itself: StaticReplacementText, which has the scope

    static final Cases<StaticEffect, Scope, Phrase> PHRASES = PlayerRuleText.register(StaticReplacementText.register(CombatRestrictionText.register(
            Cases.<StaticEffect, Scope, Phrase>of(StaticEffect.class))))
            .on(StaticEffect.ModifyPowerToughness.class, (e, s) -> Phrase.of(e.affected(),
                    "gets " + EffectText.pt(e.power(), e.toughness()), "get " + EffectText.pt(e.power(), e.toughness()),
                    e.condition()))
            .on(StaticEffect.ModifyPowerToughnessPerCount.class, (e, s) -> {
                if (AmountText.FOR_EACH.apply(e.count(), null) == null) { // "gets +X/+0, where X is half ..." (107.3)
                    String pt = (e.power() < 0 ? "-" : "+") + (e.power() == 0 ? "0" : "X") + "/"
                            + (e.toughness() < 0 ? "-" : "+") + (e.toughness() == 0 ? "0" : "X")
                            + ", where X is " + AmountText.DEFINITIONS.apply(e.count(), null);
                    return Phrase.of(e.affected(), "gets " + pt, "get " + pt, e.condition());
                }
                String each = " " + AmountText.FOR_EACH.apply(e.count(), null); // "on the battlefield" there (AmountText)
                String pt = EffectText.pt(e.power(), e.toughness());
                if (e.count() instanceof Amount.OthersSharingCreatureType && e.affected() instanceof Affected.All all
                        && e.condition() instanceof Condition.Always) { // 205.3m: "Each creature gets ... with it." (Coat of Arms)
                    return Phrase.whole("Each " + ObjectText.singular(all.filter()) + " gets " + pt + each + ".");
                }
                return Phrase.of(e.affected(), "gets " + pt + each, "get " + pt + each, e.condition());
            })
            .on(StaticEffect.SetBasePowerToughness.class, (e, s) -> Phrase.of(e.affected(),
                    "has base power and toughness " + e.power() + "/" + e.toughness(),
                    "have base power and toughness " + e.power() + "/" + e.toughness(), e.condition()))
            .on(StaticEffect.GrantAbilities.class, (e, s) -> GrantText.has(e, s))
            .on(StaticEffect.YouControl.class, (e, s) -> Phrase.whole("You control " + s.card().host() + ".")) // 613.1b
            .on(StaticEffect.EntersAsCopy.class, (e, s) -> Phrase.whole("You may have " + s.selfName()
                    + " enter the battlefield as a copy of " + (e.filter().controller() == Relation.ANY
                    ? "any " + ObjectText.phrase(e.filter(), false, null) + " on the battlefield"
                    : Words.article(ObjectText.phrase(e.filter(), false, null)) + " "
                    + ObjectText.phrase(e.filter(), false, null))
                    + (e.extraTypes() == 0 ? "" : ", except it's " + Words.article(ObjectText.noun(e.extraTypes(), 0, null, false))
                    + " " + ObjectText.noun(e.extraTypes(), 0, null, false) + " in addition to its other types")
                    + (e.keepsColor() ? copyHas(e.extraAbilities(), s).replaceFirst("^, except it has",
                    ", except it doesn't copy that creature's color and it has") : copyHas(e.extraAbilities(), s))
                    + (e.counterKind() == null ? "" : ", except it enters with " + (e.counters() instanceof
                    dev.arbiter.engine.ability.Amount.Fixed f ? (f.value() == 1 ? "an" : String.valueOf(f.value())) : "X")
                    + " additional " + e.counterKind() + (e.counters() instanceof dev.arbiter.engine.ability.Amount.Fixed f1
                    && f1.value() == 1 ? " counter" : " counters") + " on it") + ".")) // 707.9, 614.1c
            .on(StaticEffect.BecomeCreatures.class, (e, s) -> e.manaValue() && e.affected() instanceof Affected.All all
                    ? Phrase.whole(eachIsManaValueCreature(all, e)) : Phrase.of(e.affected(), animated(e, s, false),
                    animated(e, s, true), new Condition.Always()))
            .on(StaticEffect.BecomeCreaturesWhile.class, (e, s) -> Phrase.of(e.becomes().affected(), animated(e.becomes(), s, false),
                    animated(e.becomes(), s, true), e.condition())) // 611.3b
            .on(StaticEffect.AddTypes.class, (e, s) -> {
                List<String> words = new ArrayList<>(e.subtypes());
                words.addAll(Words.types(e.types()));
                String what = String.join(" ", words);
                boolean creatureTypes = e.types() == 0 && e.subtypes().stream().allMatch(dev.arbiter.engine.card.CreatureTypes::isCreatureType);
                String plural = what.endsWith("s") || what.endsWith("folk") ? what : what + "s"; // "Slivers", "Forest lands"
                return Phrase.of(e.affected(), "is " + Words.article(what) + " " + what + " in addition to its other types",
                        "are " + plural + " in addition to their other " + (creatureTypes ? "creature " : "") + "types",
                        new Condition.Always());
            })
            .on(StaticEffect.SetTypes.class, (e, s) -> { // 205.1a-b: "is a Treefolk", "is a Coward creature"
                List<String> words = new ArrayList<>(e.subtypes());
                words.addAll(Words.types(e.types()));
                String what = String.join(" ", words);
                String only = e.types() == 0 ? " (its only creature type)" : " (its only type)";
                return Phrase.of(e.affected(), "is " + Words.article(what) + " " + what + only, "are " + what + "s" + only,
                        new Condition.Always());
            })
            .on(StaticEffect.BecomeOnlyTypes.class, (e, s) -> { // 205.1a: "is an enchantment and loses all other card types"
                String what = String.join(" ", Words.types(e.types()));
                return Phrase.of(e.affected(), "is " + Words.article(what) + " " + what + " and loses all other card types",
                        "are " + what + "s and lose all other card types", new Condition.Always());
            })
            .on(StaticEffect.AddColors.class, (e, s) -> { // 105.3
                String c = Words.list(Words.colors(e.colors()), "and") + " in addition to ";
                return Phrase.of(e.affected(), "is " + c + "its other colors", "are " + c + "their other colors", new Condition.Always());
            })
            .on(StaticEffect.RemoveTypes.class, (e, s) -> { // 613.1d: "~ isn't a creature"
                String what = String.join(" ", Words.types(e.types()));
                return Phrase.of(e.affected(), "isn't " + Words.article(what) + " " + what, "aren't " + what + "s", e.condition());
            })
            .on(StaticEffect.SetColors.class, (e, s) -> {
                String c = e.colors() == 0 ? "colorless" : Words.list(Words.colors(e.colors()), "and"); // 105.2c
                return Phrase.of(e.affected(), "is " + c, "are " + c, new Condition.Always());
            })
            .on(StaticEffect.SetColorsWhile.class, (e, s) -> { // 611.3b
                String c = e.colors().colors() == 0 ? "colorless" : Words.list(Words.colors(e.colors().colors()), "and");
                return Phrase.of(e.colors().affected(), "is " + c, "are " + c, e.condition());
            })
            .on(StaticEffect.LoseKeyword.class, (e, s) -> {
                String k = e.keyword().text();
                String always = e.always() ? " and can't have or gain " + k : ""; // 613.1f: last in layer 6
                return Phrase.of(e.affected(), "loses " + k + always, "lose " + k + always, new Condition.Always());
            })
            .on(StaticEffect.LoseAllAbilities.class, (e, s) -> Phrase.of(e.affected(), "loses all abilities",
                    "lose all abilities", new Condition.Always()))
            .on(StaticEffect.CharacteristicPowerToughness.class, (e, s) -> Phrase.whole(e.power().equals(e.toughness())
                    ? s.selfName() + "'s power and toughness are each equal to " + AmountText.DEFINITIONS.apply(e.power(), null) + "."
                    : s.selfName() + "'s power is equal to " + AmountText.DEFINITIONS.apply(e.power(), null)
                    + " and its toughness is equal to " + (e.toughness() instanceof dev.arbiter.engine.ability.Amount.Plus p
                    && p.of().equals(e.power()) ? "that number plus " + p.add() // 604.3: Lhurgoyf
                    : AmountText.DEFINITIONS.apply(e.toughness(), null)) + "."))
            .on(StaticEffect.CostModifier.class, (e, s) -> Phrase.whole(costModifier(e, s)))
            .on(StaticEffect.CostModifierPerCount.class, (e, s) -> Phrase.whole(costModifier(new StaticEffect.CostModifier( // 601.2f
                    e.spells(), e.caster(), e.generic()), s).replaceFirst("\\.$", " " + AmountText.FOR_EACH.apply(e.count(), null) + ".")))
            .on(StaticEffect.ColouredCostReduction.class, (e, s) -> Phrase.whole(Words.capitalize(ObjectText.phrase( // 118.7b-c
                    e.spells(), true, "spell")) + " you cast cost " + e.less() + " less to cast."
                    + (e.colouredOnly() ? " This effect reduces only the amount of colored mana you pay." : "")))
            .on(StaticEffect.CostIncrease.class, (e, s) -> Phrase.whole(Words.capitalize(ObjectText.phrase( // 601.2f
                    e.spells(), true, "spell").replaceFirst(" or (\\w+ spells)$", " and $1")) + (e.caster() == Relation.YOU ? " you cast"
                    : e.caster() == Relation.OPPONENT ? " your opponents cast" : e.caster() == Relation.ENCHANTED ? " enchanted player casts" : "") + " cost " + e.extra() + " more to cast."))
            .on(StaticEffect.ActivationCostModifier.class, (e, s) -> Phrase.whole("Activated abilities of "
                    + ObjectText.plural(e.sources()) + " cost {" + Math.abs(e.generic()) + "} "
                    + (e.generic() > 0 ? "more" : "less") + " to activate.")) // 602.2b
            .on(StaticEffect.CantBeEnchantedByOtherAuras.class, (e, s) -> Phrase.of(e.affected(), // 303.4
                    "can't be enchanted by other Auras", "can't be enchanted by other Auras", new Condition.Always()))
            .on(StaticEffect.ProtectionKeepsSource.class, (e, s) ->
                    Phrase.whole("This effect doesn't remove " + s.selfName() + "."))
            .on(StaticEffect.CantBeCountered.class, (e, s) -> Phrase.whole(ReplacementText.cantBeCountered(e)))
            .on(StaticEffect.ChooseAsEnters.class, (e, s) -> Phrase.whole(ChosenText.chooseAsEnters(e, s)))
            .on(StaticEffect.BecomesChoiceAsEnters.class, (e, s) -> Phrase.whole(ChosenText.becomesChoice(e, s)))
            .on(StaticEffect.SetLandType.class, (e, s) -> Phrase.of(e.affected(), "is " + ChosenText.landType(e, false),
                    "are " + ChosenText.landType(e, true), new Condition.Always()))
            .on(StaticEffect.CantActivate.class, (e, s) -> Phrase.whole(ChosenText.cantActivate(e)))
            .on(StaticEffect.ActivatedAbilitiesCantBeActivated.class, (e, s) -> e.affected() instanceof Affected.All all
                    ? Phrase.whole("Activated abilities of " + ObjectText.plural(all.filter()) + " can't be activated.") // 602.5
                    : Phrase.of(e.affected(), // 602.5
                    POSSESSIVE + banned(e), POSSESSIVE + banned(e), new Condition.Always()))
            .on(StaticEffect.SpendOnlyColorOnX.class, (e, s) -> Phrase.whole("Spend only " + e.color().lowerName()
                    + " mana on X."))
            .on(StaticEffect.CastOnlyDuring.class, (e, s) -> Phrase.whole(ChosenText.castOnlyDuring(e)))
            .on(StaticEffect.CastOnlyIf.class, (e, s) -> Phrase.whole("Cast this spell only if " // 601.3
                    + String.join(" and ", e.conditions().stream().map(c -> ConditionText.CONDITIONS.apply(c, s)).toList()) + "."))
            .on(StaticEffect.ChosenColorIs.class, (e, s) -> Phrase.of(e.affected(), e.inAddition() // 607.2
                    ? "is the chosen color in addition to its other colors" : "is the chosen color",
                    e.inAddition() ? "are the chosen color in addition to their other colors" : "are the chosen color",
                    new Condition.Always()))
            .on(StaticEffect.AddChosenType.class, (e, s) -> Phrase.of(e.affected(),
                    "is the chosen type in addition to its other types", "are the chosen type in addition to their other types",
                    new Condition.Always()))
            .on(StaticEffect.CantBeTargetOfSpells.class, (e, s) -> Phrase.self("can't be the target of "
                    + ObjectText.phrase(e.spells(), true, "spell"))) // 115.4
            .on(StaticEffect.AffectedCantBeTargetOfSpells.class, (e, s) -> Phrase.of(e.affected(), "can't be the target of "
                    + ObjectText.phrase(e.spells(), true, "spell"), "can't be the targets of "
                    + ObjectText.phrase(e.spells(), true, "spell"), new Condition.Always())) // 115.4
            .on(StaticEffect.CantBeTargetOfSources.class, (e, s) -> Phrase.self("can't be the target of "
                    + ObjectText.phrase(e.sources(), true, "spell") + " or abilities from "
                    + ObjectText.phrase(e.sources(), true, "source"))) // 115.4, 113.7
            .on(StaticEffect.CantBeTargets.class, (e, s) -> Phrase.whole(capitalised(e.inGraveyards()
                    ? ObjectText.phrase(e.objects(), true, "card") + " in graveyards" : ObjectText.plural(e.objects()))
                    + " can't be the targets of spells"
                    + (e.abilities() ? " or abilities." : "."))) // 115.4
            .on(StaticEffect.DamageCantBePrevented.class, (e, s) -> Phrase.whole("Damage can't be prevented.")) // 615.12
            .on(StaticEffect.CantHaveMinusCounters.class, (e, s) -> Phrase.of(e.affected(),
                    "can't have -1/-1 counters put on it", "can't have -1/-1 counters put on them", new Condition.Always()))
            .on(StaticEffect.CantHaveCounters.class, (e, s) -> { // 122.6
                String what = e.kind() == null ? "counters" : e.kind() + " counters";
                return Phrase.of(e.affected(), "can't have " + what + " put on it", "can't have " + what + " put on them",
                        new Condition.Always());
            })
            .on(StaticEffect.DoesntUntap.class, (e, s) -> Phrase.self("doesn't untap during "
                    + (s.selfIsSource() ? "your" : "its controller's") + " untap step"))
            .on(StaticEffect.MayChooseNotToUntap.class, (e, s) -> Phrase.whole("You may choose not to untap "
                    + s.selfName() + " during your untap step.")) // 502.3
            .on(StaticEffect.DoesntUntapIf.class, (e, s) -> Phrase.self("doesn't untap during "
                    + (s.selfIsSource() ? "your" : "its controller's") + " untap step if "
                    + StaticText.CONDITIONS.apply(e.condition(), s))) // 502.3, 611.3b
            .on(StaticEffect.UntapSelfDuringOthersUntapSteps.class, (e, s) -> Phrase.whole("Untap " + s.selfName()
                    + " during each other player's untap step.")); // 502.3

    /** The conditions (603.4, 611.2b) say what they ask; moved by job to {@link ConditionText}. */
    static final Cases<Condition, Scope, String> CONDITIONS = ConditionText.CONDITIONS;

    private StaticText() {
    }

    /** "activated abilities [with {T} in their costs] can't be activated" (602.5). */
    private static String banned(StaticEffect.ActivatedAbilitiesCantBeActivated e) {
        return "activated abilities" + (e.onlyWithTapCost() ? " with {T} in their costs" : "") + " can't be activated";
    }

    /** The phrase of one static effect. */
    static Phrase phrase(StaticEffect e, Scope scope) {
        return PHRASES.apply(e, scope);
    }

    /** Whether two phrases share subject and condition, so one sentence says both. */
    static boolean joinable(Phrase a, Phrase b) {
        return a.sentence() == null && b.sentence() == null && a.affected().equals(b.affected())
                && a.condition().equals(b.condition());
    }

    /** The predicate of joined phrases: "can't attack or block", "gets +1/+1 and has flying". */
    static String predicate(List<Phrase> phrases, boolean plural) {
        List<String> parts = new ArrayList<>();
        for (Phrase p : phrases) {
            String part = plural ? p.plural() : p.singular();
            // "can't attack or block, and its activated abilities can't be activated"
            parts.add(!parts.isEmpty() && part.startsWith(POSSESSIVE) ? "its " + part.substring(POSSESSIVE.length()) : part);
        }
        String joined = String.join(" and ", parts);
        return joined.replace("can't attack and can't block", "can't attack or block")
                .replace("can't attack alone and can't block alone", "can't attack or block alone");
    }

    /** One sentence for phrases of one subject and condition (see {@link #joinable}); the condition is left out when {@code withCondition} is false. */
    static String sentence(List<Phrase> phrases, Scope scope, boolean withCondition) {
        Phrase first = phrases.get(0);
        if (first.sentence() != null) {
            return first.sentence();
        }
        boolean plural = first.affected() instanceof Affected.All;
        String subject = affected(first.affected(), scope);
        String predicate = predicate(phrases, plural);
        String text = predicate.startsWith(POSSESSIVE) ? subject + "'s " + predicate.substring(POSSESSIVE.length())
                : subject + " " + predicate;
        Condition c = first.condition();
        if (withCondition && (c instanceof Condition.SourceAttachedTo || c instanceof Condition.SourceHasCounter)) { // 611.3b: about the source
            if (!scope.card().pronouns()) return Words.sentence(Words.capitalize(text + " as long as " + CONDITIONS.apply(c, scope)));
            String it = first.affected() instanceof Affected.Self ? "it " + predicate(phrases, false) : text;
            return Words.sentence("As long as " + CONDITIONS.apply(c, scope) + ", " + it);
        }
        if (withCondition && c instanceof Condition.Not n) { // 611.3b: "~ can't attack unless ..."
            text = text + " unless " + CONDITIONS.apply(n.of(), scope);
        } else if (withCondition && (c instanceof Condition.SourceAttacking || c instanceof Condition.YouControlCount)) {
            text = text + " as long as " + CONDITIONS.apply(c, scope);
        } else if (withCondition && !(c instanceof Condition.Always)) {
            text = "As long as " + CONDITIONS.apply(c, scope) + ", " + text;
        }
        return Words.sentence(Words.capitalize(text));
    }

    /** The predicate of a static effect granted to another object ("can't attack"), or null when it has none. */
    /** 707.9b: ", except it has haste and "[ability]"" for the abilities a copy gains, or "". */
    private static String copyHas(List<dev.arbiter.engine.ability.Ability> abilities, Scope s) {
        if (abilities.isEmpty()) return "";
        List<String> parts = new java.util.ArrayList<>();
        for (dev.arbiter.engine.ability.Ability a : abilities) {
            String text = AbilityText.granted(a, s, "this creature");
            parts.add(a instanceof dev.arbiter.engine.ability.KeywordAbility ? Words.decapitalize(text) : "\"" + text + "\"");
        }
        return ", except it has " + String.join(" and ", parts);
    }

    static String grantedPredicate(StaticEffect e, Scope granted, boolean plural) {
        Phrase p = PHRASES.apply(e, granted);
        if (p.sentence() != null || !(p.affected() instanceof Affected.Self)) {
            return null;
        }
        return plural ? p.plural() : p.singular();
    }

    static final Cases<Affected, Scope, String> AFFECTED = Cases.<Affected, Scope, String>of(Affected.class)
            .on(Affected.Self.class, (a, s) -> s.selfName())
            .on(Affected.Host.class, (a, s) -> s.card().host())
            .on(Affected.All.class, (a, s) -> (ObjectText.unrestricted(a.filter()) || a.filter().attackingYou()
                    ? "all " : "") + ObjectText.plural(a.filter()));

    /** "~", "enchanted creature", "all creatures", "other Goblin creatures you control". */
    static String affected(Affected a, Scope scope) {
        return AFFECTED.apply(a, scope);
    }

    /** "Each noncreature artifact is an artifact creature with power and toughness each equal to its mana value." (613.4b) */
    private static String eachIsManaValueCreature(Affected.All all, StaticEffect.BecomeCreatures e) {
        List<String> types = Words.types(e.types()).stream().map(w -> w.toLowerCase(java.util.Locale.ROOT)).toList();
        String what = String.join(" ", types) + (types.isEmpty() ? "" : " ") + "creature";
        if ((all.filter().more().chosen() & dev.arbiter.engine.ability.FilterQualities.ATTACHED_TO_SOURCE) != 0) { // 303.4
            String noun = String.join(" ", Words.types(all.filter().anyOfTypes())).toLowerCase(java.util.Locale.ROOT);
            return "As long as enchanted " + noun + " isn't a creature, it's " + Words.article(what) + " " + what
                    + " with power and toughness each equal to its mana value.";
        }
        String subject = ObjectText.phrase(all.filter(), false, null);
        return "Each " + subject + " is " + Words.article(what) + " " + what + (types.isEmpty()
                ? " in addition to its other types and has base power and base toughness"
                : " with power and toughness") + " each equal to its mana value.";
    }

    /** "is a 1/1 black Skeleton creature with flying that's still a land" and its plural (205.1b, 613.1d-f, 613.4b). */
    private static String animated(StaticEffect.BecomeCreatures e, Scope s, boolean plural) {
        List<String> words = new ArrayList<>();
        if (!e.manaValue()) words.add(e.power() + "/" + e.toughness());
        String colours = Words.list(Words.colors(e.colors()), "and");
        if (!colours.isEmpty()) words.add(colours);
        words.addAll(e.subtypes());
        words.addAll(Words.types(e.types()).stream().map(w -> w.toLowerCase(java.util.Locale.ROOT)).toList());
        words.add(plural ? "creatures" : "creature");
        String what = String.join(" ", words);
        String text = (plural ? "are " : "is " + Words.article(what) + " ") + what;
        if (!e.abilities().isEmpty()) text += " with " + GrantText.predicate(e.abilities(), s, "", plural).strip();
        if (e.manaValue()) return text + " with power and toughness each equal to " + (plural ? "their" : "its") + " mana value";
        if (e.affected() instanceof Affected.Self) return text + " in addition to its other types"; // 205.1b
        if (e.affected() instanceof Affected.Host) return text + ". It's still " + Words.article(stillWhat(e.affected(), false))
                + " " + stillWhat(e.affected(), false);
        return text + (plural ? " that are still " : " that's still a ") + stillWhat(e.affected(), plural);
    }

    private static String stillWhat(Affected a, boolean plural) {
        if (a instanceof Affected.All all && all.filter().anyOfTypes() == 0 && all.filter().subtype() != null) {
            return plural ? "lands" : "land"; // a basic land type (205.3i)
        }
        if (a instanceof Affected.Host) return "land";
        if (a instanceof Affected.All all) {
            String noun = ObjectText.noun(all.filter().anyOfTypes(), 0, null, plural);
            return noun;
        }
        return plural ? "permanents" : "permanent";
    }

    private static String capitalised(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }

    /**
     * 601.2f: "[Spells] you cast cost {N} less to cast.", "As long as [condition], ...", and "The first [spell] you cast
     * each turn costs {N} less to cast." (no such spell cast this turn yet, 601.2i).
     */
    private static String costModifier(StaticEffect.CostModifier e, Scope s) {
        String change = " {" + Math.abs(e.generic()) + "} " + (e.generic() > 0 ? "more" : "less") + " to cast.";
        if (e.condition() instanceof Condition.Not n && n.of() instanceof Condition.SpellsCastThisTurn sc && sc.atLeast() == 1
                && e.caster() == Relation.YOU) {
            return "The first " + ObjectText.phrase(e.spells(), false, "spell") + " you cast each turn costs" + change;
        }
        String text = ObjectText.phrase(e.spells(), true, "spell").replaceFirst(" or (\\w+ spells)$", " and $1")
                + (e.caster() == Relation.YOU ? " you cast" : e.caster() == Relation.OPPONENT ? " your opponents cast"
                : e.caster() == Relation.ENCHANTED ? " enchanted player casts" : "")
                + " cost" + change;
        text = text.replaceFirst("^(.*) of the chosen type( you cast| your opponents cast) cost", "$1$2 of the chosen type cost"); // 607.2
        return e.condition() instanceof Condition.Always ? Words.capitalize(text)
                : "As long as " + StaticText.CONDITIONS.apply(e.condition(), s) + ", " + text;
    }
}
