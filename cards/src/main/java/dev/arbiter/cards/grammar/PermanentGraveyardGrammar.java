package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.TriggerNode;

/**
 * Permanents put into a graveyard, described by their owner (603.6c):
 * <pre>
 * event := ("a" | "an") noun "owned by" ("another player" | "an opponent")
 *            "is put into a graveyard from the battlefield"                     (404.1: its owner's graveyard)
 * </pre>
 * Both read as {@link TriggerNode.NounEvent}: the owner is the graveyard's ("another player's", "an opponent's").
 */
final class PermanentGraveyardGrammar {

    private PermanentGraveyardGrammar() {
    }

    /** The event at the cursor, followed by the event's comma, or null with the cursor unchanged. */
    static TriggerNode event(Cursor c) {
        return c.attempt(k -> {
            TriggerNode e = parse(k);
            return e != null && k.at(",") ? e : null;
        });
    }

    private static TriggerNode parse(Cursor c) {
        if (c.acceptAny("a", "an") == null) return null;
        Noun noun = NounGrammar.noun(c);
        if (noun.plural() || noun.hasHead("card")) return null;
        if (!c.accept("owned by")) return null; // 404.1: a permanent goes to its owner's graveyard
        String owner = c.accept("another player") ? "another player's" : c.accept("an opponent") ? "an opponent's" : null;
        return owner != null && c.accept("is put into a graveyard from the battlefield")
                ? new TriggerNode.NounEvent(noun, false, owner, false, false) : null;
    }
}
