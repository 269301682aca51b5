package dev.arbiter.cards.compile;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Recipient;
import dev.arbiter.engine.ability.SpellAbility;
import dev.arbiter.engine.ability.TargetFilter;
import org.junit.jupiter.api.Test;

/** Modal spells (700.2): "Choose one —" followed by one bulleted line per mode. */
class ModalSpellLinesTest {

    private static final String CHARM = """
            Test Charm {R}
            Instant
            Choose one —
            • Test Charm deals 2 damage to any target.
            • Target creature gets +2/+0 until end of turn.
            """;

    @Test
    void eachBulletIsAModeWithItsOwnTargets_700_2_700_2f() {
        SpellAbility s = (SpellAbility) Compiled.only(CHARM);
        assertThat(s.modal()).isTrue();
        assertThat(s.targets()).isEmpty();
        assertThat(s.modes()).hasSize(2);
        SpellAbility damage = s.mode(0);
        assertThat(damage.targets()).hasSize(1);
        assertThat(damage.targets().get(0).filter()).isEqualTo(new TargetFilter.AnyTarget());
        assertThat(damage.effect()).isEqualTo(new Effect.DealDamage(Amount.of(2), new Recipient.Target(0)));
        assertThat(damage.text()).isEqualTo("~ deals 2 damage to any target.");
        SpellAbility pump = s.mode(1);
        assertThat(pump.targets()).hasSize(1);
        assertThat(pump.text()).isEqualTo("Target creature gets +2/+0 until end of turn.");
    }

    @Test
    void aSpellThatIsNotModalIsItsOwnOnlyMode() {
        SpellAbility bolt = (SpellAbility) Compiled.abilities("Lightning Bolt").get(0);
        assertThat(bolt.modal()).isFalse();
        assertThat(bolt.mode(0)).isSameAs(bolt);
    }

    @Test
    void aModeTheCompilerDoesNotUnderstandMakesTheCardUnsupported() {
        CompileResult.Unsupported u = Compiled.unsupported("""
                Test Blast {U}
                Instant
                Choose one —
                • Flibber the jabberwock.
                • Destroy target red permanent.
                """);
        assertThat(u.line().text()).isEqualTo("• Flibber the jabberwock.");
    }
}
