package dev.arbiter.cards.explain;

import static dev.arbiter.cards.explain.TestCards.card;
import static dev.arbiter.cards.explain.TestCards.creature;
import static dev.arbiter.cards.explain.TestCards.lines;
import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.CostPart;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.KeywordAbility;
import dev.arbiter.engine.ability.Recipient;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.SpellAbility;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.ability.TokenSpec;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.ability.Who;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.characteristic.Color;
import dev.arbiter.engine.mana.ManaCost;
import dev.arbiter.engine.mana.ManaPool;
import java.util.List;
import org.junit.jupiter.api.Test;

/** One-shot effects (610) rendered from their records, and joined the way oracle text joins them. */
class EffectTextTest {

    private static final TargetSpec CREATURE = TargetSpec.one(
            new TargetFilter.PermanentTarget(CardType.CREATURE.bit(), 0, Relation.ANY, 0, null), "");
    private static final TargetSpec PLAYER = TargetSpec.one(new TargetFilter.PlayerTarget(Relation.ANY), "");
    private static final int INSTANT = CardType.INSTANT.bit();

    private static SpellAbility spell(List<TargetSpec> targets, Effect... effects) {
        return new SpellAbility(targets, effects.length == 1 ? effects[0] : new Effect.Sequence(List.of(effects)), "");
    }

    private static ActivatedAbility tap(List<TargetSpec> targets, Effect effect) {
        return new ActivatedAbility(new Cost(ManaCost.ZERO, List.of(new CostPart.TapSelf())), targets, effect, false,
                ActivatedAbility.Timing.INSTANT, "");
    }

    @Test
    void twoPredicatesOfOneTargetShareItAndOneDuration() {
        var def = card("Test Strike", INSTANT, List.of(), spell(List.of(CREATURE),
                new Effect.PumpUntilEndOfTurn(new Subject.TargetObject(0), 1, 0),
                new Effect.GainAbilityUntilEndOfTurn(new Subject.TargetObject(0), new KeywordAbility(Keyword.FIRST_STRIKE))));
        assertThat(lines(def)).containsExactly("Target creature gets +1/+0 and gains first strike until end of turn.");
    }

    @Test
    void twoTargetsOfOneKindAreNamedEachTime() {
        var def = card("Test Warp", INSTANT, List.of(), spell(List.of(CREATURE, CREATURE),
                new Effect.PumpUntilEndOfTurn(new Subject.TargetObject(0), -3, 0),
                new Effect.PumpUntilEndOfTurn(new Subject.TargetObject(1), 0, -3)));
        assertThat(lines(def)).containsExactly(
                "Target creature gets -3/-0 until end of turn and target creature gets -0/-3 until end of turn.");
    }

    @Test
    void aPlayerNamedAgainIsThatPlayerOrSharesTheSubject() {
        var def = card("Test Bargain", INSTANT, List.of(), spell(List.of(PLAYER),
                new Effect.DrawCards(new Who.TargetPlayer(0), Amount.of(2)),
                new Effect.LoseLife(new Who.TargetPlayer(0), Amount.of(2))));
        assertThat(lines(def)).containsExactly("Target player draws two cards and loses 2 life.");
    }

    @Test
    void aDrawThenADiscardIsALoot_andAnInstructionAfterAStatementStartsASentence() {
        var loot = creature("Test Looter", tap(List.of(), new Effect.Sequence(List.of(
                new Effect.DrawCards(new Who.You(), Amount.of(1)),
                new Effect.Discard(new Who.You(), Amount.of(1), false)))));
        assertThat(lines(loot)).containsExactly("{T}: Draw a card, then discard a card.");
        var salve = card("Test Salve", INSTANT, List.of(), spell(List.of(),
                new Effect.GainLife(new Who.You(), Amount.of(3)), new Effect.DrawCards(new Who.You(), Amount.of(1))));
        assertThat(lines(salve)).containsExactly("You gain 3 life. Draw a card.");
        var rager = creature("Test Rager", new TriggeredAbility(new Trigger.EntersBattlefield(), List.of(),
                new Effect.Sequence(List.of(new Effect.DrawCards(new Who.You(), Amount.of(1)),
                        new Effect.LoseLife(new Who.You(), Amount.of(1)))), ""));
        assertThat(lines(rager)).containsExactly(
                "When Test Rager enters the battlefield, you draw a card and you lose 1 life.");
    }

    @Test
    void theSourceNamedAgainIsIt_orItsNameInTheNamedRendering() {
        var def = creature("Test Firefiend", new TriggeredAbility(new Trigger.Dies(), List.of(CREATURE),
                new Effect.DealDamage(Amount.of(2), new Recipient.Target(0)), ""));
        assertThat(CardExplainer.lines(def, true))
                .containsExactly("When Test Firefiend dies, it deals 2 damage to target creature.");
        assertThat(CardExplainer.lines(def, false))
                .containsExactly("When Test Firefiend dies, Test Firefiend deals 2 damage to target creature.");
    }

    @Test
    void twoDamageEffectsOfOneSourceShareTheVerb() {
        var def = card("Test Blast", INSTANT, List.of(), spell(List.of(TargetSpec.one(new TargetFilter.AnyTarget(), "")),
                new Effect.DealDamage(Amount.of(4), new Recipient.Target(0)),
                new Effect.DealDamage(Amount.of(2), new Recipient.Player(new Who.You()))));
        assertThat(lines(def)).containsExactly("Test Blast deals 4 damage to any target and 2 damage to you.");
    }

    @Test
    void aCountIsWrittenAsXWithWhereOrForEach() {
        var world = card("Test World", CardType.ENCHANTMENT.bit(), List.of(), new TriggeredAbility(
                new Trigger.BeginningOfStep(dev.arbiter.engine.timing.Step.UPKEEP, false), List.of(),
                new Effect.DealDamage(new Amount.MinusCardsInThatPlayersHand(4), new Recipient.Player(new Who.ThatPlayer())), ""));
        assertThat(lines(world)).containsExactly("At the beginning of each player's upkeep, Test World deals X damage to"
                + " that player, where X is 4 minus the number of cards in their hand.");
        var gain = card("Test Gain", INSTANT, List.of(), spell(List.of(), new Effect.GainLife(new Who.You(),
                new Amount.CountCardsInYourGraveyard(CardType.CREATURE.bit()))));
        assertThat(lines(gain)).containsExactly("You gain 1 life for each creature card in your graveyard.");
    }

    @Test
    void upToTwoTargetsTakeEachOf() {
        var def = card("Test Preparations", CardType.SORCERY.bit(), List.of(), spell(List.of(new TargetSpec(
                CREATURE.filter(), 0, 2, "")), new Effect.PutCounters(new Subject.TargetObject(0), "+1/+1", Amount.of(1))));
        assertThat(lines(def)).containsExactly("Put a +1/+1 counter on each of up to two target creatures.");
    }

    @Test
    void destroyWithoutRegenerationCounteringAndCopying() {
        TargetSpec wall = TargetSpec.one(new TargetFilter.PermanentTarget(0, 0, Relation.ANY, 0, "Wall"), "");
        assertThat(lines(card("Test Wrecker", INSTANT, List.of(), spell(List.of(wall),
                new Effect.DestroyNoRegeneration(new Subject.TargetObject(0))))))
                .containsExactly("Destroy target Wall. It can't be regenerated.");
        TargetSpec spell = TargetSpec.one(new TargetFilter.SpellTarget(CardType.INSTANT.bit() | CardType.SORCERY.bit()), "");
        assertThat(lines(card("Test Twin", INSTANT, List.of(), spell(List.of(spell),
                new Effect.CopyTargetSpell(0, Color.RED.bit(), true)))))
                .containsExactly("Copy target instant or sorcery spell, except that the copy is red."
                        + " You may choose new targets for the copy.");
        assertThat(lines(card("Test Tax", CardType.ENCHANTMENT.bit(), List.of(), new TriggeredAbility(
                new Trigger.PlayerCastsSpell(), List.of(), new Effect.CounterSpell(new Subject.ThatObject(),
                ManaCost.parse("{3}")), ""))))
                .containsExactly("Whenever a player casts a spell, counter it unless that player pays {3}.");
    }

    @Test
    void tokensWithTheirAbilitiesAndManaInOracleOrder() {
        TokenSpec insect = new TokenSpec("Insect Token", Color.GREEN.bit(), CardType.CREATURE.bit(), List.of("Insect"),
                1, 1, List.of(new KeywordAbility(Keyword.FLYING), new KeywordAbility(Keyword.DEATHTOUCH)));
        assertThat(lines(card("Test Queen", INSTANT, List.of(), spell(List.of(),
                new Effect.CreateTokens(Amount.of(4), insect)))))
                .containsExactly("Create four 1/1 green Insect creature tokens with flying and deathtouch.");
        assertThat(lines(creature("Test Signet", tap(List.of(), new Effect.AddMana(List.of(ManaPool.parse("{G}{W}")))))))
                .containsExactly("{T}: Add {G}{W}.");
        assertThat(lines(creature("Test Naya", tap(List.of(), new Effect.AddMana(List.of(ManaPool.parse("{R}{G}{W}")))))))
                .containsExactly("{T}: Add {R}{G}{W}.");
        assertThat(lines(creature("Test Abzan", tap(List.of(), new Effect.AddMana(List.of(ManaPool.parse("{W}{B}{G}")))))))
                .containsExactly("{T}: Add {W}{B}{G}.");
        List<ManaPool> anyOne = List.of(ManaPool.parse("{W}{W}{W}"), ManaPool.parse("{U}{U}{U}"),
                ManaPool.parse("{B}{B}{B}"), ManaPool.parse("{R}{R}{R}"), ManaPool.parse("{G}{G}{G}"));
        assertThat(lines(creature("Test Lotus", tap(List.of(), new Effect.AddMana(anyOne)))))
                .containsExactly("{T}: Add three mana of any one color.");
    }
}
