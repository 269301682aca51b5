package dev.arbiter.cards.compile;

import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A condition over the source's characteristics and a combat requirement or restriction together (611.3b, 508.1d):
 * <pre>
 * line := "As long as" condition "," "~" layered ("," layered)* ","? "and" combat-rule "."
 * </pre>
 * ("As long as there are four or more card types among cards in your graveyard, ~ gets +2/+2, has flying, and attacks
 * each combat if able."): read as the two lines "As long as C, ~ gets +2/+2 and has flying." and "As long as C, ~ attacks
 * each combat if able.", each of which must compile whole, else the line is not read.
 */
final class ConditionalCompoundLines {

    private ConditionalCompoundLines() {
    }

    static Optional<List<Ability>> compile(String text, CardText card) {
        String t = text.strip();
        if (!t.regionMatches(true, 0, "As long as ", 0, 11) || !t.endsWith(".")) return Optional.empty();
        int self = t.indexOf(", ~ ");
        if (self < 0) return Optional.empty();
        String condition = t.substring(0, self); // "As long as C"
        String rest = t.substring(self + 4, t.length() - 1);
        int and = rest.toLowerCase(Locale.ROOT).lastIndexOf(" and ");
        if (and < 0) return Optional.empty();
        String head = rest.substring(0, and);
        if (head.endsWith(",")) head = head.substring(0, head.length() - 1);
        String tail = rest.substring(and + 5);
        String[] parts = head.split(", ");
        if (parts.length < 2) return Optional.empty(); // "A and B" alone: the lines it joins are read as they are
        String joined = String.join(", ", java.util.Arrays.copyOf(parts, parts.length - 1))
                + (parts.length > 2 ? ", and " : " and ") + parts[parts.length - 1];
        Optional<List<Ability>> combat = ConditionalCombatLines.compile(condition + ", ~ " + tail + ".");
        if (combat.isEmpty()) return Optional.empty();
        Optional<List<Ability>> layered = StaticLayerLines.compile(condition + ", ~ " + joined + ".", card);
        if (layered.isEmpty()) return Optional.empty();
        List<Ability> out = new ArrayList<>(layered.get());
        out.addAll(combat.get());
        return Optional.of(out);
    }
}
