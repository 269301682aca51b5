package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Who;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Clauses that move cards from a library or a hand to the graveyard: "[player] mills N cards"
 * (701.13) and "[player] discards N cards [at random]" (701.8). Without a subject the imperative
 * means "you" ("draw a card, then discard a card").
 */
final class HandAndLibraryClauses {
    private static final int F = Pattern.CASE_INSENSITIVE;
    private static final GuardedPattern MILL = GuardedPattern.compile("(?:(.+?) )?(mills?) (" + Amounts.WORD + ") cards?", F);
    private static final GuardedPattern DISCARD = GuardedPattern.compile(
            "(?:(.+?) )?(discards?) (" + Amounts.WORD + ") cards?( at random)?", F);

    private HandAndLibraryClauses() {
    }

    /** The effect of such a clause, or null when {@code clause} is not one. */
    static Effect clause(String clause, ParseContext pc) {
        Matcher m = MILL.matcher(clause);
        if (m.matches()) {
            Who who = EffectClauses.who(m.group(1), m.group(2), pc);
            Amount n = Amounts.amount(m.group(3), pc);
            return who == null || n == null ? null : new Effect.Mill(who, n);
        }
        m = DISCARD.matcher(clause);
        if (m.matches()) {
            Who who = EffectClauses.who(m.group(1), m.group(2), pc);
            Amount n = Amounts.amount(m.group(3), pc);
            return who == null || n == null ? null : new Effect.Discard(who, n, m.group(4) != null);
        }
        return null;
    }
}
