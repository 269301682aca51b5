package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Readers of a clause's verb phrase asked in a fixed order, the first that reads it winning, with an index from the
 * clause's first token ({@link Cursor#key}) to the readers that can start with it, built once: a reader that declares
 * the words it can start with is asked only about clauses starting with one of them; a reader declaring none is asked
 * about every clause. The readers asked are those of the full order that remain, in the same order, so the first to
 * read the clause (or to throw) is the same reader as without the index. A reader that answers null but moves the
 * cursor hands the clause to every reader after it in the full order, as the chain did (docs/CARD-COMPILER.md,
 * "Clause dispatch").
 */
final class ClauseDispatch {

    /** One reader of a verb phrase: what it reads at the cursor, or null (cursor unchanged); may throw ParseFailure. */
    @FunctionalInterface
    interface Read {
        EffectNode read(Cursor c, PlayerRef who, boolean third);
    }

    /**
     * A reader, named for profiles and tests, with the first words ({@link Cursor#key}) it can start with ({@code
     * starts}; empty: any), and its place in the full order. Declaring is a promise read from the reader's code: on a
     * clause starting with another token the reader answers null, throws nothing, moves nothing and records no failure
     * (ClauseDispatchTest holds every declaring reader to it on every clause of the bundled files).
     */
    record Reader(String name, Set<String> starts, Read read, int order, boolean endsClause) {

        /**
         * The same reader answering for the clause once it has read its first words: null with the cursor moved ends
         * the clause with null (the chain's {@code return reader(c);}), where a reader not so declared hands the clause
         * on (the chain's {@code x = reader(c); if (x != null) return x;}).
         */
        Reader ends() {
            return new Reader(name, starts, read, order, true);
        }

        /** Whether the reader is asked about a clause starting with {@code key} (null: a symbol or the end). */
        boolean canStart(String key) {
            return starts.isEmpty() || key != null && starts.contains(key);
        }
    }

    /** A reader asked about every clause (one added without declaring its start is one of these). */
    static Reader any(String name, Read read) {
        return new Reader(name, Set.of(), read, -1, false);
    }

    /** A reader asked only about clauses whose first token is one of {@code words} (lower case, as the cursor keys them). */
    static Reader startingWith(String name, Read read, String... words) {
        return new Reader(name, Set.of(words), read, -1, false);
    }

    private final String expected;
    private final Reader[] readers;
    /** For each declared first word, the readers asked about a clause starting with it, in order. */
    private final Map<String, Reader[]> byStart = new HashMap<>();
    /** The readers asked about a clause starting with no declared word: those that declare none, in order. */
    private final Reader[] fallback;

    /** {@code expected}: the failure when no reader reads the clause ("a verb"). */
    ClauseDispatch(String expected, List<Reader> readers) {
        this.expected = expected;
        this.readers = new Reader[readers.size()];
        for (int i = 0; i < this.readers.length; i++) {
            Reader r = readers.get(i);
            this.readers[i] = new Reader(r.name(), r.starts(), r.read(), i, r.endsClause());
        }
        Set<String> words = new LinkedHashSet<>();
        for (Reader r : readers) words.addAll(r.starts());
        for (String w : words) byStart.put(w, select(w));
        fallback = select(null);
    }

    private Reader[] select(String key) {
        List<Reader> out = new ArrayList<>();
        for (Reader r : readers) {
            if (r.canStart(key)) out.add(r);
        }
        return out.toArray(Reader[]::new);
    }

    /** The readers asked about a clause whose first token is keyed {@code key} (null: a symbol or the end), in order. */
    Reader[] candidates(String key) {
        Reader[] r = key == null ? null : byStart.get(key);
        return r != null ? r : fallback;
    }

    /** Every reader, in order. */
    List<Reader> readers() {
        return List.of(readers);
    }

    /**
     * What the first reader that reads the clause at the cursor reads; null only from a reader that {@link Reader#ends}
     * the clause; when none reads it, fails with {@code expected}. A reader's failure propagates.
     */
    EffectNode read(Cursor c, PlayerRef who, boolean third) {
        int start = c.mark();
        Reader[] asked = candidates(c.key());
        if (check != null) check(asked, c, who, third);
        Attempts count = attempts;
        Reader last = null;
        boolean exhausted = false;
        try {
            for (int i = 0; i < asked.length; i++) {
                last = asked[i];
                EffectNode read = last.read().read(c, who, third);
                if (read != null) return read;
                if (c.mark() != start) {
                    if (last.endsClause()) return null;
                    return rest(last.order() + 1, c, who, third, count);
                }
            }
            exhausted = true;
            throw c.fail(expected);
        } finally {
            if (count != null) count.add(asked, exhausted ? null : last, readers.length);
        }
    }

    /** The old chain from {@code from} on, every reader asked: a reader before moved the cursor without answering. */
    private EffectNode rest(int from, Cursor c, PlayerRef who, boolean third, Attempts count) {
        for (int i = from; i < readers.length; i++) {
            if (count != null) count.moved.incrementAndGet();
            int at = c.mark();
            EffectNode read = readers[i].read().read(c, who, third);
            if (read != null || readers[i].endsClause() && c.mark() != at) return read;
        }
        throw c.fail(expected);
    }

    /** A skipped reader that answered, threw, moved the cursor or recorded a failure, with the clause (test only). */
    @FunctionalInterface
    interface Violation {
        void report(String reader, String clause);
    }

    /** Set by ClauseDispatchTest only: every reader not asked about a clause is asked too, and held to its promise. */
    static volatile Violation check;

    private void check(Reader[] asked, Cursor c, PlayerRef who, boolean third) {
        Violation report = check;
        Set<Reader> skipped = new LinkedHashSet<>(List.of(readers));
        skipped.removeAll(List.of(asked));
        int start = c.mark();
        ParseFailure furthest = c.furthest();
        int furthestPos = c.furthestPos();
        String chosen = c.chosen();
        for (Reader r : skipped) {
            boolean broken;
            try {
                broken = r.read().read(c, who, third) != null;
            } catch (ParseFailure f) {
                broken = true;
            }
            broken |= c.mark() != start || c.furthest() != furthest || c.chosen() != chosen;
            c.reset(start);
            c.restoreFurthest(furthest, furthestPos);
            c.chosen(chosen);
            if (broken && report != null) report.report(r.name(), c.rest());
        }
    }

    /** Counts of readers asked, set by a test or a profiling run only (null: nothing counted). */
    static volatile Attempts attempts;

    /** Clauses read, readers asked with the index, and readers the full order would have asked (up to the same one). */
    static final class Attempts {
        final AtomicLong clauses = new AtomicLong();
        final AtomicLong asked = new AtomicLong();
        final AtomicLong chain = new AtomicLong();
        /** Readers asked after one moved the cursor without answering (counted in both). */
        final AtomicLong moved = new AtomicLong();

        /** {@code last}: the reader that answered, threw or moved the cursor; null when every candidate said no. */
        private void add(Reader[] candidates, Reader last, int all) {
            clauses.incrementAndGet();
            int n = 0;
            for (Reader r : candidates) {
                n++;
                if (r == last) break;
            }
            asked.addAndGet(n); // every candidate when none answered (last null)
            chain.addAndGet(last == null ? all : last.order() + 1);
        }

        @Override
        public String toString() {
            long k = Math.max(1, clauses.get());
            return String.format(java.util.Locale.ROOT, "%d clauses: readers asked %.2f a clause with the index, %.2f"
                    + " in the full order (%d asked after a reader moved the cursor)", clauses.get(),
                    (asked.get() + moved.get()) / (double) k, (chain.get() + moved.get()) / (double) k, moved.get());
        }
    }
}
