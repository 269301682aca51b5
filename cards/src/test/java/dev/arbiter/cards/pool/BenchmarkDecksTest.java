package dev.arbiter.cards.pool;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.cards.compile.CompileResult;
import dev.arbiter.cards.deck.DeckEntry;
import dev.arbiter.cards.deck.DeckList;
import dev.arbiter.cards.deck.DeckListReader;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.CostPart;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.KeywordAbility;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.mana.ManaPool;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class BenchmarkDecksTest {

    private final CardPool pool = CardPool.bundled();

    private List<Ability> abilities(String name) {
        return pool.definition(name).abilities();
    }

    @ParameterizedTest
    @ValueSource(strings = {"red-simple", "green-simple"})
    void benchmarkDeckBuildsCompletelyWithNoUnsupportedCard(String name) {
        DeckList deck = DeckListReader.bundled(name);
        assertThat(Decks.problems(deck, pool, false)).isEmpty();
        List<CardDefinition> cards = Decks.build(deck, pool, false);
        assertThat(cards).hasSize(deck.mainCount()).hasSize(60);
        for (DeckEntry e : deck.main()) {
            assertThat(pool.find(e.name())).get().isInstanceOf(CompileResult.Supported.class);
        }
    }

    @Test
    void everyBenchmarkCardCompilesToTheExpectedAbilities() {
        KeywordAbility flying = new KeywordAbility(Keyword.FLYING);
        KeywordAbility haste = new KeywordAbility(Keyword.HASTE);
        KeywordAbility reach = new KeywordAbility(Keyword.REACH);
        Map<String, List<Ability>> expected = Map.ofEntries(
                Map.entry("Scryb Sprites", List.of(flying)),
                Map.entry("Giant Spider", List.of(reach)),
                Map.entry("Raging Goblin", List.of(haste)),
                Map.entry("Valley Dasher", List.of(haste,
                        new StaticAbility(new StaticEffect.AttacksEachCombat(), "~ attacks each combat if able."))),
                Map.entry("Bloodrock Cyclops", List.of(
                        new StaticAbility(new StaticEffect.AttacksEachCombat(), "~ attacks each combat if able."))),
                Map.entry("Ironclaw Orcs", List.of(new StaticAbility(new StaticEffect.CantBlockPowerAtLeast(2),
                        "~ can't block creatures with power 2 or greater."))),
                Map.entry("Hulking Goblin", List.of(new StaticAbility(new StaticEffect.CantBlock(), "~ can't block."))));
        expected.forEach((name, abilities) -> assertThat(abilities(name)).as(name).isEqualTo(abilities));
        for (String vanilla : List.of("Grizzly Bears", "Runeclaw Bear", "Balduvian Bears", "Bear Cub",
                "Elvish Warrior", "Trained Armodon", "Centaur Courser", "Mons's Goblin Raiders", "Goblin Piker",
                "Gray Ogre", "Goblin Roughrider", "Hill Giant", "Forest", "Mountain")) {
            assertThat(abilities(vanilla)).as(vanilla).isEmpty();
        }
    }

    @Test
    void llanowarElvesTapsForGreen() {
        List<Ability> elves = abilities("Llanowar Elves");
        assertThat(elves).singleElement().isInstanceOf(ActivatedAbility.class);
        ActivatedAbility mana = (ActivatedAbility) elves.get(0);
        assertThat(mana.manaAbility()).isTrue();
        assertThat(mana.cost().parts()).containsExactly(new CostPart.TapSelf());
        assertThat(mana.effect()).isEqualTo(new Effect.AddMana(List.of(ManaPool.parse("{G}"))));
    }

    @Test
    void benchmarkCardStatsMatchTheirTypeLines() {
        CardDefinition spider = pool.definition("Giant Spider");
        assertThat(spider.power()).isEqualTo(2);
        assertThat(spider.toughness()).isEqualTo(4);
        assertThat(spider.typeLine()).isEqualTo("Creature — Spider");
    }
}
