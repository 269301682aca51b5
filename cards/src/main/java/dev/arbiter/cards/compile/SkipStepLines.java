package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.PlayerEffects;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import java.util.List;
import java.util.Optional;

/**
 * A permanent's static ability skipping its controller's steps (614.1b, 614.10):
 * <pre>
 * line := "skip your" ("draw step" | "upkeep step") "."
 * </pre>
 */
final class SkipStepLines {
    private SkipStepLines() {
    }

    /** The static ability of such a line, or empty when {@code text} is not one. */
    static Optional<List<Ability>> compile(String text) {
        Cursor c = Cursor.of(text.strip());
        if (!c.accept("skip your")) return Optional.empty();
        String step = c.acceptAny("draw step", "upkeep step");
        if (step == null || !c.accept(".") || !c.atEnd()) return Optional.empty();
        PlayerEffects.Skippable what = step.startsWith("draw") ? PlayerEffects.Skippable.DRAW_STEP : PlayerEffects.Skippable.UPKEEP_STEP;
        return Optional.of(List.of(new StaticAbility(new StaticEffect.SkipYourSteps(what), text.strip())));
    }
}
