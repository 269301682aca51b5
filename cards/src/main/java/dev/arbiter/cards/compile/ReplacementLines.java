package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.DrawReplacement;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Static lines of permanents that replace or forbid game events: draw replacements (seed 423.6,
 * 614.1a) such as Laboratory Maniac, Abundance, Enduring Renewal and "draw two cards instead"
 * (119.7); "can't draw cards" (119.3); "can't lose the game" (104.3b).
 */
final class ReplacementLines {

    private static final int F = Pattern.CASE_INSENSITIVE;
    private static final GuardedPattern WIN_EMPTY = GuardedPattern.compile(
            "If you would draw a card while your library has no cards in it, you win the game instead\\.", F);
    private static final GuardedPattern ABUNDANCE = GuardedPattern.compile("If you would draw a card, you may instead choose land or"
            + " nonland and reveal cards from the top of your library until you reveal a card of the chosen kind\\."
            + " Put that card into your hand and put all other cards revealed this way on the bottom of your library"
            + " in any order\\.", F);
    private static final GuardedPattern REVEAL_TOP = GuardedPattern.compile("If you would draw a card, reveal the top card of your"
            + " library instead\\. If it's a creature card, put it into your graveyard\\. Otherwise, draw a card\\.", F);
    private static final GuardedPattern DRAW_INSTEAD = GuardedPattern.compile(
            "If you would draw a card, draw (" + Amounts.WORD + ") cards instead\\.", F);
    private static final GuardedPattern CANT_DRAW = GuardedPattern.compile("(Players|You) can't draw cards\\.", F);
    private static final GuardedPattern DRAW_LIMIT = GuardedPattern.compile(
            "(Each player|Each opponent|You|Your opponents) can't draw more than (" + Amounts.WORD + ") cards? each turn\\.", F);
    private static final GuardedPattern CANT_LOSE = GuardedPattern.compile(
            "You can't lose the game and your opponents can't win the game\\.", F);
    /** 614.1c: "~ enters the battlefield with N +1/+1 counters on it [for each creature card in your graveyard]." */
    private static final GuardedPattern ENTERS_WITH = GuardedPattern.compile("~ enters(?: the battlefield)? with (" + Amounts.WORD
            + ") ([+\\-]\\d+/[+\\-]\\d+) counters? on it( for each creature card in your graveyard)?\\.", F);
    /** 701.15b, 614.8: "If ~ would be destroyed, regenerate it." (each time, not a one-use shield). */
    private static final GuardedPattern REGENERATE_INSTEAD = GuardedPattern.compile("If ~ would be destroyed, regenerate it\\.", F);
    /** Information only: the engine keeps no hidden hand from the scenario and rules' point of view. */
    private static final GuardedPattern HAND_REVEALED = GuardedPattern.compile("Play with your hand revealed\\.", F);

    private ReplacementLines() {
    }

    /** The abilities of one such line, or empty when it is not one. */
    static Optional<List<Ability>> compile(String text) {
        String t = text.strip();
        if (WIN_EMPTY.matcher(t).matches()) return draw(new DrawReplacement.WinWithEmptyLibrary(), t);
        if (ABUNDANCE.matcher(t).matches()) return draw(new DrawReplacement.ChooseKindAndReveal(), t);
        if (REVEAL_TOP.matcher(t).matches()) return draw(new DrawReplacement.RevealTopCreatureToGraveyard(), t);
        Matcher m = DRAW_INSTEAD.matcher(t);
        if (m.matches()) {
            Integer n = Amounts.count(m.group(1));
            return n == null || n < 1 ? Optional.empty() : draw(new DrawReplacement.DrawInstead(n), t);
        }
        m = DRAW_LIMIT.matcher(t);
        if (m.matches()) { // 121.3
            Integer n = Amounts.count(m.group(2));
            String who = m.group(1).toLowerCase(java.util.Locale.ROOT);
            dev.arbiter.engine.ability.Relation r = who.equals("each player") ? dev.arbiter.engine.ability.Relation.ANY
                    : who.equals("you") ? dev.arbiter.engine.ability.Relation.YOU : dev.arbiter.engine.ability.Relation.OPPONENT;
            return n == null || n < 1 ? Optional.empty()
                    : Optional.of(List.of(new StaticAbility(new StaticEffect.DrawLimit(r, n), t)));
        }
        m = CANT_DRAW.matcher(t);
        if (m.matches()) {
            return Optional.of(List.of(new StaticAbility(
                    new StaticEffect.CantDraw(m.group(1).equalsIgnoreCase("players")), t)));
        }
        if (CANT_LOSE.matcher(t).matches()) {
            return Optional.of(List.of(new StaticAbility(new StaticEffect.CantLoseOpponentsCantWin(), t)));
        }
        if (HAND_REVEALED.matcher(t).matches()) return Optional.of(List.of());
        if (REGENERATE_INSTEAD.matcher(t).matches()) {
            return Optional.of(List.of(new StaticAbility(new StaticEffect.RegenerateInsteadOfDestroy(), t)));
        }
        m = ENTERS_WITH.matcher(t);
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

    private static Optional<List<Ability>> draw(DrawReplacement r, String text) {
        return Optional.of(List.of(new StaticAbility(new StaticEffect.ReplaceDraw(r), text)));
    }
}
