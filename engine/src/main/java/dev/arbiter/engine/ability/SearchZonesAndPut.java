package dev.arbiter.engine.ability;

/**
 * "Search your library[, graveyard][, hand], and/or [zone] for a card named NAME / a [filter] card [, reveal it,] and put
 * it into your hand / onto the battlefield. If you search your library this way, shuffle." (701.19, 701.20): the
 * controller chooses which of the zones (the library, and the graveyard when {@code graveyard}, the hand when
 * {@code hand}) to search; {@code name} non-null for a card named so (201.2), else {@code filter}; {@code text} what is
 * searched for, as written; {@code battlefield}: the card found is put onto the battlefield (a permanent card only, 110.4),
 * else into the hand.
 */
public record SearchZonesAndPut(ObjectFilter filter, String name, String text, boolean graveyard, boolean hand,
                                boolean battlefield) implements Effect {
}
