package dev.arbiter.cards.compile;

/**
 * 207.2d: a flavor word before a mode ("• Smash It — Destroy target artifact.") has no rules meaning; the mode is the
 * text after the dash. Read only on the bulleted modes of a modal spell or ability (700.2), where a dash between words
 * can't be part of the mode's own text.
 */
final class ModeFlavorWords {

    private static final GuardedPattern LABEL = GuardedPattern.compile(
            "^[A-Z][A-Za-z'’!,-]*(?: [A-Za-z'’!,-]+){0,5} — (?=[A-Z~])");

    private ModeFlavorWords() {
    }

    /** {@code mode} without a leading flavor word. */
    static String strip(String mode) {
        if (mode.indexOf('—') < 0) return mode;
        return LABEL.matcher(mode).replaceFirst("");
    }
}
