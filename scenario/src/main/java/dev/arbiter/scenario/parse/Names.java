package dev.arbiter.scenario.parse;

import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * What the parser knows about names: the players, the card names (the runner's oracle plus the
 * scenario's inline cards) and the labels given in setup.
 */
final class Names {
    private final NameOracle oracle;
    private final List<String> players;
    private final Map<String, String> inlineCards = new HashMap<>();
    private final Map<String, Pos> labels = new HashMap<>();

    Names(NameOracle oracle, Collection<String> inlineCardNames, List<String> players) {
        this.oracle = oracle;
        this.players = List.copyOf(players);
        inlineCardNames.forEach(n -> inlineCards.put(lower(n), n));
    }

    List<String> players() {
        return players;
    }

    /** The declared spelling of a player name (matched case-insensitively). */
    Optional<String> player(String word) {
        return players.stream().filter(p -> p.equalsIgnoreCase(word)).findFirst();
    }

    String requirePlayer(String word, Pos pos) {
        return player(word).orElseThrow(() -> new ScenarioSyntaxException(pos,
                "unknown player \"" + word + "\"; expected one of " + String.join(" ", players)));
    }

    boolean isCard(String name) {
        return inlineCards.containsKey(lower(name)) || oracle.isCardName(name);
    }

    boolean isLabel(String name) {
        return labels.containsKey(lower(name));
    }

    /** Where a label was given, if it was. */
    Optional<Pos> labelPos(String label) {
        return Optional.ofNullable(labels.get(lower(label)));
    }

    void addLabel(String label, Pos pos) {
        labels.put(lower(label), pos);
    }

    /** True when {@code raw} (possibly {@code NAME#N}) names a known card, label or player. */
    boolean isRef(String raw) {
        String name = ObjRef.of(raw).name();
        return !name.isEmpty() && (isCard(name) || isLabel(name) || player(name).isPresent());
    }

    private static String lower(String s) {
        return s.strip().toLowerCase(Locale.ROOT);
    }
}
