package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Flashback;
import dev.arbiter.engine.mana.ManaCost;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Alternative costs written as keywords: "Flashback [mana cost]" (702.34a) on an instant or
 * sorcery, "Bestow [mana cost]" (702.103a) on a creature card; "Flashback—[cost]" and "Escape—[cost]" (702.138a, on
 * any card) when the cost isn't only mana; other forms stay unsupported.
 */
final class FlashbackLines {
    private static final Pattern FLASHBACK = Pattern.compile("Flashback ((?:\\{[^}]+\\})+)(?: \\(.*\\))?",
            Pattern.CASE_INSENSITIVE);

    private static final Pattern BESTOW = Pattern.compile("Bestow ((?:\\{[^}]+\\})+)(?: \\(.*\\))?",
            Pattern.CASE_INSENSITIVE);

    private FlashbackLines() {
    }

    /** Whether the card has a bestow line: its "enchanted creature" lines are then read as for an Aura. */
    static boolean hasBestow(dev.arbiter.cards.text.CardText card) {
        for (var line : card.rules()) if (BESTOW.matcher(line.text().strip()).matches()) return true;
        return false;
    }

    static Optional<List<Ability>> compile(String text, boolean instantOrSorcery, boolean creature) {
        Matcher b = BESTOW.matcher(text.strip());
        if (b.matches()) {
            if (!creature) throw new NotSupported("bestow on a card that isn't a creature");
            if (b.group(1).toUpperCase(java.util.Locale.ROOT).contains("X")) throw new NotSupported("bestow cost with X");
            return Optional.of(List.of(new dev.arbiter.engine.ability.Bestow(ManaCost.parse(b.group(1)))));
        }
        Matcher m = FLASHBACK.matcher(text.strip());
        if (!m.matches()) {
            dev.arbiter.engine.ability.Cost escape = KeywordCosts.afterDash("Escape", text); // 702.138a, any card
            if (escape != null) {
                if (escape.mana().hasX()) throw new NotSupported("escape cost with X");
                return Optional.of(List.of(new Flashback(escape.mana(), escape.parts(), true)));
            }
            dev.arbiter.engine.ability.Cost dashed = KeywordCosts.afterDash("Flashback", text); // "Flashback—{1}{G}, Pay 3 life."
            if (dashed == null) return Optional.empty();
            if (!instantOrSorcery) throw new NotSupported("flashback on a permanent card");
            if (dashed.mana().hasX()) throw new NotSupported("flashback cost with X");
            return Optional.of(List.of(new Flashback(dashed.mana(), dashed.parts())));
        }
        if (!instantOrSorcery) throw new NotSupported("flashback on a permanent card");
        if (m.group(1).toUpperCase(java.util.Locale.ROOT).contains("X")) throw new NotSupported("flashback cost with X");
        return Optional.of(List.of(new Flashback(ManaCost.parse(m.group(1)))));
    }
}
