package dev.arbiter.engine.costs;

import dev.arbiter.engine.mana.ManaPool;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Seed 422.1: which mana abilities of an illegal play may not be reversed. */
class ManaJournalTest {
    private static final ManaPool R = ManaPool.parse("{R}");
    private static final ManaPool U = ManaPool.parse("{U}");

    private static List<Integer> sources(ManaJournal j) {
        return j.unreversible().stream().map(ManaJournal.Entry::source).toList();
    }

    @Test
    void allAreReversedWhenNoneMovedALibraryCard() {
        ManaJournal j = new ManaJournal(ManaPool.EMPTY);
        j.record(1, 0, null, ManaPool.EMPTY, R, false);
        j.record(2, 0, U, R, U, false);
        assertEquals(List.of(), sources(j));
    }

    @Test
    void oneThatMovedALibraryCardStaysAndSoDoesTheOneWhoseManaPaidForIt() {
        ManaJournal j = new ManaJournal(ManaPool.EMPTY);
        j.record(1, 0, null, ManaPool.EMPTY, R, false); // Mountain: {R}
        j.record(5, 0, null, ManaPool.EMPTY, U, false); // Island: {U}, not spent on the Sphere
        j.record(2, 0, U, R, U, true);                 // Sphere: {R} spent, draws a card
        assertEquals(List.of(1, 2), sources(j));
    }

    @Test
    void manaThatWasInThePoolBeforeTheActionIsSpentFirst() {
        ManaJournal j = new ManaJournal(R);
        j.record(1, 0, null, ManaPool.EMPTY, R, false);
        j.record(2, 0, U, R, U, true);
        assertEquals(List.of(2), sources(j));
    }

    @Test
    void theChainIsFollowedBackThroughEveryActivationThatPaidForAKeptOne() {
        ManaJournal j = new ManaJournal(ManaPool.EMPTY);
        j.record(1, 0, null, ManaPool.EMPTY, R, false);
        j.record(2, 0, U, R, U, false); // paid by 1
        j.record(3, 0, R, U, R, true);  // paid by 2, moved a library card
        assertEquals(List.of(1, 2, 3), sources(j));
    }
}
