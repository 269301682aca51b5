package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "Creatures with [swampwalk] can be blocked as though they didn't have [swampwalk]." and "Creatures with landwalk abilities
 * can be blocked as though they didn't have those abilities." (702.14, 609.4b: {@link StaticEffect.BlockableDespiteLandwalk}).
 */
final class LandwalkBlockLines {
    private static final GuardedPattern ONE = GuardedPattern.compile(
            "Creatures with ([a-z]+walk) can be blocked as though they didn't have \\1\\.", Pattern.CASE_INSENSITIVE);
    private static final String ALL = "creatures with landwalk abilities can be blocked as though they didn't have those abilities.";

    private LandwalkBlockLines() {
    }

    static Optional<List<Ability>> compile(String text) {
        String t = text.strip();
        String landwalk;
        if (t.equalsIgnoreCase(ALL)) {
            landwalk = null;
        } else {
            Matcher m = ONE.matcher(t);
            if (!m.matches() || m.group(1).equalsIgnoreCase("landwalk")) return Optional.empty();
            // a landwalk the keyword grammar knows, named as the engine writes it
            if (!(KeywordLines.single(m.group(1)) instanceof dev.arbiter.engine.ability.Landwalk lw)) return Optional.empty();
            landwalk = lw.text().toLowerCase(Locale.ROOT);
        }
        return Optional.of(List.of(new StaticAbility(new StaticEffect.BlockableDespiteLandwalk(landwalk), t)));
    }
}
