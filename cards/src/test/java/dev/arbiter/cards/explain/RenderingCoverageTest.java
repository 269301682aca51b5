package dev.arbiter.cards.explain;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.engine.ability.Ability;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The renderer knows every record of the engine's ability vocabulary. Java 17 has no pattern switch
 * over a sealed interface, so this test plays its part: every sealed interface reachable from
 * {@link Ability} through record components has a rendering table, and every table covers exactly
 * the records its interface permits. A record added to the engine fails the build here until it
 * has a rendering. (Mana costs and pools are written by their own {@code toString}, which each mana
 * symbol record must implement.)
 */
class RenderingCoverageTest {

    private static final List<Cases<?, ?, ?>> TABLES = List.of(AbilityText.ABILITIES, AbilityText.OPTIONAL_COSTS, EffectText.CLAUSES,
            StaticText.PHRASES, StaticText.CONDITIONS, StaticText.AFFECTED, StaticText.DRAW_REPLACEMENTS,
            TriggerText.TRIGGERS, CostText.PARTS, TargetText.NOUNS, ReferenceText.SUBJECTS, ReferenceText.PLAYERS,
            ReferenceText.RECIPIENTS, AmountText.DEFINITIONS, AmountText.FOR_EACH, KeywordText.QUALITIES);

    @Test
    void everyTableCoversExactlyThePermittedRecordsOfItsInterface() {
        for (Cases<?, ?, ?> table : TABLES) {
            Set<Class<?>> permitted = Set.of(table.sealed().getPermittedSubclasses());
            assertThat(table.handled()).as("renderings of %s", table.sealed().getSimpleName())
                    .containsExactlyInAnyOrderElementsOf(permitted);
        }
    }

    @Test
    void everySealedInterfaceOfTheVocabularyHasATable() {
        Set<Class<?>> withTable = TABLES.stream().map(Cases::sealed).collect(Collectors.toSet());
        Set<Class<?>> sealed = reachableSealedInterfaces();
        assertThat(sealed).contains(Ability.class, dev.arbiter.engine.ability.Effect.class,
                dev.arbiter.engine.ability.StaticEffect.class, dev.arbiter.engine.ability.Trigger.class);
        assertThat(withTable).containsAll(sealed);
    }

    @Test
    void aTableRefusesARecordItHasNoRenderingFor() {
        Cases<Object, Void, String> empty = Cases.of(Object.class);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> empty.apply("x", null))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("java.lang.String");
    }

    /** Sealed interfaces of the ability package met walking from Ability through permitted records and their components. */
    private static Set<Class<?>> reachableSealedInterfaces() {
        Set<Class<?>> seen = new HashSet<>();
        Set<Class<?>> sealed = new LinkedHashSet<>();
        Deque<Class<?>> todo = new ArrayDeque<>(List.of(Ability.class));
        while (!todo.isEmpty()) {
            Class<?> c = todo.pop();
            if (!seen.add(c) || !c.getPackageName().equals("dev.arbiter.engine.ability")) {
                continue;
            }
            if (c.isSealed()) {
                if (c.isInterface()) {
                    sealed.add(c);
                }
                todo.addAll(List.of(c.getPermittedSubclasses()));
            }
            if (c.isRecord()) {
                for (RecordComponent rc : c.getRecordComponents()) {
                    todo.push(rc.getType());
                    for (Class<?> arg : typeArguments(rc.getGenericType())) {
                        todo.push(arg);
                    }
                }
            }
        }
        return sealed;
    }

    private static List<Class<?>> typeArguments(Type t) {
        if (t instanceof ParameterizedType p) {
            List<Class<?>> out = new java.util.ArrayList<>();
            for (Type a : p.getActualTypeArguments()) {
                if (a instanceof Class<?> c) {
                    out.add(c);
                }
            }
            return out;
        }
        return List.of();
    }
}
