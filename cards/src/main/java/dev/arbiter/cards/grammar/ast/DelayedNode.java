package dev.arbiter.cards.grammar.ast;

/**
 * A delayed triggered ability written inside an effect (603.7a), read by {@code DelayedGrammar} from the effect's
 * text: its frames ("if you do", "if this spell was kicked", "if it attacked this turn", "its controller sacrifices")
 * are read here, the clause the delayed ability does stays the effect text it is (an effect read by the effect
 * readers, {@code EffectParser}).
 */
public sealed interface DelayedNode {

    /** The text this node was read from. */
    String printed();

    /** When the delayed ability triggers: the next time that step begins (603.7a; 514.3a: cleanup). */
    enum When {
        NEXT_END_STEP, END_OF_COMBAT, NEXT_UPKEEP, NEXT_CLEANUP
    }

    /**
     * "[delayed clause] and [instruction done now]." (603.7a, 608.2c): {@code later} the reading of the text up to "and"
     * (null when it is none), {@code now} the instruction as written, capitalised; {@code whole} the reading of the
     * whole text should this one not lower (null when it is none).
     */
    record AndNow(String printed, DelayedNode later, String now, DelayedNode whole) implements DelayedNode {
    }

    /**
     * The last sentence delayed: {@code before} the sentences before it (each with its period) or null;
     * {@code sentence} the last sentence as printed (with its period); {@code clause} what the delayed ability does
     * as written, without its frames; {@code ifYouDo} "If you do, ..." after a "may"; {@code ifKicked} "If this
     * spell was kicked, ..." (702.33d); {@code attacked} "... if it attacked / didn't attack this turn" (true / false)
     * or null; {@code thoseCards} "return those cards ..." as "Return the exiled cards ...." (603.7c) or null;
     * {@code byItsController} "its controller sacrifices ..." (701.17a); {@code acting} the clause the delayed
     * ability does ("its controller sacrifices X" as "sacrifice X"); {@code actingOnSelf} the same with its "it" as
     * "~" when the sentence before is about ~ alone (null when it can't be).
     */
    record Sentence(String printed, String before, When when, String sentence, String clause, boolean ifYouDo,
            boolean ifKicked, Boolean attacked, String thoseCards, boolean byItsController, String acting,
            String actingOnSelf) implements DelayedNode {
    }
}
