package dev.arbiter.cards.compile;

import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import java.util.List;
import java.util.Optional;
import dev.arbiter.cards.grammar.EveryCreatureTypeGrammar;

/**
 * "is every creature type" / "gains all creature types" said of an object other than the card itself (205.3m): the
 * object gets the ability changeling, which is defined as exactly that (702.73a, "this object is every creature
 * type"), so the line is read as its changeling wording and compiled by the grammar that reads granted keywords:
 * <pre>
 * attached := head "and is every creature type."                 read as  head "and has changeling."
 *           | head ", has" KEYWORD ", and is every creature type." read as  head "and has" KEYWORD "and changeling."
 *           | subject "is every creature type."                   read as  subject "has changeling."
 * gains    := ... ("gains" | "gain") "all creature types" ...     read as  ... "gains changeling" ...
 * </pre>
 * Read by {@link EveryCreatureTypeGrammar}. The card's own "~ is every creature type" is the keyword itself (DefinedKeywords). An empty answer leaves the line to
 * the other readers (and so unsupported as before when none reads it).
 */
final class EveryCreatureTypeLines {
    private EveryCreatureTypeLines() {
    }

    /** The abilities of the line read with "has changeling", or empty when it has no such phrase or that reading fails. */
    static Optional<List<Ability>> compile(String text, CardText card, SpellEffectLines spell) {
        String read = changelingWording(text.strip());
        if (read == null) return Optional.empty();
        return OracleCompiler.line(read, card, spell);
    }

    /** The line with its "every creature type" phrase in changeling words (702.73a), or null when it has none. */
    static String changelingWording(String text) {
        if (text.startsWith("~ ")) return null; // the card's own: the keyword line (DefinedKeywords)
        if (!text.contains("every creature type") && !text.contains("all creature types")) return null;
        return EveryCreatureTypeGrammar.changelingWording(text);
    }
}
