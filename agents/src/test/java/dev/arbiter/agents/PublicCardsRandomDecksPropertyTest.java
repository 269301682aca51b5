package dev.arbiter.agents;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.cards.compile.CompileResult;
import dev.arbiter.cards.compile.OracleCompiler;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.cards.text.CardTextReader;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.game.GameSetup;
import dev.arbiter.engine.game.PlayerSetup;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Issue 11: decks drawn at random (seeded) from the cards of the public 2022 list that the
 * compiler supports play whole random games with every invariant holding after every choice, no
 * exception escaping, and exact replays; a failure names its seed. Each deck is two colours: 24
 * basic lands and 36 nonland cards of those colours (or colourless), four of each of nine cards.
 */
class PublicCardsRandomDecksPropertyTest {
    static final int DECK_PAIRS = Integer.getInteger("arbiter.publicDeckPairs", 40);
    static final int GAMES_PER_PAIR = 2;
    private static final String PUBLIC = "/dev/arbiter/cards/public/all-2022-public.txt";

    @Test
    void randomDecksOfSupportedPublicCardsKeepEveryInvariant() throws Exception {
        List<CardDefinition> supported = supportedNonland();
        assertThat(supported).as("supported nonland cards of the public list").hasSizeGreaterThan(1000);
        for (long seed = 1; seed <= DECK_PAIRS; seed++) {
            Random rng = new Random(seed);
            List<CardDefinition> a = deck(supported, rng);
            List<CardDefinition> b = deck(supported, rng);
            for (int g = 0; g < GAMES_PER_PAIR; g++) {
                long gameSeed = seed * 1000 + g;
                try {
                    RandomGamesPropertyTest.checkGame(GameSetup.twoPlayer(new PlayerSetup("alice", a),
                            new PlayerSetup("bob", b), gameSeed), gameSeed);
                } catch (AssertionError | RuntimeException e) {
                    throw new AssertionError("deck seed " + seed + ", game seed " + gameSeed + "; decks "
                            + names(a) + " vs " + names(b) + ": " + e.getMessage(), e);
                }
            }
        }
    }

    private static List<CardDefinition> supportedNonland() throws Exception {
        String text;
        try (InputStream in = PublicCardsRandomDecksPropertyTest.class.getResourceAsStream(PUBLIC)) {
            assertThat(in).as("the bundled public card list " + PUBLIC).isNotNull();
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        OracleCompiler compiler = new OracleCompiler();
        List<CardDefinition> out = new ArrayList<>();
        for (CardText card : CardTextReader.readLenient("all-2022-public.txt", text).cards()) {
            if (compiler.compile(card) instanceof CompileResult.Supported s
                    && (s.def().types() & CardType.LAND.bit()) == 0) {
                out.add(s.def());
            }
        }
        return out;
    }

    private static List<CardDefinition> deck(List<CardDefinition> cards, Random rng) {
        return TwoColourDecks.deck(cards, rng);
    }

    private static String names(List<CardDefinition> deck) {
        return deck.stream().map(CardDefinition::name).distinct().toList().toString();
    }
}
