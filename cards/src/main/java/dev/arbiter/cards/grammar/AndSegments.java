package dev.arbiter.cards.grammar;

import java.util.ArrayList;
import java.util.List;

/**
 * A list joined by the word "and" (a cost's parts, a restriction's conditions):
 * <pre>
 * list := segment ("and" segment)*      "and" a word token of its own, with spaces on both sides
 * </pre>
 * Each segment is returned as printed (stripped), so the reader of a part can tokenize it again; an "and" inside a
 * quoted ability or joined to other text ("and/or") does not split. Trailing empty segments are dropped.
 */
public final class AndSegments {

    private AndSegments() {
    }

    /** The segments of {@code text} around each free-standing lower-case "and". */
    public static List<String> of(String text) {
        List<String> out = new ArrayList<>();
        int from = 0;
        for (Token t : Tokenizer.tokens(text)) {
            int end = t.start() + t.text().length();
            if (t.kind() == Token.Kind.WORD && t.text().equals("and") && t.start() > from
                    && text.charAt(t.start() - 1) == ' ' && end < text.length() && text.charAt(end) == ' ') {
                out.add(text.substring(from, t.start() - 1));
                from = end + 1;
            }
        }
        out.add(text.substring(from));
        while (out.size() > 1 && out.get(out.size() - 1).isEmpty()) out.remove(out.size() - 1);
        return out;
    }
}
