package dev.arbiter.cards.compile;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.SpellAbility;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import org.junit.jupiter.api.Test;

/** Token sentences of the second pass: a leading "for each" (107.1) and a P/T stated by a quoted ability (604.3). */
class TokenSecondPassTest {

    private static final String SORCERY = "Test Spell {2}{G}\nSorcery\n";

    @Test
    void leadingForEachCountsLikeTheTrailingOne_107_1() {
        Ability leading = Compiled.only(SORCERY + "For each opponent, create a 1/1 green Saproling creature token.\n");
        Ability trailing = Compiled.only(SORCERY + "Create a 1/1 green Saproling creature token for each opponent.\n");
        assertThat(((SpellAbility) leading).effect()).isEqualTo(((SpellAbility) trailing).effect());
        // "for each ..., create two ...": not read (one token per counted object only)
        assertThat(Compiled.unsupported(SORCERY + "For each opponent, create two 1/1 green Saproling creature tokens.\n"))
                .isNotNull();
    }

    @Test
    void quotedCharacteristicDefiningAbilityGivesTheTokensPowerAndToughness_604_3() {
        Ability a = Compiled.only(SORCERY + "Create a green Elemental creature token with \"This creature's power and "
                + "toughness are each equal to the number of creatures you control.\"\n");
        Effect.CreateTokens e = (Effect.CreateTokens) ((SpellAbility) a).effect();
        assertThat(e.token().abilities()).anyMatch(x -> x instanceof StaticAbility st
                && st.effect() instanceof StaticEffect.CharacteristicPowerToughness);
        // no P/T and no quoted characteristic-defining ability: not a 0/0 token, unsupported
        assertThat(Compiled.unsupported(SORCERY + "Create a green Elemental creature token.\n")).isNotNull();
        assertThat(Compiled.unsupported(SORCERY + "Create a green Elemental creature token with \"This creature can't "
                + "block.\"\n")).isNotNull();
    }
}
