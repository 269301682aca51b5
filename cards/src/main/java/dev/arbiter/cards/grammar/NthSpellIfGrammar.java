package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.TriggerNode;
import java.util.List;

/**
 * "Whenever [player] cast(s) a spell, if it's the [ordinal] [noun] spell [you | they] cast this turn, ..." (603.4,
 * 601.2i): whether the spell cast is the caster's Nth spell of a kind this turn is fixed as it becomes cast, so the clause
 * holds on resolution exactly when it held as the event happened; the line is the event "[player] cast(s) [your | their]
 * [ordinal] [noun] spell each turn" ({@link NthSpellGrammar}):
 * <pre>
 * clause := "if" ("it's" | "it is" | "that spell is") "the" ordinal noun ("you" | "they") "cast this turn" ","
 * </pre>
 * Only after an event whose spell is any spell ("a spell"); read for {@link InterveningIfGrammar}.
 */
final class NthSpellIfGrammar {

    private static final List<String> ORDINALS = List.of("first", "second", "third", "fourth", "fifth");

    private NthSpellIfGrammar() {
    }

    /** The event the clause folds into, the clause consumed; null (cursor unchanged) otherwise. */
    static TriggerNode read(TriggerNode event, Cursor c) {
        if (!(event instanceof TriggerNode.Casts cs) || cs.duringYourTurn() || cs.duringOpponentsTurn()) return null;
        if (!anySpell(cs.spell())) return null;
        int m = c.mark();
        try {
            if (c.accept("if") && c.acceptAny("it's", "it is", "that spell is") != null && c.accept("the")) {
                String ordinal = c.acceptAny(ORDINALS.toArray(new String[0]));
                if (ordinal != null) {
                    Noun spell = NounGrammar.noun(c);
                    if (spell.hasHead("spell") && !spell.plural() && c.acceptAny("you cast this turn", "they cast this turn") != null
                            && c.accept(",")) {
                        return new TriggerNode.NthSpellThisTurn(cs.caster(), spell, ORDINALS.indexOf(ordinal) + 1, false);
                    }
                }
            }
        } catch (ParseFailure f) {
            // not this clause
        }
        c.reset(m);
        return null;
    }

    /** Whether {@code n} is "spell" alone, no quality. */
    private static boolean anySpell(Noun n) {
        return n.heads().equals(List.of("spell")) && n.adjectives().isEmpty() && n.subtypeModifiers().isEmpty()
                && n.controller() == null && n.with().isEmpty() && !n.plural() && n.zone() == null;
    }
}
