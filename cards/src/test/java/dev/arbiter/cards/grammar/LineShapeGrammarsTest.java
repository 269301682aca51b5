package dev.arbiter.cards.grammar;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.cards.grammar.ast.ChapterNode;
import dev.arbiter.cards.grammar.ast.DrawInsteadNode;
import dev.arbiter.cards.grammar.ast.EmblemNode;
import dev.arbiter.cards.grammar.ast.LevelerNodes;
import dev.arbiter.cards.grammar.ast.LoyaltyNode;
import dev.arbiter.cards.grammar.ast.ModalHeaderNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.cards.grammar.ast.RoomNode;
import dev.arbiter.cards.grammar.ast.TriggerNode;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The grammars that replaced the older line matchers' expressions (issue 11): each reads its line shape and no other. */
class LineShapeGrammarsTest {

    @Test
    void coreTriggerEventsReadByTheTriggerGrammar_603_1() {
        assertThat(TriggerGrammar.parse("When ~ enters the battlefield, draw a card.").event())
                .isEqualTo(new TriggerNode.Enters(null, false, false));
        assertThat(TriggerGrammar.parse("When ~ is put into a graveyard from the battlefield, draw a card.").event())
                .isEqualTo(new TriggerNode.Dies(null, false, false));
        assertThat(TriggerGrammar.parse("When ~ leaves the battlefield, draw a card.").event()).isEqualTo(new TriggerNode.Leaves());
        assertThat(TriggerGrammar.parse("Whenever ~ attacks and isn't blocked, draw a card.").event())
                .isEqualTo(new TriggerNode.SelfCombat("attacks and isn't blocked"));
        assertThat(TriggerGrammar.parse("Whenever ~ blocks a creature, draw a card.").event()).isEqualTo(new TriggerNode.SelfCombat("blocks a creature"));
        assertThat(TriggerGrammar.parse("Whenever ~ becomes blocked by a creature, draw a card.").event())
                .isEqualTo(new TriggerNode.SelfCombat("becomes blocked by a creature"));
        assertThat(TriggerGrammar.parse("Whenever you gain life, draw a card.").event())
                .isEqualTo(new TriggerNode.PlayerDoes(new PlayerRef.You(), "gains life"));
        assertThat(TriggerGrammar.parse("Whenever an opponent draws a card, you gain 1 life.").event())
                .isEqualTo(new TriggerNode.PlayerDoes(new PlayerRef.EachOpponent(), "draws a card"));
        TriggerNode.Line ifClause = TriggerGrammar.parse("Whenever you gain life, if you control a creature, draw a card.");
        assertThat(ifClause.interveningIf()).isNotNull();
        assertThat(ifClause.effectText()).isEqualTo("draw a card.");
        // "blocks a creature with flying" is a combat event read into a typed node (CombatEventGrammar, 509.3b), its
        // noun a Noun node; "enters tapped" is no trigger event
        TriggerNode blocks = TriggerGrammar.parse("Whenever ~ blocks a creature with flying, draw a card.").event();
        assertThat(blocks).isInstanceOf(dev.arbiter.cards.grammar.ast.CombatEventNodes.Roles.class);
        dev.arbiter.cards.grammar.ast.CombatEventNodes.Roles roles = (dev.arbiter.cards.grammar.ast.CombatEventNodes.Roles) blocks;
        assertThat(roles.blocks() && roles.each() && roles.by().hasHead("creature")).isTrue();
        assertThat(TriggerGrammar.parse("Whenever an opponent attacks you, draw a card.").event()).isEqualTo(
                new dev.arbiter.cards.grammar.ast.CombatEventNodes.PlayerAttacks(true,
                        dev.arbiter.cards.grammar.ast.CombatEventNodes.Defenders.YOU));
        TriggerNode.Line once = TriggerGrammar.parse(
                "Whenever you discard one or more cards, draw a card. This ability triggers only once each turn.");
        assertThat(once.event()).isEqualTo(new TriggerNode.OnceEachTurn(new TriggerNode.PlayerDoes(new PlayerRef.You(), "discards a card")));
        assertThat(once.effectText()).isEqualTo("draw a card.");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> TriggerGrammar.parse("When ~ enters the battlefield tapped, draw a card."))
                .isInstanceOf(ParseFailure.class);
    }

    @Test
    void loyaltyAbility_606_4() {
        assertThat(LoyaltyGrammar.parse("[\u22123]: Destroy target creature.")).isEqualTo(new LoyaltyNode("\u2212", 3, "Destroy target creature."));
        assertThat(LoyaltyGrammar.parse("[+1]: Draw a card.").minus()).isFalse();
        assertThat(LoyaltyGrammar.parse("[\u2212X]: Draw X cards.").amount()).isNull();
        assertThat(LoyaltyGrammar.parse("[+1] Draw a card.")).isNull();
        assertThat(LoyaltyGrammar.namesActivation("Activate only once each turn.")).isTrue();
        assertThat(LoyaltyGrammar.namesActivation("Reactivated things.")).isFalse();
    }

    @Test
    void sagaChapters_714_2() {
        assertThat(ChapterGrammar.parse("I, II \u2014 Draw a card.")).isEqualTo(new ChapterNode(List.of(1, 2), "Draw a card."));
        assertThat(ChapterGrammar.parse("VII \u2014 Draw a card.")).isNull();
    }

    @Test
    void dungeonRoom_309_4() {
        assertThat(RoomGrammar.parse("Cave Entrance \u2014 Scry 1. (\u2192 Goblin Lair or Mine Tunnels)"))
                .isEqualTo(new RoomNode("Cave Entrance", "Scry 1.", List.of("Goblin Lair", "Mine Tunnels")));
        assertThat(RoomGrammar.parse("Throne \u2014 Draw a card.")).isEqualTo(new RoomNode("Throne", "Draw a card.", List.of()));
        assertThat(RoomGrammar.parse("No dash here.")).isNull();
    }

    @Test
    void dieTableRows_706_3b() {
        assertThat(DieTableRowGrammar.isRow("1\u20149 | Draw a card.")).isTrue();
        assertThat(DieTableRowGrammar.isRow("20 | Draw a card.")).isTrue();
        assertThat(DieTableRowGrammar.isRow("10+ | Draw a card.")).isTrue();
        assertThat(DieTableRowGrammar.isRow("Draw a card.")).isFalse();
    }

    @Test
    void levelerLines_711() {
        assertThat(LevelerGrammar.levelUp("Level up {1}{W} ({1}{W}: Put a level counter on this.)")).isEqualTo(new LevelerNodes.LevelUp("{1}{W}"));
        assertThat(LevelerGrammar.striation("LEVEL 2-6")).isEqualTo(new LevelerNodes.Striation(2, 6));
        assertThat(LevelerGrammar.striation("LEVEL 7+")).isEqualTo(new LevelerNodes.Striation(7, Integer.MAX_VALUE));
        assertThat(LevelerGrammar.powerToughness("4/4")).isEqualTo(new LevelerNodes.PowerToughness(4, 4));
        assertThat(LevelerGrammar.striation("Level 7+")).isNull();
    }

    @Test
    void emblem_114_1() {
        assertThat(EmblemGrammar.parse("You get an emblem with \"Creatures you control get +1/+1.\""))
                .isEqualTo(new EmblemNode("You get", "Creatures you control get +1/+1."));
        assertThat(EmblemGrammar.thisEmblemAsSelf("Sacrifice this emblem.")).isEqualTo("Sacrifice ~.");
    }

    @Test
    void drawReplacement_614_1a() {
        assertThat(DrawInsteadGrammar.parse("If you would draw a card, you may mill a card instead."))
                .isEqualTo(new DrawInsteadNode(true, "mill a card"));
        assertThat(DrawInsteadGrammar.parse("If you would draw a card, instead scry 1."))
                .isEqualTo(new DrawInsteadNode(false, "scry 1."));
        assertThat(DrawInsteadGrammar.parse("If you would draw a card, skip that draw instead."))
                .isEqualTo(new DrawInsteadNode(false, "skip that draw"));
    }

    @Test
    void modalHeaders_700_2() {
        assertThat(ModalHeaderGrammar.triggered("When ~ enters the battlefield, choose one or both \u2014"))
                .isEqualTo(new ModalHeaderNode("When ~ enters the battlefield", "one or both"));
        assertThat(ModalHeaderGrammar.activated("{2}, {T}: Choose one \u2014")).isEqualTo(new ModalHeaderNode("{2}, {T}", "one"));
        assertThat(ModalHeaderGrammar.triggered("Choose one \u2014")).isNull();
    }
}
