package dev.arbiter.cards.compile;

import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Exert;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;

import java.util.List;
import java.util.Optional;

/**
 * "You may exert ~ as it attacks. [When you do, EFFECT.]" (701.39d): an {@link Exert} ability (an optional cost to
 * attack, 508.1g) and the linked reflexive ability on {@link Trigger.SelfExerted} (607.2h), whose "it" is ~.
 */
final class ExertLines {

    private static final String PREFIX = "you may exert ~ as it attacks.";
    private static final String WHEN = "when you do, ";

    private ExertLines() {
    }

    static Optional<List<Ability>> compile(String text, CardText card) {
        String t = text.strip();
        if (!t.regionMatches(true, 0, PREFIX, 0, PREFIX.length())) return Optional.empty();
        if (!card.hasType("Creature")) throw new NotSupported("exert on a card that isn't a creature");
        Exert exert = new Exert(t.substring(0, PREFIX.length()));
        String rest = t.substring(PREFIX.length()).strip();
        if (rest.isEmpty()) return Optional.of(List.of(exert));
        if (!rest.regionMatches(true, 0, WHEN, 0, WHEN.length())) throw new NotSupported(UnsupportedReasons.NOT_UNDERSTOOD);
        String body = rest.substring(WHEN.length()).strip();
        if (body.isEmpty()) throw new NotSupported(UnsupportedReasons.NOT_UNDERSTOOD);
        ParseContext ctx = new ParseContext(true, false, false)
                .triggerReferents(false, new Subject.Self(), null, false); // "it": the exerted creature, ~
        Effect effect = EffectParser.parse(Character.toUpperCase(body.charAt(0)) + body.substring(1), ctx);
        if (effect == null) throw new NotSupported(UnsupportedReasons.NOT_UNDERSTOOD);
        if (ManaPhrases.addsMana(effect)) throw new NotSupported("triggered mana ability");
        TriggeredAbility whenYouDo = new TriggeredAbility(new Trigger.SelfExerted(), new Condition.Always(), ctx.targets(),
                effect, rest);
        return Optional.of(List.of(exert, whenYouDo));
    }
}
