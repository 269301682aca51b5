package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.NounGrammar;
import dev.arbiter.cards.grammar.ParseFailure;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A subtype written on one alternative of a joined noun (205.3): "Dragon spells and artifact spells" (Renari, Merchant of
 * Marvels) is every Dragon spell and every artifact spell, which one filter with a subtype and a card type can't say; it
 * was read as "Dragon artifact spells" (both at once) and is now refused, as "instant or Aura spell" was. Alternatives of
 * the same kind stay a union ("Kithkin spells and Soldier spells").
 */
class NounSubtypeOfOneAlternativeTest {

    @Test
    void aSubtypeOnOneAlternativeBeforeACardTypeIsRefused() {
        assertThatThrownBy(() -> NounGrammar.noun(Cursor.of("Dragon spells and artifact spells")))
                .isInstanceOf(ParseFailure.class);
    }

    @Test
    void subtypesOnEachAlternativeStayAUnion() {
        Cursor c = Cursor.of("Kithkin spells and Soldier spells");
        var f = NounLowering.lower(NounGrammar.noun(c)).filter();
        assertThat(c.atEnd()).isTrue();
        assertThat(f.more().anySubtypes()).containsExactlyInAnyOrder("Kithkin", "Soldier");
    }

    @Test
    void aTypeOrASubtypeIsReadOnlyWhereTheCallerMatchesTheFilterWhole() {
        // 205.2, 205.3: "creature or Vehicle" is one card type or one subtype; refused by default, OR_SUBTYPE when asked
        assertThatThrownBy(() -> NounLowering.lower(NounGrammar.noun(Cursor.of("creature or Vehicle"))))
                .isInstanceOf(NotSupported.class);
        var f = NounLowering.lower(NounGrammar.noun(Cursor.of("creature or Vehicle")), true).filter();
        assertThat(f.anyOfTypes()).isEqualTo(dev.arbiter.engine.characteristic.CardType.CREATURE.bit());
        assertThat(f.subtype()).isEqualTo("Vehicle");
        assertThat(f.more().chosen() & dev.arbiter.engine.ability.FilterQualities.OR_SUBTYPE).isNotZero();
        // two subtypes beside a type, or "artifact creature card or Vehicle card", stay refused
        assertThatThrownBy(() -> NounLowering.lower(NounGrammar.noun(Cursor.of("creature, Equipment, or Vehicle")), true))
                .isInstanceOf(RuntimeException.class);
    }
}
