package dev.arbiter.cards.explain;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;

/**
 * A rendering per record of a sealed interface of the engine vocabulary: Java 17 has no pattern
 * switch (it is a preview feature there), so each renderer keeps a table from record class to
 * rendering, and {@code RenderingCoverageTest} checks that every table covers exactly the
 * permitted records of its interface ({@link Class#getPermittedSubclasses()}): a record added to
 * the engine fails the build until it has a rendering.
 *
 * @param <T> the sealed interface
 * @param <C> what a rendering reads besides the record (the scope of the ability)
 * @param <R> what a rendering produces
 */
final class Cases<T, C, R> {

    private final Class<T> sealed;
    private final Map<Class<?>, BiFunction<Object, C, R>> table = new LinkedHashMap<>();

    private Cases(Class<T> sealed) {
        this.sealed = sealed;
    }

    /** An empty table for the records of {@code sealed}. */
    static <T, C, R> Cases<T, C, R> of(Class<T> sealed) {
        return new Cases<>(sealed);
    }

    /** Adds the rendering of records of class {@code type}. */
    <S extends T> Cases<T, C, R> on(Class<S> type, BiFunction<S, C, R> rendering) {
        if (table.put(type, (o, c) -> rendering.apply(type.cast(o), c)) != null) {
            throw new IllegalStateException("two renderings for " + type.getName());
        }
        return this;
    }

    /** The rendering of {@code value}. */
    R apply(T value, C context) {
        BiFunction<Object, C, R> f = table.get(value.getClass());
        if (f == null) f = part(value);
        if (f == null) {
            throw new IllegalStateException("no rendering for " + value.getClass().getName() + " (a "
                    + sealed.getSimpleName() + " the explain package does not know yet)");
        }
        return f.apply(value, context);
    }

    /** The rendering of a sealed interface permitted by this one (its own table renders its records) that {@code value} is of. */
    private BiFunction<Object, C, R> part(T value) {
        for (Map.Entry<Class<?>, BiFunction<Object, C, R>> e : table.entrySet()) {
            if (e.getKey().isInterface() && e.getKey().isInstance(value)) return e.getValue();
        }
        return null;
    }

    /** The sealed interface this table renders. */
    Class<T> sealed() {
        return sealed;
    }

    /** The record classes this table has a rendering for. */
    Set<Class<?>> handled() {
        return table.keySet();
    }
}
