package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;

import java.util.Locale;

/**
 * Lowers {@code EffectNode.IsInAddition}: an object named before gaining types and colours for as long as it stays on the battlefield:
 * "That creature is a black Zombie in addition to its other colors and types." (colours added, 105.3;
 * types added, 205.1a) / "That creature is black and is a Nightmare in addition to its other creature
 * types." (its colour becomes black) / "That creature is a Vampire in addition to its other types."
 */
final class InAdditionLowering {
    private InAdditionLowering() {
    }

    /**
     * {@code subject} is {@code words} in addition to its other {@code kind} ("colors and types", "types" or
     * "creature types").
     *
     * @throws NotSupported when the words aren't colours, card types and subtypes as these sentences write them
     */
    static Effect effect(Subject subject, String words, String kind) {
        String body = words.strip();
        boolean colorsToo = kind.equalsIgnoreCase("colors and types");
        int setColors = 0;
        int and = body.toLowerCase(Locale.ROOT).indexOf(" and is ");
        if (!colorsToo && and > 0) { // "is black and is a Nightmare": the colour replaces its colours (105.3)
            AnimationClauses.Words colors = AnimationClauses.words(body.substring(0, and));
            if (colors == null || colors.types() != 0 || !colors.subtypes().isEmpty() || colors.colors() == 0) {
                throw new NotSupported("\"is " + words + "\"");
            }
            setColors = colors.colors();
            body = body.substring(and + " and is ".length());
        }
        String article = body.regionMatches(true, 0, "a ", 0, 2) ? "a " : body.regionMatches(true, 0, "an ", 0, 3) ? "an " : null;
        AnimationClauses.Words w = article != null ? AnimationClauses.words(body.substring(article.length())) : null;
        if (w == null || !colorsToo && w.colors() != 0 || kind.equalsIgnoreCase("creature types") && w.types() != 0
                || w.types() == 0 && w.subtypes().isEmpty()) {
            throw new NotSupported("\"is " + words + " in addition to its other " + kind + "\"");
        }
        return colorsToo ? new Effect.GainTypesAndColors(subject, w.types(), w.subtypes(), w.colors(), true)
                : new Effect.GainTypesAndColors(subject, w.types(), w.subtypes(), setColors, false);
    }
}
