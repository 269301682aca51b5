package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.TriggeredManaAbility;
import dev.arbiter.engine.mana.ManaPool;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Triggered mana abilities (605.1b) that add mana when a land is tapped for mana: "Whenever
 * enchanted land is tapped for mana, its controller adds an additional {G}." (Wild Growth) and
 * "Whenever a Mountain is tapped for mana, ..." (Gauntlet of Might).
 */
final class TriggeredManaLines {
    private static final Pattern LAND_TAPPED = Pattern.compile(
            "Whenever (enchanted land|a (Plains|Island|Swamp|Mountain|Forest)) is tapped for mana, its controller adds"
                    + " an additional ((?:\\{[WUBRGC]\\})+)\\.", Pattern.CASE_INSENSITIVE);

    private TriggeredManaLines() {
    }

    static Optional<List<Ability>> compile(String text) {
        Matcher m = LAND_TAPPED.matcher(text.strip());
        if (!m.matches()) return Optional.empty();
        return Optional.of(List.of(new TriggeredManaAbility(m.group(2), ManaPool.parse(m.group(3)), text)));
    }
}
