package dev.arbiter.engine.effects;

import java.util.function.Predicate;

/**
 * A walk over the records and lists of an ability's data, asking whether any part matches: whether a permanent's
 * abilities read its own stats ({@link LastKnownStats}) or a waiting trigger reads its object's ({@link TriggerObjectStats}).
 */
final class RecordWalk {
    private RecordWalk() {
    }

    static boolean any(Object x, Predicate<Object> match) {
        return any(x, match, 0);
    }

    private static boolean any(Object x, Predicate<Object> match, int depth) {
        if (x == null || depth > 12) return false;
        if (match.test(x)) return true;
        if (x instanceof Iterable<?> it) {
            for (Object y : it) if (any(y, match, depth + 1)) return true;
            return false;
        }
        if (!x.getClass().isRecord()) return false;
        for (java.lang.reflect.RecordComponent rc : x.getClass().getRecordComponents()) {
            Class<?> t = rc.getType();
            if (t.isPrimitive() || t == String.class || t.isEnum()) continue;
            try {
                if (any(rc.getAccessor().invoke(x), match, depth + 1)) return true;
            } catch (ReflectiveOperationException e) {
                return true; // unreadable: assume it matches rather than lose the information
            }
        }
        return false;
    }
}
