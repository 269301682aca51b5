package dev.arbiter.cli.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The CPU time of this process split by who spent it: the JIT compiler's threads, the garbage
 * collector's threads (and the VM thread, which runs the serial and parallel collectors' pauses)
 * and the whole process. Read from {@code /proc/self/task/* /stat} on Linux (clock ticks, usually
 * 10 ms); elsewhere only the process total is known and the parts read -1.
 *
 * @param jitSeconds CPU seconds of threads named "C1/C2 CompilerThread..."
 * @param gcSeconds CPU seconds of "GC Thread#", "G1 ..." and "VM Thread"
 * @param processSeconds CPU seconds of the whole process (all threads, those that ended included)
 */
public record CpuSplit(double jitSeconds, double gcSeconds, double processSeconds) {
    private static final Path TASKS = Path.of("/proc/self/task");
    private static final double TICK = 0.01; // USER_HZ is 100 on every Linux the JDK runs on

    /** Now, since the process started. */
    public static CpuSplit now() {
        double process = processCpu();
        double jit = 0;
        double gc = 0;
        if (!Files.isDirectory(TASKS)) return new CpuSplit(-1, -1, process);
        try (DirectoryStream<Path> tasks = Files.newDirectoryStream(TASKS)) {
            for (Path t : tasks) {
                String stat;
                try {
                    stat = Files.readString(t.resolve("stat"));
                } catch (IOException gone) {
                    continue; // the thread ended while we read
                }
                Thread parsed = parse(stat);
                if (parsed == null) continue;
                switch (group(parsed.name())) {
                    case JIT -> jit += parsed.cpuSeconds();
                    case GC -> gc += parsed.cpuSeconds();
                    case OTHER -> { }
                }
            }
        } catch (IOException e) {
            return new CpuSplit(-1, -1, process);
        }
        return new CpuSplit(jit, gc, process);
    }

    /** What was spent between {@code before} and this reading. */
    public CpuSplit since(CpuSplit before) {
        return new CpuSplit(diff(jitSeconds, before.jitSeconds), diff(gcSeconds, before.gcSeconds),
                diff(processSeconds, before.processSeconds));
    }

    private static double diff(double a, double b) {
        return a < 0 || b < 0 ? -1 : a - b;
    }

    enum Group { JIT, GC, OTHER }

    /** One line of {@code /proc/PID/task/TID/stat}: the thread's name and its user + system CPU seconds. */
    record Thread(String name, double cpuSeconds) {
    }

    /** Parses a stat line (the name is between the first '(' and the last ')': it may hold spaces); null if malformed. */
    static Thread parse(String stat) {
        int open = stat.indexOf('(');
        int close = stat.lastIndexOf(')');
        if (open < 0 || close < open || close + 2 > stat.length()) return null;
        String[] f = stat.substring(close + 2).trim().split(" ");
        if (f.length < 13) return null;
        try {
            // fields after the name: state(0) ppid ... utime(11) stime(12), proc(5)'s fields 14 and 15
            return new Thread(stat.substring(open + 1, close), (Long.parseLong(f[11]) + Long.parseLong(f[12])) * TICK);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    static Group group(String threadName) {
        if (threadName.contains("CompilerThre")) return Group.JIT;
        if (threadName.startsWith("GC Thread") || threadName.startsWith("G1 ") || threadName.equals("VM Thread")) {
            return Group.GC;
        }
        return Group.OTHER;
    }

    private static double processCpu() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            long n = os.getProcessCpuTime();
            return n < 0 ? -1 : n / 1e9;
        }
        return -1;
    }
}
