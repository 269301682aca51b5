package dev.arbiter.cards.pool;

import dev.arbiter.cards.text.CardText;
import java.util.List;
import java.util.Optional;

/** One source of card texts in a {@link CardPool}: looked up by name key, read now or on first use. */
interface CardLayer {

    /** The card whose name has {@code key} ({@link CardKeys#key}), or empty when this layer has none or can't read it. */
    Optional<CardText> find(String key);

    /** Why the card with {@code key} could not be read (file:line: reason), or empty. */
    Optional<String> readError(String key);

    /** The name keys of this layer's cards, in file order. */
    List<String> keys();

    /** An eager layer over already-read cards. */
    static CardLayer of(List<CardText> cards) {
        java.util.Map<String, CardText> byKey = new java.util.LinkedHashMap<>();
        for (CardText c : cards) byKey.putIfAbsent(CardKeys.key(c.name()), c);
        List<String> keys = List.copyOf(byKey.keySet());
        return new CardLayer() {
            @Override
            public Optional<CardText> find(String key) {
                return Optional.ofNullable(byKey.get(key));
            }

            @Override
            public Optional<String> readError(String key) {
                return Optional.empty();
            }

            @Override
            public List<String> keys() {
                return keys;
            }
        };
    }
}
