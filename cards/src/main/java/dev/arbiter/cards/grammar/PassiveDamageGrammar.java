package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.TriggerNode;

/**
 * Damage events written from the player dealt damage (120.3, 603.2): "an opponent is dealt damage by [a source]" is
 * "[a source] deals damage to an opponent"; "or by [a source]" names a second kind of source, either of which will do.
 * <pre>
 * event := "combat damage is dealt to you" ["or a planeswalker you control"]          (510.2, 603.2c: once a step)
 *        | ("an opponent" | "a player") "is dealt" ["combat" | "noncombat"] "damage by" ("a" | "an") noun
 *          ["or by" ("a" | "an") noun]
 *        | ("an opponent" | "a player") "is dealt" ("combat" | "noncombat") "damage"   (any source, 120.3)
 * </pre>
 */
final class PassiveDamageGrammar {

    private PassiveDamageGrammar() {
    }

    /** The event at the cursor, followed by the event's comma, or null with the cursor unchanged. */
    static TriggerNode event(Cursor c) {
        return c.attempt(k -> {
            TriggerNode e = parse(k);
            return e != null && k.at(",") ? e : null;
        });
    }

    private static TriggerNode parse(Cursor c) {
        if (c.accept("combat damage is dealt to you")) { // 510.2, 603.2c: once for the step
            boolean planeswalkers = c.accept("or a planeswalker you control");
            return new TriggerNode.CombatDamageToYou(planeswalkers);
        }
        String to = c.accept("an opponent is dealt") ? "an opponent" : c.accept("a player is dealt") ? "a player" : null;
        if (to == null) return null;
        String kind = c.accept("combat") ? "combat" : c.accept("noncombat") ? "noncombat" : "";
        // 120.3: "an opponent is dealt noncombat damage" names no source: "a source deals noncombat damage to an opponent"
        if (!kind.isEmpty() && c.at("damage ,") && c.accept("damage")) return new TriggerNode.ObjectDealsDamage(null, null, kind, to);
        if (!c.accept("damage by")) return null;
        TriggerNode first = dealer(c, kind, to);
        if (first == null || !c.accept("or by")) return first;
        TriggerNode second = dealer(c, kind, to);
        return second == null || second.equals(first) ? null : new TriggerNode.Either(first, second);
    }

    private static TriggerNode dealer(Cursor c, String kind, String to) {
        if (c.acceptAny("a", "an") == null) return null;
        Noun noun = NounGrammar.noun(c);
        return noun.plural() ? null : new TriggerNode.ObjectDealsDamage(noun, null, kind, to);
    }
}
