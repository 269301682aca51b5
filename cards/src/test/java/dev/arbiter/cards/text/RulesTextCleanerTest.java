package dev.arbiter.cards.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class RulesTextCleanerTest {

    private static final SourcePos POS = new SourcePos("t.txt", 3);

    private static String clean(String name, boolean legendary, String line) {
        return RulesTextCleaner.forCard(name, legendary).clean(line, POS);
    }

    @Test
    void fullNameBecomesTilde() {
        assertThat(clean("Lightning Bolt", false, "Lightning Bolt deals 3 damage to any target."))
                .isEqualTo("~ deals 3 damage to any target.");
    }

    @Test
    void nameAfterOtherIsTheSubtypeItShares_205_3() {
        assertThat(clean("Aurochs", false, "Whenever Aurochs attacks, it gets +1/+0 until end of turn for each other attacking Aurochs."))
                .isEqualTo("Whenever ~ attacks, it gets +1/+0 until end of turn for each other attacking Aurochs.");
        assertThat(clean("Knight of Dusk", false, "{B}{B}: Destroy target creature blocking Knight of Dusk."))
                .isEqualTo("{B}{B}: Destroy target creature blocking ~.");
    }

    @Test
    void nameWrittenWithAccentsInTheTextBecomesTilde() {
        assertThat(clean("Juzam Djinn", false, "At the beginning of your upkeep, Juzám Djinn deals 1 damage to you."))
                .isEqualTo("At the beginning of your upkeep, ~ deals 1 damage to you.");
        assertThat(clean("Lightning Bolt", false, "Juzám Djinn — Lightning Bolt")).isEqualTo("Juzám Djinn — ~");
    }

    @Test
    void flavorWordIsDroppedButNotAKeywordOrChapterNumbers_207_2d() {
        assertThat(clean("Black Dragon", false, "Acid Breath — When Black Dragon enters the battlefield, target creature gets -3/-3 until end of turn."))
                .isEqualTo("When ~ enters the battlefield, target creature gets -3/-3 until end of turn.");
        assertThat(clean("Company Commander", false, "Bring it Down! — Whenever Company Commander attacks, draw a card."))
                .isEqualTo("Whenever ~ attacks, draw a card.");
        assertThat(clean("Axgard Braggart", false, "Boast — {1}{W}: Untap Axgard Braggart."))
                .isEqualTo("Boast — {1}{W}: Untap ~."); // 702.142: a keyword, not a flavor word
        assertThat(clean("Fall of the Impostor", false, "I, II — Put a +1/+1 counter on up to one target creature."))
                .isEqualTo("I, II — Put a +1/+1 counter on up to one target creature."); // 714.2b: chapter numbers
    }

    @Test
    void legendaryShortNameBeforeTheCommaBecomesTilde() {
        assertThat(clean("Melira, Sylvok Outcast", true,
                "Whenever Melira attacks, Melira, Sylvok Outcast gains flying."))
                .isEqualTo("Whenever ~ attacks, ~ gains flying.");
    }

    @Test
    void shortNameIsOnlyReplacedAsAWholeWord() {
        assertThat(clean("Melira, Sylvok Outcast", true, "Meliras and Melira's friends"))
                .isEqualTo("Meliras and ~'s friends");
    }

    @Test
    void shortNameIsNotUsedForNonLegendaryCards() {
        assertThat(clean("Hunter, Plain", false, "Hunter gets +1/+1.")).isEqualTo("Hunter gets +1/+1.");
    }

    @Test
    void nameInsideALongerWordIsLeftAlone() {
        assertThat(clean("Forest", false, "Forestwalk")).isEqualTo("Forestwalk");
        assertThat(clean("Wall", false, "Can't be blocked by non-Wall creatures.")).isEqualTo(
                "Can't be blocked by non-Wall creatures.");
    }

    @Test
    void reminderTextIsRemovedAndWhitespaceNormalised() {
        assertThat(clean("X", false, "Flanking (Whenever a creature without flanking blocks this creature, "
                + "the blocking creature gets -1/-1 until end of turn.)")).isEqualTo("Flanking");
        assertThat(clean("X", false, "  Flashback   {1}{W} (You may cast this card.)  ")).isEqualTo("Flashback {1}{W}");
        assertThat(clean("X", false, "It gains haste (reminder) until end of turn (more) .")).isEqualTo(
                "It gains haste until end of turn.");
        assertThat(clean("X", false, "({T}: Add {G}.)")).isEmpty();
    }

    @Test
    void everyRunOfWhitespaceBecomesOneSpace() {
        assertThat(RulesTextCleaner.collapseSpaces(" a \tb\t\tc  d ")).isEqualTo("a b c d");
        assertThat(RulesTextCleaner.collapseSpaces("plain text")).isEqualTo("plain text");
        assertThat(RulesTextCleaner.collapseSpaces("\t ")).isEmpty();
        assertThat(clean("X", false, "Landfall — Whenever a land enters, draw a card.")).isEqualTo("Whenever a land enters, draw a card.");
        assertThat(clean("X", false, "Draw a card , then discard a card .")).isEqualTo("Draw a card, then discard a card.");
    }

    @Test
    void nestedParenthesesAreRemovedAsOne() {
        assertThat(clean("X", false, "Foo (a (b) c) bar")).isEqualTo("Foo bar");
    }

    @Test
    void unbalancedParenthesesAreErrors() {
        // reminder text left open at the end of a line (a slip in real card data) runs to the end of the line
        assertThat(clean("X", false, "Foo (bar")).isEqualTo("Foo");
        assertThatThrownBy(() -> clean("X", false, "Foo) bar")).isInstanceOf(CardFormatException.class)
                .hasMessageStartingWith("t.txt:3: ");
    }

    @Test
    void keywordActionNamesAreNotReplaced() {
        assertThat(clean("Regenerate", false, "Regenerate target creature.")).isEqualTo("Regenerate target creature.");
    }

    @Test
    void nameWithRegexCharactersIsReplacedLiterally() {
        assertThat(clean("Will-o'-the-Wisp", false, "{B}: Regenerate Will-o'-the-Wisp."))
                .isEqualTo("{B}: Regenerate ~.");
    }

    @Test
    void existingTildeIsKept() {
        assertThat(clean("Bear", false, "~ gets +1/+1.")).isEqualTo("~ gets +1/+1.");
    }
}
