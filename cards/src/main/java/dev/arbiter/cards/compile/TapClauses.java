package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** "Tap [object]" / "Untap [object]" (701.26): "untap ~" (Basalt Monolith), "tap enchanted creature" (Paralyze). */
final class TapClauses {
    private static final Pattern TAP = Pattern.compile("(tap|untap) (.+)", Pattern.CASE_INSENSITIVE);

    private TapClauses() {
    }

    /** The effect of such a clause, or null when {@code clause} is not one. */
    static Effect clause(String clause, ParseContext pc) {
        Matcher m = TAP.matcher(clause);
        if (!m.matches()) return null;
        Subject s = Referents.object(m.group(2), pc);
        return s == null ? null : new Effect.TapOrUntap(s, m.group(1).equalsIgnoreCase("tap"));
    }
}
