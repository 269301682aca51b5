package dev.arbiter.cards.coverage;

import dev.arbiter.cards.compile.CompileResult;
import dev.arbiter.cards.compile.OracleCompiler;
import dev.arbiter.cards.text.CardFormatException;
import dev.arbiter.cards.text.CardTextReader;
import dev.arbiter.cards.text.ReadResult;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How much of one card file the compiler supports: every block read and compiled, the share that
 * compiled, and the reasons for the rest grouped by the grammar rule or vocabulary word missing.
 */
public record CoverageReport(String file, int cards, int supported, List<CardFormatException> refused,
                             Map<String, Integer> reasons, List<CompileResult.Unsupported> unsupported) {

    /** Copies the collections. */
    public CoverageReport {
        refused = List.copyOf(refused);
        reasons = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(reasons));
        unsupported = List.copyOf(unsupported);
    }

    /** Reads {@code content} leniently and compiles every card it holds (in parallel; the result is in file order). */
    public static CoverageReport of(String file, String content) {
        ReadResult read = CardTextReader.readLenient(file, content);
        OracleCompiler compiler = new OracleCompiler();
        int supported = 0;
        Map<String, Integer> counts = new LinkedHashMap<>();
        List<CompileResult.Unsupported> unsupported = new ArrayList<>();
        // Cards compile independently (the compiler holds no state between cards): on every core, in order,
        // with each failure's category (a dozen regular expressions over the line) found on the same thread.
        for (Compiled c : read.cards().parallelStream().map(card -> Compiled.of(compiler.compile(card))).toList()) {
            if (c.result() instanceof CompileResult.Unsupported u) {
                unsupported.add(u);
                counts.merge(c.category(), 1, Integer::sum);
            } else {
                supported++;
            }
        }
        Map<String, Integer> sorted = new LinkedHashMap<>();
        counts.entrySet().stream()
                .sorted(Map.Entry.<String, Integer>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .forEach(e -> sorted.put(e.getKey(), e.getValue()));
        return new CoverageReport(file, read.cards().size() + read.errors().size(), supported, read.errors(),
                sorted, unsupported);
    }

    /** The supported share in per cent of all blocks (refused blocks count as unsupported). */
    public double percent() {
        return cards == 0 ? 0 : 100.0 * supported / cards;
    }

    /** {@code N cards, M supported (P%)}. */
    public String summary() {
        return String.format(java.util.Locale.ROOT, "%s: %d cards, %d supported (%.1f%%)", file, cards, supported, percent());
    }

    /** The {@code limit} most frequent reasons, most frequent first. */
    public List<Map.Entry<String, Integer>> topReasons(int limit) {
        return reasons.entrySet().stream().limit(limit).toList();
    }

    /** One card's result and, when unsupported, its category. */
    private record Compiled(CompileResult result, String category) {
        static Compiled of(CompileResult r) {
            return new Compiled(r, r instanceof CompileResult.Unsupported u ? u.category() : null);
        }
    }
}
