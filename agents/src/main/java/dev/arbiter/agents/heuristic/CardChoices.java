package dev.arbiter.agents.heuristic;

import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Choices about one's own cards that need no lookahead: keeping a hand (103.4: two to four lands
 * in seven; after two mulligans two lands and two spells; any hand after three), the cards to put
 * on the bottom after a mulligan (lands beyond two, or three beside two spells of mana value three or more, then
 * the weakest creature cards) and to
 * discard (701.8; cleanup 514.1) — lands once there are enough, else the most expensive spells —
 * and sensible defaults for the other labelled options.
 */
public final class CardChoices {
    /** Lands wanted in hand and on the battlefield together for the bench decks' curve. */
    private static final int ENOUGH_LANDS = 5;
    /**
     * Spells a kept opening hand has at least (beside two lands at least). Measured with the
     * heuristic (red) against random over 2,000 games: seven-card hands with 2 / 3 / 4 / 5 lands
     * won 93.6 / 96.2 / 88.3 / 82.1 %, six-card hands with 2 / 3 / 4 lands 89.7 / 84.3 / 78.2 %;
     * a mulligan averaged 80.5 %. So spells are kept over a fourth land; sending five lands in
     * seven back is about even (docs/PERFORMANCE.md, session 19). See {@link #MULLIGAN_LANDS} for the bottom.
     */
    private static final int SPELLS_KEPT = 3;
    /**
     * The most lands a hand keeps after putting cards on the bottom for a mulligan (103.5, London mulligan: the
     * hand is drawn whole, then one card per mulligan goes to the bottom): further lands go first, then the
     * weakest creature cards ({@link #weakestCreature}). Two lands with the spells rather than three: on the bench
     * decks (red-simple heuristic against random green-simple, 16,000 paired deals, seeds 11-26) 15,089 wins
     * against 15,021 when a third land was kept (docs/PERFORMANCE.md, "Agents, stop 30"); three had been kept since session 19.
     */
    private static final int MULLIGAN_LANDS = 2;
    /** Spells of mana value three or more beside which a mulligan's hand keeps a third land ({@link #mulliganLands}). */
    private static final int DEAR_SPELLS = 2;

    private CardChoices() {
    }

    static int option(GameState state, Decision.Option o) {
        GameState s = Game.view(state);
        String prompt = o.prompt().toLowerCase(Locale.ROOT);
        if (prompt.startsWith("who takes the first turn")) return Math.min(o.player(), o.options().size() - 1);
        if (prompt.startsWith("keep this hand")) return keep(s, o.player()) ? 0 : 1;
        if (prompt.startsWith("draw a card?")) return s.player(o.player()).library().size() > 5 ? 0 : Math.min(1, o.options().size() - 1);
        return 0;
    }

    /**
     * Seed 103.4 mulligan: keep two to four lands in seven; after two mulligans (five cards kept,
     * 103.5) any hand that can keep two lands and two spells; after three, any hand. The loss oracle
     * (docs/PERFORMANCE.md, session 22) found keeping every third hand, lands or none, losing.
     */
    static boolean keep(GameState s, int me) {
        var ps = s.player(me);
        if (ps.mulligans() >= 3) return true;
        int lands = 0;
        for (int id : ps.hand()) if (s.object(id).card().is(CardType.LAND)) lands++;
        int size = ps.hand().size();
        if (ps.mulligans() == 2) return lands >= 2 && size - lands >= 2;
        return lands >= 2 && lands <= Math.max(2, size - SPELLS_KEPT);
    }

    private static int handLands(GameState s, List<Integer> ids) {
        int n = 0;
        for (int id : ids) if (s.object(id).card().is(CardType.LAND)) n++;
        return n;
    }

    static List<Integer> objects(GameState state, Decision.Objects o) {
        GameState s = Game.view(state);
        String prompt = o.prompt().toLowerCase(Locale.ROOT);
        boolean mine = true;
        for (int id : o.candidates()) mine &= id < s.objects().size() && s.object(id).owner() == o.player();
        if (mine && (prompt.startsWith("discard") || prompt.startsWith("put "))) return worst(s, o.player(), o.candidates(), o.min());
        int n = Math.min(o.candidates().size(), Math.max(o.min(), Math.min(1, o.max())));
        if (prompt.startsWith("order") || prompt.startsWith("legend")) n = Math.max(o.min(), Math.min(o.max(), o.candidates().size()));
        return QuickAnswers.first(o.candidates(), n);
    }

    /**
     * The most lands a mulligan's hand keeps (103.5): {@link #MULLIGAN_LANDS}, or one more when at least
     * {@link #DEAR_SPELLS} of the cards left are spells of mana value three or more, which the third land casts on
     * curve. On the bench decks (red-simple heuristic against random, seeds 1-7 in both seat orders, 14,000 paired
     * deals) 13,346 wins against 13,328 with two lands always (docs/PERFORMANCE.md, "Issue 12, stop 37").
     */
    private static int mulliganLands(GameState s, List<Integer> left) {
        int dear = 0;
        for (int id : left) {
            CardDefinition c = s.object(id).card();
            if (!c.is(CardType.LAND) && c.manaCost().manaValue() >= 3) dear++;
        }
        return dear >= DEAR_SPELLS ? MULLIGAN_LANDS + 1 : MULLIGAN_LANDS;
    }

    /**
     * Of two creature cards of the same mana value, whether {@code id} is worth less on the battlefield
     * ({@link Evaluation#creature}): it goes first. Measured on the bench decks (red-simple heuristic against random,
     * 16,000 paired deals, seeds 11-26): 15,114 wins against 15,089 when the first found went.
     */
    private static boolean weaker(GameState s, int id, Integer than) {
        if (than == null) return false;
        var a = Layers.of(s, id);
        var b = Layers.of(s, than);
        return a.isCreature() && b.isCreature() && Evaluation.creature(a) < Evaluation.creature(b);
    }

    /**
     * For the London mulligan's bottom (103.5), when every spell left is a creature card: the one worth least on the
     * battlefield ({@link Evaluation#creature}; the first found of equal worth), whatever its mana value, else null.
     * The hand already keeps its lands (at most {@link #MULLIGAN_LANDS}), so a dear creature is castable later while
     * a small one is a weak draw late: on the bench decks (red-simple heuristic against random, seeds 1-7, 7,000
     * paired deals) it won more than putting the dearest spell on the bottom (docs/PERFORMANCE.md, "Issue 12, stop
     * 34"). Discards (514.1) keep the dearest-first rule.
     */
    private static Integer weakestCreature(GameState s, List<Integer> left) {
        Integer pick = null;
        double least = Double.POSITIVE_INFINITY;
        for (int id : left) {
            if (s.object(id).card().is(CardType.LAND)) continue;
            var ch = Layers.of(s, id);
            if (!ch.isCreature()) return null;
            double w = Evaluation.creature(ch);
            if (w < least) {
                least = w;
                pick = id;
            }
        }
        return pick;
    }

    /**
     * The {@code n} cards of {@code candidates} the player misses least: spare lands, then the dearest spells (of
     * creatures of one mana value, the {@link #weaker} first); for a mulligan's bottom, the {@link #weakestCreature}.
     */
    static List<Integer> worst(GameState s, int me, List<Integer> candidates, int n) {
        int lands = 0;
        for (int id : s.battlefield()) {
            GameObject o = s.object(id);
            if (o.controller() == me && Layers.of(s, o).isLand()) lands++;
        }
        List<Integer> left = new ArrayList<>(candidates);
        for (int id : left) if (s.object(id).card().is(CardType.LAND)) lands++;
        List<Integer> out = new ArrayList<>();
        while (out.size() < n && !left.isEmpty()) {
            Integer pick = null;
            if (lands > ENOUGH_LANDS || s.turn().number() == 0 && handLands(s, left) > mulliganLands(s, left)) {
                for (int id : left) if (s.object(id).card().is(CardType.LAND)) { pick = id; break; }
            }
            if (pick == null && s.turn().number() == 0) pick = weakestCreature(s, left);
            if (pick == null) {
                int bestCost = -1;
                for (int id : left) {
                    CardDefinition c = s.object(id).card();
                    if (c.is(CardType.LAND)) continue;
                    if (c.manaCost().manaValue() > bestCost || c.manaCost().manaValue() == bestCost && weaker(s, id, pick)) {
                        bestCost = c.manaCost().manaValue();
                        pick = id;
                    }
                }
            }
            if (pick == null) pick = left.get(0);
            if (s.object(pick).card().is(CardType.LAND)) lands--;
            left.remove(pick);
            out.add(pick);
        }
        return out;
    }
}
