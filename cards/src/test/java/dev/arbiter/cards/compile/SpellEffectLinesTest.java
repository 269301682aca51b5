package dev.arbiter.cards.compile;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.KeywordAbility;
import dev.arbiter.engine.ability.Recipient;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.SpellAbility;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.ability.Who;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.characteristic.Color;
import dev.arbiter.engine.mana.ManaPool;
import java.util.List;
import org.junit.jupiter.api.Test;

class SpellEffectLinesTest {

    private static final TargetFilter CREATURE =
            new TargetFilter.PermanentTarget(CardType.CREATURE.bit(), 0, Relation.ANY, 0, null);

    private static SpellAbility spell(String name) {
        List<Ability> abilities = Compiled.abilities(name);
        assertThat(abilities).hasSize(1).first().isInstanceOf(SpellAbility.class);
        return (SpellAbility) abilities.get(0);
    }

    private static SpellAbility inlineSpell(String card) {
        return (SpellAbility) Compiled.only(card);
    }

    private static List<TargetFilter> filters(SpellAbility s) {
        return s.targets().stream().map(TargetSpec::filter).toList();
    }

    @Test
    void landwalkOfYourChoice_502_6c() {
        SpellAbility s = (SpellAbility) Compiled.only(
                "Test Trailblazing {G}\nInstant\nTarget creature gains landwalk of your choice until end of turn.\n");
        assertThat(s.effect()).isEqualTo(new Effect.GainLandwalkOfChoiceUntilEndOfTurn(new Subject.TargetObject(0)));
    }

    @Test
    void flashbackIsAnAlternativeCostFromTheGraveyard_702_34a() {
        assertThat(Compiled.abilities("Travel Preparations")).contains(
                new dev.arbiter.engine.ability.Flashback(dev.arbiter.engine.mana.ManaCost.parse("{1}{W}")));
        Compiled.unsupported("Test Bear {1}{G}\nCreature — Bear 2/2\nFlashback {2}{G}\n");
    }

    @Test
    void counterTargetSpell_701_5a() {
        SpellAbility cancel = spell("Cancel");
        assertThat(cancel.effect()).isEqualTo(new Effect.CounterSpell(new Subject.TargetObject(0), null));
        assertThat(cancel.targets()).extracting(t -> t.filter())
                .containsExactly(new dev.arbiter.engine.ability.TargetFilter.SpellTarget(0));
        SpellAbility leak = (SpellAbility) Compiled.only(
                "Test Leak {1}{U}\nInstant\nCounter target creature spell unless its controller pays {2}.\n");
        assertThat(leak.effect()).isEqualTo(new Effect.CounterSpell(new Subject.TargetObject(0),
                dev.arbiter.engine.mana.ManaCost.parse("{2}")));
        assertThat(leak.targets()).extracting(t -> t.filter()).containsExactly(new dev.arbiter.engine.ability.TargetFilter
                .SpellTarget(dev.arbiter.engine.characteristic.CardType.CREATURE.bit()));
        SpellAbility sink = (SpellAbility) Compiled.only(
                "Test Sink {X}{U}\nInstant\nCounter target spell unless its controller pays {X}.\n");
        assertThat(sink.effect()).isEqualTo(new Effect.CounterSpell(new Subject.TargetObject(0),
                dev.arbiter.engine.mana.ManaCost.parse("{X}"))); // 107.3a: the X paid for this spell
        Compiled.unsupported("Test Sink {1}{U}\nInstant\nCounter target spell unless its controller pays {X}.\n");
    }

    @Test
    void lightningBoltDealsThreeDamageToAnyTarget() {
        SpellAbility bolt = spell("Lightning Bolt");
        assertThat(filters(bolt)).containsExactly(new TargetFilter.AnyTarget());
        assertThat(bolt.targets().get(0).min()).isEqualTo(1);
        assertThat(bolt.effect()).isEqualTo(new Effect.DealDamage(Amount.of(3), new Recipient.Target(0)));
        assertThat(bolt.text()).isEqualTo("~ deals 3 damage to any target.");
    }

    @Test
    void shockDealsTwo() {
        assertThat(spell("Shock").effect()).isEqualTo(new Effect.DealDamage(Amount.of(2), new Recipient.Target(0)));
    }

    @Test
    void damageToTargetCreatureOrPlayerAndXDamage() {
        SpellAbility s = inlineSpell("""
                Test Zap {X}{R}
                Sorcery
                ~ deals X damage to target creature.
                """);
        assertThat(filters(s)).containsExactly(CREATURE);
        assertThat(s.effect()).isEqualTo(new Effect.DealDamage(new Amount.X(), new Recipient.Target(0)));
        SpellAbility p = inlineSpell("""
                Test Jab {R}
                Instant
                ~ deals 1 damage to target player.
                """);
        assertThat(filters(p)).containsExactly(new TargetFilter.PlayerTarget(Relation.ANY));
    }

    @Test
    void playerOrPlaneswalkerIsOneTargetAndCreatureOrPlayerHasNoFilter() {
        // 115.1: "target player or planeswalker" is one target, a player or a planeswalker
        SpellAbility axe = (SpellAbility) Compiled.abilities("Lava Axe").get(0);
        assertThat(axe.targets()).extracting(TargetSpec::filter)
                .containsExactly(new TargetFilter.PlayerOrPlaneswalker(Relation.ANY));
        assertThat(axe.effect()).isEqualTo(new Effect.DealDamage(Amount.of(5), new Recipient.Target(0)));
        assertThat(Compiled.unsupported("""
                Old Zap {R}
                Instant
                ~ deals 1 damage to target creature or player.
                """).reason()).contains("creature or player");
    }

    @Test
    void ancestralRecallTargetPlayerDrawsThree() {
        SpellAbility s = spell("Ancestral Recall");
        assertThat(filters(s)).containsExactly(new TargetFilter.PlayerTarget(Relation.ANY));
        assertThat(s.effect()).isEqualTo(new Effect.DrawCards(new Who.TargetPlayer(0), Amount.of(3)));
    }

    @Test
    void divinationDrawTwoCards() {
        SpellAbility s = spell("Divination");
        assertThat(s.targets()).isEmpty();
        assertThat(s.effect()).isEqualTo(new Effect.DrawCards(new Who.You(), Amount.of(2)));
    }

    @Test
    void drawFormsAndLifeForms() {
        assertThat(inlineSpell("Test Relic {U}\nInstant\nDraw a card.\n").effect())
                .isEqualTo(new Effect.DrawCards(new Who.You(), Amount.of(1)));
        assertThat(inlineSpell("Test Relic {U}\nInstant\nYou draw 3 cards.\n").effect())
                .isEqualTo(new Effect.DrawCards(new Who.You(), Amount.of(3)));
        assertThat(inlineSpell("Test Relic {U}\nInstant\nTarget player draws a card.\n").effect())
                .isEqualTo(new Effect.DrawCards(new Who.TargetPlayer(0), Amount.of(1)));
        assertThat(inlineSpell("Test Relic {W}\nInstant\nYou gain 4 life.\n").effect())
                .isEqualTo(new Effect.GainLife(new Who.You(), Amount.of(4)));
        assertThat(inlineSpell("Test Relic {W}\nInstant\nTarget player gains 2 life.\n").effect())
                .isEqualTo(new Effect.GainLife(new Who.TargetPlayer(0), Amount.of(2)));
        assertThat(inlineSpell("Test Relic {B}\nSorcery\nTarget opponent loses 3 life.\n").targets())
                .extracting(TargetSpec::filter).containsExactly(new TargetFilter.PlayerTarget(Relation.OPPONENT));
    }

    @Test
    void giantGrowthPumpsTargetCreature() {
        SpellAbility s = spell("Giant Growth");
        assertThat(filters(s)).containsExactly(CREATURE);
        assertThat(s.effect()).isEqualTo(new Effect.PumpUntilEndOfTurn(new Subject.TargetObject(0), 3, 3));
        assertThat(spell("Disorient").effect())
                .isEqualTo(new Effect.PumpUntilEndOfTurn(new Subject.TargetObject(0), -7, 0));
    }

    @Test
    void targetCreatureGainsAKeyword() {
        assertThat(spell("Jump").effect()).isEqualTo(new Effect.GainAbilityUntilEndOfTurn(
                new Subject.TargetObject(0), new KeywordAbility(Keyword.FLYING)));
        assertThat(spell("Kindled Fury").effect()).isEqualTo(new Effect.Sequence(List.of(
                new Effect.PumpUntilEndOfTurn(new Subject.TargetObject(0), 1, 0),
                new Effect.GainAbilityUntilEndOfTurn(new Subject.TargetObject(0), new KeywordAbility(Keyword.FIRST_STRIKE)))));
    }

    @Test
    void destroyTargetPermanents() {
        assertThat(filters(spell("Shatter"))).containsExactly(
                new TargetFilter.PermanentTarget(CardType.ARTIFACT.bit(), 0, Relation.ANY, 0, null));
        assertThat(spell("Shatter").effect()).isEqualTo(new Effect.Destroy(new Subject.TargetObject(0)));
        assertThat(filters(spell("Creeping Mold"))).containsExactly(new TargetFilter.PermanentTarget(
                CardType.ARTIFACT.bit() | CardType.ENCHANTMENT.bit() | CardType.LAND.bit(), 0, Relation.ANY, 0, null));
        assertThat(filters(spell("Deathmark"))).containsExactly(new TargetFilter.PermanentTarget(
                CardType.CREATURE.bit(), 0, Relation.ANY, Color.GREEN.bit() | Color.WHITE.bit(), null));
        assertThat(filters(inlineSpell("Test Relic {B}\nInstant\nDestroy target nonartifact creature you control.\n")))
                .containsExactly(new TargetFilter.PermanentTarget(CardType.CREATURE.bit(), CardType.ARTIFACT.bit(),
                        Relation.YOU, 0, null));
    }

    @Test
    void excludedColoursAndTypesTogetherMakeOneTargetFilter() {
        SpellAbility terror = inlineSpell("Terror {1}{B}\nInstant\nDestroy target nonartifact, nonblack creature.\n");
        assertThat(terror.targets()).hasSize(1);
        assertThat(terror.targets().get(0).filter().toString())
                .contains("excludedColors=" + dev.arbiter.engine.characteristic.Color.BLACK.bit());
    }

    @Test
    void darkRitualIsASpellThatAddsMana() {
        SpellAbility s = spell("Dark Ritual");
        assertThat(s.effect()).isEqualTo(new Effect.AddMana(List.of(ManaPool.parse("{B}{B}{B}"))));
    }

    @Test
    void wordsOfWisdomThenEachOtherPlayerDraws() {
        assertThat(spell("Words of Wisdom").effect()).isEqualTo(new Effect.Sequence(List.of(
                new Effect.DrawCards(new Who.You(), Amount.of(2)),
                new Effect.DrawCards(new Who.EachOtherPlayer(), Amount.of(1))))); // teammates too, not only opponents (102.3)
    }

    @Test
    void eachOtherPlayerAfterATargetPlayerIsNotEachOpponent() {
        assertThat(Compiled.inline("""
                Words of Wisdom {1}{U}
                Instant
                Target player draws two cards, then each other player draws a card.
                """)).isInstanceOf(CompileResult.Unsupported.class);
    }

    @Test
    void prosperityEachPlayerDrawsX() {
        assertThat(spell("Prosperity").effect()).isEqualTo(new Effect.DrawCards(new Who.EachPlayer(), new Amount.X()));
    }

    @Test
    void xWithoutAnXCostIsUnsupported() {
        assertThat(Compiled.unsupported("Test Relic {2}{U}\nSorcery\nDraw X cards.\n").reason()).contains("variable amount");
    }

    @Test
    void sentencesOnOneLineBecomeASequenceWithTargetsInOrder() {
        SpellAbility s = spell("Afflict");
        assertThat(filters(s)).containsExactly(CREATURE);
        assertThat(s.effect()).isEqualTo(new Effect.Sequence(List.of(
                new Effect.PumpUntilEndOfTurn(new Subject.TargetObject(0), -1, -1),
                new Effect.DrawCards(new Who.You(), Amount.of(1)))));
        SpellAbility drain = spell("Sign in Blood");
        assertThat(drain.effect()).isEqualTo(new Effect.Sequence(List.of(
                new Effect.DrawCards(new Who.TargetPlayer(0), Amount.of(2)),
                new Effect.LoseLife(new Who.TargetPlayer(0), Amount.of(2)))));
    }

    @Test
    void severalLinesFormOneSpellAbilityWithTargetIndicesAdjusted() {
        SpellAbility s = inlineSpell("""
                Twin Strike {1}{R}{G}
                Sorcery
                Target creature gets +2/+2 until end of turn. Draw a card.
                ~ deals 2 damage to any target.
                Destroy target artifact.
                """);
        assertThat(filters(s)).containsExactly(CREATURE, new TargetFilter.AnyTarget(),
                new TargetFilter.PermanentTarget(CardType.ARTIFACT.bit(), 0, Relation.ANY, 0, null));
        assertThat(s.effect()).isEqualTo(new Effect.Sequence(List.of(
                new Effect.PumpUntilEndOfTurn(new Subject.TargetObject(0), 2, 2),
                new Effect.DrawCards(new Who.You(), Amount.of(1)),
                new Effect.DealDamage(Amount.of(2), new Recipient.Target(1)),
                new Effect.Destroy(new Subject.TargetObject(2)))));
        assertThat(s.text()).isEqualTo("Target creature gets +2/+2 until end of turn. Draw a card.\n"
                + "~ deals 2 damage to any target.\nDestroy target artifact.");
    }

    @Test
    void damageToTwoRecipientsAndDamagePlusLife() {
        assertThat(spell("Psionic Blast").effect()).isEqualTo(new Effect.Sequence(List.of(
                new Effect.DealDamage(Amount.of(4), new Recipient.Target(0)),
                new Effect.DealDamage(Amount.of(2), new Recipient.Player(new Who.You())))));
        assertThat(spell("Essence Drain").effect()).isEqualTo(new Effect.Sequence(List.of(
                new Effect.DealDamage(Amount.of(3), new Recipient.Target(0)),
                new Effect.GainLife(new Who.You(), Amount.of(3)))));
    }

    @Test
    void losingAKeywordUntilEndOfTurn() {
        SpellAbility s = inlineSpell("Shadow Collapse {W}\nInstant\nTarget creature loses shadow until end of turn.\n");
        assertThat(filters(s)).containsExactly(CREATURE);
        assertThat(s.effect()).isEqualTo(new Effect.LoseKeyword(new Subject.TargetObject(0), Keyword.SHADOW, true));
        assertThat(inlineSpell("Odd Loss {W}\nInstant\nTarget creature loses all landwalk abilities until end of turn.\n")
                .effect()).isEqualTo(new Effect.LoseAllLandwalk(new Subject.TargetObject(0)));
        assertThat(Compiled.inline("Odd Loss {W}\nInstant\nTarget creature loses phasing until end of turn.\n"))
                .isInstanceOf(CompileResult.Unsupported.class);
    }

    @Test
    void selfOnAnInstantIsNotAPermanent() {
        assertThat(Compiled.inline("Test Relic {R}\nInstant\n~ gets +1/+1 until end of turn.\n"))
                .isInstanceOf(CompileResult.Unsupported.class);
    }

    @Test
    void aFailingLineMakesTheWholeSpellUnsupported() {
        CompileResult.Unsupported u = Compiled.unsupported("""
                Half Spell {U}
                Instant
                Draw a card.
                Counter target ability.
                """);
        assertThat(u.line().pos()).hasToString("test.txt:4");
        assertThat(u.message()).isEqualTo("test.txt:4: \"Counter target ability.\" (not understood)");
        assertThat(u.category()).isEqualTo("countering spells");
    }

    @Test
    void alluringScentGivesTheTargetLureUntilEndOfTurn() {
        SpellAbility scent = spell("Alluring Scent");
        assertThat(scent.targets()).containsExactly(TargetSpec.one(CREATURE, "target creature"));
        assertThat(scent.effect()).isEqualTo(new Effect.GainAbilityUntilEndOfTurn(new Subject.TargetObject(0),
                new StaticAbility(new StaticEffect.AllAbleToBlockDoSo(new Affected.Self()),
                        "All creatures able to block ~ do so.")));
    }

    @Test
    void plusOneCounters() {
        SpellAbility one = inlineSpell("Test Growth {G}\nSorcery\nPut a +1/+1 counter on target creature.\n");
        assertThat(one.targets()).containsExactly(TargetSpec.one(CREATURE, "target creature"));
        assertThat(one.effect()).isEqualTo(new Effect.PutCounters(new Subject.TargetObject(0), "+1/+1", Amount.of(1)));
        ActivatedAbility self = (ActivatedAbility) Compiled.only(
                "Test Golem {3}\nArtifact Creature — Golem 2/2\n{2}: Put two +1/+1 counters on ~.\n");
        assertThat(self.effect()).isEqualTo(new Effect.PutCounters(new Subject.Self(), "+1/+1", Amount.of(2)));
        assertThat(inlineSpell("Test Blight {B}\nInstant\nPut a -1/-1 counter on target creature.\n").effect())
                .isEqualTo(new Effect.PutCounters(new Subject.TargetObject(0), "-1/-1", Amount.of(1)));
        // 608.2h: "each creature you control" is the set as the effect resolves
        assertThat(inlineSpell("Test Growth {G}\nSorcery\nPut a +1/+1 counter on each creature you control.\n").effect())
                .isEqualTo(new Effect.PutCounters(new Subject.Each(dev.arbiter.engine.ability.ObjectFilter.creatures()
                        .controlledBy(Relation.YOU)), "+1/+1", Amount.of(1)));
    }

    @Test
    void aTargetedPlayerWhoMayActIsOneTarget() {
        // 115.1: "target opponent may draw a card" targets one opponent, who both chooses and draws.
        SpellAbility s = inlineSpell("Test Gift {1}\nSorcery\nTarget opponent may draw a card.\n");
        assertThat(s.targets()).hasSize(1);
        assertThat(s.effect()).isEqualTo(new Effect.Optional(new Who.TargetPlayer(0),
                new Effect.DrawCards(new Who.TargetPlayer(0), Amount.of(1)), null, null));
    }

    @Test
    void upToTwoTargetCreaturesIsOneTargetSpec() {
        SpellAbility s = inlineSpell("Test Preparations {1}{G}\nSorcery\n"
                + "Put a +1/+1 counter on each of up to two target creatures.\n");
        assertThat(s.targets()).containsExactly(new TargetSpec(CREATURE, 0, 2, "up to two target creatures"));
        assertThat(s.effect()).isEqualTo(new Effect.PutCounters(new Subject.TargetObject(0), "+1/+1", Amount.of(1)));
        assertThat(inlineSpell("Test Preparations {1}{G}\nSorcery\n"
                + "Put a +1/+1 counter on each of two target creatures you control.\n").targets()).containsExactly(
                new TargetSpec(new TargetFilter.PermanentTarget(CardType.CREATURE.bit(), 0, Relation.YOU, 0, null), 2, 2,
                        "two target creatures you control"));
    }

    @Test
    void travelPreparationsPutsCountersOnUpToTwoTargets() {
        SpellAbility lenient = (SpellAbility) Compiled.supported("Travel Preparations").abilities().get(0);
        assertThat(lenient.targets()).containsExactly(new TargetSpec(CREATURE, 0, 2, "up to two target creatures"));
        assertThat(lenient.effect()).isEqualTo(new Effect.PutCounters(new Subject.TargetObject(0), "+1/+1", Amount.of(1)));
    }

    @Test
    void poisonCounters() {
        SpellAbility s = inlineSpell("Test Venom {B}\nSorcery\nTarget player gets two poison counters.\n");
        assertThat(filters(s)).containsExactly(new TargetFilter.PlayerTarget(Relation.ANY));
        assertThat(s.effect()).isEqualTo(new Effect.GivePoison(new Who.TargetPlayer(0), Amount.of(2)));
        assertThat(inlineSpell("Test Venom {B}\nSorcery\nEach opponent gets a poison counter.\n").effect())
                .isEqualTo(new Effect.GivePoison(new Who.EachOpponent(), Amount.of(1)));
    }

    @Test
    void returningToItsOwnersHand() {
        assertThat(spell("Unsummon").effect()).isEqualTo(new Effect.ReturnToHand(new Subject.TargetObject(0)));
        assertThat(filters(spell("Boomerang")))
                .containsExactly(new TargetFilter.PermanentTarget(0, 0, Relation.ANY, 0, null));
        // 400.3: a card put into a hand other than its owner's goes to its owner's hand
        assertThat(inlineSpell("Test Bounce {U}\nInstant\nReturn target creature to your hand.\n").effect())
                .isEqualTo(new Effect.ReturnToHand(new Subject.TargetObject(0)));
        SpellAbility raise = inlineSpell("Test Raise {B}\nSorcery\nReturn target creature card from your graveyard to your hand.\n");
        assertThat(raise.targets()).containsExactly(new TargetSpec(new TargetFilter.CardInGraveyard(
                dev.arbiter.engine.characteristic.CardType.CREATURE.bit(), Relation.YOU), 1, 1,
                "target creature card from your graveyard"));
        assertThat(raise.effect()).isEqualTo(new Effect.ReturnToHand(new Subject.TargetObject(0)));
    }
}
