package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.ObjectFilter;

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
        return StaticSubjectLowering.typed(phrase); // 611.3a: StaticSubjectGrammar, lowered
    }
}
