package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Static combat restrictions and requirements of the permanent itself (seed 500.1, 508.1c-d,
 * 509.1b-c): "~ can't block.", "~ can't attack.", "~ attacks each combat if able.", "~ blocks each
 * combat if able.", "~ can't block creatures with power N or greater.".
 */
final class StaticCombatLines {

    private static final int F = Pattern.CASE_INSENSITIVE;
    private static final Pattern CANT_BLOCK_POWER = Pattern.compile(
            "~ can't block creatures with power (\\d+) or greater\\.", F);

    private StaticCombatLines() {
    }

    /** The static ability {@code text} describes, or empty when it is not one of these lines. */
    static Optional<List<Ability>> compile(String text) {
        String t = text.strip();
        StaticEffect effect = switch (t.toLowerCase(java.util.Locale.ROOT)) {
            case "~ can't block." -> new StaticEffect.CantBlock();
            case "~ can't attack." -> new StaticEffect.CantAttack();
            case "~ attacks each combat if able." -> new StaticEffect.AttacksEachCombat();
            case "~ blocks each combat if able." -> new StaticEffect.BlocksEachCombat();
            default -> null;
        };
        if (effect != null) {
            return Optional.of(List.of(new StaticAbility(effect, t)));
        }
        if (t.equalsIgnoreCase("~ can't attack or block.")) {
            return Optional.of(List.of(new StaticAbility(new StaticEffect.CantAttack(), t),
                    new StaticAbility(new StaticEffect.CantBlock(), t)));
        }
        Matcher m = CANT_BLOCK_POWER.matcher(t);
        if (m.matches()) {
            int power = Integer.parseInt(m.group(1));
            return Optional.of(List.of(new StaticAbility(new StaticEffect.CantBlockPowerAtLeast(power), t)));
        }
        return Optional.empty();
    }
}
