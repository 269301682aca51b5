package dev.arbiter.cards.grammar;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.cards.grammar.ast.TriggerEffect;
import org.junit.jupiter.api.Test;

/** The effect of a trigger line read by the trigger rule into the effect tree (603.1; TriggerEffectGrammar). */
class TriggerEffectGrammarTest {

    private static TriggerEffect effect(String line) {
        return TriggerGrammar.parse(line).effect();
    }

    @Test
    void theEffectIsTheTreeASpellsEffectBecomes_603_1() {
        TriggerEffect e = effect("When ~ enters the battlefield, target player draws two cards and loses 2 life.");
        assertThat(e.read()).isTrue();
        assertThat(e.node()).isNotNull().isEqualTo(EffectGrammar.parse("target player draws two cards and loses 2 life."));
        assertThat(e.text()).isEqualTo("target player draws two cards and loses 2 life.");
        // after an intervening "if" (603.4) and up to "This ability triggers only once each turn." (603.2)
        assertThat(effect("Whenever you gain life, if you control a creature, draw a card.").node())
                .isEqualTo(EffectGrammar.parse("draw a card."));
        TriggerEffect once = effect("Whenever you discard one or more cards, draw a card. This ability triggers only once each turn.");
        assertThat(once.node()).isEqualTo(EffectGrammar.parse("draw a card."));
        assertThat(once.text()).isEqualTo("draw a card.");
    }

    @Test
    void anEffectTheGrammarDoesntReadHasNoTree() {
        TriggerEffect e = effect("When ~ enters the battlefield, frobnicate the wibble.");
        assertThat(e.read()).isTrue();
        assertThat(e.node()).isNull();
        assertThat(e.text()).isEqualTo("frobnicate the wibble.");
    }

    @Test
    void ifInTheEffectIsAnInterveningIfOutOfPlace_603_4() {
        assertThat(effect("When ~ enters the battlefield, if you control a Swamp, draw a card.").ifClause()).isFalse();
        assertThat(effect("When ~ dies, draw a card, if you control a Swamp.").ifClause()).isTrue();
    }

    @Test
    void enchantedPlayerAttackedAndThatAttackingPlayer_506_3_508_1() {
        TriggerEffect same = effect("Whenever enchanted player is attacked, you gain 2 life. Each opponent attacking that player does the same.");
        assertThat(same.sameForAttackers()).isTrue();
        assertThat(same.text()).isEqualTo("you gain 2 life.");
        assertThat(same.node()).isEqualTo(EffectGrammar.parse("you gain 2 life."));
        TriggerEffect attacking = effect("Whenever a player attacks one or more of your opponents, that attacking player creates a Treasure token.");
        assertThat(attacking.text()).isEqualTo("that player creates a Treasure token.");
        assertThat(attacking.node()).isNotNull().isEqualTo(EffectGrammar.parse("that player creates a Treasure token."));
    }
}
