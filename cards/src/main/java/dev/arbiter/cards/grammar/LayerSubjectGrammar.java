package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.LayerSubject;
import java.util.List;

/**
 * The subject of a characteristic-changing static ability (611.3a, 613.1), from its own tokens:
 * <pre>
 * subject := "~" | "it" | HOST NOUN | group                (group: StaticSubjectGrammar)
 * HOST    := "enchanted" | "equipped" | "fortified"        NOUN := "creature" | "land" | "artifact" | "enchantment" | "permanent"
 * </pre>
 */
public final class LayerSubjectGrammar {

    private LayerSubjectGrammar() {
    }

    /** The subject the {@code tokens} (all of them, at least one) name. */
    public static LayerSubject read(List<Token> tokens) {
        if (tokens.size() == 1 && tokens.get(0).kind() == Token.Kind.SELF) return new LayerSubject.Self();
        if (tokens.size() == 1 && tokens.get(0).kind() == Token.Kind.WORD && tokens.get(0).is("it")) {
            return new LayerSubject.It();
        }
        LayerSubject.Host h = host(tokens);
        return h != null ? h : new LayerSubject.Group(StaticSubjectGrammar.read(tokens));
    }

    /** The subject of a phrase a frame grammar cut out as text. */
    public static LayerSubject parse(String phrase) {
        Cursor c = Cursor.of(phrase.strip());
        return read(c.tokens(0, Spans.size(c)));
    }

    /** "enchanted creature", "equipped creature", "fortified land" (the two words next to each other), or null. */
    static LayerSubject.Host host(List<Token> tokens) {
        if (tokens.size() != 2) return null;
        Cursor c = new Cursor(tokens);
        Token word = c.peek();
        if (c.acceptAny("enchanted", "equipped", "fortified") == null) return null;
        Token noun = c.peek();
        if (c.acceptAny("creature", "land", "artifact", "enchantment", "permanent") == null) return null;
        if (noun.start() != word.start() + word.text().length() + 1) return null;
        return new LayerSubject.Host(word.text(), noun.text());
    }
}
