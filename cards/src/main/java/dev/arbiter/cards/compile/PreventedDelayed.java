package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.EffectGrammar;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.engine.ability.Effect;

/**
 * A delayed triggered ability that counts the damage a prevention just before it prevents (615.5, 603.7a): "Prevent the
 * next 3 damage that would be dealt to target creature this turn. At the beginning of the next end step, put a +0/+1
 * counter on that creature for each 1 damage prevented this way." Lowered as {@link Effect.PreventThen} with the
 * delayed ability as its additional effect; the engine counts the damage for it.
 */
final class PreventedDelayed {
    private PreventedDelayed() {
    }

    /** The prevention {@code before} is, when {@code clause} counts "damage prevented this way" after it; else null. */
    static Effect.PreventDamage prevention(Effect before, String clause) {
        if (!clause.toLowerCase(java.util.Locale.ROOT).contains("damage prevented this way")) return null;
        if (!(before instanceof Effect.PreventDamage p) || p.redirectTo() != null) {
            throw new NotSupported("\"the damage prevented this way\" after more than a prevention");
        }
        return p;
    }

    /** The delayed ability's clause read with "the damage prevented this way" in scope (615.5). */
    static Effect inner(String clause, ParseContext ctx) {
        try {
            return OneShotLowering.checked(new EffectLowering(ctx).lowerNaming(EffectLowering.Antecedent.PREVENTED_THIS_WAY,
                    EffectGrammar.parse(Character.toUpperCase(clause.charAt(0)) + clause.substring(1) + ".")));
        } catch (ParseFailure f) {
            throw new NotSupported(UnsupportedReasons.NOT_UNDERSTOOD);
        }
    }
}
