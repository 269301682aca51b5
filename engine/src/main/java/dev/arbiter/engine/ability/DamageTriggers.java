package dev.arbiter.engine.ability;

/**
 * Damage dealt and dealt to (120.3), by a source or to a player or permanent.
 * The records are named {@code Trigger.X} everywhere (this interface is one of those {@link Trigger} extends);
 * a new one goes into its area's file and into {@code Trigger}'s {@code permits} list.
 */
public interface DamageTriggers {

    /** "Whenever ~ deals [combat] damage to a player"; "that player" is the player dealt damage. */
    record DealsDamageToPlayer(boolean combatOnly, boolean opponentOnly) implements Trigger {
        public DealsDamageToPlayer(boolean combatOnly) {
            this(combatOnly, false);
        }
    }

    /**
     * "Whenever [~ | enchanted creature] deals [combat] damage [to a player | to an opponent | to a
     * creature]" (120, 603.2): "that player" is the player dealt damage (or the controller of the
     * creature dealt damage), "that creature" the creature and "that much" the amount dealt.
     */
    record DealsDamage(Whose dealer, boolean combatOnly, DamagedOne to, ObjectFilter creatures) implements Trigger {
        public DealsDamage(Whose dealer, boolean combatOnly, DamagedOne to) {
            this(dealer, combatOnly, to, null);
        }

        /**
         * What the damage must be dealt to; to a creature, "that creature" is the creature dealt damage (120.3), one
         * {@code creatures} accepts when not null ("a Dinosaur"); PLAYER_OR_PLANESWALKER: "that player" is the player or the
         * planeswalker's controller (120.3c).
         */
        public enum DamagedOne { ANYTHING, PLAYER, OPPONENT, CREATURE, PLAYER_OR_PLANESWALKER }
    }

    /** "Whenever [~ | enchanted creature | you] [is | are] dealt [combat] damage" (120, 510.2); "that much" is the amount. */
    record IsDealtDamage(Whose whom, boolean combatOnly) implements Trigger {
        public IsDealtDamage(Whose whom) {
            this(whom, false);
        }
    }

    /**
     * "Whenever [a filter permanent] is dealt damage" (120.3, 603.2): judged as the damage is dealt; "it" / "that
     * creature" is the permanent dealt damage, "that player" its controller, "that much" the amount.
     */
    record PermanentDealtDamage(ObjectFilter filter) implements Trigger {
    }

    /** Which object or player an event of the source's own names. */
    enum Whose { SELF, HOST, YOU }

    /**
     * "Whenever [a filter object | a source [an opponent controls]] deals [combat | noncombat] damage [to you | to an
     * opponent | to a player]" (120, 603.2): once for each source and what it dealt damage to (510.2: combat damage
     * is dealt at once, each source's damage its own event). "it" / "that creature" / "that source" is the source,
     * "that much" the damage dealt; "that player" the player dealt damage, or with {@code to} YOU the source's
     * controller (you are named "you").
     */
    record SourceDealsDamage(ObjectFilter source, DamageKind kind, DamagedPlayer to) implements Trigger {
        /** Which damage counts (120.2). */
        public enum DamageKind { ANY, COMBAT, NONCOMBAT }

        /**
         * What the damage must be dealt to, relative to the ability's controller; ANYTHING includes permanents; CREATURE a
         * creature on the battlefield, which is then "that creature" (and its controller "that player", 120.3).
         */
        public enum DamagedPlayer { ANYTHING, YOU, OPPONENT, PLAYER, CREATURE,
            /** "to ~": the source of the ability itself; "that source's controller" is the dealer's controller. */
            SELF,
            /** "to another player": a player other than the ability's controller (102.3). */
            NOT_YOU }
    }

    /**
     * {@link SourceDealsDamage} of a card that functions in its owner's graveyard (113.6m): "Whenever an opponent is dealt
     * damage by a red instant or sorcery spell you control ..., return ~ from your graveyard to your hand"; {@code to} is
     * YOU, OPPONENT, PLAYER or NOT_YOU, judged from the card's owner.
     */
    record SourceDealsDamageInGraveyard(ObjectFilter source, SourceDealsDamage.DamageKind kind, SourceDealsDamage.DamagedPlayer to)
            implements Trigger {
    }

    /**
     * "Whenever combat damage is dealt to you [or a planeswalker you control]" ({@code planeswalkers}) (510.2, 603.2c): once
     * for each combat damage step in which any is; {@code inGraveyard}: the ability of a card in its owner's graveyard
     * ("if ~ is in your graveyard", 113.6m), "you" its owner.
     */
    record CombatDamageToYou(boolean planeswalkers, boolean inGraveyard) implements Trigger {
    }
}
