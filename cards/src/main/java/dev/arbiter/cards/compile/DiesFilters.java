package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.FilterQualities;
import dev.arbiter.engine.ability.ObjectFilter;
import java.util.List;

/**
 * What "Whenever a [filter] dies" can ask of the creature as it last existed on the battlefield (603.10a), as the
 * engine's {@code events/FilteredTriggers} judges it: its card's types, subtypes ("Elf or Berserker", "non-Spirit"),
 * colours and mana value, whether it was a token, its controller, the counters it had, and its power or toughness and
 * keywords with every layer applied ({@code GameEvent.ZoneChange.asItLastExisted}). Combat status, tapped and the rest
 * are not read for a dead creature, so a filter asking them is refused.
 */
final class DiesFilters {

    private DiesFilters() {
    }

    static boolean judgedAsItLastExisted(ObjectFilter f) {
        FilterQualities rest = f.more().token(FilterQualities.Tri.ANY).manaValue(null).anySubtypes(List.of())
                .excludedSubtype(null).counters(null).power(null) // power / toughness as it last existed (603.10a)
                .withoutChosen(FilterQualities.EQUIPPED); // 301.5: an Equipment attached as it left (the move's attachments)
        return rest.none();
    }
}
