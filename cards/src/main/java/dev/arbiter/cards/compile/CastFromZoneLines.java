package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.CastFromZone;

import java.util.List;
import java.util.Optional;

/**
 * A card's own permission to be cast from another zone (601.3, 601.2a), its costs paid as usual:
 * <pre>
 * line := "you may cast ~ from" ("your graveyard" ["or from exile"] | "exile" ["or from your graveyard"]) "."
 * </pre>
 * Anything more ("as long as ...", "by paying ...", "but not from anywhere else") is another line's, not this one's.
 */
final class CastFromZoneLines {

    private CastFromZoneLines() {
    }

    static Optional<List<Ability>> compile(String text) {
        String t = text.strip();
        if (!t.regionMatches(true, 0, "You may cast ~ from ", 0, 20)) return Optional.empty(); // most lines: no tokenizing
        Cursor c = Cursor.of(t);
        if (!c.accept("you may cast ~ from")) return Optional.empty();
        boolean graveyard = false;
        boolean exile = false;
        if (c.accept("your graveyard")) {
            graveyard = true;
            exile = c.accept("or from exile");
        } else if (c.accept("exile")) {
            exile = true;
            graveyard = c.accept("or from your graveyard");
        } else {
            return Optional.empty();
        }
        if (!c.accept(".") || !c.atEnd()) return Optional.empty();
        return Optional.of(List.of(new CastFromZone(graveyard, exile)));
    }
}
