package dev.arbiter.engine.card;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.KeywordAbility;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.mana.ManaCost;
import java.util.List;
import org.junit.jupiter.api.Test;

/** 702.73a: a changeling is every creature type (205.3m), and no other kind of subtype. */
class ChangelingTest {

    private static Characteristics shapeshifter(boolean changeling) {
        return Characteristics.of("Avian Changeling", ManaCost.parse("{2}{W}"), 0, 0, CardType.CREATURE.bit(),
                List.of("Shapeshifter"), 2, 2, true, changeling ? List.of(new KeywordAbility(Keyword.CHANGELING)) : List.of());
    }

    @Test
    void changelingHasEveryCreatureType() {
        Characteristics ch = shapeshifter(true);
        assertThat(ch.hasSubtype("Goblin")).isTrue();
        assertThat(ch.hasSubtype("Merfolk")).isTrue();
        assertThat(ch.hasSubtype("Shapeshifter")).isTrue();
    }

    @Test
    void changelingHasNoLandArtifactEnchantmentOrPlaneswalkerType() {
        Characteristics ch = shapeshifter(true);
        assertThat(ch.hasSubtype("Forest")).isFalse();
        assertThat(ch.hasSubtype("Equipment")).isFalse();
        assertThat(ch.hasSubtype("Aura")).isFalse();
        assertThat(ch.hasSubtype("Jace")).isFalse();
        assertThat(ch.hasSubtype("Arcane")).isFalse();
    }

    @Test
    void withoutChangelingOnlyItsOwnTypes() {
        Characteristics ch = shapeshifter(false);
        assertThat(ch.hasSubtype("Shapeshifter")).isTrue();
        assertThat(ch.hasSubtype("Goblin")).isFalse();
    }
}
