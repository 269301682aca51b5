package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The source kept tapped in its controller's untap step (502.3):
 * <pre>
 * line := "~ doesn't untap during" ("your" | "its controller's") "untap step if" condition "."   (611.3b)
 *       | "~ enters the battlefield tapped and doesn't untap during your untap step."          (614.1c, 502.3)
 *       | "Untap ~ during each other player's untap step."                                      (502.3)
 * </pre>
 * The condition is one the "as long as" grammar reads ({@link StaticConditions#condition}); any other leaves the line
 * unsupported.
 */
final class ConditionalUntapLines {
    private static final String[] KEPT = {"~ doesn't untap during your untap step if ",
        "~ doesn't untap during its controller's untap step if "};

    private ConditionalUntapLines() {
    }

    static Optional<List<Ability>> compile(String text) {
        String t = text.strip();
        String lower = t.toLowerCase(Locale.ROOT);
        if (lower.equals("~ enters the battlefield tapped and doesn't untap during your untap step.")) { // 614.1c + 502.3
            return Optional.of(List.of(new StaticAbility(new StaticEffect.EntersTapped(), t),
                    new StaticAbility(new StaticEffect.DoesntUntap(), t)));
        }
        if (lower.equals("untap ~ during each other player's untap step.")) { // 502.3
            return Optional.of(List.of(new StaticAbility(new StaticEffect.UntapSelfDuringOthersUntapSteps(), t)));
        }
        if (!lower.endsWith(".")) return Optional.empty();
        for (String kept : KEPT) {
            if (!lower.startsWith(kept)) continue;
            String when = t.substring(kept.length(), t.length() - 1);
            Condition c = StaticConditions.condition(when); // 611.3b: "it" in "if it has a ... counter on it" is the source
            if (c == null || c instanceof Condition.Always) return Optional.empty();
            return Optional.of(List.of(new StaticAbility(new StaticEffect.DoesntUntapIf(c), t)));
        }
        return Optional.empty();
    }
}
