package dev.arbiter.cards.text;

import java.util.Optional;

/** Says how two definitions of the same card differ in cost, type line or rules text, if at all. */
final class CardDifference {

    private CardDifference() {
    }

    /** The first difference found, or empty if the two definitions agree. */
    static Optional<String> between(CardText a, CardText b) {
        if (!a.costSymbols().equals(b.costSymbols())) {
            return Optional.of("cost " + a.manaCost() + " vs " + b.manaCost());
        }
        String typeA = typeLine(a);
        String typeB = typeLine(b);
        if (!typeA.equals(typeB)) {
            return Optional.of("type line \"" + typeA + "\" vs \"" + typeB + "\"");
        }
        if (!a.colorIndicator().equals(b.colorIndicator())) {
            return Optional.of("colour indicator " + a.colorIndicator().orElse("none") + " vs "
                    + b.colorIndicator().orElse("none"));
        }
        if (!a.rulesTexts().equals(b.rulesTexts())) {
            return Optional.of("rules text " + a.rulesTexts() + " vs " + b.rulesTexts());
        }
        return Optional.empty();
    }

    private static String typeLine(CardText c) {
        String stats = c.power() != null ? " " + c.power() + "/" + c.toughness()
                : c.loyalty() != null ? " Loyalty " + c.loyalty() : "";
        String subs = c.subtypes().isEmpty() ? "" : " — " + String.join(" ", c.subtypes());
        return (String.join(" ", c.supertypes()) + " " + String.join(" ", c.types())).strip()
                + subs + stats;
    }
}
