package dev.arbiter.cards.explain;

import static dev.arbiter.cards.explain.TestCards.card;
import static dev.arbiter.cards.explain.TestCards.creature;
import static dev.arbiter.cards.explain.TestCards.lines;
import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Enchant;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.KeywordAbility;
import dev.arbiter.engine.ability.Landwalk;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Protection;
import dev.arbiter.engine.ability.Quality;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.ability.Who;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.characteristic.Color;
import dev.arbiter.engine.characteristic.Supertype;
import dev.arbiter.engine.mana.ManaCost;
import dev.arbiter.engine.timing.Step;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Static abilities (604), triggers (603) and keywords (702) rendered from their records. */
class StaticAndTriggerTextTest {

    private static final Enchant ENCHANT_CREATURE = new Enchant(ObjectFilter.creatures(), "");
    private static final int AURA_TYPES = CardType.ENCHANTMENT.bit();

    private static StaticAbility st(StaticEffect e) {
        return new StaticAbility(e, "");
    }

    @Test
    void aPtChangeAndTheAbilitiesOfTheSameObjectsAreOneLine() {
        ObjectFilter elves = ObjectFilter.creatures().withSubtype("Elf").otherThanSource();
        var def = creature("Test Champion",
                st(new StaticEffect.ModifyPowerToughness(new Affected.All(elves), 1, 1, new Condition.Always())),
                st(new StaticEffect.GrantAbilities(new Affected.All(elves),
                        List.of(new Landwalk("Forest", 0, false, "")), new Condition.Always())));
        assertThat(lines(def)).containsExactly("Other Elf creatures get +1/+1 and have forestwalk.");
    }

    @Test
    void grantedRestrictionsSpeakOfTheHost() {
        var pacifism = card("Test Pacifism", AURA_TYPES, List.of("Aura"), ENCHANT_CREATURE,
                st(new StaticEffect.GrantAbilities(new Affected.Host(), List.of(st(new StaticEffect.CantAttack()),
                        st(new StaticEffect.CantBlock())), new Condition.Always())));
        assertThat(lines(pacifism)).containsExactly("Enchant creature", "Enchanted creature can't attack or block.");
        var dehydration = card("Test Dehydration", AURA_TYPES, List.of("Aura"), ENCHANT_CREATURE,
                st(new StaticEffect.GrantAbilities(new Affected.Host(), List.of(st(new StaticEffect.DoesntUntap())),
                        new Condition.Always())));
        assertThat(lines(dehydration)).containsExactly("Enchant creature",
                "Enchanted creature doesn't untap during its controller's untap step.");
        var colossus = creature("Test Colossus", st(new StaticEffect.DoesntUntap()));
        assertThat(lines(colossus)).containsExactly("Test Colossus doesn't untap during your untap step.");
        var flunkies = creature("Test Flunkies", st(new StaticEffect.CantAttackAlone()), st(new StaticEffect.CantBlockAlone()));
        assertThat(lines(flunkies)).containsExactly("Test Flunkies can't attack or block alone.");
    }

    @Test
    void conditionsOfStaticAbilities() {
        ObjectFilter attackers = ObjectFilter.creatures().attackingSourceController();
        var watchdog = creature("Test Watchdog", st(new StaticEffect.ModifyPowerToughness(new Affected.All(attackers),
                -1, 0, new Condition.SourceUntapped())));
        assertThat(lines(watchdog)).containsExactly("As long as Test Watchdog is untapped, all creatures attacking you get -1/-0.");
        var lancer = creature("Test Lancer", st(new StaticEffect.GrantAbilities(new Affected.Self(),
                List.of(new KeywordAbility(Keyword.FIRST_STRIKE)), new Condition.SourceAttacking())));
        assertThat(lines(lancer)).containsExactly("Test Lancer has first strike as long as it's attacking.");
    }

    @Test
    void levelStriationsAndKeywordShapedActivatedAbilities() {
        var leveler = creature("Test Leveler",
                new ActivatedAbility(new Cost(ManaCost.parse("{2}{G}"), List.of()), List.of(),
                        new Effect.PutCounters(new Subject.Self(), "level", Amount.of(1)), false,
                        ActivatedAbility.Timing.SORCERY, ""),
                st(new StaticEffect.SetBasePowerToughness(new Affected.Self(), 4, 4, new Condition.LevelCounters(1, 3))),
                st(new StaticEffect.SetBasePowerToughness(new Affected.Self(), 6, 6,
                        new Condition.LevelCounters(4, Integer.MAX_VALUE))),
                st(new StaticEffect.GrantAbilities(new Affected.Self(), List.of(new KeywordAbility(Keyword.TRAMPLE)),
                        new Condition.LevelCounters(4, Integer.MAX_VALUE))));
        assertThat(lines(leveler)).containsExactly("Level up {2}{G}", "LEVEL 1-3", "4/4", "LEVEL 4+", "6/6", "Trample");
        TargetSpec yourCreature = TargetSpec.one(
                new TargetFilter.PermanentTarget(CardType.CREATURE.bit(), 0, Relation.YOU, 0, null), "");
        var equipment = card("Test Sword", CardType.ARTIFACT.bit(), List.of("Equipment"),
                st(new StaticEffect.ModifyPowerToughness(new Affected.Host(), 1, 1, new Condition.Always())),
                new ActivatedAbility(new Cost(ManaCost.parse("{1}"), List.of()), List.of(yourCreature),
                        new Effect.Attach(new Subject.Self(), new Subject.TargetObject(0)), false,
                        ActivatedAbility.Timing.SORCERY, ""));
        assertThat(lines(equipment)).containsExactly("Equipped creature gets +1/+1.", "Equip {1}");
    }

    @Test
    void groupsOfPermanents() {
        var plane = card("Test Plane", CardType.ENCHANTMENT.bit(), List.of(), st(new StaticEffect.BecomeCreatures(
                new Affected.All(new ObjectFilter(CardType.LAND.bit(), 0, Relation.ANY, null, 0, 0, false, false)), 1, 1)));
        assertThat(lines(plane)).containsExactly("All lands are 1/1 creatures that are still lands.");
        var infiltrator = creature("Test Infiltrator", st(new StaticEffect.CantBeBlockedBy(
                new ObjectFilter(CardType.ARTIFACT.bit(), 0, Relation.ANY, null, 0, 0, false, false), "")));
        assertThat(lines(infiltrator)).containsExactly("Test Infiltrator can't be blocked by artifact creatures.");
        var anthem = card("Test Anthem", CardType.ENCHANTMENT.bit(), List.of(), st(new StaticEffect.ModifyPowerToughness(
                new Affected.All(ObjectFilter.creatures().controlledBy(Relation.YOU).withColors(Color.WHITE.bit())),
                1, 1, new Condition.Always())));
        assertThat(lines(anthem)).containsExactly("White creatures you control get +1/+1.");
    }

    @Test
    void triggersSayWhatTheirEventIs() {
        var star = card("Test Star", CardType.ARTIFACT.bit(), List.of(), new TriggeredAbility(new Trigger.Dies(),
                List.of(), new Effect.DrawCards(new Who.You(), Amount.of(1)), ""));
        assertThat(lines(star)).containsExactly(
                "When Test Star is put into a graveyard from the battlefield, draw a card.");
        var cobra = creature("Test Cobra", new TriggeredAbility(new Trigger.AttacksAndIsntBlocked(), List.of(),
                new Effect.GivePoison(new Who.ThatPlayer(), Amount.of(1)), ""));
        assertThat(lines(cobra)).containsExactly(
                "Whenever Test Cobra attacks and isn't blocked, defending player gets a poison counter.");
        var mine = card("Test Mine", CardType.ARTIFACT.bit(), List.of(), new TriggeredAbility(
                new Trigger.BeginningOfStep(Step.DRAW, false), new Condition.SourceUntapped(), List.of(),
                new Effect.DrawCards(new Who.ThatPlayer(), Amount.of(1)), ""));
        assertThat(lines(mine)).containsExactly("At the beginning of each player's draw step, if Test Mine is untapped,"
                + " that player draws an additional card.");
        var basilisk = creature("Test Basilisk", new TriggeredAbility(new Trigger.BecomesBlocked(), List.of(),
                new Effect.Destroy(new Subject.ThatObject()), ""));
        assertThat(lines(basilisk)).containsExactly(
                "Whenever Test Basilisk becomes blocked by a creature, destroy that creature.");
        var renewal = card("Test Renewal", CardType.ENCHANTMENT.bit(), List.of(), new TriggeredAbility(
                new Trigger.CreatureToYourGraveyard(), List.of(), new Effect.ReturnToHand(new Subject.ThatObject()), ""));
        assertThat(lines(renewal)).containsExactly(
                "Whenever a creature is put into your graveyard from the battlefield, return it to your hand.");
    }

    @Test
    void aRunOfKeywordsIsOneLine() {
        var paladin = creature("Test Paladin", new KeywordAbility(Keyword.FIRST_STRIKE),
                new Protection(new Quality.OfColor(Color.BLACK)), new Protection(new Quality.OfColor(Color.RED)));
        assertThat(lines(paladin)).containsExactly("First strike, protection from black and from red");
        var walker = creature("Test Walker", new Landwalk("Forest", Supertype.SNOW.bit(), false, ""),
                new Landwalk(null, Supertype.LEGENDARY.bit(), false, ""), new Protection(new Quality.OfCardType(CardType.ARTIFACT)));
        assertThat(lines(walker)).containsExactly("Snow forestwalk, legendary landwalk, protection from artifacts");
    }

    @Test
    void replacementAndPlayerRules() {
        var def = card("Test Rules", CardType.ENCHANTMENT.bit(), List.of(), st(new StaticEffect.CantDraw(true)),
                st(new StaticEffect.ReplaceDraw(new dev.arbiter.engine.ability.DrawReplacement.DrawInstead(2))),
                st(new StaticEffect.MaxAttackers(1)), st(new StaticEffect.EntersWithCounters("+1/+1", Amount.of(2))));
        assertThat(lines(def)).containsExactly("Players can't draw cards.",
                "If you would draw a card, draw two cards instead.", "No more than one creature can attack each combat.",
                "Test Rules enters the battlefield with two +1/+1 counters on it.");
    }
}
