package dev.arbiter.agents;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.cards.compile.CompileResult;
import dev.arbiter.cards.compile.OracleCompiler;
import dev.arbiter.cards.pool.CardPool;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.cards.text.CardTextReader;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.characteristic.Color;
import dev.arbiter.engine.game.GameSetup;
import dev.arbiter.engine.game.PlayerSetup;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Predicate;

/**
 * The random-deck property tests' shared part: the supported cards of the bundled public 2022 list,
 * random two-colour decks of them, and seeded games between such decks with every invariant checked
 * ({@link RandomGamesPropertyTest#checkGame}); a failure names its deck and game seeds.
 */
final class PublicCardDecks {
    private static final String PUBLIC = "/dev/arbiter/cards/public/all-2022-public.txt";
    private static final String[] BASICS = {"Plains", "Island", "Swamp", "Mountain", "Forest"};

    private PublicCardDecks() {
    }

    /** The public list's cards the compiler supports and {@code keep} accepts. */
    static List<CardDefinition> supported(Predicate<CardDefinition> keep) throws Exception {
        String text;
        try (InputStream in = PublicCardDecks.class.getResourceAsStream(PUBLIC)) {
            assertThat(in).as("the bundled public card list " + PUBLIC).isNotNull();
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        OracleCompiler compiler = new OracleCompiler();
        List<CardDefinition> out = new ArrayList<>();
        for (CardText card : CardTextReader.readLenient("all-2022-public.txt", text).cards()) {
            if (compiler.compile(card) instanceof CompileResult.Supported s && keep.test(s.def())) out.add(s.def());
        }
        return out;
    }

    /** For deck seeds 1..{@code deckPairs}: two random decks of {@code cards}, {@code gamesPerPair} checked games. */
    static void playPairs(List<CardDefinition> cards, int deckPairs, int gamesPerPair) {
        for (long seed = 1; seed <= deckPairs; seed++) {
            Random rng = new Random(seed);
            List<CardDefinition> a = deck(cards, rng);
            List<CardDefinition> b = deck(cards, rng);
            for (int g = 0; g < gamesPerPair; g++) {
                long gameSeed = seed * 1000 + g;
                try {
                    GameSetup setup = GameSetup.twoPlayer(new PlayerSetup("alice", a), new PlayerSetup("bob", b), gameSeed);
                    // 407.3: decks with ante cards are played for ante
                    boolean ante = dev.arbiter.engine.effects.Ante.refusal("alice", a, false) != null
                            || dev.arbiter.engine.effects.Ante.refusal("bob", b, false) != null;
                    if (ante) setup = new GameSetup(setup.players(), gameSeed, setup.config().withAnte(true), setup.startingLife());
                    RandomGamesPropertyTest.checkGame(setup, gameSeed);
                } catch (AssertionError | RuntimeException e) {
                    throw new AssertionError("deck seed " + seed + ", game seed " + gameSeed + "; decks "
                            + names(a) + " vs " + names(b) + ": " + e.getMessage(), e);
                }
            }
        }
    }

    /** Two random colours: 24 basic lands and nine of the cards that fit, four of each. */
    static List<CardDefinition> deck(List<CardDefinition> cards, Random rng) {
        int first = rng.nextInt(5);
        int second = (first + 1 + rng.nextInt(4)) % 5;
        int mask = Color.values()[first].bit() | Color.values()[second].bit();
        List<CardDefinition> fits = new ArrayList<>();
        for (CardDefinition d : cards) if ((d.colors() & ~mask) == 0) fits.add(d);
        List<CardDefinition> deck = new ArrayList<>();
        for (int k = 0; k < 9; k++) {
            CardDefinition d = fits.get(rng.nextInt(fits.size()));
            for (int c = 0; c < 4; c++) deck.add(d);
        }
        CardPool pool = CardPool.bundled();
        for (int k = 0; k < 12; k++) {
            deck.add(pool.definition(BASICS[first]));
            deck.add(pool.definition(BASICS[second]));
        }
        return deck;
    }

    private static String names(List<CardDefinition> deck) {
        return deck.stream().map(CardDefinition::name).distinct().toList().toString();
    }
}
