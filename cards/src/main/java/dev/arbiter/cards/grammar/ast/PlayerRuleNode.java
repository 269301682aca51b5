package dev.arbiter.cards.grammar.ast;

import java.util.List;

/** The syntax tree of player rules and replacements of one player's or object's event ({@code PlayerRuleGrammar}). */
public sealed interface PlayerRuleNode {

    /** What a player can't do (101.2: "can't" beats "can"). */
    enum Action {
        GET_POISON_COUNTERS, LOSE_THE_GAME, WIN_THE_GAME, DRAW_CARDS, DRAW_MORE_THAN
    }

    /** "[players] can't [action]": one clause; {@code limit} is the N of "draw more than N cards each turn", else 0. */
    record Prohibition(PlayerRef who, Action action, int limit) {
    }

    /** "[players] can't [action] and [players] can't [action] ...": the clauses in order. */
    record Cant(List<Prohibition> clauses) implements PlayerRuleNode {
    }

    /** The event an object's replacement replaces (614.1a): "be destroyed", "be put into a graveyard from anywhere". */
    enum ObjectEvent {
        DESTROYED, PUT_INTO_GRAVEYARD
    }

    /** What happens instead: "regenerate it" (701.15), "[reveal X and] shuffle it into its owner's library instead". */
    enum ObjectInstead {
        REGENERATE, SHUFFLE_INTO_LIBRARY
    }

    /** "If [object] would [event], [instead]." (614.1a); {@code revealed}: "reveal [object] and" before the shuffle. */
    record ObjectWould(ObjectRef object, ObjectEvent event, ObjectInstead instead, ObjectRef revealed) implements PlayerRuleNode {
    }

    /**
     * "If you would lose the game, instead shuffle [zones] into your library, then draw N cards and your life total
     * becomes M." (614.1a, 104.3): {@code zones} as written ("your hand", "your graveyard", "all permanents you own").
     */
    record LossInstead(List<String> zones, int draw, int life) implements PlayerRuleNode {
    }

    /** "If you would draw a card while your library has no cards in it, [player] [wins|loses] the game instead." (614.1a, 121.1). */
    record DrawFromEmptyLibrary(PlayerRef who, boolean win) implements PlayerRuleNode {
    }

    /**
     * "If you would draw a card, reveal the top card of your library instead. If it's a TYPE card, put it into your
     * ZONE. Otherwise, draw a card." (614.1a, 614.5): the card type and the zone as written.
     */
    record RevealTopInstead(String type, String zone) implements PlayerRuleNode {
    }

    /**
     * "If you would draw a card, you may instead choose KIND or nonKIND and reveal cards from the top of your library
     * until you reveal a card of the chosen kind. Put that card into your hand and put all other cards revealed this
     * way on the bottom of your library in any order." (614.1a, 701.20): the kind as written ("land").
     */
    record ChooseKindInstead(String kind) implements PlayerRuleNode {
    }

    /** "If you would draw a card, draw N cards instead." (614.1a, 121.1). */
    record DrawInstead(int count) implements PlayerRuleNode {
    }

    /** "If you would draw a card except the first one you draw in each of your draw steps, draw N cards instead." (504.1) */
    record DrawInsteadAfterFirst(int count) implements PlayerRuleNode {
    }
}
