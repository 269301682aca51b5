package dev.arbiter.agents;

import dev.arbiter.cards.pool.CardPool;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.layers.PartKinds;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.util.RecordTrees;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 13: the index of ability kinds on the battlefield ({@link PartKinds}) never says "no permanent can have
 * this" while a permanent has it, as the layers compute its abilities from nothing (613.1f: granted abilities
 * included), in every state of seeded random playouts on large boards whose static permanents are public cards that
 * make others enter tapped or with counters (614.12), grant triggered abilities, or work through the layers.
 */
class PartKindsTest {
    private static final List<Class<?>> KINDS = List.of(StaticEffect.OthersEnterWithCounters.class,
            StaticEffect.PermanentsEnterTapped.class, StaticEffect.ModifyPowerToughness.class,
            StaticEffect.GrantAbilities.class, TriggeredAbility.class);

    @Test
    void neverDeniesAKindAPermanentHas() throws Exception {
        List<CardDefinition> found = PublicCardDecks.supported(d -> hasStatic(d, StaticEffect.OthersEnterWithCounters.class)
                || hasStatic(d, StaticEffect.PermanentsEnterTapped.class) || grantsTrigger(d)); // one compile of the list
        List<CardDefinition> counters = found.stream().filter(d -> hasStatic(d, StaticEffect.OthersEnterWithCounters.class)).toList();
        List<CardDefinition> tapped = found.stream().filter(d -> hasStatic(d, StaticEffect.PermanentsEnterTapped.class)).toList();
        List<CardDefinition> grantsTriggers = found.stream().filter(PartKindsTest::grantsTrigger).toList();
        assertThat(counters).as("public cards with 'other creatures enter with counters'").isNotEmpty();
        assertThat(tapped).as("public cards with 'permanents enter tapped'").isNotEmpty();
        assertThat(grantsTriggers).as("public cards granting a triggered ability").isNotEmpty();
        CardPool pool = CardPool.bundled();
        List<CardDefinition> a = RandomGamesPropertyTest.deck("red-simple");
        List<CardDefinition> b = RandomGamesPropertyTest.deck("green-simple");
        Map<String, int[]> answers = new TreeMap<>(); // kind -> {states where it may be there, states where not}
        int[] states = {0};
        for (long seed = 1; seed <= 6; seed++) {
            // seeds 1-3: the kinds on the battlefield; 4-6: only an anthem and a lord (the kinds absent)
            List<List<CardDefinition>> statics = seed <= 3
                    ? List.of(List.of(counters.get((int) seed % counters.size()), pool.definition("Goblin King")),
                    List.of(tapped.get((int) seed % tapped.size()), grantsTriggers.get((int) seed % grantsTriggers.size())))
                    : List.of(List.of(pool.definition("Glorious Anthem")), List.of(pool.definition("Goblin King")));
            long sd = seed;
            GameState s = Game.settle(BoardPosition.build(a, b, seed, new BoardPosition.Shape(8, 10, 3, 20), statics), false).state();
            Match.playout(s, List.of(new RandomAgent(seed * 31 + 1), new RandomAgent(seed * 31 + 2)), 150, st -> {
                check(st, sd, answers);
                states[0]++;
            });
        }
        assertThat(states[0]).isGreaterThan(200);
        for (Class<?> k : List.of(StaticEffect.OthersEnterWithCounters.class, StaticEffect.PermanentsEnterTapped.class,
                TriggeredAbility.class)) {
            int[] n = answers.get(k.getSimpleName());
            assertThat(n[0]).as("states where %s may be on the battlefield", k.getSimpleName()).isPositive();
            assertThat(n[1]).as("states where %s can't be", k.getSimpleName()).isPositive();
        }
    }

    private static void check(GameState s, long seed, Map<String, int[]> answers) {
        GameState fresh = s.withConfig(s.config()); // an equal state with empty caches
        for (Class<?> kind : KINDS) {
            boolean may = PartKinds.mayHave(s, kind);
            answers.computeIfAbsent(kind.getSimpleName(), k -> new int[2])[may ? 0 : 1]++;
            assertThat(PartKinds.mayHave(fresh, kind)).as("seed %d %s: cached and fresh answers", seed, kind.getSimpleName())
                    .isEqualTo(may);
            if (may) continue;
            List<Integer> having = new ArrayList<>();
            for (int id : fresh.battlefield()) {
                for (Ability ab : Layers.of(fresh, id).abilities()) {
                    if (RecordTrees.contains(ab, kind)) having.add(id);
                }
            }
            assertThat(having).as("seed %d: permanents with a %s though the index says none can have one", seed,
                    kind.getSimpleName()).isEmpty();
        }
        if (!PartKinds.mayHave(s, TriggeredAbility.class)) assertThat(Layers.triggerSources(s)).isEmpty();
    }

    private static boolean grantsTrigger(CardDefinition d) {
        return d.abilities().stream().anyMatch(a -> a instanceof StaticAbility st && st.effect() instanceof StaticEffect.GrantAbilities g
                && RecordTrees.contains(g.abilities(), TriggeredAbility.class));
    }

    private static boolean hasStatic(CardDefinition d, Class<? extends StaticEffect> kind) {
        return d.abilities().stream().anyMatch(a -> a instanceof StaticAbility st && kind.isInstance(st.effect()));
    }
}
