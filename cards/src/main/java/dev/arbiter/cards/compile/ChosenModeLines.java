package dev.arbiter.cards.compile;

import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.TriggeredAbility;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * "• Khans — [triggered ability]" after "As ~ enters the battlefield, choose Khans or Dragons." (614.12, 607.2): the
 * ability is linked to the choice, so it triggers (and resolves) only when that word was chosen as the permanent
 * entered (an intervening "if" of the choice, 603.4). Only triggered abilities without an "if" of their own.
 */
final class ChosenModeLines {
    private ChosenModeLines() {
    }

    /** The abilities of {@code text}, or empty when it isn't a bullet naming one of the card's entry choices. */
    static Optional<List<Ability>> compile(String text, CardText card, SpellEffectLines spell) {
        String t = text.strip();
        if (!t.startsWith("\u2022")) return Optional.empty();
        int dash = t.indexOf(" \u2014 ");
        if (dash < 0) return Optional.empty();
        String word = t.substring(1, dash).strip();
        if (word.isEmpty() || word.contains(" ") || !ChoiceLowering.choosesWord(card, word)) return Optional.empty();
        String rest = t.substring(dash + 3).strip();
        Optional<List<Ability>> read = OracleCompiler.line(rest, card, spell);
        if (read.isEmpty() || read.get().isEmpty()) throw new NotSupported(UnsupportedReasons.NOT_UNDERSTOOD);
        List<Ability> out = new ArrayList<>();
        for (Ability a : read.get()) {
            if (!(a instanceof TriggeredAbility ta) || !(ta.interveningIf() instanceof Condition.Always)) {
                throw new NotSupported("a chosen word's ability other than a triggered one without \"if\" (607.2)");
            }
            out.add(new TriggeredAbility(ta.trigger(), new Condition.ChosenWord(word), ta.targets(), ta.effect(), t));
        }
        return Optional.of(out);
    }
}
