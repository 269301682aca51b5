package dev.arbiter.cards.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class BundledCardFactsTest {

    private final CardTextPool pool = CardTextPool.bundled();

    @Test
    void kitchenFinksUnslashedHybridCostIsNormalised() {
        CardText finks = pool.get("Kitchen Finks");
        assertThat(finks.costSymbols()).containsExactly("1", "G/W", "G/W");
        assertThat(finks.hasManaCost()).isTrue();
        assertThat(finks.manaCost()).isEqualTo("{1}{G/W}{G/W}");
        assertThat(finks.rulesTexts()).containsExactly("When ~ enters the battlefield, you gain 2 life.", "Persist");
    }

    @Test
    void boggartRamGangHasThreeHybridSymbols() {
        assertThat(pool.get("Boggart Ram-Gang").costSymbols()).containsExactly("R/G", "R/G", "R/G");
    }

    @Test
    void livonyaSiloneIsALegendaryHumanWarrior() {
        CardText livonya = pool.get("Livonya Silone");
        assertThat(livonya.supertypes()).containsExactly("Legendary");
        assertThat(livonya.types()).containsExactly("Creature");
        assertThat(livonya.subtypes()).containsExactly("Human", "Warrior");
        assertThat(livonya.power()).isEqualTo("4");
        assertThat(livonya.toughness()).isEqualTo("4");
        assertThat(livonya.loyalty()).isNull();
        assertThat(livonya.costSymbols()).containsExactly("2", "R", "R", "G", "G");
        assertThat(livonya.rulesTexts()).containsExactly("First strike; legendary landwalk");
    }

    @Test
    void forestIsABasicLandWithNoCostAndNoRulesLines() {
        CardText forest = pool.get("forest");
        assertThat(forest.name()).isEqualTo("Forest");
        assertThat(forest.supertypes()).containsExactly("Basic");
        assertThat(forest.types()).containsExactly("Land");
        assertThat(forest.subtypes()).containsExactly("Forest");
        assertThat(forest.costSymbols()).isEmpty();
        assertThat(forest.hasManaCost()).isFalse();
        assertThat(forest.rules()).isEmpty();
        assertThat(forest.power()).isNull();
        assertThat(forest.colorIndicator()).isEmpty();
    }

    @Test
    void snowCoveredForestIsABasicSnowLand() {
        CardText card = pool.get("Snow-Covered Forest");
        assertThat(card.supertypes()).containsExactly("Basic", "Snow");
        assertThat(card.subtypes()).containsExactly("Forest");
        assertThat(card.rules()).isEmpty();
    }

    @Test
    void wastesKeepsItsManaAbilityBecauseItIsNotReminderText() {
        CardText wastes = pool.get("Wastes");
        assertThat(wastes.subtypes()).isEmpty();
        assertThat(wastes.rulesTexts()).containsExactly("{T}: Add {C}.");
    }

    @Test
    void lightningBoltNamesItselfWithTilde() {
        CardText bolt = pool.get("Lightning Bolt");
        assertThat(bolt.rules()).singleElement().satisfies(line -> {
            assertThat(line.text()).isEqualTo("~ deals 3 damage to any target.");
            assertThat(line.original()).isEqualTo("Lightning Bolt deals 3 damage to any target.");
        });
    }

    @Test
    void flankingReminderTextIsRemoved() {
        CardText cavalry = pool.get("Benalish Cavalry");
        assertThat(cavalry.rules()).singleElement().satisfies(line -> {
            assertThat(line.text()).isEqualTo("Flanking");
            assertThat(line.original()).startsWith("Flanking (Whenever a creature without flanking");
            assertThat(line.pos().file()).isEqualTo("seed-rules.txt");
        });
    }

    @Test
    void legendaryCommaNamesAreReplacedInFull() {
        assertThat(pool.get("Squee, Goblin Nabob").rulesTexts())
                .containsExactly("At the beginning of your upkeep, you may return ~ from your graveyard to your hand.");
        assertThat(pool.get("Molimo, Maro-Sorcerer").rulesTexts()).contains(
                "~'s power and toughness are each equal to the number of lands you control.");
    }

    @Test
    void meliraHasNoSelfReferenceToReplace() {
        CardText melira = pool.get("Melira, Sylvok Outcast");
        assertThat(melira.supertypes()).containsExactly("Legendary");
        assertThat(melira.rulesTexts()).containsExactly(
                "You can't get poison counters.",
                "Creatures you control can't have -1/-1 counters put on them.",
                "Creatures your opponents control lose infect.");
    }

    @Test
    void planeswalkersCarryLoyaltyAndNoPowerToughness() {
        CardText garruk = pool.get("Garruk Wildspeaker");
        assertThat(garruk.supertypes()).containsExactly("Legendary");
        assertThat(garruk.types()).containsExactly("Planeswalker");
        assertThat(garruk.subtypes()).containsExactly("Garruk");
        assertThat(garruk.loyalty()).isEqualTo("3");
        assertThat(garruk.power()).isNull();
        assertThat(garruk.rulesTexts()).allSatisfy(t -> assertThat(t).startsWith("["));
    }

    @Test
    void starPowerToughnessIsKeptAsWritten() {
        CardText molimo = pool.get("Molimo, Maro-Sorcerer");
        assertThat(molimo.power()).isEqualTo("*");
        assertThat(molimo.toughness()).isEqualTo("*");
    }

    @Test
    void regenerateInstantKeepsTheKeywordActionWord() {
        assertThat(pool.get("Regenerate").rulesTexts()).containsExactly("Regenerate target creature.");
    }

    @Test
    void modalBulletLinesStayAsSeparateRulesLines() {
        assertThat(pool.get("Blue Elemental Blast").rulesTexts()).containsExactly(
                "Choose one —", "• Counter target red spell.", "• Destroy target red permanent.");
    }

    @Test
    void walkKeywordIsNotMistakenForTheBasicLandName() {
        Optional<CardText> walker = pool.cards().stream()
                .filter(c -> c.rules().stream().anyMatch(l -> l.original().startsWith("Forestwalk")))
                .findFirst();
        assertThat(walker).get().extracting(CardText::rulesTexts).asList().contains("Forestwalk");
    }
}
