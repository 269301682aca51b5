package dev.arbiter.cards.grammar.ast;

import java.util.List;

/**
 * A combat restriction or requirement as written after its subject (508.1c-d, 509.1b-c): "can't
 * block", "can't be blocked except by Walls", "can block only creatures with flying", "attacks each
 * combat if able", "can attack as though it had haste". {@code nouns} are the creatures or
 * permanents it names (several for "Walls and/or creatures with flying"), {@code number} its count
 * ("by more than one creature", "an additional creature", "three or more creatures", "four or more
 * artifacts"; for "unless you control another Giant" the noun is marked by {@code other}), {@code text}
 * the predicate as written.
 */
public record CombatRuleNode(Kind kind, List<Noun> nouns, int number, boolean other, String text) {

    /** The restriction or requirement. */
    public enum Kind {
        CANT_BLOCK, CANT_ATTACK, CANT_ATTACK_OR_BLOCK, CANT_BE_BLOCKED, CANT_BE_BLOCKED_EXCEPT_BY,
        CANT_BE_BLOCKED_BY, CANT_BE_BLOCKED_BY_MORE_THAN, CAN_BLOCK_ONLY, CANT_ATTACK_UNLESS_DEFENDER_CONTROLS,
        ATTACK_AS_THOUGH_HASTE, ATTACK_AS_THOUGH_NO_DEFENDER, ATTACKS_IF_ABLE, BLOCKS_IF_ABLE, BLOCKS_EACH_ATTACKER_IF_ABLE, BLOCK_ADDITIONAL,
        MUST_BE_BLOCKED, CANT_BE_BLOCKED_EXCEPT_BY_AT_LEAST, CANT_BLOCK_CREATURES, CANT_BLOCK_OR_BE_BLOCKED_BY, CANT_ATTACK_UNLESS_YOU_CONTROL, CANT_ATTACK_UNLESS_YOU_CONTROL_MORE, CANT_BLOCK_UNLESS_YOU_CONTROL_MORE,
        CANT_BLOCK_UNLESS_YOU_CONTROL, CANT_ATTACK_OR_BLOCK_UNLESS_YOU_CONTROL, ATTACKS_YOU_IF_ABLE,
        /** "assigns no combat damage this turn" (510.1a). */
        ASSIGNS_NO_COMBAT_DAMAGE,
        /** "can't block ~": the source of the effect (509.1b). */
        CANT_BLOCK_SOURCE,
        /** "blocks ~ this turn if able": the source of the effect (509.1c). */
        BLOCKS_SOURCE_IF_ABLE,
        /** "assigns combat damage equal to its toughness rather than its power" (510.1a). */
        ASSIGNS_DAMAGE_BY_TOUGHNESS,
        /** "can block creatures with shadow as though they didn't have shadow" (702.28b). */
        CAN_BLOCK_DESPITE_SHADOW,
        /** "can block creatures with landwalk abilities as though they didn't have those abilities" (702.14c). */
        CAN_BLOCK_DESPITE_LANDWALK,
        /** "can't attack if defending player controls an untapped land" (508.1c). */
        CANT_ATTACK_IF_DEFENDER_CONTROLS,
        /** "can't be blocked as long as defending player controls an artifact land" (509.1b). */
        CANT_BE_BLOCKED_WHILE_DEFENDER_CONTROLS,
        /** "can't attack unless defending player is poisoned" (508.1c, 122.1f). */
        CANT_ATTACK_UNLESS_DEFENDER_POISONED,
        /** "can't attack, block, or crew Vehicles" (508.1c, 509.1b, 702.122a). */
        CANT_ATTACK_BLOCK_OR_CREW
    }

    public CombatRuleNode {
        nouns = List.copyOf(nouns);
    }
}
