package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.LevelerGrammar;
import dev.arbiter.cards.grammar.ast.LevelerNodes;
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

/**
 * Level up (702.87) and level striations (711): "Level up {N}" is "{N}: Put a level counter on
 * this. Level up only as a sorcery."; a "LEVEL N1-N2" line, its P/T line and its keyword lines
 * mean "as long as this has at least N1 and at most N2 level counters, it has base power and
 * toughness P/T and has [keywords]" (711.2a; "N1+" has no upper bound). Stateful: the lines of
 * one card are read in order.
 */
final class LevelerLines {
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
        LevelerNodes.LevelUp up = LevelerGrammar.levelUp(t);
        if (up != null) {
            levelUp = true;
            ActivatedAbility a = new ActivatedAbility(new Cost(ManaCost.parse(up.cost()), List.of()), List.of(),
                    new Effect.PutCounters(new Subject.Self(), "level", Amount.of(1)), false,
                    ActivatedAbility.Timing.SORCERY, t);
            return Optional.of(List.of(a));
        }
        LevelerNodes.Striation level = LevelerGrammar.striation(t);
        if (level != null) {
            if (!levelUp) throw new NotSupported("a level striation without level up");
            striation = new Condition.LevelCounters(level.min(), level.max());
            striationText = t;
            ptSeen = false;
            return Optional.of(List.of());
        }
        if (striation == null) return Optional.empty();
        LevelerNodes.PowerToughness pt = LevelerGrammar.powerToughness(t);
        if (pt != null && !ptSeen) {
            ptSeen = true;
            return Optional.of(List.of(new StaticAbility(new StaticEffect.SetBasePowerToughness(new Affected.Self(),
                    pt.power(), pt.toughness(), striation), striationText + ": " + t)));
        }
        List<Ability> keywords = KeywordLines.list(t);
        if (keywords == null) throw new NotSupported("a level striation ability other than keywords");
        KeywordLines.checkGrantable(keywords);
        return Optional.of(List.of(new StaticAbility(new StaticEffect.GrantAbilities(new Affected.Self(), keywords,
                striation), striationText + ": " + t)));
    }
}
