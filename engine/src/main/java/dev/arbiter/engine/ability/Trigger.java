package dev.arbiter.engine.ability;

import dev.arbiter.engine.timing.Step;

/** The event a triggered ability waits for (603.1-603.2). "~" is the ability's source. */
public sealed interface Trigger {
    /** "When ~ enters the battlefield" (603.6a). */
    record EntersBattlefield() implements Trigger {
    }

    /** "When ~ dies" (700.4). */
    record Dies() implements Trigger {
    }

    /** Madness's trigger (702.35a): "When this card is exiled this way" (discarded with madness). */
    record ExiledWithMadness() implements Trigger {
    }

    /** "When ~ leaves the battlefield" (603.6c). */
    record LeavesBattlefield() implements Trigger {
    }

    /** "At the beginning of [your | each player's] [step]" (603.2); "that player" is the active player. */
    record BeginningOfStep(Step step, boolean yoursOnly) implements Trigger {
    }

    /**
     * "At the beginning of your [step], [you may] return ~ from your graveyard ..." (113.6m): an ability whose
     * effect moves its card out of the graveyard triggers only while the card is in its owner's graveyard.
     */
    record BeginningOfStepInGraveyard(Step step) implements Trigger {
    }

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

    /** "Whenever ~ deals [combat] damage to a player"; "that player" is the player dealt damage. */
    record DealsDamageToPlayer(boolean combatOnly, boolean opponentOnly) implements Trigger {
        public DealsDamageToPlayer(boolean combatOnly) {
            this(combatOnly, false);
        }
    }

    /** "Whenever a creature is put into your graveyard from the battlefield"; "it" is that card. */
    record CreatureToYourGraveyard() implements Trigger {
    }

    /** "Whenever [another | a] creature enters the battlefield" (603.6a); "it" is that creature. */
    record CreatureEnters(boolean another) implements Trigger {
    }

    /** "Whenever you gain life". */
    record YouGainLife() implements Trigger {
    }

    /**
     * "Whenever [you | an opponent | a player] lose(s) life" (119.3): once for each loss, however it happened (damage,
     * a loss, life paid, 119.4); "that player" lost it, "that much" / "that many" is the amount.
     */
    record LosesLife(Relation who) implements Trigger {
    }

    /** "Whenever a player casts a spell"; "that player" cast it, "that spell" is it. */
    record PlayerCastsSpell() implements Trigger {
    }

    /** "Whenever [host] becomes tapped" — for Fortifications and Auras ("fortified land"). */
    record HostBecomesTapped() implements Trigger {
    }

    /**
     * "Whenever [a player | an opponent | you] draws a card" (seed 423.1): once for each card drawn
     * (423.2); a replaced draw or a card put into hand without drawing doesn't trigger it (423.5);
     * "that player" is the player who drew.
     */
    record PlayerDraws(Relation who) implements Trigger {
        /** Whose draws count, relative to the ability's controller. */
        public enum Relation { ANY, OPPONENT, YOU }
    }

    /**
     * "Whenever [~ or] [another] [filter] enters the battlefield [under your control]" (603.6a):
     * judged as the permanent is on the battlefield; {@code includesSelf} also counts the source
     * itself entering ("~ or another Ally"); "it" / "that creature" is the permanent that entered.
     */
    record PermanentEnters(ObjectFilter filter, boolean includesSelf) implements Trigger {
    }

    /**
     * "Whenever [~ or] [another] [filter] dies" (700.4, 603.6c): leaves-the-battlefield abilities look
     * back at the permanent as it last existed on the battlefield (603.10a); "it" is the card in the
     * graveyard, "that creature's controller" the player who controlled it then.
     */
    record PermanentDies(ObjectFilter filter, boolean includesSelf) implements Trigger {
    }

    /**
     * "When ~ dies, if it had [a +1/+1 counter | counters | no time counters] on it" (700.4, 603.10a): judged on the
     * counters the permanent had as it last existed, which no later event changes (so the intervening "if" of 603.4
     * holds on resolution whenever it held when the event happened).
     */
    record DiesWithCounters(FilterQualities.CounterCount counters) implements Trigger {
    }

    /**
     * "Whenever [you | an opponent | a player] cast[s] a [filter] spell" (601.2i): {@code caster}
     * relative to the ability's controller; "that player" cast it, "that spell" / "it" is the spell; {@code duringYourTurn}:
     * "... during your turn", only while the ability's controller is the active player (102.1).
     */
    record SpellCast(Relation caster, ObjectFilter spell, boolean duringYourTurn) implements Trigger {
        public SpellCast(Relation caster, ObjectFilter spell) {
            this(caster, spell, false);
        }
    }

    /**
     * "Whenever [caster] cast[s] a kicked [filter] spell" (702.33d) / "a [filter] spell from your graveyard | from
     * exile | from anywhere other than your hand" (601.2a: the zone the card was cast from): as {@link SpellCast},
     * with how the spell was cast.
     */
    record SpellCastHow(Relation caster, ObjectFilter spell, How how) implements Trigger {
        /** How the spell was cast. */
        public enum How {
            /** Its kicker cost was paid (702.33d). */
            KICKED,
            /** Cast from its owner's graveyard (601.2a). */
            FROM_GRAVEYARD,
            /** Cast from exile (601.2a). */
            FROM_EXILE,
            /** Cast from anywhere other than its caster's hand (601.2a). */
            NOT_FROM_HAND
        }
    }

    /**
     * "Whenever [a filter creature] attacks" (508.3a) for other creatures than the source: once for
     * each such creature declared as an attacker; "it" is that creature.
     */
    record CreatureAttacks(ObjectFilter filter) implements Trigger {
    }

    /**
     * "At the beginning of each opponent's [step]" / "of the [step] of enchanted [permanent]'s
     * controller" (603.2, 503-513): {@code owner} says whose steps count, relative to the ability's
     * controller or the permanent the source is attached to; "that player" is the active player.
     */
    record BeginningOfStepOf(Step step, StepOwner owner) implements Trigger {
        /** Whose step: an opponent of the controller, or the controller of the source's host. */
        public enum StepOwner { OPPONENT, HOST_CONTROLLER, /** the player chosen as the source entered (607.2) */ CHOSEN_PLAYER }
    }

    /**
     * "When enchanted / equipped creature dies" (700.4, 603.10a): the host's death is seen from the
     * Aura or Equipment as it was just before; "that creature" is the card in the graveyard and
     * "that creature's controller" the player who controlled it.
     */
    record HostDies() implements Trigger {
    }

    /** "Whenever enchanted / equipped creature attacks" (508.3a). */
    record HostAttacks() implements Trigger {
    }

    /**
     * "Whenever [~ | enchanted creature] deals [combat] damage [to a player | to an opponent | to a
     * creature]" (120, 603.2): "that player" is the player dealt damage (or the controller of the
     * creature dealt damage), "that creature" the creature and "that much" the amount dealt.
     */
    record DealsDamage(Whose dealer, boolean combatOnly, DamagedOne to) implements Trigger {
        /** What the damage must be dealt to; to a creature, "that creature" is the creature dealt damage (120.3). */
        public enum DamagedOne { ANYTHING, PLAYER, OPPONENT, CREATURE }
    }

    /** "Whenever [~ | enchanted creature | you] [is | are] dealt damage" (120); "that much" is the amount. */
    record IsDealtDamage(Whose whom) implements Trigger {
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
     * "Whenever [a player | an opponent | you] taps a land for mana" (605.1b: not a mana ability, its
     * effect adds no mana; it waits for the stack like any trigger); "that player" tapped it.
     */
    record TapsLandForMana(Relation who) implements Trigger {
    }

    /** "Whenever [a player | an opponent | you] play[s] a land" (305.1: playing a land, not putting one onto the battlefield); "that player" played it. */
    record PlaysLand(Relation who) implements Trigger {
    }

    /** "Whenever [a player | an opponent | you] discards a card" (701.8a); "that player" discarded it. */
    record Discards(Relation who) implements Trigger {
    }

    /**
     * "Whenever [a filter permanent] is put into a graveyard from the battlefield" (603.6c, 603.10a):
     * judged as it last existed; "that [permanent]'s controller" is its controller then.
     */
    record PutIntoGraveyardFromBattlefield(ObjectFilter filter) implements Trigger {
    }

    /**
     * "Whenever [a filter permanent | enchanted permanent] becomes tapped" (603.2e): "that player" is
     * its controller and "it" the permanent.
     */
    record PermanentBecomesTapped(ObjectFilter filter) implements Trigger {
    }

    /** "When [~ | enchanted creature] becomes the target of a spell or ability" (603.2e, 115). */
    record BecomesTarget(Whose whom) implements Trigger {
    }

    /**
     * "Whenever one or more [kind] counters are put on [~ | a filter permanent]" / "Whenever a [kind] counter is put on ..."
     * (122.6): {@code filter} null is the source itself, {@code kind} null any kind; {@code perCounter} ("a counter is
     * put") triggers once for each counter, otherwise once for each placement; "that many" is the number put, "it" the
     * permanent.
     */
    record CountersPut(ObjectFilter filter, String kind, boolean perCounter) implements Trigger {
    }

    /** "When ~ exploits a creature" (702.110b). */
    record Exploits() implements Trigger {
    }

    /** "Whenever ~ becomes tapped" (603.2e). */
    record SelfBecomesTapped() implements Trigger {
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

    /** "Whenever you exert a creature" (701.39): as it attacks or to pay a cost; {@code who} exerted it. */
    record CreatureExerted(Relation who) implements Trigger {
    }

    /** "When you do" after "You may exert ~ as it attacks." (701.39d, 607.2h: linked to the exert ability). */
    record SelfExerted() implements Trigger {
    }

    /** "Whenever ~ becomes untapped" (701.26b, 502.3: in its controller's untap step too). */
    record SelfBecomesUntapped() implements Trigger {
    }

    /** "When ~ becomes monstrous" (701.37b). */
    record BecomesMonstrous() implements Trigger {
    }

    /** "When ~ is turned face up" (702.37e, 708.8). */
    record TurnedFaceUp() implements Trigger {
    }

    /** "Whenever a permanent / creature [you control] is turned face up" (702.37e, 708.8); "it" is that permanent. */
    record PermanentTurnedFaceUp(ObjectFilter filter) implements Trigger {
    }

    /**
     * "Whenever [~ | enchanted creature | equipped creature] attacks / blocks / becomes blocked [by a
     * [filter] creature]", any of them joined by "or" (508.3a, 509.3a-d). Blocking and becoming
     * blocked trigger once each combat however many creatures are involved (509.3a, 509.3c); with
     * {@code eachCreature}, once for each creature it blocks or is blocked by that matches
     * {@code other} (509.3b, 509.3d), and "that creature" is that one. {@code host}: the creature the
     * source is attached to rather than the source.
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

    /** "When the last [kind] counter is removed from ~" (vanishing, 702.63a). */
    record LastCounterRemoved(String kind) implements Trigger {
    }

    /**
     * "Whenever [enchanted | equipped creature | a [filter] creature] deals combat damage to a player
     * [an opponent]" (510.2, 603.2): once for each creature and player dealt damage; "that player" is
     * the player, "that creature" the creature. {@code host}: the creature the source is attached to.
     */
    record CreatureDealsCombatDamageToPlayer(boolean host, ObjectFilter filter, boolean opponentOnly) implements Trigger {
    }

    /** "Whenever one or more [filter] creatures attack" / "Whenever you attack" (508.3a): once for each declaration. */
    record CreaturesAttack(ObjectFilter filter) implements Trigger {
    }

    /**
     * "When [condition]" (603.8): a state trigger, checked whenever a player would receive priority;
     * it doesn't trigger again while it is waiting or on the stack.
     */
    record State(Condition condition) implements Trigger {
    }

    /**
     * "Whenever a creature dealt damage by ~ this turn dies" (603.10a, 700.4): the creature is judged
     * as it last existed; "that creature" / "it" is the card in the graveyard.
     */
    record DealtDamageBySourceDies() implements Trigger {
    }
    /**
     * "Whenever [you | an opponent | a player] cast[s] a [filter] spell that targets ~" (601.2i,
     * 115.9b): the spell's targets as it becomes cast include the source on the battlefield; "that
     * player" cast it, "that spell" is it.
     */
    record SpellTargetsSource(Relation caster, ObjectFilter spell) implements Trigger {
    }

    /**
     * "Whenever [you | an opponent | a player] cast[s] or cop[ies] a [filter] spell" (601.2i, 707.10;
     * magecraft, 207.2c): a spell cast, or a copy of a spell put on the stack; "that spell" is it.
     */
    record SpellCastOrCopied(Relation caster, ObjectFilter spell) implements Trigger {
    }

    /**
     * "When you cast this spell" (601.2i, 603.2): a triggered ability that functions while its card is
     * a spell on the stack; it triggers as that spell becomes cast and resolves before it.
     */
    record CastSelf() implements Trigger {
    }

    /**
     * "Whenever [you | an opponent | a player] draw[s] [their] [second] card each turn" (121.1) / "cast[s]
     * [their] [first] spell each turn [during each opponent's turn]" (601.2i): as the player's count
     * for this turn reaches {@code nth}; "that player" is the player.
     */
    record NthThisTurn(Action action, Relation who, int nth, boolean opponentsTurn) implements Trigger {
        /** What is counted. */
        public enum Action { DRAW, CAST }
    }

    /**
     * "Whenever [you | an opponent | a player] sacrifice[s] [another] [filter permanent]" (701.17a): the
     * permanent is judged as it last existed on the battlefield (603.10a), so the source's own sacrifice
     * triggers it unless the filter says "another"; "that player" sacrificed it, "it" is the card it became.
     */
    record Sacrifices(Relation who, ObjectFilter filter) implements Trigger {
    }

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

        /** What the damage must be dealt to, relative to the ability's controller; ANYTHING includes permanents. */
        public enum DamagedPlayer { ANYTHING, YOU, OPPONENT, PLAYER }
    }

    /**
     * "Whenever [~ | you | you or a permanent you control | a filter permanent] become(s) the target of a spell [or
     * ability] [an opponent controls | you control]" (115.1, 603.2): once for each spell or ability, for each object
     * (or "you") it targets that the event names, however many of its targets that is; "it" / "that permanent" is the
     * permanent targeted (none when "you" was). {@code permanents} null: no permanent counts but the named ones.
     * {@code namesTargeting}: "that spell or ability" is the one that targeted (702.21a ward): the trigger's object is
     * then that spell or ability on the stack ({@code StackItem.refOf}), not the permanent targeted.
     */
    record BecomesTargetOf(boolean self, boolean you, ObjectFilter permanents, boolean spellsOnly, Relation by,
                           boolean namesTargeting) implements Trigger {
        public BecomesTargetOf(boolean self, boolean you, ObjectFilter permanents, boolean spellsOnly, Relation by) {
            this(self, you, permanents, spellsOnly, by, false);
        }
    }

    /**
     * "When you cycle ~" ({@code self}: 702.29c, it triggers from whichever zone the card went to) / "Whenever [you |
     * an opponent | a player] cycle[s] a card" (702.29a); "that player" cycled it.
     */
    record Cycles(Relation who, boolean self) implements Trigger {
    }

    /**
     * A reflexive triggered ability (603.12): "When you do, ..." after an optional action of the resolving
     * spell or ability; it triggers as that action is done, not from an event on the battlefield.
     */
    record Reflexive() implements Trigger {
    }

    /**
     * "Whenever a [filter] becomes blocked" (509.3c): once for each matching creature that becomes blocked, however
     * many creatures block it; "it" / "that creature" is the blocked creature.
     */
    record CreatureBecomesBlocked(ObjectFilter filter) implements Trigger {
    }
}
