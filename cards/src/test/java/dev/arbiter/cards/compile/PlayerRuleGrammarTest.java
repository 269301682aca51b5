package dev.arbiter.cards.compile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.PlayerRuleGrammar;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.cards.grammar.ast.PlayerRuleNode;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.DrawReplacement;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Issue 11: the player rules (101.2) and the replacements of a player's or the source's event (614.1a) are read by
 * {@link PlayerRuleGrammar} as a wording family (subject, verb, object), not line by line; the lowering supports the
 * members the engine has an effect for and leaves the others not understood (fail closed). The real cards play in
 * scenarios: Platinum Angel (423.4), Melira (810.10c), Spirit of the Labyrinth (121.3), Laboratory Maniac, Abundance,
 * Enduring Renewal (423.6), Lich's Mirror and Progenitus (614.1a), Knight of the Holy Nimbus (701.15b).
 */
class PlayerRuleGrammarTest {

    @Test
    void aProhibitionIsAPlayerGroupCantAndAnAction() {
        PlayerRuleNode node = PlayerRuleGrammar.parse("Your opponents can't get poison counters.");
        assertThat(node).isEqualTo(new PlayerRuleNode.Cant(List.of(new PlayerRuleNode.Prohibition(new PlayerRef.EachOpponent(),
                PlayerRuleNode.Action.GET_POISON_COUNTERS, 0))));
        PlayerRuleNode two = PlayerRuleGrammar.parse("You can't lose the game and your opponents can't win the game.");
        assertThat(((PlayerRuleNode.Cant) two).clauses()).extracting(PlayerRuleNode.Prohibition::action)
                .containsExactly(PlayerRuleNode.Action.LOSE_THE_GAME, PlayerRuleNode.Action.WIN_THE_GAME);
        assertThat(PlayerRuleGrammar.parse("Players can't draw more than two cards each turn.")).isEqualTo(new PlayerRuleNode.Cant(
                List.of(new PlayerRuleNode.Prohibition(new PlayerRef.EachPlayer(), PlayerRuleNode.Action.DRAW_MORE_THAN, 2))));
        assertThatThrownBy(() -> PlayerRuleGrammar.parse("You can't cast spells.")).isInstanceOf(ParseFailure.class);
    }

    @Test
    void theProhibitionsLowerToTheEnginesEffectsForTheirPlayers() {
        assertThat(only("You can't get poison counters.")).isEqualTo(new StaticEffect.CantGetPoisonCounters());
        assertThat(only("Players can't draw cards.")).isEqualTo(new StaticEffect.CantDraw(true));
        assertThat(only("You can't draw cards.")).isEqualTo(new StaticEffect.CantDraw(false));
        assertThat(only("Each opponent can't draw more than one card each turn.")).isEqualTo(new StaticEffect.DrawLimit(Relation.OPPONENT, 1));
        assertThat(only("You can't lose the game and your opponents can't win the game."))
                .isEqualTo(new StaticEffect.CantLoseOpponentsCantWin());
        // read, but the engine has no such effect: not understood rather than half a card
        assertThat(PlayerRuleLowering.compile("Your opponents can't get poison counters.")).isEmpty();
        assertThat(PlayerRuleLowering.compile("You can't lose the game.")).isEmpty();
        assertThat(PlayerRuleLowering.compile("Your opponents can't draw cards.")).isEmpty();
    }

    @Test
    void anObjectsEventIsReplacedForAnyObjectTheGrammarKnowsAndLoweredForTheSource() {
        assertThat(PlayerRuleGrammar.parse("If enchanted creature would be destroyed, regenerate it.")).isEqualTo(
                new PlayerRuleNode.ObjectWould(new ObjectRef.Attached("enchanted creature"), PlayerRuleNode.ObjectEvent.DESTROYED,
                        PlayerRuleNode.ObjectInstead.REGENERATE, null));
        assertThat(only("If ~ would be destroyed, regenerate it.")).isEqualTo(new StaticEffect.RegenerateInsteadOfDestroy());
        assertThat(only("If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its owner's library instead."))
                .isEqualTo(new StaticEffect.ShuffleIntoLibraryInsteadOfGraveyard());
        assertThat(only("If ~ would be put into a graveyard from anywhere, shuffle it into its owner's library instead."))
                .isEqualTo(new StaticEffect.ShuffleIntoLibraryInsteadOfGraveyard());
        assertThat(PlayerRuleLowering.compile("If enchanted creature would be destroyed, regenerate it.")).isEmpty();
        assertThat(PlayerRuleLowering.compile("If ~ would be destroyed, shuffle it into its owner's library instead.")).isEmpty();
    }

    @Test
    void drawAndLossReplacementsReadTheirSlotsAndLowerOnlyWhatTheEngineDoes() {
        assertThat(only("If you would draw a card, draw two cards instead.")).isEqualTo(
                new StaticEffect.ReplaceDraw(new DrawReplacement.DrawInstead(2)));
        assertThat(only("If you would draw a card while your library has no cards in it, you win the game instead."))
                .isEqualTo(new StaticEffect.ReplaceDraw(new DrawReplacement.WinWithEmptyLibrary()));
        assertThat(PlayerRuleLowering.compile("If you would draw a card while your library has no cards in it, you lose the game instead."))
                .isEmpty();
        assertThat(PlayerRuleGrammar.parse("If you would draw a card, reveal the top card of your library instead. If it's an"
                + " artifact card, put it into your hand. Otherwise, draw a card.")).isEqualTo(new PlayerRuleNode.RevealTopInstead("artifact", "hand"));
        assertThat(PlayerRuleLowering.compile("If you would draw a card, reveal the top card of your library instead. If it's an"
                + " artifact card, put it into your hand. Otherwise, draw a card.")).isEmpty();
        String loss = "If you would lose the game, instead shuffle your hand, your graveyard, and all permanents you own into"
                + " your library, then draw %s cards and your life total becomes %d.";
        assertThat(only(loss.formatted("seven", 20))).isEqualTo(new StaticEffect.RestartInsteadOfLosing());
        assertThat(PlayerRuleGrammar.parse(loss.formatted("five", 10))).isEqualTo(new PlayerRuleNode.LossInstead(
                List.of("your hand", "your graveyard", "all permanents you own"), 5, 10));
        assertThat(PlayerRuleLowering.compile(loss.formatted("five", 10))).isEmpty();
    }

    @Test
    void handsPlayedRevealedAreAPlayerGroupWithItsAgreeingPossessive() {
        assertThat(dev.arbiter.cards.grammar.ChoiceGrammar.parse("Play with your hand revealed."))
                .isEqualTo(new dev.arbiter.cards.grammar.ast.ChoiceNode.HandsRevealed("your"));
        assertThat(dev.arbiter.cards.grammar.ChoiceGrammar.parse("Each opponent plays with their hand revealed."))
                .isEqualTo(new dev.arbiter.cards.grammar.ast.ChoiceNode.HandsRevealed("opponents"));
        assertThat(dev.arbiter.cards.grammar.ChoiceGrammar.parse("Players play with their hands revealed."))
                .isEqualTo(new dev.arbiter.cards.grammar.ast.ChoiceNode.HandsRevealed("players"));
        assertThatThrownBy(() -> dev.arbiter.cards.grammar.ChoiceGrammar.parse("Players play with your hand revealed."))
                .isInstanceOf(ParseFailure.class);
    }

    private static StaticEffect only(String line) {
        Optional<List<Ability>> abilities = PlayerRuleLowering.compile(line);
        assertThat(abilities).as(line).isPresent();
        assertThat(abilities.get()).hasSize(1);
        return ((StaticAbility) abilities.get().get(0)).effect();
    }
}
