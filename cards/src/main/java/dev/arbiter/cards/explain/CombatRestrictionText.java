package dev.arbiter.cards.explain;

import static dev.arbiter.cards.explain.StaticText.affected;

import dev.arbiter.cards.explain.StaticText.Phrase;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.StaticEffect;

/**
 * Static restrictions and requirements on attacking and blocking (508.1c-d, 509.1b-c) as phrases:
 * "can't block", "attacks each combat if able", "can't be blocked except by two or more creatures".
 */
final class CombatRestrictionText {

    private CombatRestrictionText() {
    }

    static Cases<StaticEffect, Scope, Phrase> register(Cases<StaticEffect, Scope, Phrase> cases) {
        return cases
                .on(StaticEffect.CantAttackYou.class, (e, s) -> Phrase.whole(Words.capitalize(ObjectText.plural(e.attackers()))
                        + " can't attack you" + (e.planeswalkers() ? " or planeswalkers you control." : "."))) // 508.1c
                .on(StaticEffect.CantBlock.class, (e, s) -> Phrase.self("can't block"))
                .on(StaticEffect.CantBlockSource.class, (e, s) -> Phrase.self("can't block ~"))
                .on(StaticEffect.CantBlockObject.class, (e, s) -> Phrase.self("can't block that object"))
                .on(StaticEffect.BlocksSourceIfAble.class, (e, s) -> Phrase.self("blocks " + s.selfName() + " each combat if able")) // 509.1c
                .on(StaticEffect.BlocksObjectIfAble.class, (e, s) -> Phrase.self("blocks that object if able"))
                .on(StaticEffect.CantAttack.class, (e, s) -> Phrase.self("can't attack"))
                .on(StaticEffect.AssignsNoCombatDamage.class, (e, s) -> Phrase.self("assigns no combat damage")) // 510.1a
                .on(StaticEffect.AssignsCombatDamageByToughness.class, (e, s) -> Phrase.of(new Affected.Self(), // 510.1a
                        "assigns combat damage equal to its toughness rather than its power",
                        "assign combat damage equal to their toughness rather than their power", new Condition.Always()))
                .on(StaticEffect.CantAttackIfDefenderControls.class, (e, s) -> Phrase.self(e.text())) // 508.1c
                .on(StaticEffect.CantAttackUnlessDefenderPoisoned.class, (e, s) ->
                        Phrase.self("can't attack unless defending player is poisoned")) // 508.1c
                .on(StaticEffect.CantCrew.class, (e, s) -> Phrase.self("can't crew Vehicles")) // 702.122a
                .on(StaticEffect.CombatRuleWhile.class, (e, s) -> Phrase.self(e.text())) // 611.3b
                .on(StaticEffect.CanBlockDespite.class, (e, s) -> Phrase.self(e.shadow() // 702.28b, 702.14c
                        ? "can block creatures with shadow as though they didn't have shadow"
                        : "can block creatures with landwalk abilities as though they didn't have those abilities"))
                .on(StaticEffect.CantAttackAlone.class, (e, s) -> Phrase.self("can't attack alone"))
                .on(StaticEffect.CantUnlessOthers.class, (e, s) -> Phrase.self("can't " + (e.attack() ? "attack" : "block")
                        + " unless at least " + Words.number(e.others()) + " other creatures " + (e.attack() ? "attack" : "block"))) // 508.1c
                .on(StaticEffect.CantBlockAlone.class, (e, s) -> Phrase.self("can't block alone"))
                .on(StaticEffect.CantBlockPowerAtLeast.class, (e, s) ->
                        Phrase.self("can't block creatures with power " + e.power() + " or greater"))
                .on(StaticEffect.CantBeBlockedBy.class, (e, s) -> e.text() != null && e.text().startsWith("can't block ")
                        // 509.1b: said of the blockers ("Creatures with power less than ~'s power can't block it.")
                        ? Phrase.whole(Words.capitalize(blockers(e.blockers())) + " " + e.text() + ".")
                        : Phrase.self("can't be blocked by " + blockers(e.blockers())))
                .on(StaticEffect.CantAttackPlayersIdleLastTurn.class, (e, s) -> Phrase.whole("Creatures can't attack a"
                        + " player unless that player cast a spell or put a nontoken permanent onto the battlefield"
                        + " during their last turn."))
                .on(StaticEffect.AttackCost.class, (e, s) -> Phrase.self("can't attack unless its controller pays "
                        + e.cost())) // 508.1g
                .on(StaticEffect.AttackTax.class, (e, s) -> Phrase.whole(taxCondition(e.condition(), s)
                        + "reatures can't attack you" + (e.planeswalkers() ? " or planeswalkers you control" : "")
                        + " unless their controller pays " + e.perCreature() + " for each "
                        + (e.planeswalkers() ? "of those creatures." : "creature they control that's attacking you.")))
                .on(StaticEffect.CantAttackWithPowerAbove.class, (e, s) -> Phrase.whole("Creatures with power greater than "
                        + AmountText.DEFINITIONS.apply(e.limit(), null) + " can't attack.")) // 508.1c
                .on(StaticEffect.BlockCostAgainst.class, (e, s) -> Phrase.self("can't block " + ObjectText.plural(e.attackers())
                        + " unless you pay " + e.cost())) // 509.1c
                .on(StaticEffect.BlockTax.class, (e, s) -> Phrase.whole(taxCondition(e.condition(), s)
                        + "reatures can't block unless their controller pays " + e.perCreature() + " for each "
                        + (e.condition() instanceof Condition.Always ? "creature they control that's blocking." : "of those creatures.")))
                .on(StaticEffect.MaxAttackers.class, (e, s) -> Phrase.whole("No more than "
                        + Words.number(e.max()) + (e.max() == 1 ? " creature" : " creatures") + " can attack each combat."))
                .on(StaticEffect.MaxBlockers.class, (e, s) -> Phrase.whole("No more than "
                        + Words.number(e.max()) + (e.max() == 1 ? " creature" : " creatures") + " can block each combat."))
                .on(StaticEffect.CanBlockAdditional.class, (e, s) -> Phrase.self(e.extra() == Integer.MAX_VALUE
                        ? "can block any number of creatures"
                        : e.extra() == 1 ? "can block an additional creature each combat"
                        : "can block an additional " + Words.number(e.extra()) + " creatures each combat"))
                .on(StaticEffect.AttacksEachCombat.class, (e, s) -> Phrase.self("attacks each combat if able"))
                .on(StaticEffect.Goaded.class, (e, s) -> Phrase.self("is goaded")) // 701.38b
                .on(StaticEffect.IsGoaded.class, (e, s) -> Phrase.of(e.affected(), "is goaded", "are goaded",
                        new Condition.Always())) // 701.38b
                .on(StaticEffect.BlocksEachCombat.class, (e, s) -> Phrase.self("blocks each combat if able"))
                .on(StaticEffect.BlocksEachAttacker.class, (e, s) -> Phrase.of(new Affected.Self(), // 509.1c
                        "blocks each attacking creature each combat if able", "block each attacking creature each combat if able",
                        new Condition.Always()))
                .on(StaticEffect.AttacksOrBlocksEachCombat.class, (e, s) -> Phrase.self("attacks or blocks each combat if able"))
                .on(StaticEffect.MayAssignDamageAsThoughUnblocked.class, (e, s) -> Phrase.whole("You may have "
                        + s.selfName() + " assign its combat damage as though it weren't blocked."))
                .on(StaticEffect.CantBeBlockedExceptByAtLeast.class, (e, s) -> Phrase.self("can't be blocked except by "
                        + Words.number(e.min()) + " or more creatures"))
                .on(StaticEffect.CantBlockCreatures.class, (e, s) -> Phrase.self("can't block " + holders(blockers(e.attackers()), s)))
                .on(StaticEffect.CantUnlessYouControl.class, (e, s) -> Phrase.self((e.attack() ? "can't attack" : "can't block")
                        + " unless you control " + (e.atLeast() > 1 ? Words.number(e.atLeast()) + " or more "
                        + ObjectText.plural(e.permanents()) : ObjectText.counted(e.permanents(), 1))))
                .on(StaticEffect.AttacksYouIfAble.class, (e, s) -> Phrase.of(new Affected.Self(), "attacks you each combat if able",
                        "attack you each combat if able", new Condition.Always()))
                .on(StaticEffect.AttacksPlayerIfAble.class, (e, s) -> Phrase.self("attacks that player this turn if able")) // 508.1d
                .on(StaticEffect.BlockersCantBlock.class, (e, s) -> Phrase.whole(Words.capitalize(ObjectText.plural(e.blockers()))
                        + " can't block " + ObjectText.plural(e.attackers()) + ".")) // 509.1b
                .on(StaticEffect.MustBeBlocked.class, (e, s) -> Phrase.self("must be blocked each combat if able"))
                .on(StaticEffect.CantBeBlocked.class, (e, s) -> Phrase.self("can't be blocked"))
                .on(StaticEffect.CantBeBlockedExceptBy.class, (e, s) -> Phrase.self("can't be blocked except by "
                        + String.join(" and/or ", e.blockers().stream().map(CombatRestrictionText::blockers).toList())))
                .on(StaticEffect.CanBlockOnly.class, (e, s) -> Phrase.self("can block only " + blockers(e.attackers())))
                .on(StaticEffect.CantBeBlockedByMoreThan.class, (e, s) -> Phrase.self("can't be blocked by more than "
                        + Words.number(e.max()) + (e.max() == 1 ? " creature" : " creatures")))
                .on(StaticEffect.CantBeBlockedWhileDefenderControls.class, (e, s) -> Phrase.self(e.text())) // 509.1b
                .on(StaticEffect.CantUnlessYouControlMore.class, (e, s) -> Phrase.self("can't "
                        + (e.attack() ? "attack" : "block") + " unless you control more " + ObjectText.plural(e.permanents())
                        + (e.attack() ? " than defending player" : " than attacking player"))) // 508.1c, 509.1b
                .on(StaticEffect.CantAttackUnlessDefenderControls.class, (e, s) ->
                        Phrase.self("can't attack unless defending player controls "
                        + Words.article(ObjectText.singular(e.permanents())) + " " + ObjectText.singular(e.permanents())))
                .on(StaticEffect.CanAttackAsThoughHaste.class, (e, s) -> Phrase.of(new Affected.Self(),
                        "can attack as though it had haste", "can attack as though they had haste", new Condition.Always()))
                .on(StaticEffect.BlockableDespiteLandwalk.class, (e, s) -> Phrase.whole(e.landwalk() == null
                        ? "Creatures with landwalk abilities can be blocked as though they didn't have those abilities."
                        : "Creatures with " + e.landwalk() + " can be blocked as though they didn't have " + e.landwalk() + ".")) // 702.14
                .on(StaticEffect.CanAttackAsThoughNoDefender.class, (e, s) -> Phrase.of(new Affected.Self(),
                        "can attack as though it didn't have defender", "can attack as though they didn't have defender",
                        new Condition.Always()))
                .on(StaticEffect.AllAbleToBlockDoSo.class, (e, s) ->
                        Phrase.whole("All " + (e.blockers() == null ? "creatures" : blockers(e.blockers())) // 509.1c
                                + " able to block " + affectedSingular(e.affected(), s) + " do so."));
    }

    /** "Walls", "white creatures", "artifact creatures": blockers are creatures (509.1a), so a type other than creature is said with it. */
    /** "C" or "As long as ~ is untapped, c" before "reatures can't attack / block" (611.3b). */
    private static String taxCondition(Condition c, Scope s) {
        if (c instanceof Condition.Always) return "C";
        String when = c instanceof Condition.SourceAttacking ? s.selfName() + " is attacking" : StaticText.CONDITIONS.apply(c, s);
        return "As long as " + when + ", c";
    }

    /** "~'s toughness" in a restriction given to a host is the host's: "the enchanted creature's toughness" (208.1). */
    private static String holders(String text, Scope s) {
        return s.selfIsSource() || !text.contains("~'s ") ? text : text.replace("~'s ", "the " + s.selfName() + "'s ");
    }

    private static String blockers(dev.arbiter.engine.ability.ObjectFilter f) {
        String plural = ObjectText.plural(f);
        boolean creature = (f.anyOfTypes() & dev.arbiter.engine.characteristic.CardType.CREATURE.bit()) != 0;
        return creature || f.anyOfTypes() == 0 || f.subtype() != null ? plural
                : plural.replaceFirst("s\\b", "") + " creatures";
    }

    private static String affectedSingular(Affected a, Scope scope) {
        if (a instanceof Affected.All all) {
            return "a " + ObjectText.singular(all.filter());
        }
        return affected(a, scope);
    }
}
