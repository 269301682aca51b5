package dev.arbiter.engine.ability;

/**
 * Spells cast or copied, targets chosen, cycling, and reflexive triggers (601.2i, 115.9, 702.29, 603.12).
 * The records are named {@code Trigger.X} everywhere (this interface is one of those {@link Trigger} extends);
 * a new one goes into its area's file and into {@code Trigger}'s {@code permits} list.
 */
public interface CastingTriggers {

    /** "Whenever a player casts a spell"; "that player" cast it, "that spell" is it. */
    record PlayerCastsSpell() implements Trigger {
    }

    /**
     * "Whenever [you | an opponent | a player] cast[s] a [filter] spell" (601.2i): {@code caster}
     * relative to the ability's controller; "that player" cast it, "that spell" / "it" is the spell; {@code duringYourTurn}:
     * "... during your turn", only while the ability's controller is the active player (102.1); {@code duringOpponentsTurn}:
     * "... during an opponent's turn", only while an opponent of the ability's controller is (102.1, 102.3).
     */
    record SpellCast(Relation caster, ObjectFilter spell, boolean duringYourTurn, boolean duringOpponentsTurn) implements Trigger {
        public SpellCast(Relation caster, ObjectFilter spell) {
            this(caster, spell, false, false);
        }

        public SpellCast(Relation caster, ObjectFilter spell, boolean duringYourTurn) {
            this(caster, spell, duringYourTurn, false);
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
            NOT_FROM_HAND,
            /** A card cast as a spell, not a copy (601.1a, 701.14b: "play a card"; 707.12). */
            CARD
        }
    }

    /** "When [~ | enchanted creature] becomes the target of a spell or ability" (603.2e, 115). */
    record BecomesTarget(Trigger.Whose whom) implements Trigger {
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
     * "Whenever [~ | you | you or a permanent you control | a filter permanent] become(s) the target of a spell [or
     * ability] [an opponent controls | you control]" (115.1, 603.2): once for each spell or ability, for each object
     * (or "you") it targets that the event names, however many of its targets that is; "it" / "that permanent" is the
     * permanent targeted (none when "you" was). {@code permanents} null: no permanent counts but the named ones.
     * {@code namesTargeting}: "that spell or ability" is the one that targeted (702.21a ward): the trigger's object is
     * then that spell or ability on the stack ({@code StackItem.refOf}), not the permanent targeted.
     * {@code firstEachTurn}: "... for the first time each turn" (603.2): only when the turn's record
     * ({@code TurnHistory.targetedThisTurn}) holds no earlier such targeting of that object.
     */
    record BecomesTargetOf(boolean self, boolean you, ObjectFilter permanents, boolean spellsOnly, Relation by,
                           boolean namesTargeting, boolean firstEachTurn) implements Trigger {
        public BecomesTargetOf(boolean self, boolean you, ObjectFilter permanents, boolean spellsOnly, Relation by) {
            this(self, you, permanents, spellsOnly, by, false, false);
        }
    }

    /**
     * "When you cycle ~" ({@code self}: 702.29c, it triggers from whichever zone the card went to) / "Whenever [you |
     * an opponent | a player] cycle[s] a card" (702.29a); "that player" cycled it.
     */
    record Cycles(Relation who, boolean self) implements Trigger {
    }

    /**
     * "Whenever [you | an opponent | a player] activate(s) [an ability | a loyalty ability] [of a [filter]] [that isn't a
     * mana ability]" (602.2i, 606.3): once the ability is activated; "that player" activated it, "it" / "that permanent"
     * is its source; {@code sources} null for any source, else a permanent on the battlefield as the activation began.
     */
    record AbilityActivated(Relation who, ObjectFilter sources, boolean loyaltyOnly) implements Trigger {
    }

    /**
     * A reflexive triggered ability (603.12): "When you do, ..." after an optional action of the resolving
     * spell or ability; it triggers as that action is done, not from an event on the battlefield.
     */
    record Reflexive() implements Trigger {
    }

    /**
     * "Whenever [you | an opponent | a player] cast[s] [your | their] [ordinal] [filter] spell each turn" / "cast[s] a spell
     * other than [your | their] first spell each turn" ({@code orLater}: the {@code nth} or any later one) (601.2i): as the
     * caster's count of the spells matching {@code spell} they cast this turn ({@code TurnHistory.casts}, judged on the
     * spells as they became cast: card types, subtype, colors) reaches {@code nth}; "that player" cast it, "that spell" is it.
     */
    record NthSpellThisTurn(Relation caster, ObjectFilter spell, int nth, boolean orLater) implements Trigger {
    }

    /**
     * "Whenever [you | an opponent | a player] cop(y|ies) a [filter] spell" (707.10): a copy of a spell put on the stack by
     * a player {@code copier} relates to; "that player" copied it, "that spell" / "it" is the copy.
     */
    record SpellCopied(Relation copier, ObjectFilter spell) implements Trigger {
    }

    /**
     * "Whenever [you | an opponent | a player] cast[s] a [filter] spell that targets [you | a [filter] permanent | you or a
     * [filter] permanent]" (601.2i, 115.1): once for the spell, however many of its targets as it becomes cast are the
     * source's controller ({@code you}) or permanents matching {@code permanents} (null: none) from the source's controller's
     * view; "that player" cast it, "that spell" is it.
     */
    record SpellCastTargeting(Relation caster, ObjectFilter spell, boolean you, ObjectFilter permanents) implements Trigger {
    }
}
