package dev.arbiter.cards.compile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.KeywordAbility;
import dev.arbiter.engine.ability.Landwalk;
import dev.arbiter.engine.ability.Protection;
import dev.arbiter.engine.ability.Quality;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.characteristic.Color;
import dev.arbiter.engine.characteristic.Supertype;
import java.util.Arrays;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.Test;

class KeywordLinesTest {

    private static KeywordAbility kw(Keyword k) {
        return new KeywordAbility(k);
    }

    @ParameterizedTest
    @EnumSource(Keyword.class)
    void everyEngineKeywordIsReadByItsText(Keyword k) {
        String text = k.text().substring(0, 1).toUpperCase() + k.text().substring(1);
        if (k == Keyword.RECONFIGURE) { // 702.151a: only with its cost, read with its two abilities (ReconfigureLines)
            assertThatThrownBy(() -> KeywordLines.compile(text)).hasMessageContaining("without its cost");
        } else if (KeywordLines.NOT_YET_ENFORCED.contains(k)) {
            assertThatThrownBy(() -> KeywordLines.compile(text)).hasMessageContaining("not enforced by the engine yet");
        } else {
            assertThat(KeywordLines.compile(text)).hasValue(java.util.List.of(kw(k)));
        }
    }

    @Test
    void commaSeparatedKeywordsBecomeOneAbilityEach() {
        assertThat(Compiled.abilities("Serra Angel")).containsExactly(kw(Keyword.FLYING), kw(Keyword.VIGILANCE));
        assertThat(KeywordLines.compile("Flying, vigilance"))
                .hasValue(java.util.List.of(kw(Keyword.FLYING), kw(Keyword.VIGILANCE)));
        assertThat(Compiled.abilities("Mirri, Cat Warrior")).containsExactly(kw(Keyword.FIRST_STRIKE),
                new Landwalk("Forest", 0, false, "Forestwalk"), kw(Keyword.VIGILANCE));
    }

    @Test
    void whiteKnightHasFirstStrikeAndProtectionFromBlack() {
        assertThat(Compiled.abilities("White Knight")).containsExactly(kw(Keyword.FIRST_STRIKE),
                new Protection(new Quality.OfColor(Color.BLACK)));
    }

    @Test
    void paladinEnVecProtectionFromTwoColoursIsTwoAbilities() {
        assertThat(Compiled.abilities("Paladin en-Vec")).containsExactly(kw(Keyword.FIRST_STRIKE),
                new Protection(new Quality.OfColor(Color.BLACK)), new Protection(new Quality.OfColor(Color.RED)));
    }

    @Test
    void protectionFromCardTypesAndFromEverything() {
        assertThat(Compiled.abilities("Beloved Chaplain"))
                .containsExactly(new Protection(new Quality.OfCardType(CardType.CREATURE)));
        assertThat(Compiled.abilities("Tel-Jilad Chosen"))
                .containsExactly(new Protection(new Quality.OfCardType(CardType.ARTIFACT)));
        assertThat(KeywordLines.compile("Protection from everything"))
                .hasValue(java.util.List.of(new Protection(new Quality.Everything())));
        assertThat(KeywordLines.compile("Protection from enchantments and from sorceries")).hasValue(java.util.List.of(
                new Protection(new Quality.OfCardType(CardType.ENCHANTMENT)),
                new Protection(new Quality.OfCardType(CardType.SORCERY))));
    }

    @Test
    void progenitusProtectionLineAndItsReplacementLineCompile() {
        assertThat(Compiled.abilities("Progenitus")).first().isEqualTo(new Protection(new Quality.Everything()));
        assertThat(Compiled.abilities("Progenitus")).hasSize(2);
    }

    @Test
    void basicLandwalkKeepsTheKeywordAsWritten() {
        assertThat(Compiled.abilities("Bog Wraith")).containsExactly(new Landwalk("Swamp", 0, false, "Swampwalk"));
        assertThat(KeywordLines.compile("Plainswalk"))
                .hasValue(java.util.List.of(new Landwalk("Plains", 0, false, "Plainswalk")));
        assertThat(KeywordLines.compile("Islandwalk"))
                .hasValue(java.util.List.of(new Landwalk("Island", 0, false, "Islandwalk")));
    }

    @Test
    void snowTypeWalkNeedsASnowLandOfThatType() {
        assertThat(Compiled.abilities("Rime Dryad"))
                .containsExactly(new Landwalk("Forest", Supertype.SNOW.bit(), false, "Snow forestwalk"));
    }

    @Test
    void snowLandwalkHasNoSubtype() {
        assertThat(Compiled.abilities("Zombie Musher")).first()
                .isEqualTo(new Landwalk(null, Supertype.SNOW.bit(), false, "Snow landwalk"));
    }

    @Test
    void semicolonSeparatesKeywordsToo() {
        assertThat(Compiled.abilities("Livonya Silone")).containsExactly(kw(Keyword.FIRST_STRIKE),
                new Landwalk(null, Supertype.LEGENDARY.bit(), false, "Legendary landwalk"));
    }

    @Test
    void nonbasicLandwalk() {
        assertThat(KeywordLines.compile("Nonbasic landwalk"))
                .hasValue(java.util.List.of(new Landwalk(null, 0, true, "Nonbasic landwalk")));
    }

    @Test
    void plainLandwalkAndUnknownWordsAreNotKeywordLines() {
        assertThat(KeywordLines.compile("Landwalk")).isEmpty();
        assertThat(KeywordLines.compile("Flying, jumping")).isEmpty();
        assertThat(KeywordLines.compile("Draw a card.")).isEmpty();
    }

    @Test
    void keywordsWithoutEngineVocabularyAreUnsupportedWithTheirName() {
        CompileResult.Unsupported u = Compiled.unsupported("""
                Test Phaser {1}{W}
                Creature — Pegasus 1/1
                Flying; phasing
                """);
        assertThat(u.reason()).isEqualTo("keyword \"phasing\"");
        assertThat(u.category()).isEqualTo("keyword phasing");
        assertThat(Compiled.unsupported("""
                Serra Angel {3}{W}{W}
                Creature — Angel 4/4
                Flying, first strike, lifelink, protection from God creatures
                """).reason()).contains("protection from God creatures");
    }

    @Test
    void protectionFromSubtypesAndFromMulticolored() {
        // 702.16a: a quality may be a subtype ("from Demons") or "multicolored" / "monocolored" (105.2b-c)
        assertThat(Compiled.abilities("Baneslayer Angel")).contains(
                new dev.arbiter.engine.ability.Protection(new dev.arbiter.engine.ability.Quality.OfSubtype("Demon")),
                new dev.arbiter.engine.ability.Protection(new dev.arbiter.engine.ability.Quality.OfSubtype("Dragon")));
        assertThat(Compiled.only("""
                Guardian of the Guildpact {3}{W}
                Creature — Spirit 2/3
                Protection from monocolored
                """)).isEqualTo(new dev.arbiter.engine.ability.Protection(
                        new dev.arbiter.engine.ability.Quality.OfColorCount(false)));
    }

    @Test
    void engineKeywordTextsAreAllDistinct() {
        assertThat(Arrays.stream(Keyword.values()).map(Keyword::text)).doesNotHaveDuplicates();
    }

    @Test
    void persistWitherAndInfectCards() {
        java.util.List<dev.arbiter.engine.ability.Ability> finks = Compiled.abilities("Kitchen Finks");
        assertThat(finks).hasSize(2).last().isEqualTo(kw(Keyword.PERSIST));
        assertThat(Compiled.abilities("Boggart Ram-Gang")).containsExactly(kw(Keyword.HASTE), kw(Keyword.WITHER));
        assertThat(Compiled.abilities("Vector Asp")).singleElement()
                .isInstanceOf(dev.arbiter.engine.ability.ActivatedAbility.class);
        assertThat(Compiled.abilities("Blight Mamba")).hasSize(2).first().isEqualTo(kw(Keyword.INFECT));
    }

    @Test
    void keywordListsInsideSentences() {
        assertThat(KeywordLines.list("trample and lifelink")).containsExactly(kw(Keyword.TRAMPLE), kw(Keyword.LIFELINK));
        assertThat(KeywordLines.list("flying, first strike, and vigilance"))
                .containsExactly(kw(Keyword.FLYING), kw(Keyword.FIRST_STRIKE), kw(Keyword.VIGILANCE));
        assertThat(KeywordLines.list("protection from black and from red")).containsExactly(
                new Protection(new Quality.OfColor(Color.BLACK)), new Protection(new Quality.OfColor(Color.RED)));
        assertThat(KeywordLines.list("flying and protection from black and from red")).containsExactly(kw(Keyword.FLYING),
                new Protection(new Quality.OfColor(Color.BLACK)), new Protection(new Quality.OfColor(Color.RED)));
        assertThat(KeywordLines.list("islandwalk")).containsExactly(new Landwalk("Island", 0, false, "Islandwalk"));
        assertThat(KeywordLines.list("flying and jumping")).isNull();
    }
}
