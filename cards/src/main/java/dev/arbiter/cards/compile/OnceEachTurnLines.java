package dev.arbiter.cards.compile;

import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.TriggeredAbility;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * "[trigger line] This ability triggers only once each turn." (603.2): the trigger line read without the last sentence,
 * each of its triggered abilities limited by {@link Condition.OnlyOnceEachTurn} (joined to its intervening "if", 603.4).
 */
final class OnceEachTurnLines {

    static final String SENTENCE = " This ability triggers only once each turn.";

    private OnceEachTurnLines() {
    }

    /** The abilities of {@code text} when it ends with the sentence, else empty. */
    static Optional<List<Ability>> compile(String text, CardText card) {
        if (!text.endsWith(SENTENCE)) return Optional.empty();
        String line = text.substring(0, text.length() - SENTENCE.length());
        Optional<List<Ability>> read = TriggeredAbilityLines.compile(line, card);
        if (read.isEmpty()) throw new NotSupported(UnsupportedReasons.NOT_UNDERSTOOD);
        List<Ability> out = new ArrayList<>();
        for (Ability a : read.get()) {
            if (!(a instanceof TriggeredAbility t)) throw new NotSupported("\"triggers only once each turn\" after a line that isn't a trigger");
            Condition once = new Condition.OnlyOnceEachTurn();
            Condition c = t.interveningIf() instanceof Condition.Always ? once : new Condition.Both(t.interveningIf(), once);
            out.add(new TriggeredAbility(t.trigger(), c, t.targets(), t.effect(), text));
        }
        return Optional.of(out);
    }
}
