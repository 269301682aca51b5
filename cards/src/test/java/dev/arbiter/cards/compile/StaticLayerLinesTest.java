package dev.arbiter.cards.compile;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.FilterQualities;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.KeywordAbility;
import dev.arbiter.engine.ability.Landwalk;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.characteristic.Color;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Static abilities through layers 6 and 7c: lords, anthems, "as long as" conditions (611.3, 613). */
class StaticLayerLinesTest {

    private static final Condition ALWAYS = new Condition.Always();
    private static final ObjectFilter CREATURES = ObjectFilter.creatures();
    private static final ObjectFilter YOURS = CREATURES.controlledBy(Relation.YOU);

    private static List<Ability> lines(String rulesLines) {
        return Compiled.inlineDef("Test Lord {2}\nCreature — Elf 2/2\n" + rulesLines + "\n").abilities();
    }

    private static StaticEffect grant(Affected a, Keyword k) {
        return new StaticEffect.GrantAbilities(a, List.of(new KeywordAbility(k)), ALWAYS);
    }

    private static StaticEffect effect(Ability a) {
        return ((StaticAbility) a).effect();
    }

    @Test
    void creaturesYouControlAndAllCreatures() {
        assertThat(Compiled.abilities("Goblin War Drums")).containsExactly(new StaticAbility(
                grant(new Affected.All(YOURS), Keyword.MENACE), "Creatures you control have menace."));
        assertThat(Compiled.abilities("Concordant Crossroads")).containsExactly(new StaticAbility(
                grant(new Affected.All(CREATURES), Keyword.HASTE), "All creatures have haste."));
        assertThat(Compiled.abilities("Glorious Anthem")).containsExactly(new StaticAbility(
                new StaticEffect.ModifyPowerToughness(new Affected.All(YOURS), 1, 1, ALWAYS),
                "Creatures you control get +1/+1."));
        assertThat(effect(lines("Creatures you control have flying, first strike, and trample.").get(0)))
                .isEqualTo(new StaticEffect.GrantAbilities(new Affected.All(YOURS), List.of(
                        new KeywordAbility(Keyword.FLYING), new KeywordAbility(Keyword.FIRST_STRIKE),
                        new KeywordAbility(Keyword.TRAMPLE)), ALWAYS));
    }

    @Test
    void livingPlaneMakesAllLandsOneOneCreatures_613_4b() {
        StaticEffect e = effect(Compiled.abilities("Living Plane").get(0));
        assertThat(e).isInstanceOf(StaticEffect.BecomeCreatures.class);
        StaticEffect.BecomeCreatures b = (StaticEffect.BecomeCreatures) e;
        assertThat(b.power()).isEqualTo(1);
        assertThat(b.toughness()).isEqualTo(1);
        assertThat(((Affected.All) b.affected()).filter().anyOfTypes())
                .isEqualTo(dev.arbiter.engine.characteristic.CardType.LAND.bit());
        // "still" must name the same kind as the subject
        Compiled.unsupported("Test Plane {2}\nEnchantment\nAll lands are 1/1 creatures that are still artifacts.\n");
    }

    @Test
    void lordOfAtlantisGivesOtherMerfolkIslandwalk() {
        ObjectFilter otherMerfolk = CREATURES.withSubtype("Merfolk").otherThanSource();
        String text = "Other Merfolk get +1/+1 and have islandwalk.";
        assertThat(Compiled.abilities("Lord of Atlantis")).containsExactly(
                new StaticAbility(new StaticEffect.ModifyPowerToughness(new Affected.All(otherMerfolk), 1, 1, ALWAYS), text),
                new StaticAbility(new StaticEffect.GrantAbilities(new Affected.All(otherMerfolk),
                        List.of(new Landwalk("Island", 0, false, "Islandwalk")), ALWAYS), text));
        assertThat(effect(Compiled.abilities("Goblin King").get(0))).isEqualTo(new StaticEffect.ModifyPowerToughness(
                new Affected.All(CREATURES.withSubtype("Goblin").otherThanSource()), 1, 1, ALWAYS));
    }

    @Test
    void otherElfCreatures() {
        assertThat(effect(lines("Other Elf creatures get +1/+1.").get(0))).isEqualTo(new StaticEffect.ModifyPowerToughness(
                new Affected.All(CREATURES.withSubtype("Elf").otherThanSource()), 1, 1, ALWAYS));
        assertThat(effect(lines("Other Elves you control get +1/+1.").get(0))).isEqualTo(
                new StaticEffect.ModifyPowerToughness(new Affected.All(
                        CREATURES.withSubtype("Elf").controlledBy(Relation.YOU).otherThanSource()), 1, 1, ALWAYS));
        assertThat(effect(Compiled.abilities("Rhox Pikemaster").get(1))).isEqualTo(grant(new Affected.All(
                CREATURES.withSubtype("Soldier").controlledBy(Relation.YOU).otherThanSource()), Keyword.FIRST_STRIKE));
        assertThat(effect(Compiled.abilities("Crusade").get(0))).isEqualTo(new StaticEffect.ModifyPowerToughness(
                new Affected.All(CREATURES.withColors(Color.WHITE.bit())), 1, 1, ALWAYS));
    }

    @Test
    void cavalryMasterGivesFlankingToCreaturesWithFlanking() {
        assertThat(Compiled.abilities("Cavalry Master")).containsExactly(new KeywordAbility(Keyword.FLANKING),
                new StaticAbility(grant(new Affected.All(YOURS.withKeyword(Keyword.FLANKING).otherThanSource()),
                        Keyword.FLANKING), "Other creatures you control with flanking have flanking."));
    }

    @Test
    void soltariLancerHasFirstStrikeWhileAttacking() {
        assertThat(Compiled.abilities("Soltari Lancer")).containsExactly(new KeywordAbility(Keyword.SHADOW),
                new StaticAbility(new StaticEffect.GrantAbilities(new Affected.Self(),
                        List.of(new KeywordAbility(Keyword.FIRST_STRIKE)), new Condition.SourceAttacking()),
                        "~ has first strike as long as it's attacking."));
        assertThat(effect(lines("~ gets +2/+0 as long as it's attacking.").get(0))).isEqualTo(
                new StaticEffect.ModifyPowerToughness(new Affected.Self(), 2, 0, new Condition.SourceAttacking()));
    }

    @Test
    void watchdogShrinksCreaturesAttackingYouWhileUntapped() {
        assertThat(Compiled.abilities("Watchdog")).containsExactly(
                new StaticAbility(new StaticEffect.BlocksEachCombat(), "~ blocks each combat if able."),
                new StaticAbility(new StaticEffect.ModifyPowerToughness(
                        new Affected.All(CREATURES.attackingSourceController()), -1, 0, new Condition.SourceUntapped()),
                        "As long as ~ is untapped, all creatures attacking you get -1/-0."));
    }

    @Test
    void statusAndColourWordsAreFiltersThroughTheGrammar() {
        // 110.5 status, 506.4 attacking, 105.2 colours: the grammar's nouns give the static's filter.
        var untappedYours = YOURS.withQualities(FilterQualities.NONE.tapped(FilterQualities.Tri.NO));
        assertThat(Compiled.abilities("Castle")).containsExactly(new StaticAbility(new StaticEffect.ModifyPowerToughness(
                new Affected.All(untappedYours), 0, 2, ALWAYS), "Untapped creatures you control get +0/+2."));
        var attackingYours = YOURS.withQualities(FilterQualities.NONE.attacking(FilterQualities.Tri.YES));
        assertThat(Compiled.abilities("Orcish Oriflamme")).containsExactly(new StaticAbility(
                new StaticEffect.ModifyPowerToughness(new Affected.All(attackingYours), 1, 0, ALWAYS),
                "Attacking creatures you control get +1/+0."));
        var nonblack = CREATURES.withQualities(FilterQualities.NONE.withoutColors(Color.BLACK.bit()));
        assertThat(Compiled.abilities("Ascendant Evincar")).contains(new StaticAbility(
                new StaticEffect.ModifyPowerToughness(new Affected.All(nonblack), -1, -1, ALWAYS),
                "Nonblack creatures get -1/-1."));
        // 205.2a: "artifact creatures" are objects with both types
        assertThat(Compiled.inlineDef("Test Lord {2}\nCreature — Elf 2/2\nArtifact creatures get +1/+1.\n").abilities())
                .containsExactly(new StaticAbility(new StaticEffect.ModifyPowerToughness(new Affected.All(
                        CREATURES.withQualities(FilterQualities.NONE.withAllTypes(CardType.ARTIFACT.bit()))), 1, 1, ALWAYS),
                        "Artifact creatures get +1/+1."));
    }

    @Test
    void wordsWithoutAFilterAreUnsupported() {
        assertThat(Compiled.inline("Test Lord {2}\nCreature — Elf 2/2\nOther Zombies have \"Flibber the jabberwock.\"\n"))
                .isInstanceOf(CompileResult.Unsupported.class);
        assertThat(Compiled.inline("Test Lord {2}\nCreature — Elf 2/2\nCreatures you control gets +1/+1.\n"))
                .isInstanceOf(CompileResult.Unsupported.class);
        assertThat(Compiled.inline("Test Lord {2}\nCreature — Elf 2/2\nSedge Lord gets +1/+1 as long as you control a Swamp.\n"))
                .isInstanceOf(CompileResult.Unsupported.class);
    }

    @Test
    void persistMayBeGranted() { // 702.79a, 603.10a: the trigger reads the abilities the creature last had
        assertThat(Compiled.inline("Test Lord {2}\nCreature — Elf 2/2\nCreatures you control have persist.\n"))
                .isNotInstanceOf(CompileResult.Unsupported.class);
        assertThat(Compiled.inline("Test Lord {2}\nCreature — Elf 2/2\n{1}: ~ gains persist until end of turn.\n"))
                .isNotInstanceOf(CompileResult.Unsupported.class);
    }
}
