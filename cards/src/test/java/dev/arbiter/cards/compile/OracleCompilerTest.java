package dev.arbiter.cards.compile;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.KeywordAbility;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.characteristic.Color;
import dev.arbiter.engine.characteristic.Supertype;
import dev.arbiter.engine.mana.ManaCost;
import org.junit.jupiter.api.Test;

class OracleCompilerTest {

    @Test
    void characteristicsOfACreature() {
        CardDefinition d = Compiled.supported("Serra Angel");
        assertThat(d.name()).isEqualTo("Serra Angel");
        assertThat(d.manaCost()).isEqualTo(ManaCost.parse("{3}{W}{W}"));
        assertThat(d.hasManaCost()).isTrue();
        assertThat(d.colorIndicator()).isEqualTo(-1);
        assertThat(d.colors()).isEqualTo(Color.WHITE.bit());
        assertThat(d.types()).isEqualTo(CardType.CREATURE.bit());
        assertThat(d.supertypes()).isZero();
        assertThat(d.subtypes()).containsExactly("Angel");
        assertThat(d.power()).isEqualTo(4);
        assertThat(d.toughness()).isEqualTo(4);
        assertThat(d.loyalty()).isNull();
        assertThat(d.rulesText()).containsExactly("Flying, vigilance");
    }

    @Test
    void characteristicsOfALandAndALegend() {
        CardDefinition forest = Compiled.supported("Snow-Covered Forest");
        assertThat(forest.hasManaCost()).isFalse();
        assertThat(forest.power()).isNull();
        assertThat(forest.supertypes()).isEqualTo(Supertype.BASIC.bit() | Supertype.SNOW.bit());
        assertThat(forest.types()).isEqualTo(CardType.LAND.bit());
        CardDefinition livonya = Compiled.supported("Livonya Silone");
        assertThat(livonya.isSuper(Supertype.LEGENDARY)).isTrue();
        assertThat(livonya.rulesText()).singleElement().asString()
                .startsWith("First strike; legendary landwalk (This creature can't be blocked");
    }

    @Test
    void rulesTextKeepsTheOriginalLines() {
        assertThat(Compiled.supported("Lightning Bolt").rulesText())
                .containsExactly("Lightning Bolt deals 3 damage to any target.");
    }

    @Test
    void colourIndicatorIsAMask() {
        CardDefinition d = Compiled.inlineDef("Dryad Arbor\nLand Creature — Forest Dryad 1/1\nColor: green\n");
        assertThat(d.colorIndicator()).isEqualTo(Color.GREEN.bit());
        assertThat(Compiled.inlineDef("Two Tone\nArtifact\nColor: white and blue\n").colorIndicator())
                .isEqualTo(Color.WHITE.bit() | Color.BLUE.bit());
    }

    @Test
    void tribalIsKindred() {
        CardDefinition d = Compiled.inlineDef("Tribal Bolt {R}\nTribal Instant — Goblin\n~ deals 1 damage to any target.\n");
        assertThat(d.is(CardType.KINDRED)).isTrue();
        assertThat(d.is(CardType.INSTANT)).isTrue();
    }

    @Test
    void starPowerIsACharacteristicDefiningAbilityAndUnsupported() {
        // 604.3: a count of cards in all graveyards is one the engine keeps (Mortivore); one of lands by name isn't
        assertThat(Compiled.bundled("Mortivore")).isInstanceOf(CompileResult.Supported.class);
        CompileResult.Unsupported u = Compiled.unsupported("Named Lands {2}\nCreature — Shape */*\n"
                + "~'s power and toughness are each equal to the number of differently named lands you control.\n");
        assertThat(u.reason()).startsWith("characteristic-defining P/T");
        assertThat(u.line().text()).isEqualTo("~'s power and toughness are each equal to the number of differently named lands you control.");
        assertThat(u.message()).startsWith("test.txt:3: \"~'s power and toughness");
        CompileResult.Unsupported noLine = Compiled.unsupported("Star {2}\nCreature — Shape */*\n");
        assertThat(noLine.line()).isNull();
        assertThat(noLine.message()).isEqualTo("test.txt:1: characteristic-defining P/T");
        CardDefinition lenient = new OracleCompiler().compileLenient(noLine.card());
        assertThat(lenient.power()).isZero();
        assertThat(lenient.toughness()).isZero();
    }

    @Test
    void unsupportedCardReportsTheFirstFailingLineWithItsFileAndLine() {
        CompileResult.Unsupported u = Compiled.unsupported("""
                Half Bear {1}{G}
                Creature — Bear 2/2
                Trample
                Whenever you roll one or more dice, you gain 1 life. (Reminder.)
                ~ can't block.
                """);
        assertThat(u.line().pos()).hasToString("test.txt:4");
        assertThat(u.pos()).hasToString("test.txt:4");
        assertThat(u.reason()).isEqualTo("trigger event");
        assertThat(u.message()).isEqualTo("test.txt:4: \"Whenever you roll one or more dice, you gain 1 life.\" (trigger event)");
        assertThat(u.name()).isEqualTo("Half Bear");
    }

    @Test
    void neverHalfPlayedButLenientCompileKeepsTheLinesThatCompile() {
        CompileResult.Unsupported u = Compiled.unsupported("""
                Half Bear {1}{G}
                Creature — Bear 2/2
                Trample
                Whenever you roll one or more dice, you gain 1 life.
                """);
        assertThat(u.line().text()).isEqualTo("Whenever you roll one or more dice, you gain 1 life.");
        CardDefinition lenient = new OracleCompiler().compileLenient(u.card());
        assertThat(lenient.abilities()).containsExactly(new KeywordAbility(Keyword.TRAMPLE));
        assertThat(lenient.rulesText()).containsExactly("Trample", "Whenever you roll one or more dice, you gain 1 life.");
    }

    @Test
    void cardWithoutRulesTextIsSupported() {
        assertThat(Compiled.abilities("Grizzly Bears")).isEmpty();
    }
}
