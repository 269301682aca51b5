package dev.arbiter.scenario.parse;

import java.util.ArrayList;
import java.util.List;

/**
 * A top-level key with the text after its colon and the indented lines that follow it.
 * For block keys a value on the key's own line counts as the block's first line.
 */
record Section(String key, String value, Pos pos, List<SourceLine> body) {
    Section {
        body = List.copyOf(body);
    }

    /** The body, preceded by the value on the key line when there is one. */
    List<SourceLine> lines() {
        if (value.isEmpty()) {
            return body;
        }
        List<SourceLine> all = new ArrayList<>();
        all.add(new SourceLine(value, pos, true));
        all.addAll(body);
        return all;
    }
}
