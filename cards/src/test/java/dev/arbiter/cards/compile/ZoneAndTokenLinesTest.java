package dev.arbiter.cards.compile;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Dredge;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.KeywordAbility;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Protection;
import dev.arbiter.engine.ability.Quality;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.SpellAbility;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TokenSpec;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.characteristic.Color;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Token creation (701.6a), graveyard targets, linked exile (607.2a), and the player-rule and replacement lines. */
class ZoneAndTokenLinesTest {

    private static Ability line(String rulesLine) {
        return Compiled.only("Test Beast {3}\nCreature — Beast 2/2\n" + rulesLine + "\n");
    }

    private static StaticEffect staticEffect(String rulesLine) {
        Ability a = line(rulesLine);
        assertThat(a).isInstanceOf(StaticAbility.class);
        return ((StaticAbility) a).effect();
    }

    @Test
    void hornetQueenCreatesFourInsectTokens_701_6a_111_4() {
        TriggeredAbility t = (TriggeredAbility) Compiled.abilities("Hornet Queen").get(2);
        assertThat(t.trigger()).isEqualTo(new Trigger.EntersBattlefield());
        TokenSpec insect = new TokenSpec("Insect Token", Color.GREEN.bit(), CardType.CREATURE.bit(), List.of("Insect"),
                1, 1, List.of(new KeywordAbility(Keyword.FLYING), new KeywordAbility(Keyword.DEATHTOUCH)));
        assertThat(t.effect()).isEqualTo(new Effect.CreateTokens(Amount.of(4), insect));
    }

    @Test
    void tokenClauseShapes() {
        Effect e = ((TriggeredAbility) line("When ~ enters the battlefield, create a 2/2 black Zombie creature token.")).effect();
        assertThat(e).isEqualTo(new Effect.CreateTokens(Amount.of(1), new TokenSpec("Zombie Token",
                Color.BLACK.bit(), CardType.CREATURE.bit(), List.of("Zombie"), 2, 2, List.of())));
        // number agreement: "a ... tokens" and "two ... token" are not understood
        assertThat(Compiled.unsupported("Test Beast {3}\nCreature — Beast 2/2\n"
                + "When ~ enters the battlefield, create two 1/1 white Soldier creature token.\n")).isNotNull();
        // a quoted ability is the token's own (113.1a): "{T}: Add {W}." is a mana ability of the token
        Effect quoted = ((TriggeredAbility) line(
                "When ~ enters the battlefield, create a 1/1 white Soldier creature token with \"{T}: Add {W}.\"")).effect();
        assertThat(((Effect.CreateTokens) quoted).token().abilities()).hasSize(1)
                .allMatch(a -> a instanceof dev.arbiter.engine.ability.ActivatedAbility aa && aa.manaAbility());
        // a quoted ability the grammar doesn't read makes the whole line unsupported (fail closed)
        assertThat(Compiled.unsupported("Test Beast {3}\nCreature — Beast 2/2\n"
                + "When ~ enters the battlefield, create a 1/1 white Soldier creature token with \"Flibber the jabberwock.\"\n"))
                .isNotNull();
    }

    @Test
    void golgariThugPutsATargetCreatureCardOnTopOfTheLibrary_603_10a() {
        List<Ability> thug = Compiled.abilities("Golgari Thug");
        TriggeredAbility dies = (TriggeredAbility) thug.get(0);
        assertThat(dies.trigger()).isEqualTo(new Trigger.Dies());
        assertThat(dies.targets()).extracting(s -> s.filter())
                .containsExactly(new TargetFilter.CardInGraveyard(CardType.CREATURE.bit(), Relation.YOU));
        assertThat(dies.effect()).isEqualTo(new Effect.PutOnTopOfLibrary(new Subject.TargetObject(0)));
        assertThat(thug.get(1)).isEqualTo(new Dredge(4));
        Effect any = ((TriggeredAbility) line("When ~ dies, put target card from your graveyard on top of your library."))
                .effect();
        assertThat(any).isEqualTo(new Effect.PutOnTopOfLibrary(new Subject.TargetObject(0)));
    }

    @Test
    void worldgorgerDragonsLinkedAbilities_607_2a() {
        List<Ability> dragon = Compiled.abilities("Worldgorger Dragon");
        TriggeredAbility etb = (TriggeredAbility) dragon.get(2);
        TriggeredAbility ltb = (TriggeredAbility) dragon.get(3);
        assertThat(etb.effect()).isEqualTo(new Effect.ExileAllLinked(
                new ObjectFilter(0, 0, Relation.YOU, null, 0, 0, true, false)));
        assertThat(ltb.trigger()).isEqualTo(new Trigger.LeavesBattlefield());
        assertThat(ltb.effect()).isEqualTo(new Effect.ReturnLinkedExiled());
    }

    @Test
    void replenishReturnsAllEnchantmentCardsAtOnce_420_5i() {
        Effect e = ((SpellAbility) Compiled.only("Replenish {3}{W}\nSorcery\n"
                + "Return all enchantment cards from your graveyard to the battlefield.\n")).effect();
        assertThat(e).isEqualTo(new Effect.ReturnAllFromGraveyard(CardType.ENCHANTMENT.bit()));
        Effect creatures = ((SpellAbility) Compiled.only("Test Return {4}{B}\nSorcery\n"
                + "Return all creature cards from your graveyard to the battlefield.\n")).effect();
        assertThat(creatures).isEqualTo(new Effect.ReturnAllFromGraveyard(CardType.CREATURE.bit()));
        // a word that is not a card type is not understood
        assertThat(Compiled.unsupported("Test Return {4}{B}\nSorcery\n"
                + "Return all Zombie cards from your graveyard to the battlefield.\n")).isNotNull();
    }

    @Test
    void lichsMirrorReplacesLosingTheGame_614_1a() {
        Ability a = Compiled.abilities("Lich's Mirror").get(0);
        assertThat(((StaticAbility) a).effect()).isEqualTo(new StaticEffect.RestartInsteadOfLosing());
    }

    @Test
    void progenitus_protectionFromEverythingAndShuffleInstead() {
        List<Ability> p = Compiled.abilities("Progenitus");
        assertThat(p.get(0)).isEqualTo(new Protection(new Quality.Everything()));
        assertThat(((StaticAbility) p.get(1)).effect()).isEqualTo(new StaticEffect.ShuffleIntoLibraryInsteadOfGraveyard());
    }

    @Test
    void meliraLines() {
        List<Ability> m = Compiled.abilities("Melira, Sylvok Outcast");
        assertThat(((StaticAbility) m.get(0)).effect()).isEqualTo(new StaticEffect.CantGetPoisonCounters());
        assertThat(((StaticAbility) m.get(1)).effect()).isEqualTo(new StaticEffect.CantHaveMinusCounters(
                new Affected.All(ObjectFilter.creatures().controlledBy(Relation.YOU))));
        assertThat(((StaticAbility) m.get(2)).effect()).isEqualTo(new StaticEffect.LoseKeyword(
                new Affected.All(ObjectFilter.creatures().controlledBy(Relation.OPPONENT)), Keyword.INFECT));
        assertThat(staticEffect("Creatures your opponents control lose flying.")).isEqualTo(new StaticEffect.LoseKeyword(
                new Affected.All(ObjectFilter.creatures().controlledBy(Relation.OPPONENT)), Keyword.FLYING));
        // "lose all abilities" is its own effect (613.1f); "lose" of something that is not a keyword is not understood
        assertThat(staticEffect("Creatures your opponents control lose all abilities.")).isEqualTo(new StaticEffect.LoseAllAbilities(
                new Affected.All(ObjectFilter.creatures().controlledBy(Relation.OPPONENT))));
        assertThat(Compiled.unsupported("Test Beast {3}\nCreature — Beast 2/2\nCreatures you control lose hope.\n"))
                .isNotNull();
    }
}
