package dev.arbiter.engine.turn;

import dev.arbiter.engine.costs.ManaSource;
import dev.arbiter.engine.costs.ManaSources;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.game.GameSetup;
import dev.arbiter.engine.game.PlayerSetup;
import dev.arbiter.engine.game.Result;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.testing.SimpleRandomChooser;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static dev.arbiter.engine.testing.TestCards.*;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 13: the priority listing walks the permanents once and reads the player's mana sources (605) on the way; in
 * every state of random games, for both players (holding priority or not), those sources equal
 * {@link ManaSources#available}'s own walk, with tapped lands, summoning-sick mana creatures (302.6) and creatures
 * that have been there since the turn began.
 */
class ListingManaWalkTest {
    @Test
    void theListingsWalkFindsTheSameManaSourcesAsTheirOwnWalk_605_302_6() {
        int compared = 0, withSources = 0, sickElves = 0;
        for (long seed = 1; seed <= 6; seed++) {
            GameState s = Game.start(GameSetup.twoPlayer(
                    new PlayerSetup("alice", deck(FOREST, 22, LLANOWAR_ELVES, GRIZZLY_BEARS, GIANT_GROWTH)),
                    new PlayerSetup("bob", deck(MOUNTAIN, 22, RAGING_GOBLIN, HILL_GIANT, LIGHTNING_BOLT)), seed)).state();
            SimpleRandomChooser chooser = new SimpleRandomChooser(seed);
            for (int i = 0; i < 2000 && !s.isOver(); i++) {
                Decision d = Game.decision(s);
                for (int player = 0; player < 2; player++) {
                    List<Choice> actions = new ArrayList<>(), alone = new ArrayList<>();
                    List<ManaSource> found = new ArrayList<>();
                    PermanentActions.walk(s, player, actions, found, true);
                    PermanentActions.walk(s, player, alone, null, true);
                    List<ManaSource> expected = ManaSources.available(s, player);
                    assertThat(found).isEqualTo(expected);
                    assertThat(actions).isEqualTo(alone); // finding the sources changes no action
                    compared++;
                    if (!expected.isEmpty()) withSources++;
                    for (int id : s.battlefield()) {
                        var o = s.object(id);
                        if (o.controller() == player && o.sick() && !o.tapped() && o.name().equals("Llanowar Elves")) sickElves++;
                    }
                }
                Result r = Game.apply(s, chooser.choose(s, d));
                if (r.accepted()) s = r.state();
            }
        }
        assertThat(compared).isGreaterThan(1000);
        assertThat(withSources).isGreaterThan(300);
        assertThat(sickElves).isGreaterThan(0); // the case where the listing's verdict can't be reused
    }

    @Test
    void thePermanentsActionsWalkedEarlyAreMovedAfterTheCardsActions() {
        for (int n = 0; n <= 6; n++) {
            for (int from = 0; from <= n; from++) {
                for (int to = from; to <= n; to++) {
                    List<Choice> list = new ArrayList<>(), expected = new ArrayList<>();
                    for (int i = 0; i < n; i++) list.add(new Choice.PlayLand(i));
                    for (int i = 0; i < n; i++) if (i < from || i >= to) expected.add(list.get(i));
                    for (int i = from; i < to; i++) expected.add(list.get(i));
                    PermanentActions.toEnd(list, from, to);
                    assertThat(list).isEqualTo(expected);
                }
            }
        }
    }
}
