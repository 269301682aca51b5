package dev.arbiter.scenario.parse;

import java.util.List;
import java.util.regex.Pattern;

/** Object references and lists of them, with the comma handling of {@link CommaLists}. */
final class Refs {
    private static final Pattern ZERO_INDEX = Pattern.compile(".*\\S\\s*#0+$");

    private Refs() {}

    /** A single reference; {@code what} describes it for messages (e.g. {@code a target}). */
    static ObjRef ref(String raw, Pos pos, String what) {
        String text = raw.strip();
        if (text.isEmpty()) {
            throw new ScenarioSyntaxException(pos, "expected " + what + ", found nothing");
        }
        if (ZERO_INDEX.matcher(text).matches()) {
            throw new ScenarioSyntaxException(pos,
                    "bad reference \"" + text + "\"; in NAME#N, N counts from 1");
        }
        return ObjRef.of(text);
    }

    /** {@code REF, REF, ...}; at least one. */
    static List<ObjRef> list(String text, Pos pos, Names names, String what) {
        if (text.isBlank()) {
            throw new ScenarioSyntaxException(pos, "expected " + what + ", found nothing");
        }
        return CommaLists.split(text, pos, names::isRef).stream()
                .map(piece -> ref(piece, pos, what))
                .toList();
    }
}
