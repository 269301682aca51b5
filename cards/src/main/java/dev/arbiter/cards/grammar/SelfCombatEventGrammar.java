package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.TriggerNode;

/**
 * The combat events of the source alone, read after its "~" by {@link TriggerGrammar} (509):
 * <pre>
 * self-combat := "attacks and isn't blocked" | "blocks" ["a creature"] | "becomes blocked" ["by a creature"]
 * </pre>
 * followed by the event's comma; any other words after them ("blocks a creature with flying", "attacks or blocks")
 * are other events (CombatTriggerLines).
 */
public final class SelfCombatEventGrammar {

    private SelfCombatEventGrammar() {
    }

    /** The event after "~", or null (cursor unchanged) when the words aren't one of these before a comma. */
    static TriggerNode event(Cursor c) {
        int m = c.mark();
        String verb = c.accept("attacks and isn't blocked") ? "attacks and isn't blocked"
                : c.accept("blocks") ? (c.accept("a creature") ? "blocks a creature" : "blocks")
                : c.accept("becomes blocked") ? (c.accept("by a creature") ? "becomes blocked by a creature" : "becomes blocked")
                : null;
        if (verb != null && c.at(",")) return new TriggerNode.SelfCombat(verb);
        c.reset(m);
        return null;
    }
}
