package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.CostPart;
import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.ability.TriggeredManaAbility;
import dev.arbiter.engine.mana.ManaPool;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Triggered mana abilities (605.1b), "creature enters" triggers (603.6a), draw as a cost (seed 423.1). */
class ManaAndEntryTriggerLinesTest {
    @Test
    void enchantedLandTappedForManaIsATriggeredManaAbility_605_1b() {
        TriggeredManaAbility t = (TriggeredManaAbility) Compiled.inlineDef("Test Growth {G}\nEnchantment — Aura\nEnchant land\n"
                + "Whenever enchanted land is tapped for mana, its controller adds an additional {G}{G}.\n").abilities().get(1);
        assertThat(t.lands()).isNull();
        assertThat(t.adds()).isEqualTo(ManaPool.parse("{G}{G}"));
        TriggeredManaAbility m = (TriggeredManaAbility) Compiled.only("Test Gauntlet {4}\nArtifact\n"
                + "Whenever a Mountain is tapped for mana, its controller adds an additional {R}.\n");
        assertThat(m.lands().subtype()).isEqualTo("Mountain");
    }

    @Test
    void anotherCreatureEntersTriggers_603_6a() {
        TriggeredAbility t = (TriggeredAbility) Compiled.only("Test Warden {W}\nCreature — Human 1/1\n"
                + "Whenever another creature enters the battlefield, you gain 1 life.\n");
        assertThat(t.trigger()).isEqualTo(new Trigger.CreatureEnters(true));
        TriggeredAbility any = (TriggeredAbility) Compiled.only("Test Watcher {W}\nEnchantment\n"
                + "Whenever a creature enters the battlefield, you gain 1 life.\n");
        assertThat(any.trigger()).isEqualTo(new Trigger.CreatureEnters(false));
    }

    @Test
    void drawACardInACost_423_1() {
        ActivatedAbility a = (ActivatedAbility) Compiled.only("Test Scholar {2}\nArtifact\n{1}, Draw a card: You gain 1 life.\n");
        assertThat(a.cost().parts()).containsExactly(new CostPart.DrawCards(1));
        assertThat(a.cost().mana().toString()).isEqualTo("{1}");
    }
}
