package dev.arbiter.cards.grammar.ast;

/**
 * The syntax tree of a condition on a count, as intervening "if" clauses write it (603.4):
 * "if you control two or more Wizards", "if no creatures are on the battlefield", "if twenty or
 * more creature cards are in your graveyard", "if that player has two or fewer cards in hand".
 */
public sealed interface ConditionNode {

    /**
     * "{R} was spent to cast it" ({@code colour} "R", {@code atLeast} 1) / "at least three red mana was spent to cast this
     * spell" / "at least three mana of the same color was spent ..." ({@code colour} null) (601.2h, 603.4).
     */
    record ManaSpent(String colour, int atLeast) implements ConditionNode {
    }

    /** How many: between {@code min} and {@code max} ("no" = 0-0, "a" = 1+, "N or more", "N or fewer"). */
    record Count(int min, int max) {
    }

    /** "you control [count] [noun]"; {@code other}: "another [noun]" / "[count] other [noun]", the source excluded. */
    /** "~ is in your graveyard with [count] [noun] above it" (404.2: a graveyard's order is kept). */
    record CardsAboveSelf(Count count, Noun noun) implements ConditionNode {
    }

    record YouControl(Count count, Noun noun, boolean other) implements ConditionNode {
        public YouControl(Count count, Noun noun) {
            this(count, noun, false);
        }
    }

    /** "your devotion to blue is less than five" (700.5): an amount between the count's bounds. */
    record AmountIs(AmountNode amount, Count count) implements ConditionNode {
    }

    /** "[count] [noun] are on the battlefield" / "there are [count] [noun] on the battlefield". */
    record OnBattlefield(Count count, Noun noun, boolean other) implements ConditionNode {
        public OnBattlefield(Count count, Noun noun) {
            this(count, noun, false);
        }
    }

    /** "[count] [noun] cards are in your graveyard" / "there are [count] [noun] cards in your graveyard". */
    record InYourGraveyard(Count count, Noun noun) implements ConditionNode {
    }

    /** "[you | that player] [has | have] [count] cards in hand". */
    record HandSize(PlayerRef who, Count count) implements ConditionNode {
    }

    /** "you have [count] cards in your library" (401). */
    /** "the top card of your library is black" / "... is a creature card" (401.1): {@code color} or {@code noun}, the other null. */
    record TopOfLibrary(String color, Noun noun) implements ConditionNode {
    }

    record LibrarySize(Count count) implements ConditionNode {
    }

    /** "[~ | enchanted creature] is [tapped | an enchantment]" / "... has [keyword]" ({@code who}: "~" or the host words). */
    record ObjectIs(String who, Noun noun) implements ConditionNode {
    }

    /** "if it's a creature" after an event naming an object ("it", 603.2), about that object (603.4). */
    record EventObjectIs(Noun noun) implements ConditionNode {
    }

    /** "this spell was cast from a graveyard | from your hand" (601.2a): the resolving spell. */
    record SpellCastFrom(boolean graveyard) implements ConditionNode {
    }

    /** "you cast it [from your hand]" / "you didn't cast it ..." ({@code cast} false) (601.2). */
    record Cast(boolean fromHand, boolean cast) implements ConditionNode {
    }

    /**
     * "a creature died this turn", "you attacked this turn", "you gained [N or more] life this turn",
     * "an opponent lost life this turn" ({@code event}: "died", "attacked", "gained life", "lost life";
     * {@code who} null for "a creature died").
     */
    record ThisTurn(String event, PlayerRef who, int atLeast) implements ConditionNode {
    }

    /** "an opponent lost life last turn": {@code of}, as written with "this turn", held during the turn before this one (603.4). */
    record LastTurn(ConditionNode of) implements ConditionNode {
    }

    /** "it's your turn" / "it's not your turn" ({@code yours} false): whose turn it is (500.1). */
    record YourTurn(boolean yours) implements ConditionNode {
    }

    /** "no creatures died this turn", "you didn't lose life this turn": {@code of} did not happen (603.4). */
    record Not(ConditionNode of) implements ConditionNode {
    }

    /** "it was kicked" (702.33e): the source was a kicked spell. */
    /**
     * "you control a creature named Bogbrew Witch" / "you control artifacts named Crown of Empires and Scepter of Empires"
     * (201.2): a permanent of the noun with each name.
     */
    record YouControlNamed(Noun noun, java.util.List<String> names) implements ConditionNode {
    }

    /** "~ attacked or blocked this combat" / "~ attacked this combat" / "~ blocked this combat" (508.1, 509.1). */
    record InCombatThisCombat(boolean attacked, boolean blocked) implements ConditionNode {
    }

    /** "you attacked with creatures with total power N or greater this combat" (pack tactics, 508.1). */
    record AttackedWithTotalPower(int atLeast) implements ConditionNode {
    }

    /** "~ entered the battlefield this turn" (400.7): the source entered the battlefield this turn. */
    record EnteredThisTurn() implements ConditionNode {
    }

    /** "~ attacked this turn" (508.1): the source was declared as an attacker this turn (702.142a: boast). */
    record AttackedThisTurn() implements ConditionNode {
    }

    /** "~ is monstrous" / "~ isn't renowned" (701.37a, 702.112b): a designation of the source. */
    record Designated(String designation, boolean is) implements ConditionNode {
    }

    record Kicked() implements ConditionNode {
    }

    /** "[noun] have total power [N] or greater" (formidable, 207.2c): the sum of their powers. */
    record TotalPower(Noun noun, int atLeast) implements ConditionNode {
    }

    /** "[an opponent | that player | defending player] controls more [noun] than you". */
    record ControlsMore(PlayerRef who, Noun noun, int atLeastMore) implements ConditionNode {
        /** "controls more [noun] than you": at least one more. */
        public ControlsMore(PlayerRef who, Noun noun) {
            this(who, noun, 1);
        }

    }

    /** "an opponent has more life than you" ({@code opponentMore}) / "you have more life than an opponent" (119). */
    record LifeComparison(boolean opponentMore) implements ConditionNode {
    }

    /** "~ has [count] KIND counters on it" / "there are no KIND counters on ~" (122). */
    record SourceCounters(String kind, Count count) implements ConditionNode {
    }

    /** "you have [N or more | N or less] life" (119). */
    /** "there are four or more card types among cards in your graveyard" (delirium; 205.2a, 404). */
    /** "an opponent has ten or more cards in their graveyard" (404). */
    record OpponentGraveyardSize(Count count) implements ConditionNode {
    }

    /** "you've cast a noncreature spell this turn", "you've cast three or more spells this turn" (601.2i). */
    record SpellsCastThisTurn(Noun spell, int atLeast) implements ConditionNode {
    }

    /** "an opponent is poisoned" (122.1f). */
    record OpponentPoisoned() implements ConditionNode {
    }

    /** "an opponent has no cards in hand" (402). */
    record OpponentHandSize(Count count) implements ConditionNode {
    }

    record CardTypesInYourGraveyard(Count count) implements ConditionNode {
    }

    /** "an opponent has 10 or less life" (119). */
    record OpponentLife(Count count) implements ConditionNode {
    }

    record YourLife(Count count) implements ConditionNode {
    }

    /** "your life total is greater than or equal to your starting life total" (103.4). */
    record YourLifeAtLeastStarting(int more) implements ConditionNode {
        public YourLifeAtLeastStarting() {
            this(0);
        }

    }

    /** "you control a [noun] and a [noun]": both conditions hold. */
    record Both(ConditionNode first, ConditionNode second) implements ConditionNode {
    }

    /** "[condition] or [condition]" (603.4): either holds. */
    record Either(ConditionNode first, ConditionNode second) implements ConditionNode {
    }

    /** "you control [N] or more creatures with different powers" (coven, 207.2c). */
    record DifferentPowers(int atLeast) implements ConditionNode {
    }

    /** "you're the monarch" ({@code you}) / "an opponent is the monarch" (724.1). */
    record MonarchIs(boolean you) implements ConditionNode {
    }

    /** "you have the city's blessing" (702.131c). */
    record CitysBlessing() implements ConditionNode {
    }

    /**
     * "~ is enchanted" / "it's equipped" / "it's enchanted or equipped" (603.4; 303.4, 301.5): an Aura or Equipment is attached
     * to the source; {@code it} when written "it's" (the trigger must name no other object).
     */
    record SourceAttached(boolean enchanted, boolean equipped, boolean it) implements ConditionNode {
    }

    /** "you've completed a dungeon" ({@code name} null) / "you've completed [dungeon]" (309.7), or "haven't" ({@code negated}). */
    record CompletedDungeon(String name, boolean negated) implements ConditionNode {
    }

    /** "you have the initiative" (723.1). */
    record HaveInitiative() implements ConditionNode {
    }

    /** 601.2b: "you revealed a Dragon card or controlled a Dragon as you cast this spell" ({@code subtype}: "Dragon"). */
    record RevealedAsCast(String subtype) implements ConditionNode {
    }

    /** "it's [not] their turn" (102.1): whether the player a trigger named is the active player. */
    record ThatPlayersTurn(boolean theirs) implements ConditionNode {
    }

    /**
     * "[that player | defending player | your opponents] control(s) [count] [noun]" (603.4): the permanents the player the
     * trigger names controls ({@code who} That), or all opponents together ({@code who} EachOpponent).
     */
    record PlayerControls(PlayerRef who, Count count, Noun noun) implements ConditionNode {
    }

    /** "its spectacle | surge cost was paid" (702.137a, 702.117a): the source was a spell cast for that alternative cost. */
    record KeywordCostPaid(String keyword) implements ConditionNode {
    }

    /** "tribute wasn't paid" (702.104b): the opponent chosen for the source's tribute didn't put the counters. */
    record TributeNotPaid() implements ConditionNode {
    }

    /** "it was kicked with its {R} kicker" (702.33f): the source was a spell whose kicker with these mana symbols was paid. */
    record KickedWith(java.util.List<String> symbols) implements ConditionNode {
    }

    /** "you have more cards in hand than each opponent" / "an opponent has more cards in hand than you" (402.1). */
    record HandComparison(boolean yoursMore) implements ConditionNode {
    }

    /** "there are no land cards in your hand", "you have two or more creature cards in hand" (402). */
    record InYourHand(Count count, Noun noun) implements ConditionNode {
    }

    /**
     * "you had [another] creature enter the battlefield under your control this turn", "you had two or more creatures
     * enter ...", "a planeswalker entered the battlefield under your control this turn" (400.7).
     */
    /** "an opponent had two or more creatures enter the battlefield under their control this turn" (400.7): one opponent's count. */
    record EnteredUnderOpponentsControlThisTurn(Noun noun, int atLeast) implements ConditionNode {
    }

    record EnteredUnderYourControlThisTurn(Noun noun, int atLeast, boolean other) implements ConditionNode {
    }

    /** "your team [gained life this turn | controls another Warrior]" (102.4): {@code of}, said of "you", for you or a teammate. */
    record Team(ConditionNode of) implements ConditionNode {
    }
}
