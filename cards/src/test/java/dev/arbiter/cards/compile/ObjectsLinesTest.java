package dev.arbiter.cards.compile;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.CostPart;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Exert;
import dev.arbiter.engine.ability.Kicker;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.characteristic.Supertype;
import dev.arbiter.engine.timing.Step;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Tokens made attacking or with a fate (508.4, 603.7c), legendary named tokens (205.4d), kicker costs, exert. */
class ObjectsLinesTest {

    private static Effect triggered(String rulesLine) {
        Ability a = Compiled.only("Test Beast {3}\nCreature — Beast 2/2\n" + rulesLine + "\n");
        return ((TriggeredAbility) a).effect();
    }

    @Test
    void namedLegendaryTokenIsLegendary_205_4d() {
        Effect e = triggered("Whenever ~ attacks, create Ragavan, a legendary 2/1 red Monkey creature token. "
                + "Ragavan enters the battlefield tapped and attacking. Exile that token at end of combat.");
        assertThat(e).isInstanceOf(Effect.CreateTokensThen.class);
        Effect.CreateTokensThen t = (Effect.CreateTokensThen) e;
        assertThat(t.attacking()).isTrue();
        assertThat(t.step()).isEqualTo(Step.END_OF_COMBAT);
        assertThat(t.fate()).isInstanceOf(Effect.Exile.class);
        Effect.CreateTokensFor made = (Effect.CreateTokensFor) t.create();
        assertThat(made.tapped()).isTrue();
        assertThat(made.token().name()).isEqualTo("Ragavan");
        assertThat(made.token().supertypes() & Supertype.LEGENDARY.bit()).isNotZero();
        // a name with a comma of its own
        Effect voja = triggered("When ~ enters the battlefield, create Voja, Friend to Elves, a legendary 3/3 green and "
                + "white Wolf creature token.");
        assertThat(((Effect.CreateTokens) voja).token().name()).isEqualTo("Voja, Friend to Elves");
    }

    @Test
    void tokenFatesNeedTheTokensJustCreated_603_7c() {
        Effect e = triggered("Whenever ~ attacks, create a 1/1 red Goblin creature token. Sacrifice it at the beginning "
                + "of the next end step.");
        assertThat(((Effect.CreateTokensThen) e).fate()).isInstanceOf(Effect.SacrificePermanent.class);
        assertThat(((Effect.CreateTokensThen) e).attacking()).isFalse();
        // a predefined token can't be made attacking here: refused, never half read
        assertThat(Compiled.unsupported("Test Beast {3}\nCreature — Beast 2/2\n"
                + "Whenever ~ attacks, create a tapped and attacking Treasure token.\n")).isNotNull();
    }

    @Test
    void kickerWithACostThatIsntMana_702_33a() {
        List<Ability> abilities = Compiled.inlineDef("Test Offering {1}{B}\nInstant\nKicker—{2}{R}, Sacrifice a land.\n"
                + "Destroy target land.\n").abilities();
        Kicker k = (Kicker) abilities.stream().filter(a -> a instanceof Kicker).findFirst().orElseThrow();
        assertThat(k.cost().toString()).isEqualTo("{2}{R}");
        assertThat(k.parts()).singleElement().isInstanceOf(CostPart.SacrificePermanents.class);
        // a part a spell can't pay ("{T}") is refused
        assertThat(Compiled.unsupported("Test Offering {1}{B}\nInstant\nKicker—{T}.\nDestroy target land.\n")).isNotNull();
    }

    @Test
    void exertAsItAttacksWithItsLinkedAbility_701_39d() {
        List<Ability> abilities = Compiled.inlineDef("Test Brawler {2}{G}\nCreature — Naga Warrior 3/2\n"
                + "You may exert ~ as it attacks. When you do, it gets +2/+2 until end of turn.\n").abilities();
        assertThat(abilities.get(0)).isInstanceOf(Exert.class);
        assertThat(((TriggeredAbility) abilities.get(1)).trigger()).isEqualTo(new Trigger.SelfExerted());
        // on a noncreature card exert has no meaning: refused
        assertThat(Compiled.unsupported("Test Relic {2}\nArtifact\nYou may exert ~ as it attacks.\n")).isNotNull();
    }
}
