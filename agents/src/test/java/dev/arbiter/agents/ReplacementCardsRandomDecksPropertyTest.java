package dev.arbiter.agents;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.SpellAbility;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.card.CardDefinition;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Random games (seeded) whose decks are built from the supported public cards with prevention,
 * redirection and damage or life replacement effects, entering replacements and "can't be
 * countered" (615, 614, 616, 122.1c, 101.2), so that those rules meet random play: every invariant
 * holds after every choice, no exception escapes, games replay exactly; a failure names its seeds.
 */
class ReplacementCardsRandomDecksPropertyTest {
    static final int DECK_PAIRS = Integer.getInteger("arbiter.replacementDeckPairs", 12);

    @Test
    void randomDecksOfReplacementCardsKeepEveryInvariant() throws Exception {
        List<CardDefinition> cards = PublicCardDecks.supported(
                d -> d.abilities().stream().anyMatch(ReplacementCardsRandomDecksPropertyTest::replaces));
        assertThat(cards).as("supported public cards with replacement or prevention effects").hasSizeGreaterThan(60);
        PublicCardDecks.playPairs(cards, DECK_PAIRS, 2);
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
}
