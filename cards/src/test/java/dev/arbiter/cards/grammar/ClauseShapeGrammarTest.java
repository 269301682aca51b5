package dev.arbiter.cards.grammar;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.ClauseShapeNodes;
import dev.arbiter.cards.grammar.ast.PhraseNodes;
import dev.arbiter.cards.grammar.ast.RecipientNodes;
import dev.arbiter.cards.grammar.ast.ReferentNodes;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The clause shapes the older regex readers took (issue 11), now read from tokens. */
class ClauseShapeGrammarTest {

    @Test
    void tapAndUntapHandTheObjectOnAsWritten() {
        assertThat(ClauseShapeGrammar.tap("Tap target creature an opponent controls"))
                .isEqualTo(new ClauseShapeNodes.TapOrUntap(true, ObjectReferentGrammar.read("target creature an opponent controls")));
        assertThat(ClauseShapeGrammar.tap("untap ~")).isEqualTo(new ClauseShapeNodes.TapOrUntap(false, ObjectReferentGrammar.read("~")));
        assertThat(ClauseShapeGrammar.tap("tapped creatures")).isNull();
        assertThat(ClauseShapeGrammar.tap("tap")).isNull();
    }

    private static final RecipientNodes.PlayerReferent TARGET_PLAYER = new RecipientNodes.TargetPlayer(new ReferentNodes.TargetDesc(
            "Target player", false, "player", List.of(new PhraseNodes.Word("player", false)), ReferentNodes.TargetKind.PLAYER));

    @Test
    void millAndDiscardReadTheirSubjectAmountAndAtRandom() {
        assertThat(ClauseShapeGrammar.cards("Target player mills two cards"))
                .isEqualTo(new ClauseShapeNodes.CardsFromZone(TARGET_PLAYER, "mills", "two", false, false));
        assertThat(ClauseShapeGrammar.cards("discard a card at random"))
                .isEqualTo(new ClauseShapeNodes.CardsFromZone(null, "discard", "a", true, true));
        assertThat(ClauseShapeGrammar.cards("discard X cards"))
                .isEqualTo(new ClauseShapeNodes.CardsFromZone(null, "discard", "X", true, false));
        assertThat(ClauseShapeGrammar.cards("mill a card at random")).isNull(); // 701.13: milling is never at random
        assertThat(ClauseShapeGrammar.cards("mill many cards")).isNull();
    }

    @Test
    void creatureTokensReadStatsColourSubtypesAndKeywords() {
        assertThat(ClauseShapeGrammar.tokens("Create three 1/1 red Goblin Scout creature tokens with mountainwalk"))
                .isEqualTo(new ClauseShapeNodes.CreatureTokens("three", 1, 1, "red", List.of("Goblin", "Scout"), true,
                        "mountainwalk"));
        assertThat(ClauseShapeGrammar.tokens("create a 0/0 green Hydra creature token"))
                .isEqualTo(new ClauseShapeNodes.CreatureTokens("a", 0, 0, "green", List.of("Hydra"), false, null));
        assertThat(ClauseShapeGrammar.tokens("Create a +1/+1 green Hydra creature token")).isNull();
        assertThat(ClauseShapeGrammar.tokens("Create a 1/1 green creature token")).isNull(); // no subtype
    }

    @Test
    void manaAmountReadsTheAmountDefinition() {
        ClauseShapeNodes.ManaAmountOf m = ClauseShapeGrammar.manaAmount(
                "an amount of {B} equal to the sacrificed creature's mana value");
        assertThat(m).isNotNull();
        assertThat(m.mana()).isEqualTo('B');
        assertThat(m.amount()).isInstanceOf(AmountNode.Sacrificed.class);
        assertThat(ClauseShapeGrammar.manaAmount("an amount of {2} equal to the sacrificed creature's mana value")).isNull();
    }

    @Test
    void zoneClauses() {
        assertThat(ClauseShapeGrammar.zone("put target artifact card from your graveyard on top of your library"))
                .isEqualTo(new ClauseShapeNodes.GraveyardCardToTop("artifact"));
        assertThat(ClauseShapeGrammar.zone("Put target card from your graveyard on top of your library"))
                .isEqualTo(new ClauseShapeNodes.GraveyardCardToTop(null));
        assertThat(ClauseShapeGrammar.zone("Return all creature cards from your graveyard to the battlefield"))
                .isEqualTo(new ClauseShapeNodes.ReturnAllFromGraveyard("creature"));
        assertThat(ClauseShapeGrammar.zone("return the exiled cards to the battlefield under their owners' control"))
                .isEqualTo(new ClauseShapeNodes.ReturnExiled(false));
        assertThat(ClauseShapeGrammar.zone("Return the exiled card to the battlefield under its owner's control"))
                .isEqualTo(new ClauseShapeNodes.ReturnExiled(true));
        assertThat(ClauseShapeGrammar.zone("exile all other permanents you control"))
                .isEqualTo(new ClauseShapeNodes.ExileOtherPermanents());
        assertThat(ClauseShapeGrammar.zone("exile all other permanents you control this turn")).isNull();
    }

    @Test
    void modeLines() {
        assertThat(ModeLineGrammar.chooseOne("Choose one —")).isTrue();
        assertThat(ModeLineGrammar.chooseOne("Choose one -")).isTrue();
        assertThat(ModeLineGrammar.chooseOne("Choose one or both —")).isFalse();
        assertThat(ModeLineGrammar.mode("• Draw a card.")).isEqualTo("Draw a card.");
        assertThat(ModeLineGrammar.mode("Draw a card.")).isNull();
    }

    @Test
    void twoSentenceShapes() {
        assertThat(SentenceShapeGrammar.read("Draw three cards, then discard one of them."))
                .isEqualTo(new ClauseShapeNodes.DrawDiscardOneOfThem("three"));
        assertThat(SentenceShapeGrammar.read("Draw a card and reveal it. If it isn't a land card, discard it."))
                .isEqualTo(new ClauseShapeNodes.DrawRevealDiscardUnless("land"));
        assertThat(SentenceShapeGrammar.read(
                "Copy target instant or sorcery spell, except that the copy is red. You may choose new targets for the copy."))
                .isEqualTo(new ClauseShapeNodes.CopyTargetSpell("red"));
        assertThat(SentenceShapeGrammar.read("Copy target instant or sorcery spell. You may choose new targets for the copy."))
                .isEqualTo(new ClauseShapeNodes.CopyTargetSpell(null));
        assertThat(SentenceShapeGrammar.read(
                "You may copy the exiled card. If you do, you may cast the copy without paying its mana cost."))
                .isEqualTo(new ClauseShapeNodes.CopyExiledCard());
        assertThat(SentenceShapeGrammar.read("you may exile an instant card with mana value 2 or less from your hand."))
                .isEqualTo(new ClauseShapeNodes.ExileFromHand("instant", 2));
        assertThat(SentenceShapeGrammar.read("Draw a card.")).isNull();
    }

    @Test
    void verbClausesOfAPlayerOrAnObject() {
        assertThat(VerbClauseGrammar.playerAmount("Target player draws two cards", "draw"))
                .isEqualTo(new dev.arbiter.cards.grammar.ast.VerbClauseNodes.PlayerAmount(TARGET_PLAYER, "draws", "two"));
        assertThat(VerbClauseGrammar.playerAmount("draw a card", "draw"))
                .isEqualTo(new dev.arbiter.cards.grammar.ast.VerbClauseNodes.PlayerAmount(null, "draw", "a"));
        assertThat(VerbClauseGrammar.playerAmount("you lose 2 life", "life"))
                .isEqualTo(new dev.arbiter.cards.grammar.ast.VerbClauseNodes.PlayerAmount(new RecipientNodes.You(), "lose", "2"));
        assertThat(VerbClauseGrammar.playerAmount("that player gets a poison counter", "poison"))
                .isEqualTo(new dev.arbiter.cards.grammar.ast.VerbClauseNodes.PlayerAmount(new RecipientNodes.ThatPlayer(), "gets", "a"));
        assertThat(VerbClauseGrammar.playerAmount("gets a poison counter", "poison")).isNull(); // a player must be named
        assertThat(VerbClauseGrammar.drawAdditional("that player draws an additional card"))
                .isEqualTo(new dev.arbiter.cards.grammar.ast.VerbClauseNodes.DrawAdditional(new RecipientNodes.ThatPlayer(), "draws"));
        assertThat(VerbClauseGrammar.led("Destroy target creature an opponent controls"))
                .isEqualTo(new dev.arbiter.cards.grammar.ast.VerbClauseNodes.Destroy(ObjectReferentGrammar.read("target creature an opponent controls")));
        assertThat(VerbClauseGrammar.led("destroy all creatures")).isNull();
        assertThat(VerbClauseGrammar.led("put two -1/-1 counters on target creature"))
                .isEqualTo(new dev.arbiter.cards.grammar.ast.VerbClauseNodes.PutPtCounters("two", "-1/-1", ObjectReferentGrammar.read("target creature")));
        assertThat(VerbClauseGrammar.led("Return target creature to its owner's hand"))
                .isEqualTo(new dev.arbiter.cards.grammar.ast.VerbClauseNodes.ReturnToHand(ObjectReferentGrammar.read("target creature"), false));
        assertThat(VerbClauseGrammar.led("All creatures able to block target creature this turn do so"))
                .isEqualTo(new dev.arbiter.cards.grammar.ast.VerbClauseNodes.Lure(ObjectReferentGrammar.read("target creature")));
        assertThat(VerbClauseGrammar.led("Add {R}{R}")).isEqualTo(new dev.arbiter.cards.grammar.ast.VerbClauseNodes.Add("{R}{R}"));
        assertThat(VerbClauseGrammar.led("you may draw a card")).isEqualTo(new dev.arbiter.cards.grammar.ast.VerbClauseNodes.MayDraw());
    }
}
