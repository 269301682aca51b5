package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.ActivatedAbility.Timing;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The restriction sentence closing an activated ability (602.5b, 602.5d): "Activate only as a
 * sorcery." (307.1), "... during your upkeep / during your turn / during your turn, before attackers
 * are declared / during combat", "Activate only once each turn.", "Activate no more than twice each
 * turn.", and a timing joined to a limit ("Activate only as a sorcery and only once each turn.").
 */
final class ActivationRestrictions {

    /** When, and how many times each turn (0: no limit). */
    record Restriction(Timing timing, int perTurn) {
    }

    private static final Pattern SENTENCE = Pattern.compile("(.+\\.) (Activate (?:only|no more than) [^.]+)\\.",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern RESTRICTION = Pattern.compile("activate (?:only (?:(as a sorcery|as an instant|during "
            + "your upkeep|during your turn, before attackers are declared|during your turn|during combat)"
            + "(?: and only (once) each turn)?|(once) each turn)|no more than (twice|three times) each turn)");

    private ActivationRestrictions() {
    }

    /** The effect text before a restriction sentence, or null when there is none. */
    static String effect(String text) {
        Matcher m = SENTENCE.matcher(text);
        return m.matches() ? m.group(1) : null;
    }

    /**
     * The restriction closing {@code text}.
     *
     * @throws NotSupported when the sentence restricts in a way the engine doesn't know
     */
    static Restriction of(String text) {
        Matcher m = SENTENCE.matcher(text);
        if (!m.matches()) {
            return new Restriction(Timing.INSTANT, 0);
        }
        Matcher r = RESTRICTION.matcher(m.group(2).toLowerCase(Locale.ROOT));
        if (!r.matches()) {
            throw new NotSupported("activation restriction");
        }
        int perTurn = r.group(2) != null || r.group(3) != null ? 1
                : r.group(4) == null ? 0 : r.group(4).equals("twice") ? 2 : 3;
        Timing timing = r.group(1) == null ? Timing.INSTANT : switch (r.group(1)) {
            case "as a sorcery" -> Timing.SORCERY;
            case "during your upkeep" -> Timing.YOUR_UPKEEP;
            case "during your turn" -> Timing.YOUR_TURN;
            case "during your turn, before attackers are declared" -> Timing.YOUR_TURN_BEFORE_ATTACKERS;
            case "during combat" -> Timing.COMBAT;
            default -> Timing.INSTANT; // "as an instant": any time its controller has priority
        };
        return new Restriction(timing, perTurn);
    }
}
