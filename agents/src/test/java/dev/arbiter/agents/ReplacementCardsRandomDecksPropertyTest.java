package dev.arbiter.agents;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.cards.compile.CompileResult;
import dev.arbiter.cards.compile.OracleCompiler;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.cards.text.CardTextReader;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.SpellAbility;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.game.GameSetup;
import dev.arbiter.engine.game.PlayerSetup;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Random games (seeded) whose decks are built from the supported public cards with prevention,
 * redirection and damage or life replacement effects, entering replacements and "can't be
 * countered" (615, 614, 616, 122.1c, 101.2), so that those rules meet random play: every invariant
 * holds after every choice, no exception escapes, games replay exactly; a failure names its seeds.
 */
class ReplacementCardsRandomDecksPropertyTest {
    static final int DECK_PAIRS = Integer.getInteger("arbiter.replacementDeckPairs", 12);
    private static final String PUBLIC = "/dev/arbiter/cards/public/all-2022-public.txt";

    @Test
    void randomDecksOfReplacementCardsKeepEveryInvariant() throws Exception {
        List<CardDefinition> cards = replacementCards();
        assertThat(cards).as("supported public cards with replacement or prevention effects").hasSizeGreaterThan(60);
        for (long seed = 1; seed <= DECK_PAIRS; seed++) {
            Random rng = new Random(seed);
            List<CardDefinition> a = deck(cards, rng);
            List<CardDefinition> b = deck(cards, rng);
            for (int g = 0; g < 2; g++) {
                long gameSeed = seed * 1000 + g;
                try {
                    RandomGamesPropertyTest.checkGame(GameSetup.twoPlayer(new PlayerSetup("alice", a),
                            new PlayerSetup("bob", b), gameSeed), gameSeed);
                } catch (AssertionError | RuntimeException e) {
                    throw new AssertionError("deck seed " + seed + ", game seed " + gameSeed + "; decks "
                            + a.stream().map(CardDefinition::name).distinct().toList() + " vs "
                            + b.stream().map(CardDefinition::name).distinct().toList() + ": " + e.getMessage(), e);
                }
            }
        }
    }

    private static List<CardDefinition> replacementCards() throws Exception {
        String text;
        try (InputStream in = getResource()) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        OracleCompiler compiler = new OracleCompiler();
        List<CardDefinition> out = new ArrayList<>();
        for (CardText card : CardTextReader.readLenient("all-2022-public.txt", text).cards()) {
            if (compiler.compile(card) instanceof CompileResult.Supported s && s.def().abilities().stream()
                    .anyMatch(ReplacementCardsRandomDecksPropertyTest::replaces)) {
                out.add(s.def());
            }
        }
        return out;
    }

    private static InputStream getResource() {
        return ReplacementCardsRandomDecksPropertyTest.class.getResourceAsStream(PUBLIC);
    }

    /** Whether an ability is one of the replacement or prevention kinds this test is about. */
    private static boolean replaces(Ability a) {
        if (a instanceof StaticAbility st) {
            StaticEffect e = st.effect();
            return e instanceof StaticEffect.PreventDamage || e instanceof StaticEffect.RedirectDamage
                    || e instanceof StaticEffect.ModifyDamage || e instanceof StaticEffect.ModifyLifeGain
                    || e instanceof StaticEffect.EntersTappedUnlessYouControl || e instanceof StaticEffect.EntersTappedUnlessPaid
                    || e instanceof StaticEffect.PermanentsEnterTapped || e instanceof StaticEffect.OthersEnterWithCounters
                    || e instanceof StaticEffect.CantBeCountered
                    || (e instanceof StaticEffect.EntersWithCounters w && w.kind().equals("shield"));
        }
        String effect = a instanceof SpellAbility sp ? String.valueOf(sp.effect())
                : a instanceof ActivatedAbility ac ? String.valueOf(ac.effect())
                : a instanceof TriggeredAbility t ? String.valueOf(t.effect()) : "";
        return effect.contains("PreventDamage[") || effect.contains("kind=shield");
    }

    private static List<CardDefinition> deck(List<CardDefinition> cards, Random rng) {
        return TwoColourDecks.deck(cards, rng);
    }
}
