package dev.arbiter.cards.compile;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.reflect.RecordComponent;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * Walks a compiled ability (or a syntax tree) part by part: the components of records, the
 * elements of collections and maps, the value of an {@link Optional}. One walker for every
 * "is there a ... anywhere inside" question the lowering asks, instead of reading {@code toString}.
 */
final class RecordTrees {

    /** Each record class's component accessors, found once. */
    private static final ClassValue<MethodHandle[]> ACCESSORS = new ClassValue<>() {
        @Override
        protected MethodHandle[] computeValue(Class<?> type) {
            RecordComponent[] components = type.getRecordComponents();
            MethodHandle[] handles = new MethodHandle[components.length];
            try {
                for (int i = 0; i < components.length; i++) {
                    var accessor = components[i].getAccessor();
                    accessor.setAccessible(true);
                    handles[i] = MethodHandles.lookup().unreflect(accessor);
                }
            } catch (ReflectiveOperationException | RuntimeException e) {
                throw new IllegalStateException("can't read the parts of " + type.getName(), e);
            }
            return handles;
        }
    };

    private RecordTrees() {
    }

    /** Whether {@code root} or any part inside it satisfies {@code test}. */
    static boolean contains(Object root, Predicate<Object> test) {
        return first(root, test) != null;
    }

    /** Whether {@code root} or any part inside it is a {@code kind}. */
    static boolean contains(Object root, Class<?> kind) {
        return first(root, kind::isInstance) != null;
    }

    /** The first part (depth first, in component order) that is a {@code kind}, or null. */
    static <T> T first(Object root, Class<T> kind) {
        return kind.cast(first(root, kind::isInstance));
    }

    /** Every part that is a {@code kind}, depth first, in component order, added to {@code out}. */
    static <T> List<T> all(Object root, Class<T> kind, List<T> out) {
        visit(root, o -> {
            if (kind.isInstance(o)) out.add(kind.cast(o));
            return false;
        });
        return out;
    }

    /** Calls {@code each} on every part. */
    static void forEach(Object root, Consumer<Object> each) {
        visit(root, o -> {
            each.accept(o);
            return false;
        });
    }

    private static Object first(Object root, Predicate<Object> test) {
        Object[] found = new Object[1];
        visit(root, o -> {
            if (!test.test(o)) return false;
            found[0] = o;
            return true;
        });
        return found[0];
    }

    /** Visits {@code o} and its parts until {@code stop} answers true; returns whether it did. */
    private static boolean visit(Object o, Predicate<Object> stop) {
        if (o == null) return false;
        if (stop.test(o)) return true;
        if (o instanceof Record r) {
            for (MethodHandle accessor : ACCESSORS.get(r.getClass())) {
                Object part;
                try {
                    part = accessor.invoke(r);
                } catch (Throwable t) {
                    throw new IllegalStateException("can't read a part of " + r.getClass().getName(), t);
                }
                if (visit(part, stop)) return true;
            }
        } else if (o instanceof Collection<?> c) {
            for (Object x : c) if (visit(x, stop)) return true;
        } else if (o instanceof Map<?, ?> m) {
            for (Map.Entry<?, ?> e : m.entrySet()) {
                if (visit(e.getKey(), stop) || visit(e.getValue(), stop)) return true;
            }
        } else if (o instanceof Optional<?> opt) {
            return opt.isPresent() && visit(opt.get(), stop);
        }
        return false;
    }
}
