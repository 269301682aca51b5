package dev.arbiter.engine.loops;

import dev.arbiter.engine.decision.Choice;
import io.vavr.collection.Vector;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The loop history's move log behaves as an immutable list, forks included (what search does to states). */
class MoveLogTest {
    private static Move move(int k) {
        return new Move(null, new Choice.Pass(), Vector.empty(), k % 2, true, k);
    }

    @Test
    void appendingToAnOlderLogLeavesTheNewerOneAsItWas() {
        MoveLog base = MoveLog.EMPTY.append(move(1)).append(move(2));
        MoveLog a = base.append(move(3)).append(move(4));
        MoveLog b = base.append(move(30)); // a fork from base: must not overwrite a's third move
        assertEquals(3, a.get(2).quickKey());
        assertEquals(4, a.get(3).quickKey());
        assertEquals(30, b.get(2).quickKey());
        assertEquals(2, base.size());
        assertThrows(IndexOutOfBoundsException.class, () -> base.get(2));
        assertEquals(List.of(3L, 4L), a.from(2).map(Move::quickKey).asJava());
    }

    @Test
    void randomForksAgreeWithPlainLists() {
        long seed = 20261126L;
        Random rnd = new Random(seed);
        List<MoveLog> logs = new ArrayList<>(List.of(MoveLog.EMPTY));
        List<List<Move>> lists = new ArrayList<>(List.of(List.of()));
        for (int step = 0; step < 5_000; step++) {
            int from = rnd.nextInt(logs.size());
            Move m = move(step);
            logs.add(logs.get(from).append(m));
            List<Move> l = new ArrayList<>(lists.get(from));
            l.add(m);
            lists.add(l);
        }
        for (int i = 0; i < logs.size(); i++) {
            MoveLog log = logs.get(i);
            assertEquals(lists.get(i).size(), log.size(), "seed " + seed + ", log " + i);
            for (int k = 0; k < log.size(); k++) assertEquals(lists.get(i).get(k).quickKey(), log.get(k).quickKey(), "seed " + seed);
        }
    }

    @Test
    void equalityIsByMovesInOrder() {
        MoveLog a = MoveLog.EMPTY.append(move(1)).append(move(2));
        MoveLog b = MoveLog.EMPTY.append(move(1)).append(move(2));
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
        assertNotEquals(a, MoveLog.EMPTY.append(move(2)).append(move(1)));
        assertNotEquals(a, a.append(move(3)));
    }
}
