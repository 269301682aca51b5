package dev.arbiter.cards.compile;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.cards.grammar.ActivatedLineGrammar;
import dev.arbiter.cards.grammar.ActivationRestrictionGrammar;
import dev.arbiter.cards.grammar.AsLongAsIfGrammar;
import dev.arbiter.cards.grammar.AttachmentKeywordGrammar;
import dev.arbiter.cards.grammar.CostPartGrammar;
import dev.arbiter.cards.grammar.EntryReplacementGrammar;
import dev.arbiter.cards.grammar.GrantedListGrammar;
import dev.arbiter.cards.grammar.KeywordItemGrammar;
import dev.arbiter.cards.grammar.KeywordListGrammar;
import dev.arbiter.cards.grammar.ModeHeaderGrammar;
import dev.arbiter.cards.grammar.ast.CostPartNode;
import dev.arbiter.cards.grammar.ast.EntryReplacementNode;
import dev.arbiter.cards.grammar.ast.KeywordItemNode;
import org.junit.jupiter.api.Test;

/**
 * Issue 11: keyword lines, costs, activated-ability shapes and entry replacements read by grammar classes (tokens, then
 * a node), not by regular expressions. The cards with these lines play in the existing scenarios; the compiled result
 * of every public card is unchanged by the move (CompiledDumpTest against the stop's start).
 */
class LegacyKeywordGrammarTest {

    @Test
    void keywordsWithANumberACostOrAName() {
        assertThat(KeywordItemGrammar.read("Suspend 4—{1}{U}")).isEqualTo(new KeywordItemNode.Suspend(4, "{1}{U}"));
        assertThat(KeywordItemGrammar.read("Suspend X—{X}{R}")).isNull(); // 107.3: its X sets the time counters
        assertThat(KeywordItemGrammar.read("Transmute {1}{B}{B}")).isEqualTo(new KeywordItemNode.Transmute("{1}{B}{B}"));
        assertThat(KeywordItemGrammar.read("Bushido 2")).isEqualTo(new KeywordItemNode.Numbered("bushido", 2));
        assertThat(KeywordItemGrammar.read("Unearth {B}")).isEqualTo(new KeywordItemNode.FromGraveyard(false, "{B}"));
        assertThat(KeywordItemGrammar.read("Partner with Shabraz, the Skyshark"))
                .isEqualTo(new KeywordItemNode.PartnerWith("Shabraz, the Skyshark"));
        assertThat(KeywordItemGrammar.read("Partner with ~")).isNull(); // 201.2: a name written out
        assertThat(KeywordItemGrammar.read("Ward—Pay 3 life.")).isEqualTo(new KeywordItemNode.CostKeyword("ward", "Pay 3 life", true));
        assertThat(KeywordItemGrammar.read("Ward {2}")).isEqualTo(new KeywordItemNode.CostKeyword("ward", "{2}", false));
        assertThat(KeywordItemGrammar.read("Eternalize—{2}{W}{W}, Discard a card."))
                .isEqualTo(new KeywordItemNode.CostKeyword("eternalize", "{2}{W}{W}, Discard a card", true));
        assertThat(KeywordItemGrammar.read("Affinity for Swamps")).isEqualTo(new KeywordItemNode.Affinity("Swamps"));
        assertThat(KeywordItemGrammar.read("Flashback {2}{R}")).isEqualTo(new KeywordItemNode.ManaAlternative(false, "{2}{R}"));
        assertThat(KeywordItemGrammar.read("Reinforce 1—{1}{W}")).isEqualTo(new KeywordItemNode.Reinforce(1, "{1}{W}"));
    }

    @Test
    void keywordListsSplitAtTheirJoinersButNotInsideProtection() {
        assertThat(KeywordListGrammar.items("Flying, vigilance; trample")).containsExactly("Flying", "vigilance", "trample");
        assertThat(KeywordListGrammar.list("flying, first strike, and vigilance")).containsExactly("flying", "first strike", "vigilance");
        assertThat(KeywordListGrammar.list("protection from black and from red")).containsExactly("protection from black and from red");
        assertThat(KeywordListGrammar.protection("protection from Demons and from Devils")).containsExactly("Demons", "Devils");
        assertThat(KeywordListGrammar.landwalk("nonbasic landwalk")).containsExactly("nonbasic ", "land");
        assertThat(KeywordListGrammar.unsupported("equip {2}")).isTrue();
        assertThat(KeywordListGrammar.unsupported("flying")).isFalse();
    }

    @Test
    void costPartsWithSymbolsOrNumbers() {
        assertThat(CostPartGrammar.read("Pay {E}{E}")).isEqualTo(new CostPartNode.Energy(2));
        assertThat(CostPartGrammar.read("{2}{R}")).isEqualTo(new CostPartNode.ManaRun("{2}{R}"));
        assertThat(CostPartGrammar.read("{2} {R}")).isNull(); // a run of symbols is written together
        assertThat(CostPartGrammar.read("Pay 2 life")).isEqualTo(new CostPartNode.PayLife(2));
        assertThat(CostPartGrammar.read("Remove a +1/+1 counter from ~")).isEqualTo(new CostPartNode.RemoveCounters(1, "+1/+1"));
        assertThat(CostPartGrammar.read("Draw two cards")).isEqualTo(new CostPartNode.Draw(2));
    }

    @Test
    void entryReplacements() {
        assertThat(EntryReplacementGrammar.read("~ enters the battlefield with two +1/+1 counters on it."))
                .isEqualTo(new EntryReplacementNode.EntersWithCounters(2, "+1/+1", false));
        assertThat(EntryReplacementGrammar.read("~ escapes with three +1/+1 counters on it."))
                .isEqualTo(new EntryReplacementNode.EscapesWith(3, "+1/+1"));
        assertThat(EntryReplacementGrammar.read("If you would create one or more Treasure tokens, instead create those tokens "
                + "plus an additional Treasure token.")).isEqualTo(new EntryReplacementNode.TokensPlus("Treasure", 1));
        assertThat(EntryReplacementGrammar.read("If you would create one or more Treasure tokens, instead create those tokens "
                + "plus an additional Clue token.")).isNull();
        EntryReplacementNode paid = EntryReplacementGrammar.read("If ~ would enter the battlefield, sacrifice two lands instead. "
                + "If you do, put ~ onto the battlefield. If you don't, put it into its owner's graveyard.");
        assertThat(paid).isInstanceOf(EntryReplacementNode.EnterUnlessPaid.class);
        assertThat(((EntryReplacementNode.EnterUnlessPaid) paid).what()).isEqualTo("two lands");
    }

    @Test
    void activatedLinesTheirRestrictionAndWhoMayActivate() {
        assertThat(ActivatedLineGrammar.costAndEffect("{T}: Add {G}.")).containsExactly("{T}", "Add {G}.");
        assertThat(ActivatedLineGrammar.loyalty("[−2]: Draw a card.")).isTrue();
        assertThat(ActivatedLineGrammar.loyalty("{T}: Draw a card.")).isFalse();
        assertThat(ActivatedLineGrammar.who("Draw a card. Any player may activate this ability but only as a sorcery."))
                .isEqualTo(new ActivatedLineGrammar.Who("Draw a card.", false, "as a sorcery"));
        assertThat(ActivatedLineGrammar.returnsItselfFromGraveyard("{2}{B}: Return ~ from your graveyard to your hand.")).isTrue();
        ActivationRestrictionGrammar.Sentence s = ActivationRestrictionGrammar.sentence(
                "Put a +1/+1 counter on ~. Activate only as a sorcery and only once each turn.");
        assertThat(s).isEqualTo(new ActivationRestrictionGrammar.Sentence("Put a +1/+1 counter on ~.",
                "Activate only as a sorcery and only once each turn"));
        assertThat(ActivationRestrictionGrammar.fixed(s.restriction())).isEqualTo(new ActivationRestrictionGrammar.Fixed("as a sorcery", 1));
        assertThat(ActivationRestrictionGrammar.fixed("Activate no more than twice each turn"))
                .isEqualTo(new ActivationRestrictionGrammar.Fixed(null, 2));
    }

    @Test
    void headersAttachmentsLeadsAndGrantedLists() {
        assertThat(ModeHeaderGrammar.read("Choose one or both —")).isEqualTo(new ModeHeaderGrammar.Header("one or both", false));
        assertThat(ModeHeaderGrammar.read("Choose three. You may choose the same mode more than once."))
                .isEqualTo(new ModeHeaderGrammar.Header("three", true));
        assertThat(AttachmentKeywordGrammar.read("Equip—Discard a card."))
                .isEqualTo(new AttachmentKeywordGrammar.Keyword("equip", "Discard a card.", null));
        AttachmentKeywordGrammar.Keyword enchant = AttachmentKeywordGrammar.read("Enchant creature you control");
        assertThat(enchant.rest()).isEqualTo("creature you control");
        assertThat(enchant.what()).isInstanceOf(dev.arbiter.cards.grammar.ast.EnchantWhat.Permanent.class);
        assertThat(((dev.arbiter.cards.grammar.ast.EnchantWhat.Permanent) enchant.what()).word())
                .isEqualTo(new dev.arbiter.cards.grammar.ast.PhraseNodes.Enchantable("creature", "you control"));
        assertThat(AttachmentKeywordGrammar.read("Enchant opponent").what())
                .isEqualTo(new dev.arbiter.cards.grammar.ast.EnchantWhat.Player(true));
        assertThat(AsLongAsIfGrammar.read("As long as you have no cards in hand, if a source would deal damage to you, prevent it."))
                .containsExactly("you have no cards in hand", "if a source would deal damage to you, prevent it.");
        assertThat(GrantedListGrammar.items("flying and \"{T}: This creature deals 1 damage to any target.\"")).containsExactly(
                new GrantedListGrammar.Item("flying", false),
                new GrantedListGrammar.Item("{T}: This creature deals 1 damage to any target.", true));
        assertThat(ModeFlavorWords.strip("Smash It — Destroy target artifact.")).isEqualTo("Destroy target artifact.");
        assertThat(ModeFlavorWords.strip("Destroy target artifact — or not.")).isEqualTo("Destroy target artifact — or not.");
    }
}
