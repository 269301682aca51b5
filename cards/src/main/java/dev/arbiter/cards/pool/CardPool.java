package dev.arbiter.cards.pool;

import dev.arbiter.cards.compile.CompileResult;
import dev.arbiter.cards.compile.OracleCompiler;
import dev.arbiter.cards.text.BundledCardFiles;
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
import java.util.Set;
import java.util.function.Supplier;

/**
 * Card texts from several layers (the first layer that has a name wins), each card compiled on
 * first use and then kept: look cards up by name (any letter case) as a {@link CompileResult}, or as
 * the {@link CardDefinition} the engine plays. Whole-pool questions ({@link #results()},
 * {@link #unsupported()}, {@link #counts()}) read and compile every card.
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

    private final Supplier<CardTextPool> texts;
    private final List<CardLayer> layers;
    private final Map<CardText, CompileResult> compiled;

    private CardPool(Supplier<CardTextPool> texts, List<CardLayer> layers, Map<CardText, CompileResult> compiled) {
        this.texts = memoized(texts);
        this.layers = List.copyOf(layers);
        this.compiled = compiled;
    }

    /** The bundled card pool (the curated card files), each card compiled on first use. */
    public static CardPool bundled() {
        return Bundled.POOL;
    }

    /** {@code texts}, each card compiled on first use. */
    public static CardPool of(CardTextPool texts) {
        return new CardPool(() -> texts, List.of(CardLayer.of(List.copyOf(texts.cards()))),
                Collections.synchronizedMap(new IdentityHashMap<>()));
    }

    /** A new pool in which {@code extra} cards replace same-named ones (see {@link CardTextPool#withExtra}). */
    public CardPool withExtra(List<CardText> extra) {
        List<CardLayer> all = new ArrayList<>();
        all.add(CardLayer.of(extra));
        all.addAll(layers);
        Supplier<CardTextPool> base = texts;
        return new CardPool(() -> base.get().withExtra(extra), all, compiled);
    }

    /** A new pool: the cards of {@code before} replace this pool's, those of {@code after} only add names it lacks. */
    CardPool withLayers(List<CardLayer> before, List<CardLayer> after) {
        List<CardLayer> all = new ArrayList<>(before);
        all.addAll(layers);
        all.addAll(after);
        return new CardPool(texts, all, compiled);
    }

    /** The text of the card named {@code name} (any letter case), or empty when unknown. */
    public Optional<CardText> text(String name) {
        String key = CardKeys.key(name);
        for (CardLayer l : layers) {
            Optional<CardText> t = l.find(key);
            if (t.isPresent()) return t;
        }
        return Optional.empty();
    }

    /**
     * Why the card named {@code name} is unknown though some card data names it (its text doesn't
     * follow the card format: {@code file:line: reason}), or empty.
     */
    public Optional<String> readError(String name) {
        if (text(name).isPresent()) return Optional.empty();
        String key = CardKeys.key(name);
        for (CardLayer l : layers) {
            Optional<String> e = l.readError(key);
            if (e.isPresent()) return e;
        }
        return Optional.empty();
    }

    /** The compile result of the card named {@code name} (any letter case), or empty when unknown. */
    public Optional<CompileResult> find(String name) {
        return text(name).map(this::compile);
    }

    /** Whether the pool has a card named {@code name}. */
    public boolean contains(String name) {
        return text(name).isPresent();
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
        CardText card = text(name).orElseThrow(() -> new IllegalArgumentException("unknown card \"" + name + "\""));
        CompileResult r = compile(card);
        return r instanceof CompileResult.Supported s ? s.def() : COMPILER.compileLenient(card);
    }

    /** Every compile result, in pool order (reads and compiles every card, on every core). */
    public List<CompileResult> results() {
        return cards().parallelStream().map(this::compile).toList();
    }

    /** The unsupported cards, in pool order. */
    public List<CompileResult.Unsupported> unsupported() {
        List<CompileResult.Unsupported> out = new ArrayList<>();
        for (CompileResult r : results()) {
            if (r instanceof CompileResult.Unsupported u) out.add(u);
        }
        return out;
    }

    /** The definitions of the supported cards, in pool order. */
    public List<CardDefinition> supported() {
        List<CardDefinition> out = new ArrayList<>();
        for (CompileResult r : results()) {
            if (r instanceof CompileResult.Supported s) out.add(s.def());
        }
        return out;
    }

    /** The number of distinct card names (cards whose text can't be read included). */
    public int size() {
        return keys().size();
    }

    /** Supported and unsupported counts over the whole pool. */
    public Counts counts() {
        int unsupported = unsupported().size();
        return new Counts(cards().size() - unsupported, unsupported);
    }

    /** Supported and unsupported counts per card file (each card counted in the file that defines it). */
    public Map<String, Counts> countsByFile() {
        Map<String, int[]> tally = new LinkedHashMap<>();
        for (CardText card : cards()) {
            int[] t = tally.computeIfAbsent(card.pos().file(), f -> new int[2]);
            t[compile(card) instanceof CompileResult.Supported ? 0 : 1]++;
        }
        Map<String, Counts> out = new LinkedHashMap<>();
        tally.forEach((file, t) -> out.put(file, new Counts(t[0], t[1])));
        return out;
    }

    /**
     * The texts of the bundled card files (and extras) read all at once, with their conflicts
     * ({@link CardTextPool}); lookups don't need this and read one card at a time.
     */
    public CardTextPool texts() {
        return texts.get();
    }

    /** Every readable card, in layer order, each name once. */
    private List<CardText> cards() {
        List<CardText> out = new ArrayList<>();
        for (String key : keys()) {
            for (CardLayer l : layers) {
                Optional<CardText> t = l.find(key);
                if (t.isPresent()) {
                    out.add(t.get());
                    break;
                }
            }
        }
        return out;
    }

    private Set<String> keys() {
        Set<String> keys = new java.util.LinkedHashSet<>();
        for (CardLayer l : layers) keys.addAll(l.keys());
        return keys;
    }

    private CompileResult compile(CardText card) {
        CompileResult r = compiled.get(card);
        if (r == null) {
            r = COMPILER.compile(card);
            compiled.put(card, r);
        }
        return r;
    }

    private static <T> Supplier<T> memoized(Supplier<T> s) {
        return new Supplier<>() {
            private T value;

            @Override
            public synchronized T get() {
                if (value == null) value = s.get();
                return value;
            }
        };
    }

    /** Indexes the bundled card files once (in index order: the first definition of a name wins); cards are read on use. */
    private static final class Bundled {
        static final CardPool POOL = new CardPool(CardTextPool::bundled, BundledCardFiles.names().stream()
                .map(f -> (CardLayer) LazyCardFile.of(f, BundledCardFiles.content(f))).toList(),
                Collections.synchronizedMap(new IdentityHashMap<>()));
    }

}
