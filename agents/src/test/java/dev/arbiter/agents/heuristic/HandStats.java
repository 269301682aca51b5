package dev.arbiter.agents.heuristic;

import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A tool, not a test (docs/PERFORMANCE.md, "Issue 12, stop 37"): the games of {@code sim --agents heuristic,random}
 * (red-simple against green-simple, the same seeds and seats as {@code Simulation}; {@code -Doracle.greenFirst=true}
 * for the other seat order), red's opening-hand decisions (103.5) against the games' results, with no play-outs.
 * A mulligan reshuffles the whole hand, so the games in which red took a mulligan at a given count, on the play or
 * on the draw, measure what a mulligan there is worth whatever the hand was; each kind of kept hand's own win rate
 * is set against it. Prints, per seed list, the mulligan's worth ({@code mull m=M play=P}) and the kept hands by
 * mulligans, play, lands in the seven drawn and spells of mana value at most 2 ({@code kept m=M play=P lands=L
 * cheap=C}), and with a third argument one line a game (the keep decisions' hands, the bottom, the result,
 * lands at red's fourth turn and at the end). {@code java -cp agents/target/test-classes:cli/target/arbiter.jar
 * dev.arbiter.agents.heuristic.HandStats 1,2,3,4,5,6,7 1000}
 */
public final class HandStats {
    private HandStats() {
    }

    public static void main(String[] args) {
        List<CardDefinition> red = LossOracle.deck("red-simple"), green = LossOracle.deck("green-simple");
        int games = Integer.parseInt(args[1]);
        boolean lines = args.length > 2;
        Map<String, int[]> mull = new TreeMap<>(), kept = new TreeMap<>(); // kind -> {games, red wins}
        for (String seed : args[0].split(",")) {
            long master = Long.parseLong(seed);
            for (int index = 0; index < games; index++) {
                StringBuilder hands = new StringBuilder();
                List<String> mulls = new java.util.ArrayList<>();
                String[] keptKind = {null};
                RedGameReplay.Played game = RedGameReplay.play(master, index, red, green, (s, d, c, redSeat) -> {
                    if (d.player() == redSeat && d instanceof Decision.Option o && o.prompt().startsWith("Keep")) {
                        String key = MulliganOracle.handKey(s, redSeat);
                        boolean keep = ((Choice.ChooseOption) c).index() == 0;
                        hands.append(key.replace(", ", ",")).append(keep ? " keep; " : " mull; ");
                        String kind = key.replaceAll(" mv=.*", "");
                        if (keep) keptKind[0] = kind;
                        else mulls.add(kind.replaceAll(" lands=.*", ""));
                    }
                    if (d.player() == redSeat && d instanceof Decision.Objects o && o.prompt().startsWith("Put")) {
                        hands.append("bottom");
                        for (int id : ((Choice.ChooseObjects) c).ids()) {
                            CardDefinition card = s.object(id).card();
                            hands.append(' ').append(card.is(CardType.LAND) ? "L" : String.valueOf(card.manaCost().manaValue()));
                        }
                        hands.append("; ");
                    }
                });
                boolean won = game.redWon();
                for (String m : mulls) add(mull, m, won);
                if (keptKind[0] != null) add(kept, keptKind[0], won);
                if (lines) System.out.printf("game %d %d won=%d t4=%d end=%d | %s%n", master, index, won ? 1 : 0,
                        game.landsTurn4(), RedGameReplay.lands(game.end(), game.redSeat()), hands);
            }
        }
        mull.forEach((k, g) -> System.out.printf("mull %-36s games %5d, red wins %.3f%n", k, g[0], (double) g[1] / g[0]));
        kept.forEach((k, g) -> System.out.printf("kept %-36s games %5d, red wins %.3f%n", k, g[0], (double) g[1] / g[0]));
    }

    private static void add(Map<String, int[]> m, String key, boolean won) {
        int[] g = m.computeIfAbsent(key, x -> new int[2]);
        g[0]++;
        if (won) g[1]++;
    }
}
