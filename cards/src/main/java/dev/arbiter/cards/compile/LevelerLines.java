package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.mana.ManaCost;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Level up (702.87) and level striations (711): "Level up {N}" is "{N}: Put a level counter on
 * this. Level up only as a sorcery."; a "LEVEL N1-N2" line, its P/T line and its keyword lines
 * mean "as long as this has at least N1 and at most N2 level counters, it has base power and
 * toughness P/T and has [keywords]" (711.2a; "N1+" has no upper bound). Stateful: the lines of
 * one card are read in order.
 */
final class LevelerLines {
    private static final int F = Pattern.CASE_INSENSITIVE;
    private static final Pattern LEVEL_UP = Pattern.compile("Level up (\\{[^}]+\\}(?:\\{[^}]+\\})*)(?: \\(.*\\))?", F);
    private static final Pattern LEVEL = Pattern.compile("LEVEL (\\d+)(?:-(\\d+)|(\\+))");
    private static final Pattern PT = Pattern.compile("(\\d+)/(\\d+)");

    private Condition striation;
    private String striationText;
    private boolean ptSeen;
    private boolean levelUp;

    /**
     * The abilities of {@code text} when it is part of a leveler's text, else empty.
     *
     * @throws NotSupported for a striation line that isn't a P/T or a keyword list
     */
    Optional<List<Ability>> line(String text) {
        String t = text.strip();
        Matcher m = LEVEL_UP.matcher(t);
        if (m.matches()) {
            levelUp = true;
            ActivatedAbility a = new ActivatedAbility(new Cost(ManaCost.parse(m.group(1)), List.of()), List.of(),
                    new Effect.PutCounters(new Subject.Self(), "level", Amount.of(1)), false,
                    ActivatedAbility.Timing.SORCERY, t);
            return Optional.of(List.of(a));
        }
        m = LEVEL.matcher(t);
        if (m.matches()) {
            if (!levelUp) throw new NotSupported("a level striation without level up");
            int min = Integer.parseInt(m.group(1));
            int max = m.group(3) != null ? Integer.MAX_VALUE : Integer.parseInt(m.group(2));
            striation = new Condition.LevelCounters(min, max);
            striationText = t;
            ptSeen = false;
            return Optional.of(List.of());
        }
        if (striation == null) return Optional.empty();
        m = PT.matcher(t);
        if (m.matches() && !ptSeen) {
            ptSeen = true;
            return Optional.of(List.of(new StaticAbility(new StaticEffect.SetBasePowerToughness(new Affected.Self(),
                    Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), striation), striationText + ": " + t)));
        }
        List<Ability> keywords = KeywordLines.list(t);
        if (keywords == null) throw new NotSupported("a level striation ability other than keywords");
        KeywordLines.checkGrantable(keywords);
        return Optional.of(List.of(new StaticAbility(new StaticEffect.GrantAbilities(new Affected.Self(), keywords,
                striation), striationText + ": " + t)));
    }
}
