package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Trigger;
import java.util.ArrayList;
import java.util.List;

/** Combat trigger events in words (508.3a, 509.3a-d): "Whenever ~ blocks or becomes blocked by a non-Wall creature". */
final class CombatTriggerText {

    private CombatTriggerText() {
    }

    static String inCombat(Trigger.InCombat t, Scope s) {
        List<String> roles = new ArrayList<>();
        if (t.attacks()) roles.add("attacks");
        if (t.blocks()) roles.add("blocks");
        if (t.blocked()) roles.add("becomes blocked");
        String who = t.host() ? s.card().host() : s.selfName();
        String text = "Whenever " + who + " " + String.join(" or ", roles);
        if (t.eachCreature()) {
            String other = t.other() == null ? "creature" : ObjectText.singular(t.other());
            text += (t.blocked() ? " by " : " ") + Words.article(other) + " " + other;
        }
        return text;
    }
}
