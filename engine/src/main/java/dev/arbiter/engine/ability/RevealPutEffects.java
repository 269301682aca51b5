package dev.arbiter.engine.ability;

/** Revealed cards from the top of a library put onto the battlefield, the rest shuffled back (701.16, 401.4, 701.20). */
public interface RevealPutEffects {

    /**
     * "Reveal the top N cards of your library. Put a [filter] card from among them onto the battlefield [with N [kind]
     * counters on it]. [sentences naming it]. Then shuffle." (701.16a, 110.4a: a permanent card only; 122.6: the counters
     * as it enters; 608.2c: {@code then}, or null, names the permanent put as "it"; 701.20a: the library shuffled, the
     * cards not put included). {@code counters} 0: none.
     */
    record RevealTopPutOntoBattlefieldThenShuffle(Amount amount, ObjectFilter filter, String counterKind, int counters,
                                                  Effect then) implements Effect {
    }
}
