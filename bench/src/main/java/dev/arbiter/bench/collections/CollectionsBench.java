package dev.arbiter.bench.collections;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Persistent-collection candidates on the engine's real operations (see docs/PERFORMANCE.md).
 * Each (benchmark, impl) pair runs in its own fork, so the {@link GameState} calls are monomorphic.
 * Every operation starts from the same base state: persistent updates never change it.
 *
 * <p>The fixed, pre-touched heap matters on this VM: without it, allocation-heavy benchmarks are
 * dominated by page faults on fresh heap memory (a 500-byte array clone measured 250-3000 ns/op
 * instead of ~60 ns/op).
 */
@State(Scope.Thread)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-XX:+AlwaysPreTouch"})
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class CollectionsBench {

    @Param({"vavr-vector", "vavr-hashmap", "pcoll-vector", "pcoll-intmap",
            "paguro-vector", "paguro-hashmap", "cow-array"})
    public String impl;

    private static final int P0 = 0;
    private static final int HAND0 = Zones.hand(P0);
    /** Length of the id cycles; a power of two so the cursor wraps with a mask. */
    private static final int CYCLE = 128;

    private GameState base;
    /** Equal to base except one object (id 119, damage). */
    private GameState differsInOne;
    /** Content-equal to base, a different instance (id 119 updated and updated back). */
    private GameState equalCopy;
    private final int[] ids = new int[CYCLE];
    private final int[] handIds = new int[CYCLE];
    private final int[] battlefieldIds = new int[CYCLE];
    private int cursor;

    @Setup
    public void setup() {
        Layout layout = Layout.standard();
        base = GameState.create(impl, layout);
        Obj last = base.get(Layout.OBJECTS - 1);
        differsInOne = base.put(last.withDamage(last.damage() + 1));
        equalCopy = base.put(last.withDamage(last.damage() + 1)).put(last);
        int[] hand = layout.zones[HAND0];
        int[] bf = layout.zones[Zones.BATTLEFIELD];
        for (int i = 0; i < CYCLE; i++) {
            ids[i] = (i * 53) % Layout.OBJECTS;
            handIds[i] = hand[i % hand.length];
            battlefieldIds[i] = bf[(i * 7) % bf.length];
        }
    }

    private int next() {
        return cursor++ & (CYCLE - 1);
    }

    /** Op 1: tap/untap one object (read the record, replace it). */
    @Benchmark
    public GameState update() {
        Obj o = base.get(ids[next()]);
        return base.put(o.withTapped(!o.tapped()));
    }

    /** Op 2: get an object by id. */
    @Benchmark
    public Obj get() {
        return base.get(ids[next()]);
    }

    /** Op 3: draw (library top to end of hand), list operations only. */
    @Benchmark
    public GameState draw() {
        return base.draw(P0);
    }

    /** Op 4: play (an arbitrary hand id to the end of the battlefield), list operations only. */
    @Benchmark
    public GameState play() {
        return base.move(handIds[next()], HAND0, Zones.BATTLEFIELD);
    }

    /** Op 5: scan the battlefield, reading each object. */
    @Benchmark
    public int scan() {
        return base.countUntappedCreatures();
    }

    /** Op 6: a typical choice: 3 object updates + 1 zone move + 1 battlefield scan. */
    @Benchmark
    public GameState typicalChoice(Blackhole bh) {
        int i = next();
        GameState s = base;
        Obj a = s.get(battlefieldIds[i]);
        s = s.put(a.withTapped(!a.tapped()));
        Obj b = s.get(battlefieldIds[(i + 1) & (CYCLE - 1)]);
        s = s.put(b.withDamage(b.damage() + 2));
        int card = handIds[i];
        s = s.move(card, HAND0, Zones.BATTLEFIELD);
        s = s.put(s.get(card).withZone(Zones.BATTLEFIELD));
        bh.consume(s.countUntappedCreatures());
        return s;
    }

    /** Op 7a: equality of two states that differ in one object. */
    @Benchmark
    public boolean equalsDiffersInOne() {
        return base.equals(differsInOne);
    }

    /** Op 7b: equality of two content-equal states (distinct instances sharing most structure). */
    @Benchmark
    public boolean equalsEqual() {
        return base.equals(equalCopy);
    }

    /** Op 7c: hashCode of a state. */
    @Benchmark
    public int hashState() {
        return base.hashCode();
    }
}
