package dev.arbiter.cards.compile;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.ActivatedAbility.Timing;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.CostPart;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.KeywordAbility;
import dev.arbiter.engine.ability.Recipient;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.Who;
import dev.arbiter.engine.mana.ManaCost;
import dev.arbiter.engine.mana.ManaPool;
import java.util.List;
import org.junit.jupiter.api.Test;

class ActivatedAbilityLinesTest {

    private static ActivatedAbility activated(String card) {
        Ability a = Compiled.only(card);
        assertThat(a).isInstanceOf(ActivatedAbility.class);
        return (ActivatedAbility) a;
    }

    private static ActivatedAbility line(String rulesLine) {
        return activated("Test Golem {3}\nArtifact Creature — Golem 2/2\n" + rulesLine + "\n");
    }

    private static List<ManaPool> pools(String... texts) {
        return java.util.Arrays.stream(texts).map(ManaPool::parse).toList();
    }

    @Test
    void llanowarElvesHasAManaAbilityAddingGreen() {
        ActivatedAbility a = (ActivatedAbility) Compiled.abilities("Llanowar Elves").get(0);
        assertThat(a.manaAbility()).isTrue();
        assertThat(a.cost().mana().isEmpty()).isTrue();
        assertThat(a.cost().parts()).containsExactly(new CostPart.TapSelf());
        assertThat(a.targets()).isEmpty();
        assertThat(a.effect()).isEqualTo(new Effect.AddMana(pools("{G}")));
        assertThat(a.timing()).isEqualTo(Timing.INSTANT);
        assertThat(a.text()).isEqualTo("{T}: Add {G}.");
    }

    @Test
    void manaAbilityForms() {
        assertThat(line("{T}: Add {R}{R}.").effect()).isEqualTo(new Effect.AddMana(pools("{R}{R}")));
        assertThat(line("{T}: Add {W} or {U}.").effect()).isEqualTo(new Effect.AddMana(pools("{W}", "{U}")));
        assertThat(line("{T}: Add {R}, {G}, or {W}.").effect())
                .isEqualTo(new Effect.AddMana(pools("{R}", "{G}", "{W}")));
        assertThat(line("{T}: Add {C}.").effect()).isEqualTo(new Effect.AddMana(pools("{C}")));
        assertThat(line("{T}: Add one mana of any color.").effect())
                .isEqualTo(new Effect.AddMana(pools("{W}", "{U}", "{B}", "{R}", "{G}")));
        assertThat(((ActivatedAbility) Compiled.abilities("Black Lotus").get(0)).effect()).isEqualTo(
                new Effect.AddMana(pools("{W}{W}{W}", "{U}{U}{U}", "{B}{B}{B}", "{R}{R}{R}", "{G}{G}{G}")));
        assertThat(Compiled.inline("Test Relic {1}\nArtifact\n{T}: Add two mana of any color.\n"))
                .as("two mana of any color may be two different colours")
                .isInstanceOf(CompileResult.Unsupported.class);
    }

    @Test
    void adarkarWastesPainLandDealsDamageToYou() {
        List<Ability> abilities = Compiled.abilities("Adarkar Wastes");
        assertThat(abilities).hasSize(2);
        ActivatedAbility pain = (ActivatedAbility) abilities.get(1);
        assertThat(pain.manaAbility()).isTrue();
        assertThat(pain.effect()).isEqualTo(new Effect.Sequence(List.of(
                new Effect.AddMana(pools("{W}", "{U}")),
                new Effect.DealDamage(Amount.of(1), new Recipient.Player(new Who.You())))));
    }

    @Test
    void basicLandTypesGetTheirManaAbilityFromTheEngineNotTheCompiler() {
        assertThat(Compiled.abilities("Forest")).isEmpty();
        assertThat(Compiled.inlineDef("Test Forest\nBasic Land — Forest\n{T}: Add {G}.\n").abilities()).isEmpty();
        assertThat(Compiled.inlineDef("Test Dual\nLand — Forest Plains\n{T}: Add {G} or {W}.\n").abilities()).isEmpty();
        assertThat(Compiled.inlineDef("Test Odd\nLand — Forest\n{T}: Add {R}.\n").abilities()).hasSize(1);
    }

    @Test
    void shivanDragonFirebreathing() {
        ActivatedAbility a = (ActivatedAbility) Compiled.abilities("Shivan Dragon").get(1);
        assertThat(a.cost().mana()).isEqualTo(ManaCost.parse("{R}"));
        assertThat(a.cost().parts()).isEmpty();
        assertThat(a.manaAbility()).isFalse();
        assertThat(a.effect()).isEqualTo(new Effect.PumpUntilEndOfTurn(new Subject.Self(), 1, 0));
    }

    @Test
    void costParts() {
        ActivatedAbility a = line("{2}, {T}, Sacrifice ~: You gain 3 life.");
        assertThat(a.cost().mana()).isEqualTo(ManaCost.parse("{2}"));
        assertThat(a.cost().parts()).containsExactly(new CostPart.TapSelf(), new CostPart.SacrificeSelf());
        assertThat(line("{Q}, Pay 2 life: Draw a card.").cost().parts())
                .containsExactly(new CostPart.UntapSelf(), new CostPart.PayLife(2));
        assertThat(line("Remove a +1/+1 counter from ~: ~ gets +2/+2 until end of turn.").cost().parts())
                .containsExactly(new CostPart.RemoveCounters("+1/+1", 1));
        assertThat(line("{1}, Remove two charge counters from ~: Draw a card.").cost().parts())
                .containsExactly(new CostPart.RemoveCounters("charge", 2));
    }

    @Test
    void protectionFromTheColorOfYourChoice_608_2d() {
        ActivatedAbility mother = line("{T}: Target creature you control gains protection from the color of your choice until end of turn.");
        assertThat(mother.effect()).isEqualTo(new Effect.GainProtectionFromChosenColorUntilEndOfTurn(new Subject.TargetObject(0)));
        assertThat(mother.targets()).hasSize(1);
    }

    @Test
    void effectsOfActivatedAbilities() {
        assertThat(line("{W}: ~ gains vigilance until end of turn.").effect()).isEqualTo(
                new Effect.GainAbilityUntilEndOfTurn(new Subject.Self(), new KeywordAbility(Keyword.VIGILANCE)));
        ActivatedAbility ping = line("{T}: ~ deals 1 damage to any target.");
        assertThat(ping.targets()).extracting(t -> t.filter()).containsExactly(new TargetFilter.AnyTarget());
        assertThat(ping.effect()).isEqualTo(new Effect.DealDamage(Amount.of(1), new Recipient.Target(0)));
        assertThat(line("{2}: Target creature gains flying until end of turn.").effect()).isEqualTo(
                new Effect.GainAbilityUntilEndOfTurn(new Subject.TargetObject(0), new KeywordAbility(Keyword.FLYING)));
        assertThat(line("{4}, {T}: Draw a card.").effect()).isEqualTo(new Effect.DrawCards(new Who.You(), Amount.of(1)));
        assertThat(line("{X}, {T}: ~ deals X damage to any target.").effect())
                .isEqualTo(new Effect.DealDamage(new Amount.X(), new Recipient.Target(0)));
        assertThat(line("Sacrifice ~: It deals 1 damage to any target.").effect())
                .isEqualTo(new Effect.DealDamage(Amount.of(1), new Recipient.Target(0)));
    }

    @Test
    void timingRestrictions() {
        assertThat(line("{1}: ~ gets +1/+1 until end of turn. Activate only as a sorcery.").timing())
                .isEqualTo(Timing.SORCERY);
        ActivatedAbility augur = (ActivatedAbility) Compiled.abilities("Augur il-Vec").get(1);
        assertThat(augur.timing()).isEqualTo(Timing.YOUR_UPKEEP);
        assertThat(augur.cost().parts()).containsExactly(new CostPart.SacrificeSelf());
        assertThat(augur.effect()).isEqualTo(new Effect.GainLife(new Who.You(), Amount.of(4)));
    }

    @Test
    void anyPlayerMayActivate() { // 602.5
        assertThat(line("{2}: Draw a card. Any player may activate this ability.").timing()).isEqualTo(Timing.ANY_PLAYER);
    }

    @Test
    void otherRestrictionsCostsAndEffectsAreUnsupported() {
        assertThat(Compiled.unsupported("Test Relic {1}\nArtifact\n{2}: Draw a card. Any player may activate this ability but only"
                + " during combat.\n").reason()).isEqualTo("who may activate");
        // 602.5: "Any player may activate this ability but only as a sorcery." (with that player's sorcery timing)
        ActivatedAbility anyPlayer = (ActivatedAbility) Compiled.only("Test Relic {1}\nArtifact\n{2}: Draw a card. Any player"
                + " may activate this ability but only as a sorcery.\n");
        assertThat(anyPlayer.timing()).isEqualTo(ActivatedAbility.Timing.ANY_PLAYER_SORCERY);
        assertThat(Compiled.unsupported("Test Relic {1}\nArtifact\n{2}: Draw a card. Activate only once.\n")
                .reason()).isEqualTo("activation restriction");
        assertThat(Compiled.unsupported("Test Relic {1}\nArtifact\n{2}: Draw a card. Activate only if you own a card in exile.\n")
                .reason()).isEqualTo("activation restriction");
        // 602.5b: "exactly N" is a count the condition grammar reads (Library of Alexandria)
        assertThat(Compiled.only("Test Relic {1}\nArtifact\n{2}: Draw a card. Activate only if you have exactly seven cards in hand.\n"))
                .isInstanceOf(ActivatedAbility.class);
        // 602.5d: a step of combat or an opponent's upkeep
        ActivatedAbility endOfCombat = (ActivatedAbility) Compiled.only(
                "Test Relic {1}\nArtifact\n{2}: Draw a card. Activate only during the end of combat step.\n");
        assertThat(endOfCombat.timing()).isEqualTo(ActivatedAbility.Timing.END_OF_COMBAT_STEP);
        // 602.5b: a limit each turn is kept on the ability
        ActivatedAbility once = (ActivatedAbility) Compiled.only(
                "Test Relic {1}\nArtifact\n{2}: Draw a card. Activate only as a sorcery and only once each turn.\n");
        assertThat(once.perTurn()).isEqualTo(1);
        assertThat(once.timing()).isEqualTo(ActivatedAbility.Timing.SORCERY);
        // 701.17a: a player sacrifices only permanents they control, so "you control" narrows nothing (the payer's own)
        ActivatedAbility yours = (ActivatedAbility) Compiled.only("Test Relic {1}\nArtifact\nSacrifice a creature you control: Draw a card.\n");
        assertThat(yours.cost().parts()).containsExactly(new CostPart.SacrificePermanents(
                dev.arbiter.engine.ability.ObjectFilter.creatures(), 1, "Sacrifice a creature you control"));
        // 701.17a, 118: "Sacrifice a creature" is a cost the grammar reads; the player picks as it is paid
        ActivatedAbility sac = (ActivatedAbility) Compiled.only("Test Relic {1}\nArtifact\nSacrifice a creature: Draw a card.\n");
        assertThat(sac.cost().parts()).containsExactly(new CostPart.SacrificePermanents(
                dev.arbiter.engine.ability.ObjectFilter.creatures(), 1, "Sacrifice a creature"));
        // 701.15a: a group is read (each member on the battlefield as it resolves); a permanent chosen as it resolves isn't
        ActivatedAbility group = (ActivatedAbility) Compiled.only("Test Charm {G}\nEnchantment\n{G}: Regenerate each creature you control.\n");
        assertThat(group.effect()).isInstanceOf(dev.arbiter.engine.ability.Effect.Regenerate.class);
        CompileResult.Unsupported regen = Compiled.unsupported(
                "Test Charm {G}\nEnchantment\n{G}: Regenerate a creature of your choice.\n");
        assertThat(regen.reason()).isEqualTo("not understood");
        assertThat(regen.category()).isEqualTo("regeneration");
        // 106.4: doubling the unspent mana is a mana ability (605.1a)
        ActivatedAbility cube = (ActivatedAbility) Compiled.only(
                "Test Relic {1}\nArtifact\n{T}: Double the amount of each type of unspent mana you have.\n");
        assertThat(cube.manaAbility()).isTrue();
        assertThat(cube.effect()).isInstanceOf(dev.arbiter.engine.ability.Effect.DoubleUnspentMana.class);
        // 107.1: mana counted by a noun is a mana ability of its own (605.1a)
        ActivatedAbility elves = (ActivatedAbility) Compiled.only("Test Relic {1}\nArtifact\n{T}: Add {G} for each Elf you control.\n");
        assertThat(elves.manaAbility()).isTrue();
        assertThat(elves.effect()).isInstanceOf(dev.arbiter.engine.ability.Effect.AddManaForEach.class);
        assertThat(Compiled.unsupported("Test Relic {1}\nArtifact\n{T}: Add {G}. Activate only as a sorcery.\n").reason())
                .contains("mana-adding ability");
    }

    @Test
    void loyaltyAbilitiesCostLoyaltyAndAreActivatedAsASorcery() {
        // 606.4: the loyalty symbol is the cost; 606.3: sorcery timing
        List<Ability> abilities = Compiled.abilities("Garruk Wildspeaker");
        assertThat(abilities).hasSize(3);
        ActivatedAbility plus = (ActivatedAbility) abilities.get(0);
        assertThat(plus.cost().parts()).containsExactly(new dev.arbiter.engine.ability.CostPart.Loyalty(1, false));
        assertThat(plus.cost().mana().isEmpty()).isTrue();
        assertThat(plus.timing()).isEqualTo(ActivatedAbility.Timing.SORCERY);
        assertThat(plus.manaAbility()).isFalse();
        assertThat(((ActivatedAbility) abilities.get(2)).cost().parts())
                .containsExactly(new dev.arbiter.engine.ability.CostPart.Loyalty(-4, false));
    }

    @Test
    void minusXLoyaltyMakesXAvailableAndPlusXIsUnsupported() {
        ActivatedAbility a = (ActivatedAbility) Compiled.only("Test Walker {2}{R}\nLegendary Planeswalker — Test Loyalty 3\n"
                + "[-X]: Test Walker deals X damage to target creature.\n");
        assertThat(a.cost().parts()).containsExactly(new dev.arbiter.engine.ability.CostPart.Loyalty(0, true));
        assertThat(Compiled.unsupported("Test Walker {2}{R}\nLegendary Planeswalker — Test Loyalty 3\n"
                + "[+X]: You gain X life.\n").reason()).contains("+X");
    }

    @Test
    void aPlaneswalkerWithALineTheEngineLacksStaysUnsupported() {
        // (Chandra Nalaar, the bundled example, became supported in stop 23: "that player or that planeswalker's controller")
        CompileResult.Unsupported u = Compiled.unsupported("Test Walker {2}{R}\nLegendary Planeswalker — Test Loyalty 3\n"
                + "[+1]: You gain 1 life.\n[-8]: Flip a coin until you lose a flip.\n");
        assertThat(u.line().text()).startsWith("[-8]");
    }
}
