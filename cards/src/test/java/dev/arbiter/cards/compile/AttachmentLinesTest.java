package dev.arbiter.cards.compile;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.ActivatedAbility.Timing;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Enchant;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.KeywordAbility;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.mana.ManaCost;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Auras (702.5), Equipment (702.6) and Fortifications (702.67) and their "enchanted/equipped/fortified" statics. */
class AttachmentLinesTest {

    private static final Condition ALWAYS = new Condition.Always();
    private static final ObjectFilter ANY = new ObjectFilter(0, 0, Relation.ANY, null, 0, 0, false, false);

    private static Ability enchant(String rulesLine) {
        return Compiled.inlineDef("Test Aura {W}\nEnchantment — Aura\n" + rulesLine + "\n").abilities().get(0);
    }

    private static StaticAbility host(StaticEffect e, String text) {
        return new StaticAbility(e, text);
    }

    private static ActivatedAbility equip(int mana, String text) {
        return new ActivatedAbility(new Cost(ManaCost.parse("{" + mana + "}"), List.of()),
                List.of(TargetSpec.one(new TargetFilter.PermanentTarget(CardType.CREATURE.bit(), 0, Relation.YOU, 0, null),
                        "target creature you control")),
                new Effect.Attach(new Subject.Self(), new Subject.TargetObject(0)), false, Timing.SORCERY, text);
    }

    @Test
    void holyAndUnholyStrength() {
        assertThat(Compiled.abilities("Holy Strength")).containsExactly(
                new Enchant(ObjectFilter.creatures(), "Enchant creature"),
                host(new StaticEffect.ModifyPowerToughness(new Affected.Host(), 1, 2, ALWAYS),
                        "Enchanted creature gets +1/+2."));
        assertThat(Compiled.abilities("Unholy Strength")).containsExactly(
                new Enchant(ObjectFilter.creatures(), "Enchant creature"),
                host(new StaticEffect.ModifyPowerToughness(new Affected.Host(), 2, 1, ALWAYS),
                        "Enchanted creature gets +2/+1."));
    }

    @Test
    void enchantFilters() {
        assertThat(enchant("Enchant land"))
                .isEqualTo(new Enchant(new ObjectFilter(CardType.LAND.bit(), 0, Relation.ANY, null, 0, 0, false, false),
                        "Enchant land"));
        assertThat(enchant("Enchant artifact")).isEqualTo(new Enchant(
                new ObjectFilter(CardType.ARTIFACT.bit(), 0, Relation.ANY, null, 0, 0, false, false), "Enchant artifact"));
        assertThat(enchant("Enchant creature you control")).isEqualTo(
                new Enchant(ObjectFilter.creatures().controlledBy(Relation.YOU), "Enchant creature you control"));
        assertThat(enchant("Enchant permanent")).isEqualTo(new Enchant(ANY, "Enchant permanent"));
        assertThat(enchant("Enchant Wall")).isEqualTo(new Enchant(ANY.withSubtype("Wall"), "Enchant Wall"));
        // 702.5a: any permanent noun the noun grammar reads
        assertThat(enchant("Enchant tapped creature")).isEqualTo(new Enchant(ObjectFilter.creatures().withQualities(
                dev.arbiter.engine.ability.FilterQualities.NONE.tapped(dev.arbiter.engine.ability.FilterQualities.Tri.YES)),
                "Enchant tapped creature"));
        assertThat(enchant("Enchant artifact or creature")).isEqualTo(new Enchant(new ObjectFilter(
                CardType.ARTIFACT.bit() | CardType.CREATURE.bit(), 0, Relation.ANY, null, 0, 0, false, false),
                "Enchant artifact or creature"));
        // 702.5d, 303.4: an Aura that enchants a player
        assertThat(enchant("Enchant player")).isEqualTo(Enchant.player(Relation.ANY, "Enchant player"));
        assertThat(enchant("Enchant opponent")).isEqualTo(Enchant.player(Relation.OPPONENT, "Enchant opponent"));
        // 702.5a, 303.4a: a card in a graveyard, not a permanent
        assertThat(enchant("Enchant creature card in a graveyard"))
                .isEqualTo(Enchant.graveyardCard(ObjectFilter.creatures(), "Enchant creature card in a graveyard"));
        assertThat(Compiled.unsupported("Test Aura {W}\nEnchantment — Aura\nEnchant tapped creature card in a graveyard\n")
                .category()).isEqualTo("Auras (enchant)");
        assertThat(enchant("Enchant creature (Target a creature as you cast this.)"))
                .isEqualTo(new Enchant(ObjectFilter.creatures(), "Enchant creature"));
    }

    @Test
    void enchantmentsTheEngineCantTargetStayUnsupported() {
        // 702.5a: its enchant ability is read; its entering trigger (return the card, attach, leaves trigger) is not yet
        CompileResult.Unsupported dead = (CompileResult.Unsupported) Compiled.bundled("Animate Dead");
        assertThat(dead.line().text()).startsWith("When ~ enters the battlefield, if it's on the battlefield");
        assertThat(Compiled.unsupported("Test Aura {W}\nEnchantment — Aura\nEnchant creature card in your graveyard\n").category())
                .isEqualTo("Auras (enchant)");
        assertThat(Compiled.unsupported("Test Relic {W}\nEnchantment\nEnchant creature\n").reason())
                .isEqualTo("enchant on a card that isn't an Aura");
    }

    @Test
    void auraStaticsNeedAWholeLine() {
        assertThat(Compiled.unsupported("""
                Test Ward {W}
                Enchantment — Aura
                Enchant creature
                Enchanted creature has protection from white. This effect doesn't remove other Auras.
                """).line().text()).startsWith("Enchanted creature has protection");
        // 702.16c: the Ward's own sentence is read (the grant and its exception)
        assertThat(Compiled.inlineDef("""
                Test Ward {W}
                Enchantment — Aura
                Enchant creature
                Enchanted creature has protection from white. This effect doesn't remove Test Ward.
                """).abilities()).hasSize(3);
        assertThat(Compiled.inline("Test Aura {U}\nEnchantment — Aura\nEnchant creature\nEnchanted creature flibbers the jabberwock.\n"))
                .isInstanceOf(CompileResult.Unsupported.class);
        assertThat(Compiled.unsupported("Test Orc {R}\nCreature — Orc 2/2\nEnchanted creature gets +1/+1.\n").reason())
                .isEqualTo("\"enchanted\" on a card that isn't an Aura");
    }

    @Test
    void auraGrantingKeywords() {
        Ability flight = Compiled.abilities("Flight").get(1);
        assertThat(flight).isEqualTo(host(new StaticEffect.GrantAbilities(new Affected.Host(),
                List.of(new KeywordAbility(Keyword.FLYING)), ALWAYS), "Enchanted creature has flying."));
        assertThat(Compiled.abilities("Serra's Embrace")).containsExactly(
                new Enchant(ObjectFilter.creatures(), "Enchant creature"),
                host(new StaticEffect.ModifyPowerToughness(new Affected.Host(), 2, 2, ALWAYS),
                        "Enchanted creature gets +2/+2 and has flying and vigilance."),
                host(new StaticEffect.GrantAbilities(new Affected.Host(),
                        List.of(new KeywordAbility(Keyword.FLYING), new KeywordAbility(Keyword.VIGILANCE)), ALWAYS),
                        "Enchanted creature gets +2/+2 and has flying and vigilance."));
    }

    @Test
    void lureAndNemesisMaskForceBlocks() {
        assertThat(Compiled.abilities("Lure")).containsExactly(
                new Enchant(ObjectFilter.creatures(), "Enchant creature"),
                new StaticAbility(new StaticEffect.AllAbleToBlockDoSo(new Affected.Host()),
                        "All creatures able to block enchanted creature do so."));
        assertThat(Compiled.abilities("Nemesis Mask")).containsExactly(
                new StaticAbility(new StaticEffect.AllAbleToBlockDoSo(new Affected.Host()),
                        "All creatures able to block equipped creature do so."),
                equip(3, "Equip {3}"));
    }

    @Test
    void bonesplitterAndShortSword() {
        assertThat(Compiled.abilities("Bonesplitter")).containsExactly(
                host(new StaticEffect.ModifyPowerToughness(new Affected.Host(), 2, 0, ALWAYS),
                        "Equipped creature gets +2/+0."),
                equip(1, "Equip {1}"));
        assertThat(Compiled.abilities("Short Sword")).containsExactly(
                host(new StaticEffect.ModifyPowerToughness(new Affected.Host(), 1, 1, ALWAYS),
                        "Equipped creature gets +1/+1."),
                equip(1, "Equip {1}"));
    }

    @Test
    void loxodonWarhammerGetsTwoStaticAbilitiesWithOneText() {
        String text = "Equipped creature gets +3/+0 and has trample and lifelink.";
        assertThat(Compiled.abilities("Loxodon Warhammer")).containsExactly(
                host(new StaticEffect.ModifyPowerToughness(new Affected.Host(), 3, 0, ALWAYS), text),
                host(new StaticEffect.GrantAbilities(new Affected.Host(),
                        List.of(new KeywordAbility(Keyword.TRAMPLE), new KeywordAbility(Keyword.LIFELINK)), ALWAYS), text),
                equip(3, "Equip {3}"));
    }

    @Test
    void equipCostsAreActivatedAbilityCosts() {
        Ability a = Compiled.inlineDef("Test Blade {1}\nArtifact — Equipment\nEquip {2}{W}\n").abilities().get(0);
        assertThat(((ActivatedAbility) a).cost()).isEqualTo(new Cost(ManaCost.parse("{2}{W}"), List.of()));
        Ability life = Compiled.inlineDef("Test Blade {1}\nArtifact — Equipment\nEquip—Pay 3 life\n").abilities().get(0);
        assertThat(((ActivatedAbility) life).cost().parts()).hasSize(1);
        assertThat(Compiled.unsupported("Test Blade {1}\nArtifact — Equipment\nEquip legendary creature {1}\n").category())
                .isEqualTo("keyword equip");
        assertThat(Compiled.unsupported("Test Orc {1}\nArtifact Creature — Orc 1/1\nEquip {1}\n").reason())
                .isEqualTo("equip on a card that isn't an Equipment");
        assertThat(Compiled.unsupported("Test Blade {1}\nArtifact — Equipment\nEquipped creature has indestructible.\n"
                + "Fortify {1}\n").reason()).isEqualTo("fortify on a card that isn't a Fortification");
    }

    @Test
    void darksteelGarrison() {
        List<Ability> a = Compiled.abilities("Darksteel Garrison");
        assertThat(a).containsExactly(
                host(new StaticEffect.GrantAbilities(new Affected.Host(),
                        List.of(new KeywordAbility(Keyword.INDESTRUCTIBLE)), ALWAYS), "Fortified land has indestructible."),
                new TriggeredAbility(new Trigger.HostBecomesTapped(), ALWAYS,
                        List.of(TargetSpec.one(new TargetFilter.PermanentTarget(CardType.CREATURE.bit(), 0, Relation.ANY, 0,
                                null), "target creature")),
                        new Effect.PumpUntilEndOfTurn(new Subject.TargetObject(0), 1, 1),
                        "Whenever fortified land becomes tapped, target creature gets +1/+1 until end of turn."),
                new ActivatedAbility(new Cost(ManaCost.parse("{3}"), List.of()),
                        List.of(TargetSpec.one(new TargetFilter.PermanentTarget(CardType.LAND.bit(), 0, Relation.YOU, 0, null),
                                "target land you control")),
                        new Effect.Attach(new Subject.Self(), new Subject.TargetObject(0)), false, Timing.SORCERY,
                        "Fortify {3}"));
    }

    @Test
    void fortifiedMeansALandAndEquippedACreature() {
        assertThat(Compiled.inline("Test Blade {1}\nArtifact — Equipment\nEquipped land gets +1/+1.\n"))
                .isInstanceOf(CompileResult.Unsupported.class);
        assertThat(Compiled.unsupported("Test Blade {1}\nArtifact — Equipment\nFortified land has indestructible.\n")
                .reason()).isEqualTo("\"fortified\" on a card that isn't a Fortification");
        assertThat(Compiled.unsupported("Test Aura {1}\nEnchantment — Aura\nEnchant creature\n"
                + "Whenever fortified land becomes tapped, you gain 1 life.\n").reason())
                .isEqualTo("\"fortified land\" on a card that isn't that kind of attachment"); // the grammar's host (301.6)
    }
}
