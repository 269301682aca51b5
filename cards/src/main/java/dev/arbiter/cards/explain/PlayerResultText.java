package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.Trigger;

/** Renders the player events of a result or a payment: a coin flip (705.2), a clash (701.23), life paid (119.4). */
final class PlayerResultText {
    private PlayerResultText() {
    }

    static String flips(Trigger.FlipsCoin t) {
        return "Whenever " + who(t.who(), t.won() ? "win" : "lose") + " a coin flip";
    }

    static String clashes(Trigger.Clashes t) {
        return "Whenever " + who(t.who(), "clash") + (t.wonOnly() ? " and " + verb(t.who(), "win") : "");
    }

    static String paysLife(Trigger.PaysLife t) {
        return "Whenever " + who(t.who(), "pay") + " life";
    }

    static String rollsDie(Trigger.RollsDie t) {
        String roll = "Whenever " + who(t.who(), "roll");
        if (t.highest()) return roll + " a die's highest natural result";
        return t.atLeast() > 0 ? roll + " a " + t.atLeast() + " or higher on a die" : roll + " a die";
    }

    /** The player and the verb agreeing with it ("you win", "an opponent wins"). */
    private static String who(Relation r, String verb) {
        return switch (r) {
            case YOU -> "you";
            case OPPONENT -> "an opponent";
            case NOT_YOU -> "another player";
            case ENCHANTED -> "enchanted player";
            case ANY -> "a player";
        } + " " + verb(r, verb);
    }

    private static String verb(Relation r, String verb) {
        if (r == Relation.YOU) return verb;
        return verb.endsWith("sh") ? verb + "es" : verb + "s";
    }
}
