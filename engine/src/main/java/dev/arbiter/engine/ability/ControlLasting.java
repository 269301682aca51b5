package dev.arbiter.engine.ability;

/**
 * A "for as long as ..." condition ending a control-changing effect (611.2b): once false, the
 * effect ends and does not start again; false when the effect would begin, it does nothing.
 */
public enum ControlLasting {
    /** "for as long as you control ~": the source is still the same object and its controller is the effect's. */
    YOU_CONTROL_SOURCE("you control ~"),
    /** "for as long as ~ remains on the battlefield". */
    SOURCE_ON_BATTLEFIELD("~ remains on the battlefield"),
    /** "... and ~ remains tapped". */
    SOURCE_TAPPED("~ remains tapped"),
    /** "for as long as that creature is enchanted": an Aura is attached to the affected permanent (303.4). */
    AFFECTED_ENCHANTED("that creature is enchanted");

    private final String text;

    ControlLasting(String text) {
        this.text = text;
    }

    /** The condition in words, "~" for the source. */
    public String text() {
        return text;
    }
}
