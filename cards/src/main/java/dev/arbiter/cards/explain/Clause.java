package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Effect;

/**
 * One effect as words, before effects are joined into sentences: an imperative ("destroy target
 * land"), a subject with its predicate ("target player" + "draws two cards"), or a finished text
 * that is not merged with its neighbours ("Destroy target Wall. It can't be regenerated").
 *
 * @param effect    the effect rendered
 * @param key       who or what the subject is (two clauses with the same key share one subject), or null
 * @param subject   the subject words (empty for an imperative)
 * @param predicate the rest of the clause
 * @param kind      how the clause joins its neighbours
 */
record Clause(Effect effect, String key, String subject, String predicate, Kind kind) {

    /** How a clause joins its neighbours. */
    enum Kind { IMPERATIVE, DECLARATIVE, SENTENCE }

    static Clause imperative(Effect effect, String predicate) {
        return new Clause(effect, null, "", predicate, Kind.IMPERATIVE);
    }

    /** An instruction to the controller ("draw a card") that becomes "you draw a card" beside another "you" clause. */
    static Clause yourInstruction(Effect effect, Object key, String predicate) {
        return new Clause(effect, String.valueOf(key), "", predicate, Kind.IMPERATIVE);
    }

    static Clause declarative(Effect effect, Object key, String subject, String predicate) {
        return new Clause(effect, String.valueOf(key), subject, predicate, Kind.DECLARATIVE);
    }

    static Clause sentence(Effect effect, String text) {
        return new Clause(effect, null, "", text, Kind.SENTENCE);
    }

    /** The whole clause, subject and predicate. */
    String text() {
        return subject.isEmpty() ? predicate : subject + " " + predicate;
    }
}
