package dev.arbiter.engine.util;

import java.lang.reflect.Field;
import java.lang.reflect.RecordComponent;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * Walks data made of records part by part: the components of records, the elements of iterables and maps, the value
 * of an {@link Optional}. One walker for every "is there a ... anywhere inside" question asked of abilities and syntax
 * trees (the compiler's lowering, the layers' dependency reads, the look-back at an object's last known stats),
 * instead of reading {@code toString} or a walker per question.
 */
public final class RecordTrees {

    /**
     * Each record class's component fields, found once. A record's parts are read from its fields, not by calling its
     * accessors through method handles: a handle called more than 127 times is "customized" by the JVM, which writes
     * and loads a class for it (about 470 such classes in a cold run of the card compiler, each then interpreted and
     * compiled), while a field read spins nothing. A record's fields are its components (8.10.3), and every accessor in
     * this code base is the implicit one, returning its field as it is (RecordFieldsTest checks the parts of every
     * compiled bundled card both ways).
     */
    private static final ClassValue<Field[]> FIELDS = new ClassValue<>() {
        @Override
        protected Field[] computeValue(Class<?> type) {
            RecordComponent[] components = type.getRecordComponents();
            Field[] fields = new Field[components.length];
            try {
                for (int i = 0; i < components.length; i++) {
                    Field f = type.getDeclaredField(components[i].getName());
                    f.setAccessible(true);
                    fields[i] = f;
                }
            } catch (ReflectiveOperationException | RuntimeException e) {
                throw new IllegalStateException("can't read the parts of " + type.getName(), e);
            }
            return fields;
        }
    };

    private RecordTrees() {
    }

    /** Whether {@code root} or any part inside it satisfies {@code test}. */
    public static boolean contains(Object root, Predicate<Object> test) {
        return visit(root, test);
    }

    /** Whether {@code root} or any part inside it is a {@code kind}. */
    public static boolean contains(Object root, Class<?> kind) {
        return visit(root, kind::isInstance);
    }

    /** The first part (depth first, in component order) that is a {@code kind}, or null. */
    public static <T> T first(Object root, Class<T> kind) {
        Object[] found = new Object[1];
        visit(root, o -> {
            if (!kind.isInstance(o)) return false;
            found[0] = o;
            return true;
        });
        return kind.cast(found[0]);
    }

    /** Every part that is a {@code kind}, depth first, in component order, added to {@code out}. */
    public static <T> List<T> all(Object root, Class<T> kind, List<T> out) {
        visit(root, o -> {
            if (kind.isInstance(o)) out.add(kind.cast(o));
            return false;
        });
        return out;
    }

    /** Calls {@code each} on every part. */
    public static void forEach(Object root, Consumer<Object> each) {
        visit(root, o -> {
            each.accept(o);
            return false;
        });
    }

    /** The components of a record, in order (one level, not walked); an empty array for anything else. */
    public static Object[] parts(Object o) {
        if (!(o instanceof Record r)) return new Object[0];
        Field[] fields = FIELDS.get(r.getClass());
        Object[] parts = new Object[fields.length];
        for (int i = 0; i < fields.length; i++) parts[i] = read(fields[i], r);
        return parts;
    }

    private static Object read(Field field, Record r) {
        try {
            return field.get(r);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("can't read a part of " + r.getClass().getName(), e);
        }
    }

    /** Visits {@code o} and its parts until {@code stop} answers true; returns whether it did. */
    private static boolean visit(Object o, Predicate<Object> stop) {
        if (o == null) return false;
        if (stop.test(o)) return true;
        if (o instanceof Record r) {
            for (Field field : FIELDS.get(r.getClass())) {
                if (visit(read(field, r), stop)) return true;
            }
        } else if (o instanceof Iterable<?> c) {
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
