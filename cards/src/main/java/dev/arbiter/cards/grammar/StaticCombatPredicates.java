package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.CombatRuleNode;
import dev.arbiter.cards.grammar.ast.CombatRuleNode.Kind;
import java.util.List;

/**
 * Combat predicates of static abilities only (never "this turn"), after their subject:
 * <pre>
 * predicate := "assigns combat damage equal to its toughness rather than its power"               (510.1a)
 *            | "can block creatures with shadow as though" ("they didn't have shadow" | ("~" | "it") "had shadow") (702.28b)
 *            | "can block creatures with landwalk abilities as though they didn't have those abilities" (702.14c)
 *            | "can't attack if defending player controls" ("a" | "an") noun                      (508.1c)
 *            | "can't attack unless defending player is poisoned"                                 (508.1c, 122.1f)
 *            | "can't attack, block, or crew Vehicles"                                             (702.122a)
 *            | "can't be blocked as long as defending player controls" ("a" | "an") noun         (509.1b)
 * </pre>
 */
final class StaticCombatPredicates {

    private StaticCombatPredicates() {
    }

    /** The predicate at the cursor, or null (cursor unchanged; a noun not read throws {@link ParseFailure}). */
    static CombatRuleNode read(Cursor c, int start) {
        int m = c.mark();
        Kind kind = null;
        if (c.accept("assigns combat damage equal to its toughness rather than its power")) {
            kind = Kind.ASSIGNS_DAMAGE_BY_TOUGHNESS;
        } else if (c.accept("can block creatures with shadow as though")) {
            // "as though ~ had shadow" (Heartwood Dryad): only for blocking creatures with shadow, so the same permission
            if (c.accept("they didn't have shadow") || (c.acceptAny("~", "it") != null && c.accept("had shadow"))) {
                kind = Kind.CAN_BLOCK_DESPITE_SHADOW;
            }
        } else if (c.accept("can't attack , block , or crew vehicles")) {
            kind = Kind.CANT_ATTACK_BLOCK_OR_CREW; // 508.1c, 509.1b, 702.122a
        } else if (c.accept("can't attack unless defending player is poisoned")) {
            kind = Kind.CANT_ATTACK_UNLESS_DEFENDER_POISONED; // 508.1c, 122.1f
        } else if (c.accept("can block creatures with landwalk abilities as though they didn't have those abilities")) {
            kind = Kind.CAN_BLOCK_DESPITE_LANDWALK;
        } else if (c.accept("can't attack if defending player controls") && c.acceptAny("a", "an") != null) {
            return new CombatRuleNode(Kind.CANT_ATTACK_IF_DEFENDER_CONTROLS, List.of(NounGrammar.noun(c)), 0, false,
                    c.textFrom(start)); // 508.1c
        } else if (c.accept("can't be blocked as long as defending player controls") && c.acceptAny("a", "an") != null) {
            return new CombatRuleNode(Kind.CANT_BE_BLOCKED_WHILE_DEFENDER_CONTROLS, List.of(NounGrammar.noun(c)), 0, false,
                    c.textFrom(start)); // 509.1b
        }
        if (kind == null) {
            c.reset(m);
            return null;
        }
        return new CombatRuleNode(kind, List.of(), 0, false, c.textFrom(start));
    }
}
