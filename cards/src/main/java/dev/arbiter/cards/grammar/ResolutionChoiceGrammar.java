package dev.arbiter.cards.grammar;

/**
 * More choices made as an effect resolves (608.2d), read after the colour, creature type and opponent of
 * {@code EffectGrammar.resolutionChoice}: "Choose a card name." / "Choose a nonland card name." (201.3) and "Choose a
 * basic land type." (205.3i), each followed by {@code after} ("." or ", then"); what follows reads it as "with the
 * chosen name" / "with that name" and "of the chosen type" / "of that type" (607.2 style, for the rest of the effect).
 */
final class ResolutionChoiceGrammar {
    private ResolutionChoiceGrammar() {
    }

    /** The {@code ChoiceKind} words of the choice at the cursor, or null (cursor where it was). */
    static String more(Cursor c, String after) {
        int m = c.mark();
        String words = c.accept("choose a card name") ? "a card name"
                : c.accept("choose a nonland card name") ? "a nonland card name"
                : c.accept("choose a basic land type") ? "a basic land type" : null;
        if (words == null || !c.accept(after)) {
            c.reset(m);
            return null;
        }
        c.chosen(words.endsWith("name") ? "name" : "type");
        return words;
    }
}
