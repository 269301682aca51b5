package dev.arbiter.engine.ability;

/**
 * Attacks, blocks and combat damage to players (508.3, 509.3, 510.3, 506.5 attacking alone).
 * The records are named {@code Trigger.X} everywhere (this interface is one of those {@link Trigger} extends);
 * a new one goes into its area's file and into {@code Trigger}'s {@code permits} list.
 */
public interface AttackAndBlockTriggers {

    /** "Whenever ~ attacks" (508.3a). */
    record Attacks() implements Trigger {
    }

    /** "Whenever ~ attacks and isn't blocked" (509.5-style: checked once blockers are declared). */
    record AttacksAndIsntBlocked() implements Trigger {
    }

    /** "Whenever ~ blocks" (509.3c). */
    record Blocks() implements Trigger {
    }

    /** "Whenever ~ becomes blocked" (509.3d); "that creature" is each creature blocking it. */
    record BecomesBlocked() implements Trigger {
    }

    /**
     * "Whenever [a filter creature] attacks" (508.3a) for other creatures than the source: once for
     * each such creature declared as an attacker; "it" is that creature.
     */
    record CreatureAttacks(ObjectFilter filter) implements Trigger {
    }

    /** "Whenever enchanted / equipped creature attacks" (508.3a). */
    record HostAttacks() implements Trigger {
    }

    /**
     * "Whenever ~ and at least [N] other creatures attack" (508.3a; battalion, 207.2c): ~ is among the
     * declared attackers, with at least {@code others} more; {@code greaterPower}: "Whenever ~ attacks with another
     * creature with greater power" (702.149a training): one of them has greater power than ~ as they are declared.
     */
    record AttacksWithOthers(int others, boolean greaterPower) implements Trigger {
        public AttacksWithOthers(int others) {
            this(others, false);
        }
    }

    /**
     * "Whenever [~ | enchanted creature | equipped creature] attacks / blocks / becomes blocked [by a
     * [filter] creature]", any of them joined by "or" (508.3a, 509.3a-d). Blocking and becoming
     * blocked trigger once each combat however many creatures are involved (509.3a, 509.3c); with
     * {@code eachCreature}, once for each creature it blocks or is blocked by that matches
     * {@code other} (509.3b, 509.3d), and "that creature" is that one. {@code host}: the creature the
     * source is attached to rather than the source. Without {@code eachCreature} and with {@code other}: "by one or
     * more [filter]", once if any of the creatures it blocks or is blocked by matches (509.3a, 509.3c).
     */
    record InCombat(boolean host, boolean attacks, boolean blocks, boolean blocked, boolean eachCreature,
                    ObjectFilter other) implements Trigger {
    }

    /** "Whenever a [filter] creature attacks alone" (506.5): "that creature" is it (exalted, 702.83a). */
    record CreatureAttacksAlone(ObjectFilter filter) implements Trigger {
    }

    /** "Whenever ~ attacks alone" / "Whenever [enchanted | equipped] creature attacks alone" (506.5): it is the only attacker. */
    record AttacksAlone(boolean host) implements Trigger {
    }

    /**
     * "Whenever ~ attacks the player with the most life or tied for most life" (dethrone, 702.105a): it attacks a player
     * (not a planeswalker or battle, 506.2) whose life total no other player in the game exceeds as attackers are
     * declared; "that player" is the player it attacks.
     */
    record AttacksPlayerWithMostLife() implements Trigger {
    }

    /**
     * "Whenever [enchanted | equipped creature | a [filter] creature] deals combat damage to a player
     * [an opponent]" (510.2, 603.2): once for each creature and player dealt damage; "that player" is
     * the player, "that creature" the creature. {@code host}: the creature the source is attached to.
     * {@code enchantedOnly}: "to enchanted player", the player the source Aura enchants (303.4).
     */
    record CreatureDealsCombatDamageToPlayer(boolean host, ObjectFilter filter, boolean opponentOnly, boolean enchantedOnly)
            implements Trigger {
        public CreatureDealsCombatDamageToPlayer(boolean host, ObjectFilter filter, boolean opponentOnly) {
            this(host, filter, opponentOnly, false);
        }
    }

    /**
     * "Whenever one or more [filter] creatures deal combat damage to [a player | an opponent]" (510.2, 603.2c): once for
     * each player dealt combat damage in a step by at least one matching creature; "that player" is that player.
     */
    record GroupDealsCombatDamage(ObjectFilter filter, boolean opponentOnly) implements Trigger {
    }

    /**
     * "Whenever one or more [filter] creatures attack" / "Whenever you attack" / "Whenever you attack with [N or more]
     * [filter] creatures" (508.3a, {@code atLeast} N): once for each declaration with at least that many such attackers.
     */
    record CreaturesAttack(ObjectFilter filter, int atLeast) implements Trigger {
        public CreaturesAttack(ObjectFilter filter) {
            this(filter, 1);
        }
    }

    /**
     * "Whenever a [filter] becomes blocked" (509.3c): once for each matching creature that becomes blocked, however
     * many creatures block it; "it" / "that creature" is the blocked creature.
     */
    record CreatureBecomesBlocked(ObjectFilter filter) implements Trigger {
    }

    /**
     * "Whenever [an opponent | a player] attacks [you | a planeswalker you control | you or a planeswalker you control | one
     * or more of your opponents] [with one or more creatures]" / "attacks with one or more creatures" (508.1, 603.2c): once
     * for each declaration of attackers by a player {@code attacker} relates to (the active player declares them, 508.1) in
     * which at least one creature attacks a defender {@code defenders} names, from the source's controller's view (506.2);
     * "that player" / "that attacking player" is the attacking player.
     */
    record PlayerAttacks(Relation attacker, Defenders defenders) implements Trigger {
        /** Whom at least one attacking creature must attack (506.3, 508.1b). */
        public enum Defenders {
            /** Any player or planeswalker. */
            ANY,
            /** The source's controller, the player. */
            YOU,
            /** A planeswalker the source's controller controls. */
            YOUR_PLANESWALKER,
            /** The source's controller or a planeswalker they control. */
            YOU_OR_YOUR_PLANESWALKER,
            /** An opponent of the source's controller, the player (102.3). */
            AN_OPPONENT
        }
    }
}
