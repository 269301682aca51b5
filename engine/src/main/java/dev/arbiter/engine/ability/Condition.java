package dev.arbiter.engine.ability;

/** "As long as ..." — when a static ability's effect applies (611.3b). */
public sealed interface Condition {
    /** No condition. */
    /**
     * "if you or one of your teammates has cast another spell this turn" (surge, 702.117a; 601.2i: the spell being cast
     * isn't counted as it is announced): a player who is the controller or not their opponent (810.2) cast a spell.
     */
    record TeamCastSpellThisTurn() implements Condition {
    }

    /** "you're the monarch" ({@code you}) / "an opponent is the monarch" (724.1). */
    record MonarchIs(boolean you) implements Condition {
    }

    /**
     * "you control [N] or more creatures with different powers" (coven, 207.2c; 208.1): the creatures the controller
     * controls show at least {@code atLeast} different powers, as they now are.
     */
    record DifferentPowers(int atLeast) implements Condition {
    }

    /** "[condition] and [condition]" ("if you control an artifact and an enchantment"): both hold. */
    record Both(Condition first, Condition second) implements Condition {
    }

    /** "you have the city's blessing" (702.131c). */
    record CitysBlessing() implements Condition {
    }

    record Always() implements Condition {
    }

    /** "as long as ~ is untapped" (Watchdog). */
    record SourceUntapped() implements Condition {
    }

    /** "as long as it's attacking" (Soltari Lancer). */
    record SourceAttacking() implements Condition {
    }

    /** "as long as it's attacking alone" (506.5): the source is attacking and no other creature is. */
    record SourceAttackingAlone() implements Condition {
    }

    /** "LEVEL min-max" / "LEVEL min+" (711.2a): the source has between min and max level counters. */
    record LevelCounters(int min, int max) implements Condition {
    }

    /**
     * "if you control [N or more / no / a] [filter]", "if no creatures are on the battlefield": the
     * number of permanents matching {@code filter} (its controller relative to the ability's
     * controller) is between {@code min} and {@code max}.
     */
    record PermanentCount(ObjectFilter filter, int min, int max) implements Condition {
    }

    /**
     * "Enchanted creature has shroud as long as its controller controls another creature" (611.3b): the controller of
     * the permanent the source is attached to controls between {@code min} and {@code max} permanents matching
     * {@code filter}, that permanent itself not counted when {@code filter.other()}; judged as the layer applies.
     */
    record HostControllerControls(ObjectFilter filter, int min, int max) implements Condition {
    }

    /**
     * "if ~ is in your graveyard with [N or more] [filter] cards above it" (404.2, 603.4): the source is in its owner's
     * graveyard and between {@code min} and {@code max} matching cards were put there after it (its top is the last).
     */
    record CardsAboveSelf(ObjectFilter filter, int min, int max) implements Condition {
    }

    /** "if [N or more] [filter] cards are in your graveyard" (404): cards the controller owns there. */
    record GraveyardCardCount(ObjectFilter filter, int min, int max) implements Condition {
    }

    /**
     * "if [you | that player] [has N or fewer / no] cards in hand" (402): {@code thatPlayer} reads the
     * player the trigger event named, else the ability's controller.
     */
    record HandSize(boolean thatPlayer, int min, int max) implements Condition {
    }

    /** "if you have [N or more] cards in your library" (401): the controller's library holds between min and max cards. */
    /** "as long as the top card of your library is black" (401.1): the controller's library's top card matches {@code filter}. */
    record TopOfLibrary(ObjectFilter filter) implements Condition {
    }

    record LibrarySize(int min, int max) implements Condition {
    }

    /**
     * Echo's intervening "if" (702.30a): "if this permanent came under your control since the
     * beginning of your last upkeep".
     */
    record CameUnderControlSinceLastUpkeep() implements Condition {
    }

    /**
     * "as long as you control a Swamp" / "... three or more artifacts" / "... no other creatures"
     * (611.3b): the number of permanents its controller controls that match the filter is between
     * {@code min} and {@code max}; judged on the permanents as the layers have made them so far.
     */
    record YouControlCount(ObjectFilter filter, int min, int max) implements Condition {
    }

    /**
     * "as long as an opponent controls a [filter]" (611.3b): some opponent of its controller controls a permanent
     * matching {@code filter} (its own controller word ignored); judged on the permanents as the layers have made them so far.
     */
    record OpponentControls(ObjectFilter filter, int atLeast) implements Condition {
        /** "an opponent controls a [filter]"; with {@code atLeast}, "an opponent controls four or more lands" (one opponent). */
        public OpponentControls(ObjectFilter filter) {
            this(filter, 1);
        }
    }

    /**
     * "if ~ has a [kind] counter on it" (vanishing's intervening "if", 702.63a), "as long as ~ has
     * four or more +1/+1 counters on it" (611.3b, 122.1): at least {@code atLeast} counters of {@code kind}.
     */
    record SourceHasCounter(String kind, int atLeast) implements Condition {
        public SourceHasCounter(String kind) {
            this(kind, 1);
        }
    }

    /**
     * "as long as ~ is enchanted / equipped / enchanted or equipped" (611.3b; 303.4, 301.5): an Aura ({@code enchanted}) or
     * an Equipment ({@code equipped}) is attached to the source.
     */
    record SourceAttachedTo(boolean enchanted, boolean equipped) implements Condition {
    }

    /** "as long as it's your turn" / "... not your turn" (611.3b): whether its controller is (or isn't) the active player. */
    record YourTurn(boolean yours) implements Condition {
    }

    /** "during combat" (506.1): it's the combat phase, whoever's turn it is. */
    record DuringCombat() implements Condition {
    }

    /** "as long as seven or more cards are in your graveyard" (611.3b; threshold, 207.2c). */
    record CardsInYourGraveyard(int atLeast) implements Condition {
    }

    /**
     * "if ~ is tapped", "if ~ is an enchantment", "if enchanted creature has flying" (603.4): the
     * source ({@code host}: the permanent it is attached to) matches {@code filter} as it now is.
     */
    record ObjectIs(boolean host, ObjectFilter filter) implements Condition {
    }

    /**
     * "Whenever a permanent you control is turned face up, if it's a creature, ..." (603.4): the object the trigger event
     * names ("it") matches {@code filter} as it now is, on the battlefield; checked as the event happens and again as the
     * ability resolves (events/ThatObjectConditions). Elsewhere, with no such object, it never holds.
     */
    record ThatObjectIs(ObjectFilter filter) implements Condition {
    }

    /**
     * "if you cast it [from your hand]" / "if you didn't cast it from your hand" (603.4, 601.2): whether
     * the source entered the battlefield as a spell its controller cast ({@code fromHand}: from their
     * hand); {@code cast} false negates it.
     */
    record SourceCast(boolean fromHand, boolean cast) implements Condition {
    }

    /**
     * "If this spell was cast from a graveyard | from your hand, ..." (601.2a, 608.2c): the resolving spell was cast from
     * that zone ({@code graveyard} false: its controller's hand).
     */
    record SpellCastFrom(boolean graveyard) implements Condition {
    }

    /**
     * "~ escapes with ..." (702.138c-d): the source entered the battlefield as a spell cast with its escape ability. In
     * this engine a card is cast from a graveyard only by a flashback or escape permission (702.34a, 702.138a), so a
     * permanent spell cast from its owner's graveyard escaped.
     */
    record SourceEscaped() implements Condition {
    }

    /**
     * "if a creature died this turn" (700.4), "if you attacked this turn" (508.1), "if you gained [N or
     * more] life this turn", "if an opponent lost life this turn" (119.3): what has happened so far
     * this turn, {@code who} relative to the ability's controller, at least {@code atLeast} times / life.
     */
    /**
     * "if you've cast a noncreature spell this turn", "you've cast three or more spells this turn" (601.2i): at least
     * {@code atLeast} spells the ability's controller cast this turn matched {@code spell} (its types, subtype and
     * colours, as the spell became cast).
     */
    record SpellsCastThisTurn(ObjectFilter spell, int atLeast) implements Condition {
    }

    /**
     * "if that player didn't cast a spell this turn" (603.4): what happened this turn to the player the trigger event
     * named ("At the beginning of each player's end step"); with {@code happened} false, that it didn't happen
     * {@code atLeast} times. False when the event named no player.
     */
    record ThatPlayerThisTurn(ThisTurn.Event event, int atLeast, boolean happened) implements Condition {
    }

    record ThisTurn(Event event, Relation who, int atLeast) implements Condition {
        /** What happened. */
        public enum Event { CREATURE_DIED, ATTACKED, GAINED_LIFE, LOST_LIFE, /** lands played, 305.2 */ LANDS_PLAYED,
            /** a permanent the player controlled left the battlefield, 603.6c */ PERMANENT_LEFT,
            /** the player was dealt damage, 120.3a */ DEALT_DAMAGE,
            /** cards the player drew, 121.1 */ CARDS_DRAWN,
            /** spells the player cast, 601.2i */ SPELLS_CAST,
            /** cards the player discarded, 701.8 */ DISCARDED }
    }

    /**
     * "if a player cast two or more spells last turn", "if an opponent lost life last turn" (603.4): {@code of}, a
     * condition on what happened this turn, held during the turn before this one (TurnNotes.lastTurn); never on a
     * game's first turn.
     */
    record LastTurn(Condition of) implements Condition {
    }

    /**
     * "if it was kicked" (702.33d-e, 603.4): the source is the permanent a kicked spell became (the
     * permanent remembers it, 702.33e linked abilities).
     */
    record SourceKicked() implements Condition {
    }

    /**
     * "if {R} was spent to cast [it | this spell]" ({@code colour}, {@code atLeast} 1), "if at least three red mana was spent
     * to cast it" (adamant), "if at least three mana of the same color was spent" ({@code colour} null) (601.2h, 603.4):
     * read from the mana the spell's controller spent on its total cost as it was cast; a copy, or a spell or permanent
     * not cast, had none spent (707.10, 107.3 example).
     */
    record ManaSpentToCast(dev.arbiter.engine.mana.ManaType colour, int atLeast) implements Condition {
    }

    /**
     * "if you control a creature named Bogbrew Witch" / "if you control artifacts named Crown of Empires and Scepter of
     * Empires" (201.2, 603.4, 608.2c): the ability's controller controls, for each of {@code names}, a permanent matching
     * {@code filter} (relative to that player) with that name.
     */
    record ControlsNamed(ObjectFilter filter, java.util.List<String> names) implements Condition {
        public ControlsNamed {
            names = java.util.List.copyOf(names);
        }
    }

    /**
     * "if you attacked with creatures with total power N or greater this combat" (pack tactics, 508.1): the ability's
     * controller is the attacking player and the creatures declared as attackers this combat had total power at least
     * {@code atLeast} as they were declared.
     */
    record AttackedWithTotalPower(int atLeast) implements Condition {
    }

    /**
     * "you've been attacked this step" (508.1b, 506.4): in this combat, a creature was declared attacking the ability's
     * controller, even if it has left combat since; with a window of the declare attackers step, that is this step.
     */
    record AttackedThisCombat() implements Condition {
    }

    /** "~ entered the battlefield this turn" (400.7): the source is an object that entered the battlefield this turn. */
    record SourceEnteredThisTurn() implements Condition {
    }

    /**
     * "if ~ dealt damage to an opponent this turn" (120.3, 603.4): the source, as the object it is now (400.7), dealt damage
     * this turn to a player of relation {@code to} (OPPONENT or ANY) to the ability's controller.
     */
    record SourceDealtDamageThisTurn(Relation to) implements Condition {
    }

    /** "~ attacked this turn" (508.1; 702.142a: boast): the source was declared as an attacker this turn, as the object it is now (400.7). */
    record SourceAttackedThisTurn() implements Condition {
    }

    /**
     * "if ~ attacked or blocked this combat" (603.4; 508.1, 509.1): whether the source was declared as an attacker
     * ({@code attacked}) or a blocker ({@code blocked}) in the current combat, as the object it is now (400.7).
     */
    record SourceAttackedOrBlockedThisCombat(boolean attacked, boolean blocked) implements Condition {
    }

    /** "if ~ is [not] monstrous / renowned" (701.37a, 702.112b, 603.4): whether the source has the designation. */
    record SourceDesignated(String designation, boolean is) implements Condition {
    }

    /**
     * "if creatures you control have total power 8 or greater" (formidable, 207.2c; 603.4): the powers of the
     * permanents matching {@code filter} (its controller relative to the ability's controller) add up to at
     * least {@code atLeast}; a negative power subtracts (107.1b counts only the result).
     */
    record TotalPower(ObjectFilter filter, int atLeast) implements Condition {
    }

    /**
     * "if an opponent controls more lands than you" / "if [that | defending] player controls more lands than you"
     * ({@code thatPlayer}: the player the trigger event named) (603.4): that player's count, or some opponent's,
     * of permanents matching {@code filter} is greater than the ability's controller's.
     */
    record ControlsMoreThanYou(boolean thatPlayer, ObjectFilter filter, int atLeastMore) implements Condition {
        /** "controls more [filter] than you": at least one more. */
        public ControlsMoreThanYou(boolean thatPlayer, ObjectFilter filter) {
            this(thatPlayer, filter, 1);
        }
    }

    /**
     * "if an opponent has more life than you" ({@code opponentMore}) / "if you have more life than an opponent"
     * (119, 603.4): some opponent's life total is greater (less) than the ability's controller's.
     */
    record LifeComparedToOpponent(boolean opponentMore) implements Condition {
    }

    /**
     * "if ~ has [N or more] KIND counters on it" / "if there are no KIND counters on ~" (122, 603.4): the source, while
     * it is the permanent that made the ability, has between {@code min} and {@code max} counters of {@code kind} (null: of any kind).
     */
    record SourceCounterCount(String kind, int min, int max) implements Condition {
    }

    /** "if you have [N or more | N or less] life" (119, 603.4): the controller's life total is between min and max. */
    record LifeTotal(int min, int max) implements Condition {
    }

    /**
     * "your life total is greater than or equal to your starting life total" (103.4, 119.1): the controller's; with
     * {@code more}, "you have at least 7 life more than your starting life total".
     */
    record LifeAtLeastStarting(int more) implements Condition {
        /** At least the starting life total. */
        public LifeAtLeastStarting() {
            this(0);
        }
    }

    /**
     * "as long as your devotion to blue is less than five" (700.5, 611.3b): {@code amount}, judged for the source's
     * controller (as the layers apply, on the permanents as they have made them so far), is between min and max.
     */
    record AmountBetween(Amount amount, int min, int max) implements Condition {
    }

    /**
     * "if it targets a blue permanent" (601.2f: the total cost is determined after the targets are chosen, 601.2c): the
     * source, a spell on the stack, has a target permanent matching {@code filter} (its controller relative to the
     * spell's controller). Before the spell is on the stack (can it be cast at all?) it holds: the targets that would
     * make it cheaper may yet be chosen, and a cast whose targets don't is rejected when the cost can't be paid (601.2h).
     */
    record SpellTargets(ObjectFilter filter) implements Condition {
    }

    /** "unless [condition]" on a static ability (611.3b): it applies while {@code of} doesn't hold. */
    record Not(Condition of) implements Condition {
    }

    /**
     * "there are four or more card types among cards in your graveyard" (205.2a, 404): the number of card types
     * among the cards in the controller's graveyard is between {@code min} and {@code max}.
     */
    record CardTypesInYourGraveyard(int min, int max) implements Condition {
    }

    /** "an opponent has ten or more cards in their graveyard" (404): some opponent still in the game has between min and max. */
    record OpponentGraveyardSize(int min, int max) implements Condition {
    }

    /** "an opponent is poisoned" (122.1f): some opponent still in the game has one or more poison counters. */
    record OpponentPoisoned() implements Condition {
    }

    /** "an opponent has no cards in hand" (402): some opponent still in the game has between min and max cards in hand. */
    record OpponentHandSize(int min, int max) implements Condition {
    }

    /** "an opponent has 10 or less life" (119): some opponent still in the game has a life total between min and max. */
    record OpponentLifeTotal(int min, int max) implements Condition {
    }

    /**
     * "you've completed a dungeon" ({@code name} null) / "you've completed [dungeon]" (309.7); {@code negated}: "you
     * haven't completed [dungeon]".
     */
    record CompletedDungeon(String name, boolean negated) implements Condition {
    }

    /** "you have the initiative" (723.1). */
    record HaveInitiative() implements Condition {
    }

    /**
     * 614.12, 607.2: "• Khans — [ability]" of "As ~ enters, choose Khans or Dragons": the source's choice made as it
     * entered was {@code word} (never, for a permanent that made no choice).
     */
    record ChosenWord(String word) implements Condition {
    }

    /**
     * 601.2b, 603.4: "if you revealed a Dragon card or controlled a Dragon as you cast this spell": the source, as a spell,
     * had its optional "reveal a {@code subtype} card" additional cost paid, or its caster controlled a permanent of that
     * subtype as it was cast.
     */
    record RevealedOrControlledAsCast(String subtype) implements Condition {
    }

    /**
     * "This ability triggers only once each turn" (603.2): the ability triggers only if it hasn't triggered yet this turn
     * (judged as it would trigger, by the turn's record of it; as it resolves it always holds).
     */
    record OnlyOnceEachTurn() implements Condition {
    }

    /**
     * "if it's [not] their turn" (102.1, 603.4), "during their turn" after a player's event: the player the trigger names
     * ("that player") is [not] the active player.
     */
    record ThatPlayersTurn(boolean theirs) implements Condition {
    }

    /**
     * "if that player controls [count] [filter]", "if defending player controls no Walls" (603.4): the player the trigger
     * names controls between {@code min} and {@code max} permanents matching {@code filter} (its controller word ignored).
     */
    record ThatPlayerControls(ObjectFilter filter, int min, int max) implements Condition {
    }

    /**
     * "if its evoke cost was paid" (702.74a, 603.4): the source is the permanent a spell became that was cast with the
     * alternative cost of its {@code keyword} ability paid.
     */
    record SourceCostPaid(String keyword) implements Condition {
    }

    /**
     * "if tribute wasn't paid" (702.104b, 603.4): {@code paid} false holds when the opponent chosen for the source's
     * tribute ability didn't have it enter with the counters (recorded as it entered, 614.12).
     */
    record TributePaid(boolean paid) implements Condition {
    }

    /**
     * "you have more cards in hand than each opponent" ({@code yoursMore}) / "an opponent has more cards in hand than you"
     * (402.1, 611.3b, 603.4): the controller's hand against every opponent's (against some opponent's).
     */
    record HandComparedToOpponents(boolean yoursMore) implements Condition {
    }

    /** "if there are no land cards in your hand" (402, 603.4, 601.2f): cards the controller holds in hand, between min and max. */
    record HandCardCount(ObjectFilter filter, int min, int max) implements Condition {
    }

    /**
     * "you had [another] creature enter the battlefield under your control this turn", "you had two or more creatures
     * enter ...", "a planeswalker entered the battlefield under your control this turn" (400.7): at least {@code atLeast}
     * permanents matching {@code filter} (judged as they entered; {@code filter.other()}: not the source itself) entered
     * the battlefield under the controller's control this turn.
     */
    /**
     * "an opponent had two or more creatures enter the battlefield under their control this turn", "a creature entered the
     * battlefield under an opponent's control this turn" (400.7): one opponent of the controller had at least
     * {@code atLeast} permanents matching {@code filter} (judged as they entered) enter under their control this turn.
     */
    record EnteredUnderOpponentsControlThisTurn(ObjectFilter filter, int atLeast) implements Condition {
    }

    record EnteredUnderYourControlThisTurn(ObjectFilter filter, int atLeast) implements Condition {
    }

    /**
     * "if your team [gained life this turn | controls another Warrior]" (102.4: "your team" is you and/or your teammates;
     * in a game without teams, you): {@code of} holds for the controller or for one of the controller's teammates, each
     * judged as its controller. Only conditions of "at least one" ("one of them did"), never a count over the team.
     */
    record Team(Condition of) implements Condition {
    }
}
