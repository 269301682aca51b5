package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.CopyExceptions;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.characteristic.Color;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** A copy's exceptions in words (707.9b): ", except it's a 4/4 black Zombie and it has haste". */
final class CopyExceptionText {
    private CopyExceptionText() {
    }

    /** ", except ..." or "" when there are none. */
    static String of(CopyExceptions e) {
        return of(e, null);
    }

    /** As {@link #of(CopyExceptions)}; {@code scope} renders a quoted ability the copy has (113.1a). */
    static String of(CopyExceptions e, Scope scope) {
        if (e.none()) return "";
        List<String> parts = new ArrayList<>();
        List<String> is = new ArrayList<>();
        if (e.power() != null) is.add(e.power() + "/" + e.toughness());
        if (e.colors() >= 0) {
            for (Color c : Color.values()) if ((e.colors() & c.bit()) != 0) is.add(c.name().toLowerCase(Locale.ROOT));
        }
        is.addAll(e.subtypes());
        for (CardType t : CardType.values()) if ((e.addTypes() & t.bit()) != 0) is.add(t.word());
        if (!is.isEmpty()) {
            boolean article = !e.subtypes().isEmpty() || e.addTypes() != 0;
            String first = is.get(0);
            String a = !article ? "" : "aeiou".indexOf(Character.toLowerCase(first.charAt(0))) >= 0 ? "an " : "a ";
            parts.add("it's " + a + String.join(" ", is) + (e.inAddition() && (!e.subtypes().isEmpty() || e.addTypes() != 0)
                    ? " in addition to its other types" : ""));
        }
        if (e.noManaCost()) parts.add("it has no mana cost");
        if (!e.abilities().isEmpty() && (scope == null || e.abilities().stream().allMatch(a -> KeywordText.word(a) != null))) {
            parts.add("it has " + String.join(" and ", KeywordText.words(e.abilities())));
        } else if (!e.abilities().isEmpty()) {
            List<String> has = new ArrayList<>();
            for (dev.arbiter.engine.ability.Ability a : e.abilities()) {
                String k = KeywordText.word(a);
                has.add(k != null || scope == null ? String.valueOf(k)
                        : "\"" + Words.capitalize(AbilityText.granted(a, scope, "this permanent")) + "\"");
            }
            parts.add("it has " + String.join(" and ", has));
        }
        if (e.notLegendary()) parts.add("it isn't legendary");
        StringBuilder sb = new StringBuilder(", except ");
        for (int i = 0; i < parts.size(); i++) {
            if (i > 0) sb.append(i == parts.size() - 1 ? (parts.size() > 2 ? ", and " : " and ") : ", ");
            sb.append(parts.get(i));
        }
        return sb.toString();
    }
}
