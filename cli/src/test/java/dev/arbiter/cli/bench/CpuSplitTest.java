package dev.arbiter.cli.bench;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CpuSplitTest {
    @Test
    void readsNameAndUserPlusSystemTicksOfATaskStatLine() {
        // a name with spaces and a ')' inside, as JVM thread names can have
        String line = "31245 (C2 CompilerThre) S 31200 31200 22897 0 -1 1077936192 4312 0 0 0 1234 56 0 0 20 0 25 0 7477534 0";
        CpuSplit.Thread t = CpuSplit.parse(line);
        assertEquals("C2 CompilerThre", t.name());
        assertEquals(12.90, t.cpuSeconds(), 1e-9);
        assertEquals("G1 (Conc) #0", CpuSplit.parse("7 (G1 (Conc) #0) S 1 1 1 0 -1 0 0 0 0 0 3 4 0 0").name());
    }

    @Test
    void malformedLinesAreSkippedNotThrown() {
        assertNull(CpuSplit.parse("no parentheses here"));
        assertNull(CpuSplit.parse("1 (x) S 1 2"));
        assertNull(CpuSplit.parse("1 (x) S 1 1 1 0 -1 0 0 0 0 0 ab 4 0 0"));
    }

    @Test
    void groupsCompilerAndCollectorThreads() {
        assertEquals(CpuSplit.Group.JIT, CpuSplit.group("C1 CompilerThre"));
        assertEquals(CpuSplit.Group.JIT, CpuSplit.group("C2 CompilerThre"));
        assertEquals(CpuSplit.Group.GC, CpuSplit.group("GC Thread#1"));
        assertEquals(CpuSplit.Group.GC, CpuSplit.group("G1 Refine#0"));
        assertEquals(CpuSplit.Group.GC, CpuSplit.group("VM Thread"));
        assertEquals(CpuSplit.Group.OTHER, CpuSplit.group("main"));
        assertEquals(CpuSplit.Group.OTHER, CpuSplit.group("pool-1-thread-1"));
    }

    @Test
    void aReadingOfThisProcessIsConsistent() {
        CpuSplit a = CpuSplit.now();
        long x = 0;
        for (int i = 0; i < 20_000_000; i++) x += i ^ (x >>> 3);
        CpuSplit spent = CpuSplit.now().since(a);
        assertTrue(x != 1);
        assertTrue(spent.processSeconds() >= 0, "process CPU is known on the JDK's platforms: " + spent);
        if (spent.jitSeconds() >= 0) assertTrue(spent.jitSeconds() + spent.gcSeconds() <= spent.processSeconds() + 0.05, spent.toString());
    }
}
