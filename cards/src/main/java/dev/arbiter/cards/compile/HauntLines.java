package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Haunt;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The triggers of a card with haunt (702.55b-c):
 * <pre>
 * line := "When" ( "~ enters the battlefield or the creature it haunts dies" | "the creature ~ haunts dies" ) "," effect
 * </pre>
 * The effect is read as the body of "When ~ enters the battlefield, [effect]"; the haunted creature's death is its own
 * trigger event ({@link Haunt.HauntedDies}), which functions while the card is exiled haunting it.
 */
final class HauntLines {
    private HauntLines() {
    }

    /** The abilities of {@code text}, or empty when it is not such a line. */
    static Optional<List<Ability>> compile(String text, CardText card) {
        int comma = text.indexOf(',');
        if (comma < 0 || !text.regionMatches(true, 0, "When ", 0, 5) || !text.substring(0, comma).endsWith("haunts dies")) {
            return Optional.empty();
        }
        if (card.rulesTexts().stream().noneMatch(l -> l.strip().equalsIgnoreCase("haunt"))) return Optional.empty(); // 702.55b
        Cursor c = Cursor.of(text.substring(0, comma));
        if (!c.accept("when")) return Optional.empty();
        boolean enters;
        if (c.accept("~ enters the battlefield or the creature it haunts dies")) enters = true;
        else if (c.accept("the creature ~ haunts dies")) enters = false;
        else return Optional.empty();
        if (!c.atEnd()) return Optional.empty();
        if (enters && !card.hasType("Creature")) return Optional.empty();
        Optional<List<Ability>> read = TriggerLowering.line("When ~ enters the battlefield," + text.substring(comma + 1), card);
        if (read.isEmpty() || read.get().isEmpty()) return Optional.empty();
        List<Ability> out = new ArrayList<>();
        for (Ability a : read.get()) {
            if (!(a instanceof TriggeredAbility t) || !(t.trigger() instanceof Trigger.EntersBattlefield)) return Optional.empty();
            if (enters) out.add(t);
            out.add(new TriggeredAbility(new Haunt.HauntedDies(), t.interveningIf(), t.targets(), t.effect(), text.strip()));
        }
        return Optional.of(out);
    }
}
