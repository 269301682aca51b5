package dev.arbiter.agents;

import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.game.GameSetup;
import dev.arbiter.engine.game.PlayerSetup;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameState;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 13: the layer system's per-state cache is carried from one state to the next when only
 * objects it doesn't read changed (ObjectChangeAware). In every state of seeded random
 * games with static abilities, Auras, counters and tokens, the characteristics (613) and the list
 * of static abilities and the index of permanents with triggered abilities read through the carried cache equal those computed from nothing.
 */
// Also: a state that carries "state-based actions found nothing" from the state before (704.3) finds nothing afresh; a
// state marked "the checks before priority were quiet" (a pass from it skips them, 117.5) gets nothing from them afresh,
// whoever receives priority next; the kept "some card has a graveyard step trigger" fact equals a fresh scan.
class LayerCacheCarryTest {
    /** Kinds of ability parts the engine asks PartKinds about. */
    private static final List<Class<?>> CARD_KINDS = List.of(dev.arbiter.engine.ability.TriggeredAbility.class,
            dev.arbiter.engine.ability.StaticEffect.OthersEnterWithCounters.class,
            dev.arbiter.engine.ability.StaticEffect.PermanentsEnterTapped.class, dev.arbiter.engine.ability.StaticAbility.class);

    /** Every kind of static ability (the records implementing StaticEffect), for Layers.mayHaveStatic. */
    @SuppressWarnings("unchecked")
    private static final List<Class<? extends dev.arbiter.engine.ability.StaticEffect>> STATIC_KINDS =
            java.util.Arrays.stream(dev.arbiter.engine.ability.StaticEffect.class.getPermittedSubclasses())
                    .filter(Class::isRecord).<Class<? extends dev.arbiter.engine.ability.StaticEffect>>map(
                            c -> (Class<? extends dev.arbiter.engine.ability.StaticEffect>) c).toList();

    @Test
    void carriedCharacteristicsEqualFreshOnesInEveryState() throws Exception {
        int[] staticKinds = {0};
        for (GoldenGamesTest.Pairing p : List.of(GoldenGamesTest.BENCH, GoldenGamesTest.AURAS, GoldenGamesTest.MECHANICS)) {
            List<CardDefinition> a = p.deck(p.alice());
            List<CardDefinition> b = p.deck(p.bob());
            for (long seed = 1; seed <= 25; seed++) {
                long s1 = seed;
                int[] checked = {0};
                int[] sbaCarried = {0};
                int[] quiet = {0};
                GameSetup setup = GameSetup.twoPlayer(new PlayerSetup("alice", a), new PlayerSetup("bob", b), seed);
                Match.play(setup, List.of(new RandomAgent(seed * 31 + 1), new RandomAgent(seed * 31 + 2)), false,
                        (s, c) -> {
                            GameState fresh = s.withConfig(s.config()); // an equal state with empty caches
                            for (int id = 0; id < s.objects().size(); id++) {
                                assertThat(Layers.of(s, id)).as("%s seed %d, object %d after %s", p.name(), s1, id, c)
                                        .isEqualTo(Layers.of(fresh, id));
                                checked[0]++;
                            }
                            assertThat(Layers.staticAbilities(s)).as("%s seed %d statics", p.name(), s1)
                                    .isEqualTo(Layers.staticAbilities(fresh));
                            // the kinds kept with the statics (Layers.mayHaveStatic): "no" exactly when none is there
                            for (Class<? extends dev.arbiter.engine.ability.StaticEffect> kind : STATIC_KINDS) {
                                boolean there = Layers.staticAbilities(fresh).stream().anyMatch(x -> kind.isInstance(x.effect()));
                                assertThat(Layers.mayHaveStatic(s, kind)).as("%s seed %d: may a static be a %s", p.name(), s1,
                                        kind.getSimpleName()).isEqualTo(there);
                                if (there) staticKinds[0]++;
                            }
                            if (s.stateBasedActionsChecked()) {
                                sbaCarried[0]++;
                                boolean found = dev.arbiter.engine.sba.StateBasedActions.checkOnce(
                                        new dev.arbiter.engine.proc.Ctx(fresh, io.vavr.collection.Vector.empty(), null));
                                assertThat(found).as("%s seed %d: state-based actions in a state marked checked", p.name(), s1).isFalse();
                            }
                            if (s.priorityChecksQuiet()) {
                                quiet[0]++;
                                var t = fresh.turn();
                                for (int next = 0; next < fresh.playerCount(); next++) { // the checks as a pass would run them
                                    dev.arbiter.engine.proc.Ctx ctx = new dev.arbiter.engine.proc.Ctx(fresh.withTurn(
                                            t.withStageAndPriority(dev.arbiter.engine.state.Stage.CHECKS, next, t.passes() + 1)),
                                            io.vavr.collection.Vector.empty(), null);
                                    new dev.arbiter.engine.turn.PriorityChecks().run(ctx);
                                    assertThat(ctx.s).as("%s seed %d: the checks in a state marked quiet, after %s", p.name(), s1, c)
                                            .isEqualTo(fresh.withTurn(t.withStageAndPriority(dev.arbiter.engine.state.Stage.PRIORITY,
                                                    next, t.passes() + 1)));
                                }
                            }
                            assertThat(s.hasGraveyardStepTriggers()).as("%s seed %d graveyard step triggers", p.name(), s1)
                                    .isEqualTo(fresh.hasGraveyardStepTriggers());
                            assertThat(Layers.triggerSources(s)).as("%s seed %d trigger sources", p.name(), s1)
                                    .isEqualTo(Layers.triggerSources(fresh));
                            assertThat(Layers.activatedSources(s)).as("%s seed %d activated sources", p.name(), s1)
                                    .isEqualTo(Layers.activatedSources(fresh));
                            // the answers about the permanents' cards kept as permanents enter and leave (Layers.battlefieldAny)
                            for (Class<?> kind : CARD_KINDS) {
                                assertThat(dev.arbiter.engine.layers.PartKinds.mayHave(s, kind))
                                        .as("%s seed %d: may a permanent have a %s", p.name(), s1, kind.getSimpleName())
                                        .isEqualTo(dev.arbiter.engine.layers.PartKinds.mayHave(fresh, kind));
                            }
                            assertThat(dev.arbiter.engine.layers.ControlLayer.present(s)).as("%s seed %d control", p.name(), s1)
                                    .isEqualTo(dev.arbiter.engine.layers.ControlLayer.present(fresh));
                        });
                assertThat(checked[0]).isPositive();
                assertThat(sbaCarried[0]).as("states whose state-based check was carried").isPositive();
                assertThat(quiet[0]).as("states marked quiet for the next pass").isPositive();
            }
        }
        assertThat(STATIC_KINDS).hasSizeGreaterThan(50);
        assertThat(staticKinds[0]).as("kinds of static ability found in some state").isPositive();
    }
}
