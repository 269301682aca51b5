package dev.arbiter.cards.grammar;

import java.util.List;
import java.util.Locale;

/**
 * "[When | Whenever] [object] [verb] or [verb], ..." (603.2): the second event of "[event] or [event]" written without its
 * subject is an event of the same object ("Whenever another creature you control enters the battlefield or dies").
 */
final class SharedSubject {

    /** The verbs of an object's events an "or" may join. */
    private static final List<String> VERBS = List.of("enters the battlefield", "enters", "dies", "leaves the battlefield", "attacks");

    private SharedSubject() {
    }

    /**
     * {@code rest} with the subject of {@code first} (the first event, "[word] [subject] [verb],") put before it when it
     * starts with a verb of the list; else {@code rest} as it is.
     */
    static String of(String first, String rest) {
        String lower = rest.toLowerCase(Locale.ROOT);
        boolean verbFirst = false;
        for (String v : VERBS) if (lower.startsWith(v + " ") || lower.startsWith(v + ",")) verbFirst = true;
        if (!verbFirst) return rest;
        String head = first.toLowerCase(Locale.ROOT);
        int at = -1;
        for (String v : VERBS) {
            int i = head.lastIndexOf(" " + v + ",");
            if (i > at) at = i;
        }
        if (at < 0) return rest;
        int word = first.indexOf(' ');
        if (word < 0 || word >= at) return rest;
        String subject = first.substring(word + 1, at);
        if (subject.equals("~")) return rest; // "~ enters or leaves": the events of the source itself are read already
        return subject + " " + rest;
    }
}
