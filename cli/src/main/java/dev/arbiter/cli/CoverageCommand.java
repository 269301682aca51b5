package dev.arbiter.cli;

import dev.arbiter.cards.coverage.CoverageReport;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/** {@code arbiter cards --coverage FILE...}: how much of each card file the compiler supports, and why not the rest. */
final class CoverageCommand {
    private CoverageCommand() {
    }

    /** Prints one report per file; 2 when a file can't be read, else 0. */
    static int print(List<Path> files, int top) {
        int status = 0;
        for (Path file : files) {
            String content;
            try {
                content = Files.readString(file, StandardCharsets.UTF_8);
            } catch (IOException e) {
                System.out.println(file + ": can't read (" + e.getMessage() + ")");
                status = 2;
                continue;
            }
            long start = System.nanoTime();
            CoverageReport r = CoverageReport.of(file.getFileName().toString(), content);
            long ms = (System.nanoTime() - start) / 1_000_000;
            System.out.println(r.summary() + " in " + ms + " ms");
            r.refused().forEach(e -> System.out.println("  refused by the reader: " + e.getMessage()));
            for (Map.Entry<String, Integer> e : r.topReasons(top)) {
                System.out.printf("  %6d  %s%n", e.getValue(), e.getKey());
            }
        }
        return status;
    }
}
