package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.StaticLineNodes.GroupColours;
import dev.arbiter.cards.grammar.ast.StaticLineNodes.GroupTypes;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Colours and types a static ability gives a subject (layers 5 and 4):
 * <pre>
 * colours := subject ("is" | "are") ("colorless" | COLOUR (("," ["and"] | "and") COLOUR)*) "."          (105.2c)
 * types   := subject "are" words "in addition to their other" ["creature"] "types" "."                (205.1b)
 * COLOUR  := "white" | "blue" | "black" | "red" | "green"
 * words   := words of letters and commas
 * </pre>
 * The subject is the words before the first "is" / "are" the rest reads after, read once into a {@code LayerSubject}.
 */
public final class GroupCharacteristicGrammar {

    private static final Set<String> COLOURS = Set.of("white", "blue", "black", "red", "green");

    private GroupCharacteristicGrammar() {
    }

    /** The colours line, or throws {@link ParseFailure}. */
    public static GroupColours colours(String text) {
        String line = text.strip();
        return GroupRuleGrammar.afterSubject(line, c -> {
            String verb = c.peek() == null ? null : c.peek().text();
            if (c.acceptAny("is", "are") == null) return null;
            List<String> colours = new ArrayList<>();
            if (!c.accept("colorless")) {
                do {
                    Token t = c.peek();
                    if (t == null || t.kind() != Token.Kind.WORD || !COLOURS.contains(t.lower())) return null;
                    colours.add(c.next().lower());
                } while (c.accept(", and") || c.accept(",") || c.accept("and"));
            }
            if (!c.accept(".") || !c.atEnd()) return null;
            return new GroupColours(null, verb, colours);
        }, (node, subject) -> new GroupColours(LayerSubjectGrammar.read(subject), node.verb(), node.colours()));
    }

    /** The types line, or throws {@link ParseFailure}. */
    public static GroupTypes types(String text) {
        String line = text.strip();
        return GroupRuleGrammar.afterSubject(line, c -> {
            if (!c.accept("are")) return null;
            List<String> words = new ArrayList<>();
            boolean any = false;
            while (c.peek() != null && !c.at("in addition to their other")) {
                Token t = c.next();
                if (t.is(",")) {
                    any = true;
                    continue;
                }
                if (t.kind() != Token.Kind.WORD
                        || !t.text().chars().allMatch(ch -> ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z')) return null;
                words.add(t.text());
                any = true;
            }
            if (!any || !c.accept("in addition to their other")) return null;
            boolean creature = c.accept("creature");
            if (!c.accept("types") || !c.accept(".") || !c.atEnd()) return null;
            return new GroupTypes(null, words, creature);
        }, (node, subject) -> new GroupTypes(LayerSubjectGrammar.read(subject), node.words(), node.creatureTypes()));
    }
}
