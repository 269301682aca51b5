package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.cards.grammar.ast.TriggerNode;

import java.util.List;

/**
 * A player's Nth spell of a kind this turn as the event (601.2i):
 * <pre>
 * event := ("casts" | "cast") ( ("your" | "their") ordinal noun "each turn"
 *                             | "a spell other than" ("your" | "their") "first spell each turn" )
 *        | ("copies" | "copy") ("a" | "an") noun                    (707.10: a player copies a spell)
 * </pre>
 * ("your first spell each turn" with no noun is {@link TriggerNode.NthThisTurn}'s.)
 */
public final class NthSpellGrammar {
    private NthSpellGrammar() {
    }

    private static final List<String> ORDINALS = List.of("first", "second", "third", "fourth", "fifth");

    /** The event after the player, consumed; null (cursor unchanged) when the text is not one. */
    public static TriggerNode event(Cursor c, PlayerRef who) {
        int m = c.mark();
        try {
            if (c.acceptAny("copies", "copy") != null) { // 707.10
                if (c.acceptAny("a", "an") != null) {
                    Noun spell = NounGrammar.noun(c);
                    if (spell.hasHead("spell") && !spell.plural() && c.at(",")) return new TriggerNode.CopiesSpell(who, spell);
                }
                c.reset(m);
                return null;
            }
            if (c.acceptAny("casts", "cast") == null) return null;
            if (c.accept("a spell other than")) {
                if (c.acceptAny("your", "their") != null && c.accept("first spell each turn")) {
                    return new TriggerNode.NthSpellThisTurn(who, null, 2, true);
                }
            } else if (c.acceptAny("your", "their") != null) {
                String ordinal = c.acceptAny(ORDINALS.toArray(new String[0]));
                if (ordinal != null && !c.at("spell")) {
                    Noun n = NounGrammar.noun(c);
                    if (!n.plural() && c.accept("each turn")) {
                        return new TriggerNode.NthSpellThisTurn(who, n, ORDINALS.indexOf(ordinal) + 1, false);
                    }
                }
            }
        } catch (ParseFailure f) {
            // not this event
        }
        c.reset(m);
        return null;
    }

    /** "that targets (you | a noun | you or a noun)" after a cast spell (115.1), consumed; null (cursor unchanged) otherwise. */
    public static TriggerNode targeting(Cursor c, PlayerRef caster, Noun spell) {
        int m = c.mark();
        try {
            if (c.accept("that targets")) {
                boolean you = c.accept("you");
                Noun permanents = null;
                if (!you || c.accept("or")) {
                    if (c.acceptAny("a", "an") != null) permanents = NounGrammar.noun(c);
                }
                if ((you || permanents != null) && c.at(",")) return new TriggerNode.CastsTargeting(caster, spell, you, permanents);
            }
        } catch (ParseFailure f) {
            // not this event
        }
        c.reset(m);
        return null;
    }
}
