package dev.arbiter.cards.grammar;

/**
 * More choices made as an effect resolves (608.2d), read after the colour, creature type and opponent of
 * {@code EffectGrammar.resolutionChoice}: "Choose a card name." / "Choose a nonland card name." (201.3) and "Choose a
 * basic land type." (205.3i), each followed by {@code after} ("." or ", then"); what follows reads it as "with the
 * chosen name" / "with that name" and "of the chosen type" / "of that type" (607.2 style, for the rest of the effect).
 * A sentence saying "of the creature type of your choice" (and naming no target) chooses a creature type first.
 */
final class ResolutionChoiceGrammar {
    private ResolutionChoiceGrammar() {
    }

    /** The {@code ChoiceKind} words of the choice at the cursor, or null (cursor where it was). */
    static String more(Cursor c, String after) {
        if (after.equals(".") && c.chosen() == null && ofYourChoiceAhead(c)) { // 608.2d: "of the creature type of your choice"
            c.chosen("type");
            return "a creature type";
        }
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

    /**
     * Whether the sentence at the cursor says "of the creature type of your choice" and names no target (a target's
     * type would have to be known as it is chosen, 601.2c): the type is then chosen as the effect resolves (608.2d), as
     * if "Choose a creature type." came first and the phrase read "of the chosen type".
     */
    private static boolean ofYourChoiceAhead(Cursor c) {
        String[] phrase = {"of", "the", "creature", "type", "of", "your", "choice"};
        boolean found = false;
        for (int i = 0; c.peek(i) != null && !c.peek(i).is("."); i++) {
            String w = c.peek(i).lower();
            if (w.equals("target") || w.equals("targets")) return false;
            boolean match = true;
            for (int k = 0; k < phrase.length && match; k++) match = c.peek(i + k) != null && c.peek(i + k).lower().equals(phrase[k]);
            if (match) found = true;
        }
        return found;
    }
}
