package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.Granted;
import dev.arbiter.cards.grammar.ast.LayerSubject;
/**
 * A static line making its subject a new card type that replaces its others (205.1a), the body without its final ".":
 * <pre>
 * onlyTypes := subject "is" ("a" | "an") ["colorless"] words TYPE ["with" QUOTED]
 *              ["and" ["it"] "loses all other card types" ["and abilities"]]
 * words     := capitalised words (subtypes), none or more
 * TYPE      := "land" | "enchantment" | "artifact"
 * </pre>
 * "Enchanted permanent is a colorless Forest land." (Song of the Dryads), "Enchanted permanent is an enchantment and loses
 * all other card types." (One with the Stars), "Enchanted permanent is a colorless land with "{T}: Add {C}" and loses all
 * other card types and abilities." (Imprisoned in the Moon). The subject and the quoted ability are kept as printed.
 */
public final class OnlyTypesGrammar {

    private static final String[] TYPES = {"land", "enchantment", "artifact"};

    /** The parts of the line; {@code subtypes} the printed words before the type ("" for none), {@code with} the quoted ability or null. */
    public record OnlyTypes(LayerSubject subject, boolean colorless, String subtypes, String type, Granted with,
                            boolean losesOthers, boolean losesAbilities) {
    }

    private OnlyTypesGrammar() {
    }

    /** The body read, or throws {@link ParseFailure}. */
    public static OnlyTypes parse(String body) {
        Cursor c = Cursor.of(body);
        int size = Spans.size(c);
        for (int k = 1; k < size; k++) {
            c.reset(k);
            if (!c.accept("is") || c.acceptAny("a", "an") == null) continue;
            boolean colorless = c.accept("colorless");
            int from = c.mark();
            while (c.peek() != null && subtypeWord(c.peek())) c.next();
            String subtypes = Spans.source(body, c, from);
            String type = c.acceptAny(TYPES);
            if (type == null) continue;
            Granted with = null;
            if (c.at("with")) {
                c.next();
                Token q = c.peek();
                if (q == null || q.kind() != Token.Kind.QUOTED) continue;
                int at = c.mark();
                c.next();
                with = GrantedListGrammar.read(Spans.source(body, c, at));
            }
            boolean losesOthers = false;
            boolean losesAbilities = false;
            if (c.accept("and")) {
                c.accept("it");
                if (!c.accept("loses all other card types")) continue;
                losesOthers = true;
                losesAbilities = c.accept("and abilities");
            }
            if (!c.atEnd()) continue;
            c.reset(k);
            LayerSubject subject = LayerSubjectGrammar.read(c.tokens(0, k));
            return new OnlyTypes(subject, colorless, subtypes, type, with, losesOthers, losesAbilities);
        }
        c.reset(0);
        throw c.fail("\"is a ... land | enchantment | artifact [and loses all other card types]\"");
    }

    /** A capitalised word of letters (a subtype as printed: "Forest", "Vehicle"). */
    private static boolean subtypeWord(Token t) {
        String s = t.text();
        return t.kind() == Token.Kind.WORD && !s.isEmpty() && Character.isUpperCase(s.charAt(0))
                && s.chars().allMatch(Character::isLetter);
    }
}
