package dev.arbiter.bench.game;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.state.GameState;
import org.openjdk.jol.info.GraphLayout;

import java.util.List;
import java.util.Locale;

/**
 * Issue 13: the memory of a state in the middle of a game, and what a fork costs. A fork is the
 * same immutable value shared (0 bytes); what one more state costs is what a choice applied to
 * the fork adds on top of it (the persistent collections share everything else). Card
 * definitions are shared by every state and game, so they are counted apart.
 * <p>
 * Run: {@code java -Djdk.attach.allowAttachSelf=true -cp bench/target/benchmarks.jar dev.arbiter.bench.game.StateFootprint}
 */
public final class StateFootprint {
    private StateFootprint() {
    }

    public static void main(String[] args) {
        System.out.println("seed  turn  objects  state bytes (no caches)  with caches  card definitions  + after pass  + after first action");
        for (long seed = 1; seed <= 5; seed++) {
            GameState s = MidGame.of(seed);
            GameState bare = s.withConfig(s.config()); // an equal state without its lazily filled caches
            List<?> cards = bare.objects().map(o -> o.card()).distinct().toJavaList();
            GraphLayout cardGraph = GraphLayout.parseInstance(cards.toArray());
            long state = GraphLayout.parseInstance(bare).subtract(cardGraph).totalSize();
            Decision d = Game.decision(s); // fills the decision cache as any reader does
            s.objects().forEach(o -> dev.arbiter.engine.layers.Layers.of(s, o.id()));
            long withCaches = GraphLayout.parseInstance(s).subtract(cardGraph).totalSize();
            long passAdds = added(bare, Game.apply(bare, new Choice.Pass(), false).state(), cardGraph);
            Choice first = d instanceof Decision.Priority p ? p.actions().get(0) : null;
            long actionAdds = first == null ? -1 : added(bare, Game.apply(bare, first, false).state(), cardGraph);
            System.out.printf(Locale.ROOT, "%4d  %4d  %7d  %23d  %11d  %16d  %12d  %19d%n", seed, s.turn().number(),
                    s.objects().size(), state, withCaches, cardGraph.totalSize(), passAdds, actionAdds);
        }
    }

    /** Bytes {@code next} adds to {@code base} (objects reachable from next and not from base or the cards). */
    private static long added(GameState base, GameState next, GraphLayout cards) {
        GraphLayout both = GraphLayout.parseInstance(base, next).subtract(cards);
        GraphLayout alone = GraphLayout.parseInstance(base).subtract(cards);
        return both.totalSize() - alone.totalSize();
    }
}
