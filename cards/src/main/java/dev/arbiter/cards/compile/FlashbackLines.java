package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Flashback;
import dev.arbiter.engine.mana.ManaCost;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** "Flashback [mana cost]" (702.34a) on an instant or sorcery; other flashback costs stay unsupported. */
final class FlashbackLines {
    private static final Pattern FLASHBACK = Pattern.compile("Flashback ((?:\\{[^}]+\\})+)(?: \\(.*\\))?",
            Pattern.CASE_INSENSITIVE);

    private FlashbackLines() {
    }

    static Optional<List<Ability>> compile(String text, boolean instantOrSorcery) {
        Matcher m = FLASHBACK.matcher(text.strip());
        if (!m.matches()) return Optional.empty();
        if (!instantOrSorcery) throw new NotSupported("flashback on a permanent card");
        if (m.group(1).toUpperCase(java.util.Locale.ROOT).contains("X")) throw new NotSupported("flashback cost with X");
        return Optional.of(List.of(new Flashback(ManaCost.parse(m.group(1)))));
    }
}
