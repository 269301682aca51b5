package dev.arbiter.cards.explain;

import static dev.arbiter.cards.explain.TestCards.card;
import static dev.arbiter.cards.explain.TestCards.creature;
import static dev.arbiter.cards.explain.TestCards.lines;
import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.CostPart;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.FilterQualities;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.SpellAbility;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.ability.Who;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.characteristic.Supertype;
import dev.arbiter.engine.mana.ManaCost;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The vocabulary the oracle grammar added: library search, optional effects, groups, sacrifice, filtered triggers. */
class GrammarVocabularyTextTest {

    private static final int SORCERY = CardType.SORCERY.bit();
    private static final ObjectFilter CREATURES = ObjectFilter.creatures();

    private static SpellAbility spell(Effect e) {
        return new SpellAbility(List.of(), e, "");
    }

    @Test
    void librarySearchSaysWhatIsFoundAndWhereItGoes() {
        ObjectFilter basicLand = new ObjectFilter(CardType.LAND.bit(), 0, Relation.ANY, null, 0, 0, false, false)
                .withQualities(FilterQualities.NONE.withSupertypes(Supertype.BASIC.bit()));
        var growth = card("Test Growth", SORCERY, List.of(), spell(new Effect.SearchLibrary(basicLand, 1,
                Effect.Destination.BATTLEFIELD, true, false)));
        assertThat(lines(growth)).containsExactly(
                "Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.");
        assertThat(CardExplainer.lines(growth, false)).containsExactly(
                "Search your library for a basic land card, put that card onto the battlefield tapped, then shuffle.");
        ObjectFilter forests = new ObjectFilter(0, 0, Relation.ANY, "Forest", 0, 0, false, false);
        var bounty = card("Test Bounty", SORCERY, List.of(), spell(new Effect.SearchLibrary(forests, 2,
                Effect.Destination.HAND, false, true)));
        assertThat(lines(bounty)).containsExactly(
                "Search your library for up to two Forest cards, reveal them, put them into your hand, then shuffle.");
    }

    @Test
    void anOptionalEffectAndWhatHangsOnIt() {
        var vampire = creature("Test Vampire", new TriggeredAbility(new Trigger.BeginningOfStep(
                dev.arbiter.engine.timing.Step.UPKEEP, true), List.of(), new Effect.Optional(new Who.You(),
                new Effect.Sacrifice(new Who.You(), CREATURES.otherThanSource(), Amount.of(1)),
                new Effect.PutCounters(new Subject.Self(), "+1/+1", Amount.of(1)),
                new Effect.TapOrUntap(new Subject.Self(), true)), ""));
        assertThat(lines(vampire)).containsExactly("At the beginning of your upkeep, you may sacrifice another creature."
                + " If you do, put a +1/+1 counter on Test Vampire. Otherwise, tap it.");
    }

    @Test
    void groupsOfObjects_608_2h() {
        var wrath = card("Test Wrath", SORCERY, List.of(), spell(new Effect.DestroyNoRegeneration(new Subject.Each(CREATURES))));
        assertThat(lines(wrath)).containsExactly("Destroy all creatures. They can't be regenerated.");
        var overrun = card("Test Overrun", SORCERY, List.of(), spell(new Effect.PumpUntilEndOfTurn(
                new Subject.Each(CREATURES.controlledBy(Relation.YOU)), 3, 3)));
        assertThat(lines(overrun)).containsExactly("Creatures you control get +3/+3 until end of turn.");
        assertThat(CardExplainer.lines(overrun, false)).containsExactly(
                "Each creature you control gets +3/+3 until end of turn.");
        var pyroclasm = card("Test Pyroclasm", SORCERY, List.of(), spell(new Effect.DealDamage(Amount.of(2),
                new dev.arbiter.engine.ability.Recipient.Object(new Subject.Each(CREATURES)))));
        assertThat(lines(pyroclasm)).containsExactly("Test Pyroclasm deals 2 damage to each creature.");
        var evacuation = card("Test Evacuation", SORCERY, List.of(), spell(new Effect.ReturnToHand(new Subject.Each(CREATURES))));
        assertThat(lines(evacuation)).containsExactly("Return all creatures to their owners' hands.");
    }

    @Test
    void filteredTriggersAndCosts() {
        ObjectFilter nontokenYours = CREATURES.controlledBy(Relation.YOU)
                .withQualities(FilterQualities.NONE.token(FilterQualities.Tri.NO));
        var graves = card("Test Graves", CardType.ENCHANTMENT.bit(), List.of(), new TriggeredAbility(
                new Trigger.PermanentDies(nontokenYours, true), List.of(), new Effect.GainLife(new Who.You(), Amount.of(1)), ""));
        assertThat(lines(graves)).containsExactly("Whenever a nontoken creature you control dies, you gain 1 life.");
        var ghoul = creature("Test Ghoul", new TriggeredAbility(new Trigger.PermanentEnters(
                new ObjectFilter(0, 0, Relation.ANY, "Zombie", 0, 0, true, false), true), List.of(),
                new Effect.GainLife(new Who.You(), Amount.of(1)), ""));
        assertThat(lines(ghoul)).containsExactly(
                "Whenever Test Ghoul or another Zombie enters the battlefield, you gain 1 life.");
        var ally = creature("Test Ally", new TriggeredAbility(new Trigger.PermanentEnters(
                CREATURES.controlledBy(Relation.YOU).otherThanSource(), false), List.of(),
                new Effect.PutCounters(new Subject.ThatObject(), "+1/+1", Amount.of(1)), ""));
        assertThat(lines(ally)).containsExactly("Whenever another creature enters the battlefield under your control,"
                + " put a +1/+1 counter on it.");
        ObjectFilter noncreature = new ObjectFilter(0, CardType.CREATURE.bit(), Relation.ANY, null, 0, 0, false, false);
        var prowess = creature("Test Prowler", new TriggeredAbility(new Trigger.SpellCast(Relation.YOU, noncreature),
                List.of(), new Effect.Scry(new Who.You(), Amount.of(1), false), ""));
        assertThat(lines(prowess)).containsExactly("Whenever you cast a noncreature spell, scry 1.");
        var attacks = creature("Test Leader", new TriggeredAbility(new Trigger.CreatureAttacks(
                CREATURES.controlledBy(Relation.YOU)), List.of(), new Effect.Exile(new Subject.Self()), ""));
        assertThat(lines(attacks)).containsExactly("Whenever a creature you control attacks, exile Test Leader.");
        var altar = card("Test Altar", CardType.ARTIFACT.bit(), List.of(), new ActivatedAbility(new Cost(
                ManaCost.parse("{1}"), List.of(new CostPart.SacrificePermanents(CREATURES, 1, ""),
                new CostPart.DiscardCards(2, null, ""))), List.of(), new Effect.ShuffleLibrary(new Who.You()), false,
                ActivatedAbility.Timing.INSTANT, ""));
        assertThat(lines(altar)).containsExactly("{1}, Sacrifice a creature, Discard two cards: Shuffle your library.");
        var tapped = card("Test Land", CardType.LAND.bit(), List.of(), new StaticAbility(new StaticEffect.EntersTapped(), ""));
        assertThat(lines(tapped)).containsExactly("Test Land enters the battlefield tapped.");
    }

    @Test
    void filterQualities() {
        ObjectFilter f = CREATURES.controlledBy(Relation.NOT_YOU).withQualities(FilterQualities.NONE
                .tapped(FilterQualities.Tri.NO).colorless(FilterQualities.Tri.NO).multicolored(FilterQualities.Tri.NO)
                .power(new FilterQualities.Bound(2, true)));
        assertThat(ObjectText.plural(f)).isEqualTo("untapped monocolored creatures you don't control with power 2 or less");
    }
}
