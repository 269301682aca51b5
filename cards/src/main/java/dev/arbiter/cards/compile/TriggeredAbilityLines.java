package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.timing.Step;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Triggered abilities "When/At [event], [effect]." (603.1): enters the battlefield (603.6a), dies
 * (700.4), leaves the battlefield (603.6c), and the beginning of upkeep or end step (603.2).
 */
final class TriggeredAbilityLines {

    private static final int F = Pattern.CASE_INSENSITIVE;
    private static final Pattern ETB = Pattern.compile("When ~ enters(?: the battlefield)?, (.+)", F);
    private static final Pattern DIES = Pattern.compile(
            "When ~ (?:dies|is put into a graveyard from the battlefield), (.+)", F);
    private static final Pattern LEAVES = Pattern.compile("When ~ leaves the battlefield, (.+)", F);
    private static final Pattern STEP = Pattern.compile(
            "At the beginning of (your|each player's|each|the) (upkeep|end step), (.+)", F);
    private static final Pattern TRIGGER_WORD = Pattern.compile("(When|Whenever|At) .+", F);

    private TriggeredAbilityLines() {
    }

    /**
     * The triggered ability {@code text} describes, or empty when it is not a trigger line.
     *
     * @throws NotSupported for a trigger event or effect the engine cannot play
     */
    static Optional<List<Ability>> compile(String text) {
        Matcher m;
        if ((m = ETB.matcher(text)).matches()) {
            return Optional.of(List.of(ability(new Trigger.EntersBattlefield(), m.group(1), false, text)));
        }
        if ((m = DIES.matcher(text)).matches()) {
            return Optional.of(List.of(ability(new Trigger.Dies(), m.group(1), false, text)));
        }
        if ((m = LEAVES.matcher(text)).matches()) {
            return Optional.of(List.of(ability(new Trigger.LeavesBattlefield(), m.group(1), false, text)));
        }
        if ((m = STEP.matcher(text)).matches()) {
            String whose = m.group(1).toLowerCase(Locale.ROOT);
            Step step = m.group(2).toLowerCase(Locale.ROOT).equals("upkeep") ? Step.UPKEEP : Step.END;
            boolean yours = whose.equals("your");
            if (whose.equals("the") && step == Step.UPKEEP) {
                throw new NotSupported("trigger event");
            }
            Trigger trigger = new Trigger.BeginningOfStep(step, yours);
            return Optional.of(List.of(ability(trigger, m.group(3), whose.equals("each player's"), text)));
        }
        if (TRIGGER_WORD.matcher(text).matches()) {
            throw new NotSupported("trigger event");
        }
        return Optional.empty();
    }

    private static TriggeredAbility ability(Trigger trigger, String effectText, boolean namesPlayer, String text) {
        String lower = effectText.toLowerCase(Locale.ROOT);
        if (lower.startsWith("if ") || lower.contains(", if ")) {
            throw new NotSupported("intervening 'if' clause");
        }
        ParseContext ctx = new ParseContext(true, false, namesPlayer);
        Effect effect = EffectParser.parse(effectText, ctx);
        if (effect == null) {
            throw new NotSupported(UnsupportedReasons.NOT_UNDERSTOOD);
        }
        if (ManaPhrases.addsMana(effect)) {
            throw new NotSupported("triggered mana ability");
        }
        return new TriggeredAbility(trigger, ctx.targets(), effect, text);
    }
}
