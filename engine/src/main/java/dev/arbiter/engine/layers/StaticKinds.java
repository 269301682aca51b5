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
    /**
     * Bits 0-255 name kinds; a class seen after those, or not final, gets no bit of its own. (The engine has 165 kinds
     * of static ability: with 128 bits, which kinds got none depended on the order the run first met them, and a
     * question about one of those answered "maybe" wherever some other kind without a bit was present.)
     */
    private static final AtomicInteger NEXT = new AtomicInteger();
    private static final int NONE = -1;
    private static final int NOT_FINAL = -2;
    private static final ClassValue<Integer> BIT = new ClassValue<>() {
        @Override
        protected Integer computeValue(Class<?> c) {
            if (!java.lang.reflect.Modifier.isFinal(c.getModifiers())) return NOT_FINAL;
            int b = NEXT.getAndIncrement();
            return b < 256 ? b : NONE;
        }
    };

    /** The list described (the table keeps this while it keeps the same list). */
    final List<ActiveStatic> of;
    private final long bits0;
    private final long bits1;
    private final long bits2;
    private final long bits3;
    /** Whether some effect's class has no bit: then any question about a kind without a bit of its own answers "maybe". */
    private final boolean unnamed;

    StaticKinds(List<ActiveStatic> of) {
        this.of = of;
        long b0 = 0, b1 = 0, b2 = 0, b3 = 0;
        boolean u = false;
        for (int i = 0, n = of.size(); i < n; i++) {
            int b = BIT.get(of.get(i).effect().getClass());
            if (b < 0) u = true;
            else if (b < 64) b0 |= 1L << b;
            else if (b < 128) b1 |= 1L << b;
            else if (b < 192) b2 |= 1L << b;
            else b3 |= 1L << b;
        }
        bits0 = b0;
        bits1 = b1;
        bits2 = b2;
        bits3 = b3;
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
        long word = b < 64 ? bits0 : b < 128 ? bits1 : b < 192 ? bits2 : bits3;
        return (word & 1L << b) != 0; // a shift by b uses b mod 64
    }
}
