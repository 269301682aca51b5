package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.Trigger;

/** Trigger events and intervening "if" clauses about what happened this turn, in words (603.2, 603.4). */
final class TriggerEventText {

    private static final String[] ORDINALS = {"zeroth", "first", "second", "third", "fourth", "fifth"};

    private TriggerEventText() {
    }

    /** "Whenever you draw your second card each turn", "Whenever you cast your first spell during each opponent's turn". */
    static String nthThisTurn(Trigger.NthThisTurn t) {
        String nth = t.nth() < ORDINALS.length ? ORDINALS[t.nth()] : t.nth() + "th";
        boolean you = t.who() == Relation.YOU;
        String who = switch (t.who()) {
            case YOU -> "you";
            case OPPONENT -> "an opponent";
            case ANY -> "a player";
            case NOT_YOU -> "another player";
            case ENCHANTED -> "enchanted player";
        };
        String verb = t.action() == Trigger.NthThisTurn.Action.DRAW ? (you ? "draw" : "draws") : (you ? "cast" : "casts");
        String what = t.action() == Trigger.NthThisTurn.Action.DRAW ? "card" : "spell";
        return "Whenever " + who + " " + verb + " " + (you ? "your " : "their ") + nth + " " + what
                + (t.opponentsTurn() ? " during each opponent's turn" : " each turn");
    }

    /** "a creature died this turn", "you attacked this turn", "you gained 3 or more life this turn". */
    static String thisTurn(Condition.ThisTurn c) {
        String who = switch (c.who()) {
            case YOU -> "you";
            case OPPONENT -> "an opponent";
            case ANY, NOT_YOU -> "a player";
            case ENCHANTED -> "enchanted player";
        };
        return switch (c.event()) {
            case CREATURE_DIED -> c.who() == Relation.YOU ? "a creature died under your control this turn" : "a creature died this turn";
            case ATTACKED -> who + " attacked this turn";
            case GAINED_LIFE -> who + " gained " + (c.atLeast() > 1 ? c.atLeast() + " or more " : "") + "life this turn";
            case LOST_LIFE -> who + " lost life this turn";
            case DEALT_DAMAGE -> who + " was dealt damage this turn"; // 120.3a
            case CARDS_DRAWN -> (c.who() == Relation.YOU ? "you've" : who + " has") + " drawn " + (c.atLeast() == 1 ? "a card"
                    : Words.number(c.atLeast()) + " or more cards") + " this turn"; // 121.1
            case PERMANENT_LEFT -> "a permanent " + who + " controlled left the battlefield this turn"; // 603.6c
            case LANDS_PLAYED -> c.atLeast() == 2 && c.who() == Relation.YOU ? "it wasn't the first land you played this turn"
                    : who + " played " + c.atLeast() + " or more lands this turn";
            case SPELLS_CAST -> who + " cast " + (c.atLeast() == 1 ? "a spell" : Words.number(c.atLeast()) + " or more spells")
                    + " this turn"; // 601.2i
            case DISCARDED -> (c.who() == Relation.YOU ? "you've" : who) + " discarded " + (c.atLeast() == 1 ? "a card" : Words.number(c.atLeast()) + " or more cards")
                    + " this turn"; // 701.8
        };
    }

    /** "that player didn't cast a spell this turn" (603.4): the player the trigger named. */
    static String thatPlayerThisTurn(Condition.ThatPlayerThisTurn c) {
        if (!c.happened() && c.atLeast() == 1) {
            String verb = switch (c.event()) {
                case SPELLS_CAST -> "cast a spell";
                case ATTACKED -> "attack";
                case GAINED_LIFE -> "gain life";
                case LOST_LIFE -> "lose life";
                default -> null;
            };
            if (verb != null) return "that player didn't " + verb + " this turn";
        }
        String happened = thisTurn(new Condition.ThisTurn(c.event(), Relation.OPPONENT, c.atLeast())).replaceFirst("^an opponent", "that player");
        return c.happened() ? happened : "it's not so that " + happened;
    }
}
