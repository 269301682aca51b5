package dev.arbiter.cards.text;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * An immutable, case-insensitive index from card name to {@link CardText}. When a name is defined
 * more than once the first definition is kept; differing later definitions are recorded as
 * {@link #conflicts()}.
 */
public final class CardTextPool {

    private final Map<String, CardText> byKey;
    private final List<PoolConflict> conflicts;

    private CardTextPool(Map<String, CardText> byKey, List<PoolConflict> conflicts) {
        this.byKey = Collections.unmodifiableMap(byKey);
        this.conflicts = List.copyOf(conflicts);
    }

    /** A pool of {@code cards}; for a repeated name the first is kept. */
    public static CardTextPool of(List<CardText> cards) {
        Map<String, CardText> map = new LinkedHashMap<>();
        List<PoolConflict> conflicts = new ArrayList<>();
        addAll(map, conflicts, cards);
        return new CardTextPool(map, conflicts);
    }

    /** The pool of every bundled card file, read in strict mode in {@code index.txt} order. */
    public static CardTextPool bundled() {
        return Bundled.POOL;
    }

    /**
     * A new pool in which {@code extra} cards (e.g. scenario-local ones) replace same-named cards of
     * this pool; conflicts among the extras themselves are recorded as usual.
     */
    public CardTextPool withExtra(List<CardText> extra) {
        Map<String, CardText> extraMap = new LinkedHashMap<>();
        List<PoolConflict> all = new ArrayList<>(conflicts);
        addAll(extraMap, all, extra);
        Map<String, CardText> map = new LinkedHashMap<>(byKey);
        map.putAll(extraMap);
        return new CardTextPool(map, all);
    }

    /** The card named {@code name} (any letter case). */
    public Optional<CardText> find(String name) {
        return Optional.ofNullable(byKey.get(key(name)));
    }

    /**
     * The card named {@code name} (any letter case).
     *
     * @throws IllegalArgumentException if the pool has no such card
     */
    public CardText get(String name) {
        return find(name).orElseThrow(() -> new IllegalArgumentException("unknown card \"" + name + "\""));
    }

    /** Whether the pool has a card named {@code name} (any letter case). */
    public boolean contains(String name) {
        return byKey.containsKey(key(name));
    }

    /** Every card, in the order first defined. */
    public Collection<CardText> cards() {
        return byKey.values();
    }

    /** The number of distinct card names. */
    public int size() {
        return byKey.size();
    }

    /** The repeated names whose definitions differ, in the order found. */
    public List<PoolConflict> conflicts() {
        return conflicts;
    }

    /** The lookup key of a name: letter case, curly apostrophes and runs of spaces do not matter. */
    static String key(String name) {
        return name.strip().replace('\u2019', '\'').replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
    }

    private static void addAll(Map<String, CardText> map, List<PoolConflict> conflicts, List<CardText> cards) {
        for (CardText card : cards) {
            CardText kept = map.putIfAbsent(key(card.name()), card);
            if (kept != null) {
                CardDifference.between(kept, card).ifPresent(diff ->
                        conflicts.add(new PoolConflict(card.name(), kept.pos(), card.pos(), diff)));
            }
        }
    }

    /** Lazily loads the bundled pool once. */
    private static final class Bundled {
        static final CardTextPool POOL = load();

        private static CardTextPool load() {
            return of(BundledCardFiles.all());
        }
    }
}
