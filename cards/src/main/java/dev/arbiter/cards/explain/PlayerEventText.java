package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.Trigger;

/** Rendering of player-action events: a player attacking (508.1), a player's Nth spell of a kind this turn (601.2i). */
final class PlayerEventText {
    private PlayerEventText() {
    }

    private static final String[] ORDINALS = {"zeroth", "first", "second", "third", "fourth", "fifth"};

    private static String who(Relation r) {
        return switch (r) {
            case YOU -> "you";
            case OPPONENT -> "an opponent";
            case ANY -> "a player";
            case NOT_YOU -> "another player";
            case ENCHANTED -> "enchanted player";
        };
    }

    /** "Whenever an opponent attacks a planeswalker you control with one or more creatures" (508.1). */
    static String playerAttacks(Trigger.PlayerAttacks t) {
        String whom = switch (t.defenders()) {
            case ANY -> "";
            case YOU -> " you";
            case YOUR_PLANESWALKER -> " a planeswalker you control";
            case YOU_OR_YOUR_PLANESWALKER -> " you or a planeswalker you control";
            case AN_OPPONENT -> " one or more of your opponents";
        };
        return "Whenever " + who(t.attacker()) + (t.attacker() == Relation.YOU ? " attack" : " attacks") + whom
                + " with one or more creatures";
    }

    /** "Whenever you cast your first instant spell each turn", "a spell other than your first spell each turn" (601.2i). */
    static String nthSpell(Trigger.NthSpellThisTurn t) {
        boolean you = t.caster() == Relation.YOU;
        String head = "Whenever " + who(t.caster()) + (you ? " cast " : " casts ");
        String whose = you ? "your " : "their ";
        if (t.orLater() && t.nth() == 2 && t.spell().equals(dev.arbiter.engine.ability.ObjectFilter.any())) {
            return head + "a spell other than " + whose + "first spell each turn";
        }
        String nth = t.nth() < ORDINALS.length ? ORDINALS[t.nth()] : t.nth() + "th";
        return head + whose + nth + (t.orLater() ? " or later " : " ") + ObjectText.phrase(t.spell(), false, "spell") + " each turn";
    }

    /** "Whenever you copy an instant spell" (707.10). */
    static String copies(Trigger.SpellCopied t) {
        return "Whenever " + who(t.copier()) + (t.copier() == Relation.YOU ? " copy " : " copies ") + ObjectText.spell(t.spell());
    }

    /** "Whenever an opponent casts a spell that targets you or a creature you control" (601.2i, 115.1). */
    static String castTargeting(Trigger.SpellCastTargeting t) {
        String whom = (t.you() ? "you" : "") + (t.you() && t.permanents() != null ? " or " : "")
                + (t.permanents() == null ? "" : ObjectText.counted(t.permanents(), 1));
        return "Whenever " + who(t.caster()) + (t.caster() == Relation.YOU ? " cast " : " casts ") + ObjectText.spell(t.spell())
                + " that targets " + whom;
    }
}
