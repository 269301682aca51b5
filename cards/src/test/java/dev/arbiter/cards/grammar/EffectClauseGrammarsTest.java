package dev.arbiter.cards.grammar;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.cards.grammar.ast.DamageCounterNodes;
import dev.arbiter.cards.grammar.ast.ManaPhraseNodes;
import dev.arbiter.cards.grammar.ast.PowerAbilityNodes;
import dev.arbiter.cards.grammar.ast.RecipientNodes;
import dev.arbiter.cards.grammar.ast.ReferentNodes;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The damage, counter, P/T, ability and mana clauses the older regex readers took (issue 11), now read from tokens. */
class EffectClauseGrammarsTest {

    @Test
    void pumpAndGainKeepTheObjectAndKeywordAsWritten() {
        assertThat(PowerAbilityGrammar.pumpAndGain("Target creature gets +2/+0 and gains first strike until end of turn"))
                .isEqualTo(new PowerAbilityNodes.PumpAndGain(ObjectReferentGrammar.read("Target creature"), "+2", "+0", "first strike"));
        assertThat(PowerAbilityGrammar.gainAndPump("~ gains flying and gets -1/-0 until end of turn"))
                .isEqualTo(new PowerAbilityNodes.GainAndPump(ObjectReferentGrammar.read("~"), "flying", "-1", "-0"));
        assertThat(PowerAbilityGrammar.pump("Creatures you control get +1/+1 until end of turn"))
                .isEqualTo(new PowerAbilityNodes.Pump(ObjectReferentGrammar.read("Creatures you control"), "+1", "+1"));
        assertThat(PowerAbilityGrammar.pump("Target creature gets +X/+0 until end of turn")).isNull();
        assertThat(PowerAbilityGrammar.gain("Target creature gains trample until end of turn"))
                .isEqualTo(new PowerAbilityNodes.GainUntilEndOfTurn(ObjectReferentGrammar.read("Target creature"), "trample"));
        assertThat(PowerAbilityGrammar.gainChosenProtection("~ gains protection from the color of your choice until end of turn"))
                .isEqualTo(new PowerAbilityNodes.GainChosenProtection(ObjectReferentGrammar.read("~")));
        assertThat(PowerAbilityGrammar.gainForever("It gains haste")).isEqualTo(new PowerAbilityNodes.GainForever(ObjectReferentGrammar.read("It"), "haste"));
        assertThat(PowerAbilityGrammar.gainForever("It gains \"{T}: Add {G}.\"")).isNull();
    }

    @Test
    void loseBaseAndSwitch() {
        assertThat(PowerAbilityGrammar.lose("Target creature loses flying until end of turn"))
                .isEqualTo(new PowerAbilityNodes.Lose(ObjectReferentGrammar.read("Target creature"), "flying", true));
        assertThat(PowerAbilityGrammar.lose("~ loses defender")).isEqualTo(new PowerAbilityNodes.Lose(ObjectReferentGrammar.read("~"), "defender", false));
        assertThat(PowerAbilityGrammar.setBase("Target creature has base power and toughness 0/2 until end of turn"))
                .isEqualTo(new PowerAbilityNodes.SetBase(ObjectReferentGrammar.read("Target creature"), 0, 2));
        assertThat(PowerAbilityGrammar.switchPowerToughness("Switch target creature's power and toughness until end of turn"))
                .isEqualTo(new PowerAbilityNodes.Switch(ObjectReferentGrammar.read("target creature")));
        assertThat(PowerAbilityGrammar.switchPowerToughness("Switch ~'s power and toughness until end of turn"))
                .isEqualTo(new PowerAbilityNodes.Switch(new dev.arbiter.cards.grammar.ast.ReferentNodes.Self()));
        assertThat(PowerAbilityGrammar.switchPowerToughness("Switch its power and toughness until end of turn"))
                .isEqualTo(new PowerAbilityNodes.Switch(new dev.arbiter.cards.grammar.ast.ReferentNodes.It()));
    }

    @Test
    void damageAndCounter() {
        assertThat(DamageCounterGrammar.damage("~ deals 3 damage to any target"))
                .isEqualTo(new DamageCounterNodes.Damage("~", "3", new RecipientNodes.TargetRecipient(
                        new ReferentNodes.TargetDesc("any target", true, null, List.of(), ReferentNodes.TargetKind.OTHER))));
        assertThat(DamageCounterGrammar.damageTwo("~ deals 2 damage to target creature, and 1 damage to you"))
                .isEqualTo(new DamageCounterNodes.DamageTwo("~", "2", new RecipientNodes.TargetRecipient(
                        new ReferentNodes.TargetDesc("target creature", false, "creature",
                                List.of(new dev.arbiter.cards.grammar.ast.PhraseNodes.Word("creature", false)), ReferentNodes.TargetKind.OTHER)),
                        "1", new RecipientNodes.PlayerRecipient(new RecipientNodes.You())));
        assertThat(DamageCounterGrammar.damageByHandSize(
                "~ deals X damage to that player, where X is the number of cards in their hand minus 4"))
                .isEqualTo(new DamageCounterNodes.DamageByHandSize("~", "4", true));
        assertThat(DamageCounterGrammar.counter("Counter target creature spell unless its controller pays {2}{U}"))
                .isEqualTo(new DamageCounterNodes.Counter("target creature spell", "creature", "{2}{U}"));
        assertThat(DamageCounterGrammar.counter("Counter target spell")).isEqualTo(new DamageCounterNodes.Counter("target spell", null, null));
        assertThat(DamageCounterGrammar.counter("Counter target spell unless its controller pays {W/U}")).isNull();
    }

    @Test
    void manaPhrasesAndJoiners() {
        assertThat(ManaPhraseGrammar.alternatives("{R}, {G}, or {W}")).isEqualTo(List.of(List.of('R'), List.of('G'), List.of('W')));
        assertThat(ManaPhraseGrammar.alternatives("{G}{G}")).isEqualTo(List.of(List.of('G', 'G')));
        assertThat(ManaPhraseGrammar.alternatives("{G} and {W}")).isNull();
        assertThat(ManaPhraseGrammar.counted("six {G}")).isEqualTo(new ManaPhraseNodes.Counted("six", 'G'));
        assertThat(ManaPhraseGrammar.anyColor("three mana of any one color")).isEqualTo(new ManaPhraseNodes.AnyColor("three", true));
        assertThat(ManaPhraseGrammar.combination("two mana in any combination of {R}, {G}, and/or {W}"))
                .isEqualTo(new ManaPhraseNodes.Combination("two", List.of('R', 'G', 'W')));
        assertThat(ManaPhraseGrammar.couldProduce("one mana of any type that a land an opponent controls could produce"))
                .isEqualTo(new ManaPhraseNodes.CouldProduce(true, false));
        assertThat(EffectJoiners.sentences("Draw a card. Then discard a card")).containsExactly("Draw a card", "Then discard a card");
        assertThat(EffectJoiners.joiners("Draw two cards, then discard a card")).hasSize(1);
        assertThat(EffectJoiners.joiners("You gain 2 life and draw a card").get(0)).containsExactly(15, 20);
    }
}
