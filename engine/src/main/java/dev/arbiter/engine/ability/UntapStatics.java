package dev.arbiter.engine.ability;

/**
 * Static effects on untapping (502.3): members of {@link StaticEffect}, named {@code StaticEffect.X} everywhere.
 */
public interface UntapStatics {
    /** "~ doesn't untap during your untap step." (502.3: an effect keeps it from untapping). */
    record DoesntUntap() implements StaticEffect {
    }

    /** "You may choose not to untap ~ during your untap step." (502.3: its controller chooses as the step untaps). */
    record MayChooseNotToUntap() implements StaticEffect {
    }

    /**
     * "[Blue creatures | Creatures of the chosen type | Creatures with power 3 or greater] don't untap during
     * their controllers' untap steps." (502.3: an effect keeps them from untapping).
     */
    record PermanentsDontUntap(ObjectFilter filter) implements StaticEffect {
    }

    /**
     * "[As long as ~ is untapped,] players can't untap more than {@code max} [filter] during their untap
     * steps" (502.3): in each player's untap step (only its controller's with {@code youOnly}), of the
     * permanents matching {@code filter} that would untap, the active player chooses at most {@code max}.
     */
    record UntapLimit(ObjectFilter filter, int max, boolean youOnly, Condition condition) implements StaticEffect {
    }

    /** "Players skip their untap steps." (500.11: a skipped step doesn't happen; 502.3 untaps nothing). */
    record PlayersSkipUntapSteps() implements StaticEffect {
    }

    /**
     * "Untap all [permanents] you control during each other player's untap step." (502.3): in another
     * player's untap step, this permanent's controller untaps their permanents that match too.
     */
    record UntapDuringOthersUntapSteps(ObjectFilter filter) implements StaticEffect {
    }

    /**
     * "~ doesn't untap during your untap step if [condition]." (502.3, 611.3b): kept tapped in its controller's untap
     * step only while the condition, judged for the source, holds as the step untaps.
     */
    record DoesntUntapIf(Condition condition) implements StaticEffect {
    }

    /** "Untap ~ during each other player's untap step." (502.3): its controller untaps it in the others' untap steps too. */
    record UntapSelfDuringOthersUntapSteps() implements StaticEffect {
    }
}
