package dev.arbiter.cards.pool;

import dev.arbiter.cards.compile.CompileResult;
import dev.arbiter.cards.compile.OracleCompiler;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.cards.text.CardTextPool;
import dev.arbiter.engine.card.CardDefinition;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A {@link CardTextPool} with every card compiled: look cards up by name (any letter case) as a
 * {@link CompileResult}, or as the {@link CardDefinition} the engine plays.
 */
public final class CardPool {

    private static final OracleCompiler COMPILER = new OracleCompiler();

    /** Supported and unsupported card counts. */
    public record Counts(int supported, int unsupported) {

        /** All cards counted. */
        public int total() {
            return supported + unsupported;
        }
    }

    private final CardTextPool texts;
    private final Map<CardText, CompileResult> results;
    private final List<CompileResult.Unsupported> unsupported;

    /** Compiles every card of {@code texts}, reusing the results of {@code known} for the same cards. */
    private CardPool(CardTextPool texts, Map<CardText, CompileResult> known) {
        this.texts = texts;
        Map<CardText, CompileResult> map = new IdentityHashMap<>();
        List<CompileResult.Unsupported> failed = new ArrayList<>();
        for (CardText card : texts.cards()) {
            CompileResult r = known.containsKey(card) ? known.get(card) : COMPILER.compile(card);
            map.put(card, r);
            if (r instanceof CompileResult.Unsupported u) {
                failed.add(u);
            }
        }
        this.results = Collections.unmodifiableMap(map);
        this.unsupported = List.copyOf(failed);
    }

    /** The bundled card pool, compiled once. */
    public static CardPool bundled() {
        return Bundled.POOL;
    }

    /** {@code texts} compiled. */
    public static CardPool of(CardTextPool texts) {
        return new CardPool(texts, Map.of());
    }

    /** A new pool in which {@code extra} cards replace same-named ones (see {@link CardTextPool#withExtra}). */
    public CardPool withExtra(List<CardText> extra) {
        return new CardPool(texts.withExtra(extra), results);
    }

    /** The compile result of the card named {@code name} (any letter case), or empty when unknown. */
    public Optional<CompileResult> find(String name) {
        return texts.find(name).map(results::get);
    }

    /** Whether the pool has a card named {@code name}. */
    public boolean contains(String name) {
        return texts.contains(name);
    }

    /**
     * The definition of the card named {@code name}.
     *
     * @throws IllegalArgumentException for an unknown card, or an unsupported one (naming its line)
     */
    public CardDefinition definition(String name) {
        CompileResult r = find(name).orElseThrow(() -> new IllegalArgumentException("unknown card \"" + name + "\""));
        if (r instanceof CompileResult.Unsupported u) {
            throw new IllegalArgumentException(u.name() + " is unsupported: " + u.message());
        }
        return ((CompileResult.Supported) r).def();
    }

    /**
     * The definition of the card named {@code name} even when unsupported: then only the lines that
     * compile give abilities (for explicitly allowing unsupported cards).
     *
     * @throws IllegalArgumentException for an unknown card
     */
    public CardDefinition lenientDefinition(String name) {
        CardText card = texts.get(name);
        CompileResult r = results.get(card);
        return r instanceof CompileResult.Supported s ? s.def() : COMPILER.compileLenient(card);
    }

    /** Every compile result, in pool order. */
    public List<CompileResult> results() {
        return texts.cards().stream().map(results::get).toList();
    }

    /** The unsupported cards, in pool order. */
    public List<CompileResult.Unsupported> unsupported() {
        return unsupported;
    }

    /** The definitions of the supported cards, in pool order. */
    public List<CardDefinition> supported() {
        List<CardDefinition> out = new ArrayList<>();
        for (CompileResult r : results()) {
            if (r instanceof CompileResult.Supported s) {
                out.add(s.def());
            }
        }
        return out;
    }

    /** The number of distinct cards. */
    public int size() {
        return texts.size();
    }

    /** Supported and unsupported counts over the whole pool. */
    public Counts counts() {
        return new Counts(size() - unsupported.size(), unsupported.size());
    }

    /** Supported and unsupported counts per card file (each card counted in the file that defines it). */
    public Map<String, Counts> countsByFile() {
        Map<String, int[]> tally = new LinkedHashMap<>();
        for (CardText card : texts.cards()) {
            int[] t = tally.computeIfAbsent(card.pos().file(), f -> new int[2]);
            t[results.get(card) instanceof CompileResult.Supported ? 0 : 1]++;
        }
        Map<String, Counts> out = new LinkedHashMap<>();
        tally.forEach((file, t) -> out.put(file, new Counts(t[0], t[1])));
        return out;
    }

    /** The text pool this was compiled from. */
    public CardTextPool texts() {
        return texts;
    }

    /** Lazily compiles the bundled pool once. */
    private static final class Bundled {
        static final CardPool POOL = new CardPool(CardTextPool.bundled(), Map.of());
    }
}
