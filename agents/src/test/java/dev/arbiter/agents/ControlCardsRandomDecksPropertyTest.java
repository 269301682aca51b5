package dev.arbiter.agents;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.SpellAbility;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.characteristic.CardType;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Random games (seeded) whose decks are built from the supported public cards that change control
 * (613.1b: "gain control of ...", "You control enchanted creature", exchanges, 701.12) or enter as a
 * copy (707.9), mixed with vanilla creatures to take and copy, so that layer 2 and copy effects meet
 * random play: every invariant holds after every choice, no exception escapes, games replay
 * exactly; a failure names its seeds.
 */
class ControlCardsRandomDecksPropertyTest {
    static final int DECK_PAIRS = Integer.getInteger("arbiter.controlDeckPairs", 10);

    @Test
    void randomDecksOfControlAndCopyCardsKeepEveryInvariant() throws Exception {
        List<CardDefinition> control = PublicCardDecks.supported(
                d -> d.abilities().stream().anyMatch(ControlCardsRandomDecksPropertyTest::changesControlOrCopies));
        assertThat(control).as("supported public cards that change control or enter as a copy").hasSizeGreaterThan(30);
        List<CardDefinition> vanilla = PublicCardDecks.supported(d -> d.is(CardType.CREATURE) && d.abilities().isEmpty());
        List<CardDefinition> cards = new ArrayList<>();
        cards.addAll(control);
        cards.addAll(control); // twice: most picks are the cards under test
        cards.addAll(vanilla.subList(0, Math.min(vanilla.size(), control.size())));
        PublicCardDecks.playPairs(cards, DECK_PAIRS, 2);
    }

    private static boolean changesControlOrCopies(Ability a) {
        if (a instanceof StaticAbility st) {
            return st.effect() instanceof StaticEffect.YouControl || st.effect() instanceof StaticEffect.EntersAsCopy;
        }
        String effect = a instanceof SpellAbility sp ? String.valueOf(sp.effect())
                : a instanceof ActivatedAbility ac ? String.valueOf(ac.effect())
                : a instanceof TriggeredAbility t ? String.valueOf(t.effect()) : "";
        return effect.contains("GainControl[") || effect.contains("ExchangeControl[");
    }
}
