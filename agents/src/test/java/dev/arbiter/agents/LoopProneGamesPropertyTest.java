package dev.arbiter.agents;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.KeywordAbility;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.ability.Who;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.characteristic.Supertype;
import dev.arbiter.engine.game.GameSetup;
import dev.arbiter.engine.game.PlayerSetup;
import dev.arbiter.engine.mana.ManaCost;
import dev.arbiter.engine.rules.RulesEdition;
import dev.arbiter.engine.state.GameConfig;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 6: random games with loop-prone cards (free repeatable abilities, abilities that undo each
 * other, triggers that feed each other) always terminate, in both rules editions, and every
 * rejected choice leaves the state as it was (checked by the shared harness).
 */
class LoopProneGamesPropertyTest {
    static final int GAMES = Integer.getInteger("arbiter.loopGames", 2000);

    static ActivatedAbility free(Effect e, List<TargetSpec> targets, String text) {
        return new ActivatedAbility(new Cost(ManaCost.parse("{0}"), List.of()), targets, e, false,
                ActivatedAbility.Timing.INSTANT, text);
    }

    static CardDefinition card(String name, String cost, int types, Integer p, Integer t, Ability... abilities) {
        return new CardDefinition(name, ManaCost.parse(cost), true, -1, 0, types, List.of(), p, t, null, List.of(abilities),
                List.of());
    }

    static final CardDefinition FOUNTAIN = card("Fountain", "{1}", CardType.ARTIFACT.bit(), null, null,
            free(new Effect.GainLife(new Who.You(), Amount.of(1)), List.of(), "{0}: You gain 1 life."));
    static final CardDefinition DRAKE = card("Wind Drake", "{1}", CardType.CREATURE.bit(), 2, 2,
            free(new Effect.GainAbility(new Subject.Self(), new KeywordAbility(Keyword.FLYING)), List.of(), "{0}: ~ gains flying."));
    static final CardDefinition ROD = card("Grounding Rod", "{1}", CardType.ARTIFACT.bit(), null, null,
            free(new Effect.LoseKeyword(new Subject.TargetObject(0), Keyword.FLYING, false),
                    List.of(TargetSpec.one(new TargetFilter.PermanentTarget(CardType.CREATURE.bit(), 0, Relation.ANY, 0, null),
                            "target creature")), "{0}: Target creature loses flying."));
    static final CardDefinition ECHO = card("Echo Chamber", "{2}", CardType.ENCHANTMENT.bit(), null, null,
            new TriggeredAbility(new Trigger.YouGainLife(), List.of(), new Effect.GainLife(new Who.EachOpponent(), Amount.of(1)),
                    "Whenever you gain life, each opponent gains 1 life."));
    static final CardDefinition BEAR = card("Bear", "{1}", CardType.CREATURE.bit(), 2, 2);
    static final CardDefinition WASTES = new CardDefinition("Wastes", ManaCost.ZERO, false, -1, Supertype.BASIC.bit(),
            CardType.LAND.bit(), List.of(), null, null, null, List.of(new ActivatedAbility(
            new Cost(ManaCost.ZERO, List.of(new dev.arbiter.engine.ability.CostPart.TapSelf())), List.of(),
            new Effect.AddMana(List.of(dev.arbiter.engine.mana.ManaPool.parse("{C}"))), true,
            ActivatedAbility.Timing.INSTANT, "{T}: Add {C}.")), List.of());

    static List<CardDefinition> deck(CardDefinition... spells) {
        List<CardDefinition> out = new ArrayList<>();
        for (int i = 0; i < 24; i++) out.add(WASTES);
        for (int i = 0; out.size() < 60; i++) out.add(spells[i % spells.length]);
        return out;
    }

    @Test
    void gamesWithLoopProneCardsAlwaysTerminateInBothEditions() {
        List<CardDefinition> a = deck(FOUNTAIN, DRAKE, ECHO, BEAR);
        List<CardDefinition> b = deck(ROD, FOUNTAIN, ECHO, BEAR);
        int loopDraws = 0;
        for (long seed = 1; seed <= GAMES; seed++) {
            RulesEdition e = seed % 2 == 0 ? RulesEdition.SEED : RulesEdition.CURRENT;
            GameSetup setup = new GameSetup(List.of(new PlayerSetup("alice", a), new PlayerSetup("bob", b)), seed,
                    GameConfig.STANDARD.withEdition(e), 20);
            MatchResult r = RandomGamesPropertyTest.checkGame(setup, seed); // ends, keeps invariants, replays
            if (r.finalState().outcome().reason().contains("421.4")) loopDraws++;
        }
        // The mutual life-gain triggers make mandatory loops: some games must have ended that way.
        assertThat(loopDraws).isPositive();
    }
}
