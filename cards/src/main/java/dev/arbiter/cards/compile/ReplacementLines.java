package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Static lines of permanents that replace or forbid game events: entering with counters (614.1c); the player rules ("can't draw cards", "can't lose the game") and the draw, loss and
 * destruction replacements are read by the grammar ({@link PlayerRuleLowering}) first.
 */
final class ReplacementLines {

    private static final int F = Pattern.CASE_INSENSITIVE;
    /** 614.1c: "~ enters the battlefield with N +1/+1 counters on it [for each creature card in your graveyard]." */
    private static final GuardedPattern ENTERS_WITH = GuardedPattern.compile("~ enters(?: the battlefield)? with (" + Amounts.WORD
            + ") ([+\\-]\\d+/[+\\-]\\d+) counters? on it( for each creature card in your graveyard)?\\.", F);

    private ReplacementLines() {
    }

    /** The abilities of one such line, or empty when it is not one. */
    static Optional<List<Ability>> compile(String text) {
        String t = text.strip();
        // 101.2, 614.1a: "[players] can't ...", "If ~ would be destroyed, regenerate it.", the draw and loss replacements
        Optional<List<Ability>> rule = PlayerRuleLowering.compile(t);
        if (rule.isPresent()) return rule;
        Matcher m = ENTERS_WITH.matcher(t);
        if (m.matches()) {
            Integer n = Amounts.count(m.group(1));
            if (n == null) return Optional.empty();
            dev.arbiter.engine.ability.Amount amount = m.group(3) == null ? dev.arbiter.engine.ability.Amount.of(n)
                    : new dev.arbiter.engine.ability.Amount.CountCardsInYourGraveyard(
                            dev.arbiter.engine.characteristic.CardType.CREATURE.bit());
            if (m.group(3) != null && n != 1) return Optional.empty();
            return Optional.of(List.of(new StaticAbility(new StaticEffect.EntersWithCounters(m.group(2), amount), t)));
        }
        return Optional.empty();
    }
}
