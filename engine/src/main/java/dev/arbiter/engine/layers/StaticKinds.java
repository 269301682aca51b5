package dev.arbiter.engine.layers;

import dev.arbiter.engine.ability.StaticEffect;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Which kinds of static ability are among a state's static abilities (the effects' record classes, one bit each), kept with
 * the list they describe (issue 13: dozens of questions — "can this be activated?" per ability of every listing, "does a
 * cost change?" per card — walked every static ability looking for one kind that is usually absent). A "no" is exact: an
 * effect of a final class K is an instance of K only if its class is K. A kind past the bits, or one that isn't a final
 * class, answers "maybe", so a caller still walks the list for it; every caller uses the answer only to skip such a walk.
 */
final class StaticKinds {
    /** Bits 0-127 name kinds; a class seen after those, or not final, gets no bit of its own. */
    private static final AtomicInteger NEXT = new AtomicInteger();
    private static final int NONE = -1;
    private static final int NOT_FINAL = -2;
    private static final ClassValue<Integer> BIT = new ClassValue<>() {
        @Override
        protected Integer computeValue(Class<?> c) {
            if (!java.lang.reflect.Modifier.isFinal(c.getModifiers())) return NOT_FINAL;
            int b = NEXT.getAndIncrement();
            return b < 128 ? b : NONE;
        }
    };

    /** The list described (the table keeps this while it keeps the same list). */
    final List<ActiveStatic> of;
    private final long low;
    private final long high;
    /** Whether some effect's class has no bit: then any question about a kind without a bit of its own answers "maybe". */
    private final boolean unnamed;

    StaticKinds(List<ActiveStatic> of) {
        this.of = of;
        long l = 0, h = 0;
        boolean u = false;
        for (int i = 0, n = of.size(); i < n; i++) {
            int b = BIT.get(of.get(i).effect().getClass());
            if (b < 0) u = true;
            else if (b < 64) l |= 1L << b;
            else h |= 1L << (b - 64);
        }
        low = l;
        high = h;
        unnamed = u;
    }

    /** Whether an effect of class {@code kind} may be in the list: false only when none is. */
    boolean mayHave(Class<? extends StaticEffect> kind) {
        return mayHave(BIT.get(kind));
    }

    /** The code of {@code kind} for {@link #mayHave(int)}: the same for the whole run, so a caller may keep it in a constant. */
    static int code(Class<? extends StaticEffect> kind) {
        return BIT.get(kind);
    }

    /** As {@link #mayHave(Class)} for the kind of that {@link #code} (no class lookup per question). */
    boolean mayHave(int b) {
        if (b == NOT_FINAL) return !of.isEmpty(); // an effect of a subclass could be one
        if (b == NONE) return unnamed; // past the bits: an effect of this class would have none either
        return (b < 64 ? (low & 1L << b) : (high & 1L << (b - 64))) != 0;
    }
}
