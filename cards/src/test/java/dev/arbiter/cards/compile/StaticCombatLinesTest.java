package dev.arbiter.cards.compile;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.KeywordAbility;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.characteristic.Color;
import java.util.List;
import org.junit.jupiter.api.Test;

class StaticCombatLinesTest {

    private static StaticEffect line(String rulesLine) {
        return ((StaticAbility) Compiled.only("Test Orc {1}{R}\nCreature — Orc 2/2\n" + rulesLine + "\n")).effect();
    }

    @Test
    void restrictionsAndRequirementsOfTheCreatureItself() {
        assertThat(line("~ can't block.")).isEqualTo(new StaticEffect.CantBlock());
        assertThat(line("Test Orc can't attack.")).isEqualTo(new StaticEffect.CantAttack());
        assertThat(line("~ attacks each combat if able.")).isEqualTo(new StaticEffect.AttacksEachCombat());
        assertThat(line("~ blocks each combat if able.")).isEqualTo(new StaticEffect.BlocksEachCombat());
        assertThat(line("~ can't block creatures with power 3 or greater."))
                .isEqualTo(new StaticEffect.CantBlockPowerAtLeast(3));
    }

    @Test
    void arboriaRestrictsAttacksOnIdlePlayers_500_2() {
        StaticAbility a = (StaticAbility) Compiled.abilities("Arboria").get(0);
        assertThat(a.effect()).isEqualTo(new StaticEffect.CantAttackPlayersIdleLastTurn());
    }

    @Test
    void windbornMuseTaxesAttacks_508_1h() {
        StaticAbility a = (StaticAbility) Compiled.abilities("Windborn Muse").get(1);
        assertThat(a.effect()).isEqualTo(new StaticEffect.AttackTax(dev.arbiter.engine.mana.ManaCost.parse("{2}")));
    }

    @Test
    void blockTax_509_1d() {
        StaticAbility a = (StaticAbility) Compiled.only("Test Toll {2}\nEnchantment\nCreatures can't block unless their"
                + " controller pays {1} for each creature they control that's blocking.\n");
        assertThat(a.effect()).isEqualTo(new StaticEffect.BlockTax(dev.arbiter.engine.mana.ManaCost.parse("{1}")));
    }

    @Test
    void staticAbilityKeepsItsText() {
        StaticAbility a = (StaticAbility) Compiled.abilities("Hulking Goblin").get(0);
        assertThat(a.text()).isEqualTo("~ can't block.");
    }

    @Test
    void evasionReadByTheGrammar_509_1b() {
        assertThat(line("~ can't be blocked except by Walls.")).isEqualTo(new StaticEffect.CantBeBlockedExceptBy(
                List.of(ObjectFilter.any().withSubtype("Wall")), "can't be blocked except by Walls"));
        assertThat(line("~ can't be blocked.")).isEqualTo(new StaticEffect.CantBeBlocked());
        assertThat(line("~ can't be blocked by more than one creature.")).isEqualTo(new StaticEffect.CantBeBlockedByMoreThan(1));
    }

    @Test
    void blockersComparedWithTheSourcesPower_509_1b_208_1() {
        // "[creatures] can't block it": the source can't be blocked by them, their power read against the source's
        StaticEffect e = line("Creatures with power less than ~'s power can't block it.");
        assertThat(e).isInstanceOf(StaticEffect.CantBeBlockedBy.class);
        ObjectFilter f = ((StaticEffect.CantBeBlockedBy) e).blockers();
        assertThat(f.more().chosen() & dev.arbiter.engine.ability.FilterQualities.POWER_BELOW_SOURCE_POWER).isNotZero();
        StaticEffect g = line("Creatures with power greater than ~'s power can't block ~.");
        assertThat(((StaticEffect.CantBeBlockedBy) g).blockers().more().chosen()
                & dev.arbiter.engine.ability.FilterQualities.POWER_ABOVE_SOURCE_POWER).isNotZero();
        StaticEffect h = line("~ can't block creatures with power greater than ~'s power.");
        assertThat(((StaticEffect.CantBlockCreatures) h).attackers().more().chosen()
                & dev.arbiter.engine.ability.FilterQualities.POWER_ABOVE_SOURCE_POWER).isNotZero();
        // fail closed: given to other creatures, "~'s power" would be read from each of them, not from the source
        assertThat(Compiled.unsupported("Test Banner {2}\nArtifact\n"
                + "Creatures you control can't be blocked by creatures with power greater than ~'s power.\n")).isNotNull();
    }

    @Test
    void lureNamingItsBlockers_509_1c() {
        StaticEffect e = line("All creatures with flying able to block ~ do so.");
        assertThat(e).isEqualTo(new StaticEffect.AllAbleToBlockDoSo(new Affected.Self(),
                ObjectFilter.creatures().withKeyword(Keyword.FLYING)));
        assertThat(line("All creatures able to block ~ do so.")).isEqualTo(new StaticEffect.AllAbleToBlockDoSo(new Affected.Self()));
    }

    @Test
    void otherCombatLinesAreUnsupported() {
        assertThat(Compiled.unsupported("Test Relic {1}{R}\nCreature — Orc 2/2\n"
                + "~ can't be blocked as long as defending player controls two or more artifacts.\n").category())
                .isEqualTo("other combat restriction");
        // 509.1b: "a [noun]" the defending player controls is read (Neurok Spy)
        assertThat(line("~ can't be blocked as long as defending player controls an artifact.")).isEqualTo(
                new StaticEffect.CantBeBlockedWhileDefenderControls(new ObjectFilter(
                        dev.arbiter.engine.characteristic.CardType.ARTIFACT.bit(), 0, dev.arbiter.engine.ability.Relation.ANY,
                        null, 0, 0, false, false),
                        "can't be blocked as long as defending player controls an artifact"));
        // 509.1b: "you" in a rule on other creatures is judged from the source, not given to each of them
        var def = Compiled.inlineDef("Test Relic {1}{R}\nEnchantment\nCreatures with flying can't block creatures you control.\n");
        assertThat(def.abilities()).hasSize(1);
        assertThat(((StaticAbility) def.abilities().get(0)).effect()).isInstanceOf(StaticEffect.BlockersCantBlock.class);
    }

    @Test
    void cantAttackOrBlockAlone() {
        String flunkies = "~ can't attack or block alone.";
        assertThat(Compiled.abilities("Mogg Flunkies")).containsExactly(
                new StaticAbility(new StaticEffect.CantAttackAlone(), flunkies),
                new StaticAbility(new StaticEffect.CantBlockAlone(), flunkies));
        assertThat(Compiled.abilities("Craven Hulk"))
                .containsExactly(new StaticAbility(new StaticEffect.CantBlockAlone(), "~ can't block alone."));
        assertThat(Compiled.abilities("Bonded Construct"))
                .containsExactly(new StaticAbility(new StaticEffect.CantAttackAlone(), "~ can't attack alone."));
    }

    @Test
    void attacksOrBlocksEachCombat() {
        assertThat(Compiled.abilities("Relentless Raptor")).containsExactly(new KeywordAbility(Keyword.VIGILANCE),
                new StaticAbility(new StaticEffect.AttacksOrBlocksEachCombat(), "~ attacks or blocks each combat if able."));
    }

    @Test
    void noMoreThanNCreaturesCanAttackOrBlock() {
        for (String name : new String[] {"Silent Arbiter", "Dueling Grounds"}) {
            assertThat(Compiled.abilities(name)).containsExactly(
                    new StaticAbility(new StaticEffect.MaxAttackers(1), "No more than one creature can attack each combat."),
                    new StaticAbility(new StaticEffect.MaxBlockers(1), "No more than one creature can block each combat."));
        }
        assertThat(line("No more than two creatures can attack each combat.")).isEqualTo(new StaticEffect.MaxAttackers(2));
    }

    @Test
    void cantBeBlockedBy() {
        assertThat(Compiled.abilities("Juggernaut")).containsExactly(
                new StaticAbility(new StaticEffect.AttacksEachCombat(), "~ attacks each combat if able."),
                new StaticAbility(new StaticEffect.CantBeBlockedBy(ObjectFilter.creatures().withSubtype("Wall"),
                        "can't be blocked by Walls"), "~ can't be blocked by Walls."));
        assertThat(Compiled.abilities("Dauthi Horror")).containsExactly(new KeywordAbility(Keyword.SHADOW),
                new StaticAbility(new StaticEffect.CantBeBlockedBy(ObjectFilter.creatures().withColors(Color.WHITE.bit()),
                        "can't be blocked by white creatures"), "~ can't be blocked by white creatures."));
        assertThat(line("~ can't be blocked by artifact creatures.")).isEqualTo(new StaticEffect.CantBeBlockedBy(
                new ObjectFilter(CardType.ARTIFACT.bit(), 0, Relation.ANY, null, 0, 0, false, false),
                "can't be blocked by artifact creatures"));
        assertThat(line("~ can't be blocked by creatures with flying.")).isEqualTo(new StaticEffect.CantBeBlockedBy(
                ObjectFilter.creatures().withKeyword(Keyword.FLYING), "can't be blocked by creatures with flying"));
        assertThat(Compiled.inline("Test Orc {1}{R}\nCreature — Orc 2/2\n~ can't be blocked by more than one Flibber.\n"))
                .isInstanceOf(CompileResult.Unsupported.class);
        assertThat(Compiled.inline("Test Orc {1}{R}\nCreature — Orc 2/2\n~ can't be blocked by other creatures.\n"))
                .isInstanceOf(CompileResult.Unsupported.class);
    }

    @Test
    void blockingSeveralCreatures() {
        assertThat(Compiled.abilities("Two-Headed Giant of Foriys")).containsExactly(new KeywordAbility(Keyword.TRAMPLE),
                new StaticAbility(new StaticEffect.CanBlockAdditional(1), "~ can block an additional creature each combat."));
        assertThat(Compiled.abilities("Palace Guard")).containsExactly(new StaticAbility(
                new StaticEffect.CanBlockAdditional(Integer.MAX_VALUE), "~ can block any number of creatures."));
    }

    @Test
    void lureOnTheCreatureItself() {
        assertThat(Compiled.abilities("Elvish Bard")).containsExactly(new StaticAbility(
                new StaticEffect.AllAbleToBlockDoSo(new Affected.Self()), "All creatures able to block ~ do so."));
        assertThat(Compiled.inline("Test Orc {1}{R}\nCreature — Orc 2/2\nAll creatures able to block Walls do so.\n"))
                .isInstanceOf(CompileResult.Unsupported.class);
    }
}
