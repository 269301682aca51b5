package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.PhraseNodes.Blockers;
import dev.arbiter.cards.grammar.ast.PhraseNodes.Creatures;
import dev.arbiter.cards.grammar.ast.PhraseNodes.Enchantable;
import dev.arbiter.cards.grammar.ast.PhraseNodes.TypePlural;
import java.util.Set;

/**
 * Groups of permanents that are not targets, as the older static readers hand them on (611.3a, 702.5a):
 * <pre>
 * creatures  := [LEAD] [COLOUR] [WORD] "creatures" [CONTROLLER] ["attacking you"] ["with" REST]
 * typePlural := [LEAD] WORD [CONTROLLER]
 * enchant    := WORD ["you control" | "an opponent controls" | "you don't control"]
 * LEAD       := "all other" | "other" | "all";   CONTROLLER := "you control" | "your opponents control"
 * </pre>
 * WORD is any one token, as printed; the lowering decides whether it is a creature type.
 */
public final class ObjectPhraseGrammar {

    private static final Set<String> COLOURS = Set.of("white", "blue", "black", "red", "green");

    private ObjectPhraseGrammar() {
    }

    /** What "can't be blocked by" names: the {@code tokens} of {@code line} (up to its end), each reading tried. */
    public static Blockers blockers(String line, java.util.List<Token> tokens) {
        if (notBlockers(tokens)) return new Blockers(true, null, null);
        return new Blockers(false, creatures(line, tokens), typePlural(tokens));
    }

    /** The whole phrase, the {@code tokens} of {@code line} (up to its end), as "... creatures ...", or null. */
    static Creatures creatures(String line, java.util.List<Token> tokens) {
        String p = line;
        Cursor c = new Cursor(tokens);
        String lead = c.acceptAny("all other", "other", "all");
        String color = null;
        Token t = c.peek();
        if (t != null && t.kind() == Token.Kind.WORD && COLOURS.contains(t.lower())) {
            color = c.next().text();
        }
        String word = null;
        if (c.peek() == null) return null;
        if (!c.at("creatures") || c.peek(1) != null && c.peek(1).is("creatures")) {
            word = c.next().text();
        }
        if (!c.accept("creatures")) return null;
        String controller = controller(c, "you control", "your opponents control");
        boolean attackingYou = c.accept("attacking you");
        String with = null;
        if (c.accept("with")) {
            if (c.atEnd()) return null;
            int from = c.mark();
            while (!c.atEnd()) c.next();
            with = Spans.source(p, c, from);
        }
        return c.atEnd() ? new Creatures(lead, color, word, controller, attackingYou, with) : null;
    }

    /** The whole phrase as "[LEAD] WORD [CONTROLLER]", or null. */
    static TypePlural typePlural(java.util.List<Token> tokens) {
        Cursor c = new Cursor(tokens);
        String lead = c.acceptAny("all other", "other", "all");
        if (c.atEnd()) return null;
        String word = c.next().text();
        String controller = controller(c, "you control", "your opponents control");
        return c.atEnd() ? new TypePlural(lead, word, controller) : null;
    }

    /** What "Enchant" names: one word and a controller, or null. */
    public static Enchantable enchantable(java.util.List<Token> tokens) {
        Cursor c = new Cursor(tokens);
        if (c.atEnd()) return null;
        String word = c.next().text();
        String controller = controller(c, "you control", "an opponent controls", "you don't control");
        return c.atEnd() ? new Enchantable(word, controller) : null;
    }

    /** Whether the phrase begins "other" / "all" or has "attacking you" in it: not a group of blockers. */
    static boolean notBlockers(java.util.List<Token> tokens) {
        Cursor c = new Cursor(tokens);
        if (c.at("other") || c.at("all")) return true;
        int n = Spans.size(c);
        for (int i = 0; i + 1 < n; i++) {
            if (c.peek(i).is("attacking") && c.peek(i + 1).lower().startsWith("you")) return true;
        }
        return false;
    }

    private static String controller(Cursor c, String... phrases) {
        return c.acceptAny(phrases);
    }
}
