package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.NounGrammar;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.characteristic.CardType;

/**
 * The grammar's reading of the noun phrases the older line matchers pass around as strings, so
 * those matchers understand every description the grammar does ("Nonblack creatures", "Other
 * tapped creatures you control", "Goblins and/or Elves").
 */
final class GrammarPhrases {

    private GrammarPhrases() {
    }

    /**
     * A group of permanents a static ability affects: "[all | each] [other] noun" with a plural
     * noun (or "each" + singular); null when the grammar does not read the whole phrase. A noun
     * that is only creature types ("Goblins") names creatures (205.3m).
     */
    static ObjectFilter group(String phrase) {
        Cursor c = Cursor.of(phrase.strip());
        boolean each = c.accept("each");
        if (!each) c.accept("all");
        boolean other = c.accept("other");
        Noun n;
        try {
            n = NounGrammar.noun(c);
        } catch (ParseFailure f) {
            return null;
        }
        if (!c.atEnd() || (!n.plural() && !each) || n.zone() != null) return null;
        NounLowering.Lowered l;
        try {
            l = NounLowering.lower(n);
        } catch (NotSupported e) {
            return null;
        }
        if (l.kind() != NounLowering.Kind.PERMANENT) return null;
        ObjectFilter f = l.filter();
        if (f.anyOfTypes() == 0 && !n.hasHead("permanent") && (f.subtype() != null || !f.more().anySubtypes().isEmpty())) {
            f = new ObjectFilter(CardType.CREATURE.bit(), f.excludedTypes(), f.controller(), f.subtype(), f.colorMask(),
                    f.withKeywords(), f.other(), f.attackingYou(), f.more());
        }
        return other ? f.otherThanSource() : f;
    }
}
